import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import { endpointOf, endpointUrl } from '../../lib/api/endpoint-url';
import { gigCardFromWire } from '../../lib/api/gigs';
import { sellerQueries } from '../../lib/api/sellers';
import {
  wireProfileDetails,
  wireSellerPage,
  wireSellerProfile,
  wireSellerReviews,
} from '../../lib/api/wire-fixtures';
import { stubFetch } from '../../testing/fetch-stub';
import { renderRouter } from '../../testing/render';
import { queryClient } from '../query-client';

/** A server that knows seller 61, with six reviews over two pages, and no other seller. */
function stubServer() {
  return stubFetch(({ method, path }) => {
    const endpoint = endpointOf(method, path);
    if (endpoint === 'listReviewsHelpful')
      return { content: [{ reviewId: 207, yes: 3, no: 0, mine: null }] };
    if (!path.includes('/61')) return { status: 404, content: 'Không tìm thấy người bán' };
    if (endpoint === 'getSeller') return { content: wireSellerPage };
    if (endpoint === 'getProfileDetails') return { content: wireProfileDetails };
    const second = new URL(path, 'http://localhost').searchParams.get('pageIndex') === '2';
    const review = wireSellerReviews.data[0]!;
    return {
      content: second
        ? {
            ...wireSellerReviews,
            pageIndex: 2,
            data: [{ ...review, id: 9, author: 'Sofia Rossi', authorCountry: 'Italy' }],
          }
        : wireSellerReviews,
    };
  });
}

async function showSellerPage(path = pagePaths.seller(61)) {
  const router = createMemoryRouter(
    [{ path: pagePatterns.seller, lazy: () => import('./seller') }],
    { initialEntries: [path] },
  );
  // The route module's first import may take longer than waitFor's default second on a busy machine.
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5000 });
  renderRouter(router, queryClient);
  return { router, user: userEvent.setup({ delay: null }) };
}

afterEach(() => queryClient.clear());

describe('the seller page', () => {
  it('loads the seller and the first page of reviews before it shows, and shows who they are', async () => {
    stubServer();
    const { router } = await showSellerPage();
    expect(queryClient.getQueryData(sellerQueries.page(61).queryKey)).toEqual({
      seller: wireSellerProfile,
      gigs: wireSellerPage.gigs.map(gigCardFromWire),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Huy Hoang' })).toBeDefined();
    const profile = within(screen.getByRole('region', { name: 'Seller profile' }));
    expect(profile.getByText('Sales funnels that turn visitors into buyers')).toBeDefined();
    expect(profile.getByText('Level 2 seller')).toBeDefined();
    expect(profile.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeDefined();
    expect(profile.getByText('(37 reviews)')).toBeDefined();
    expect(profile.getByText('Vietnam')).toBeDefined();
    expect(profile.getByText('Mar 2024')).toBeDefined();
    expect(profile.getByText('ClickFunnels')).toBeDefined();
    // What the seller entered, and nothing else: a language's level when they gave one, their
    // certification, and no Education section since they listed no school.
    expect(profile.getByRole('heading', { name: 'Languages' })).toBeDefined();
    expect(profile.getByText('English').parentElement!.textContent).toBe('English– Fluent');
    expect(profile.getByText('Vietnamese').parentElement!.textContent).toBe('Vietnamese');
    expect(profile.getByRole('heading', { name: 'Certification' })).toBeDefined();
    expect(profile.getByText('HubSpot Inbound Marketing')).toBeDefined();
    expect(profile.queryByRole('heading', { name: 'Education' })).toBeNull();

    // The gigs as the storefront's cards: cover, delivery time and the Basic price.
    const gigs = within(screen.getByRole('region', { name: "Huy Hoang's Gigs" }));
    expect(
      gigs.getByRole('link', { name: 'I will build a simple sales funnel in ClickFunnels' }),
    ).toBeDefined();
    expect(gigs.getByText('3 days delivery')).toBeDefined();
    expect(gigs.getByText('US$60')).toBeDefined();

    expect(document.title).toBe('Huy Hoang | Giglane');
    router.dispose();
  });

  it('pages through the reviews of the seller’s gigs, each linking to its gig', async () => {
    const requests = stubServer();
    const { router, user } = await showSellerPage();
    const reviews = within(screen.getByRole('region', { name: '6 Reviews and comments' }));
    const first = reviews.getByRole('article', { name: 'Review by Bilal Malik' });
    expect(within(first).getByText('Pakistan')).toBeDefined();
    expect(
      within(first)
        .getByRole('link', { name: 'I will build a simple sales funnel in ClickFunnels' })
        .getAttribute('href'),
    ).toBe(pagePaths.gig(2));
    // As the gig page shows a review: verified, with the seller's reply and the Helpful count.
    expect(within(first).getByText('Verified order')).toBeDefined();
    expect(within(first).getByText('Thank you, Bilal!')).toBeDefined();
    await vi.waitFor(() =>
      expect(within(first).getByRole('button', { name: /^Yes/ }).textContent).toBe('Yes(3)'),
    );
    expect(reviews.getByText('Page 1 of 2')).toBeDefined();

    await user.click(reviews.getByRole('button', { name: 'Older' }));
    expect(await reviews.findByRole('article', { name: 'Review by Sofia Rossi' })).toBeDefined();
    expect(reviews.getByText('Page 2 of 2')).toBeDefined();
    expect(
      requests
        .map((request) => request.path)
        .filter((path) => endpointOf('GET', path) === 'pageSellerReviews'),
    ).toEqual([
      endpointUrl('pageSellerReviews', {
        params: { id: 61 },
        query: { pageIndex: 1, pageSize: 5 },
      }),
      endpointUrl('pageSellerReviews', {
        params: { id: 61 },
        query: { pageIndex: 2, pageSize: 5 },
      }),
    ]);
    router.dispose();
  });

  it('describes the seller in the page’s meta description while it is shown', async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Giglane: find freelance services';
    document.head.append(meta);
    stubServer();
    const { router } = await showSellerPage();
    expect(meta.content).toBe(
      'Huy Hoang: Sales funnels that turn visitors into buyers. 1 gig on Giglane.',
    );
    router.dispose();
    meta.remove();
  });

  it('shows "Seller not found" for an unknown seller or a path that names none', async () => {
    stubServer();
    const unknown = await showSellerPage(pagePaths.seller(9));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seller not found' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeDefined();
    unknown.router.dispose();
  });
});
