import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { NotificationsProvider } from '../components/notifications';
import { queryClient } from './query-client';
import { router } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider>
        <RouterProvider router={router} />
      </NotificationsProvider>
    </QueryClientProvider>
  );
}
