import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  type createBrowserRouter,
  type InitialEntry,
} from 'react-router';
import { NotificationsProvider } from '../components/notifications';

type Options = {
  /** The route pattern the component is mounted at. Default "/". */
  path?: string;
  /** Where the memory router starts, with any navigation state. Default: `path`. */
  at?: InitialEntry;
  /** Other routes, by path, to land on after the component navigates. */
  routes?: Record<string, ReactNode>;
  /** A layout route around the component's own route, showing it in its `<Outlet>`. */
  layout?: ReactNode;
};

/**
 * Renders a component the way the app does: a query client, the notifications and a router, with
 * the router in memory so navigation can be followed. Queries never retry, so a failure shows now.
 */
export function renderWithApp(
  ui: ReactNode,
  { path = '/', at = path, routes = {}, layout }: Options = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const page = { path, element: ui };
  const router = createMemoryRouter(
    [
      layout ? { element: layout, children: [page] } : page,
      ...Object.entries(routes).map(([routePath, element]) => ({ path: routePath, element })),
    ],
    { initialEntries: [at] },
  );
  // No pause between keystrokes: nothing here depends on typing speed.
  const user = userEvent.setup({ delay: null });
  const result = renderRouter(router, queryClient);
  return { ...result, user, router, queryClient };
}

/** Renders a router made by the test, with the given query client and the notifications. */
export function renderRouter(
  router: ReturnType<typeof createBrowserRouter>,
  queryClient: QueryClient,
) {
  return render(
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider>
        <RouterProvider router={router} />
      </NotificationsProvider>
    </QueryClientProvider>,
  );
}
