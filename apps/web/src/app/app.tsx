import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { NotificationsProvider } from '../components/notifications';
import { ApiError } from '../lib/api/client';
import { onSessionChangedElsewhere } from '../lib/session';
import { router } from './router';

const queryClient = new QueryClient({
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

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider>
        <RouterProvider router={router} />
      </NotificationsProvider>
    </QueryClientProvider>
  );
}
