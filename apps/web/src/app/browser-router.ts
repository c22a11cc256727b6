import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { routes } from './router';

/**
 * React Router keys the entry a page load lands on "default" when the entry has no state yet, and
 * <ScrollRestoration> keeps positions by key in session storage: every page loaded in a tab (and in
 * a tab opened from it, which copies that storage) then opened where an earlier one was left.
 * Giving that entry a key of its own, kept in its history state, makes a new page open at the top
 * while a reload or a back/forward to it still finds its position.
 */
function keyFirstEntry() {
  const state = window.history.state as { key?: string } | null;
  if (state?.key) return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ usr: null, ...state, key }, '');
}

/**
 * The app's router in the browser. Given the state of a page the server rendered, the modules of
 * the routes it matched are loaded first: hydrating must render what the server did, not a route
 * still waiting for its chunk, and the loaders' data is in the page already.
 */
export async function createAppRouter(hydrationData?: HydrationState) {
  keyFirstEntry();
  if (hydrationData)
    await Promise.all(
      (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  return createBrowserRouter(routes, { hydrationData });
}
