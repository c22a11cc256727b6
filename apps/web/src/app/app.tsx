import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from './browser-router';
import { NotificationsProvider } from '../components/notifications';
import { queryClient } from './query-client';

export function App({ router }: { router: Awaited<ReturnType<typeof createAppRouter>> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider>
        <RouterProvider router={router} />
      </NotificationsProvider>
    </QueryClientProvider>
  );
}
