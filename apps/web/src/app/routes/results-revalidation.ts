import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * A results page loads its first results before it shows. A change of filter, sort or page only
 * changes the query string: the page then shows the last results, dimmed, while the next load,
 * so its loader does not run again and hold the address back.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}
