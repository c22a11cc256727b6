import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { pageStateElement } from './app/page-state';
import { createQueryClient, scopeLoaderCache } from './app/query-client';
import { routes } from './app/router';
import { NotificationsProvider } from './components/notifications';
import { setApiTransport, type ApiTransport } from './lib/api/client';

/** One page's render: its own query cache, and how its calls reach the API as its viewer. */
type Render = { queries: QueryClient; api: ApiTransport };

// Pages render side by side: each loader and call finds its own render's cache and viewer.
const renders = new AsyncLocalStorage<Render>();
const current = () => {
  const render = renders.getStore();
  if (!render) throw new Error('An API call outside a page render');
  return render;
};
scopeLoaderCache(() => current().queries);
setApiTransport((path, init) => current().api(path, init));

const handler = createStaticHandler(routes);

/**
 * The page at `url` rendered with its data by the same routes, loaders and screens the browser
 * runs (`html`, the root element's content), and the element of the state the browser hydrates it
 * from (page-state.ts), for the end of the body. `api` answers the render's API calls. Null when
 * this page is the browser's to render: a redirect, or a call that failed, whose error the browser
 * would not show the same way.
 */
export async function renderPage(
  url: URL,
  api: ApiTransport,
): Promise<{ html: string; state: string } | null> {
  const queries = createQueryClient();
  // A failed call is the browser's to retry: the HTML does not wait for it.
  queries.setDefaultOptions({
    queries: { ...queries.getDefaultOptions().queries, retry: false },
  });
  const context = await renders.run({ queries, api }, async () => {
    const answer = await handler.query(new Request(url));
    // What a loader started without waiting for (the landing page's menu) belongs in the HTML too.
    // Fetching again joins the fetch under way; a failure is found below.
    await Promise.allSettled(
      queries
        .getQueryCache()
        .findAll({ fetchStatus: 'fetching' })
        .map((query) => query.fetch()),
    );
    return answer;
  });
  const failed = queries.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' });
  if (context instanceof Response || context.errors || failed.length > 0) return null;

  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queries}>
        <NotificationsProvider>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </NotificationsProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  // React writes a preload before the page for each of its first ten pictures. The head already
  // preloads the one the page shows first (page hints, in the server); the others, an avatar or
  // a card's picture, would share the phone's bandwidth with it.
  const page = html.replace(/^(?:<link rel="preload" as="image"[^>]*\/>)+/, '');
  const router = { loaderData: context.loaderData, actionData: context.actionData };
  return { html: page, state: pageStateElement({ router, queries: dehydrate(queries) }) };
}
