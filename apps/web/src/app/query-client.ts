import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api/client';
import { onSessionChangedElsewhere } from '../lib/session';

/**
 * The app's one query cache: the screens read from it and the routes' loaders fill it before a
 * page renders, so both must hold the same instance.
 */
export const queryClient = new QueryClient({
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

// Everything cached was fetched as the previous user: drop it, and fetch what is on screen again.
onSessionChangedElsewhere(() => void queryClient.resetQueries());
