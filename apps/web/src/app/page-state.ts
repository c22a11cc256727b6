import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a page rendered on the server hands the browser beside its HTML: the loaders' data for the
 * router and the query cache the render filled, so hydrating fetches none of it again. Written as
 * a JSON data block, which the page's script policy (no inline scripts) allows.
 */
export type PageState = { router: HydrationState; queries: DehydratedState };

export const PAGE_STATE_ID = 'page-state';

/** The state's element: `<` escaped, so no text in it (a gig's title) can close the element. */
export const pageStateElement = (state: PageState) =>
  `<script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify(state)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')}</script>`;

/** The state of the page the server rendered, if it did. */
export function readPageState(): PageState | undefined {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : undefined;
}
