import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api/client';
import { onSessionChangedElsewhere } from '../lib/session';

/** A query cache with the app's defaults. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status < 500) && failures < 2,
      },
    },
  });

/**
 * The browser's one query cache: the screens read from it and the routes' loaders fill it before
 * a page renders, so both must hold the same instance.
 */
export const queryClient = createQueryClient();

let renderCache: (() => QueryClient) | undefined;

/**
 * The server renders each page with a cache of its own, as pages render side by side: it tells
 * here how a loader finds the cache of the render it runs in (entry-server.tsx).
 */
export function scopeLoaderCache(lookup: () => QueryClient) {
  renderCache = lookup;
}

/** The cache a route's loader fills: the page render's on the server, the browser's one here. */
export const loaderCache = (): QueryClient => renderCache?.() ?? queryClient;

// Everything cached was fetched as the previous user: drop it, and fetch what is on screen again.
if (typeof window !== 'undefined') onSessionChangedElsewhere(() => void queryClient.resetQueries());
