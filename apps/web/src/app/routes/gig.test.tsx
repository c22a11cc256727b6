import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndpointName } from '@giglane/contract/endpoint-paths';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import { NotificationsProvider } from '../../components/notifications';
import { endpointOf } from '../../lib/api/endpoint-url';
import { gigCardFromWire, gigQueries } from '../../lib/api/gigs';
import { gigReviewFromWire, reviewQueries } from '../../lib/api/reviews';
import { wireGigCard, wireGigReviews, wireMenu } from '../../lib/api/wire-fixtures';
import { stubFetch } from '../../testing/fetch-stub';
import { queryClient } from '../query-client';

/** A server that knows gig 2, its reviews and the menu, and answers anything else with nothing. */
function stubServer() {
  const replies: Partial<Record<EndpointName, unknown>> = {
    getGigCard: [wireGigCard],
    listGigReviews: wireGigReviews,
    getCategoryMenu: wireMenu,
  };
  return stubFetch(({ method, path }) => {
    const endpoint = endpointOf(method, path);
    const known = endpoint === 'getCategoryMenu' || path.endsWith('/2');
    return { content: (known && endpoint && replies[endpoint]) || [] };
  });
}

/** The gig page's route as the app declares it, in a router of its own at `path`. */
function gigRoute(path: string) {
  return createMemoryRouter([{ path: pagePatterns.gig, lazy: () => import('./gig') }], {
    initialEntries: [path],
  });
}

afterEach(() => queryClient.clear());

describe("the gig page's loader", () => {
  it('fills the shared cache with the gig and its reviews before the page shows', async () => {
    const requests = stubServer();
    const router = gigRoute(pagePaths.gig(2));
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));

    expect(queryClient.getQueryData(gigQueries.card(2).queryKey)).toEqual(
      gigCardFromWire(wireGigCard),
    );
    expect(queryClient.getQueryData(reviewQueries.ofGig(2).queryKey)).toEqual(
      wireGigReviews.map(gigReviewFromWire),
    );

    // The page then renders from the cache: the gig is on screen at once, read only once.
    render(
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </QueryClientProvider>,
    );
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'I will build a simple sales funnel in ClickFunnels',
      }),
    ).toBeDefined();
    expect(
      requests.filter(({ method, path }) => endpointOf(method, path) === 'getGigCard'),
    ).toHaveLength(1);
    router.dispose();
  });

  it('asks for nothing when the path names no gig, and leaves an unknown gig to the page', async () => {
    const requests = stubServer();
    const notAnId = gigRoute('/jobdetail/abc');
    await vi.waitFor(() => expect(notAnId.state.initialized).toBe(true));
    expect(requests).toEqual([]);
    notAnId.dispose();

    const unknown = gigRoute(pagePaths.gig(9));
    await vi.waitFor(() => expect(unknown.state.initialized).toBe(true));
    // Prefetching never throws: the router shows the page, which shows "Gig not found".
    expect(unknown.state.errors).toBeNull();
    expect(queryClient.getQueryState(gigQueries.card(9).queryKey)?.status).toBe('error');
    unknown.dispose();
  });
});
