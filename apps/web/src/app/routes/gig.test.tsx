import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndpointName } from '@giglane/contract/endpoint-paths';
import type { GigOffer } from '@giglane/contract/gig-offers';
import type { ReviewMode } from '@giglane/contract/order-values';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import { endpointOf } from '../../lib/api/endpoint-url';
import { gigCardFromWire, gigQueries } from '../../lib/api/gigs';
import { gigReviewFromWire, reviewQueries } from '../../lib/api/reviews';
import {
  anna,
  wireGigCard,
  wireGigOffer,
  wireGigReviews,
  wireGigReviewSummary,
  wireMenu,
  wirePostedReview,
} from '../../lib/api/wire-fixtures';
import { saveSession } from '../../lib/session';
import { stubFetch } from '../../testing/fetch-stub';
import { renderRouter } from '../../testing/render';
import { queryClient } from '../query-client';

/**
 * A server that knows gig 2 (with `offer` as its offer), its reviews and the menu, and answers
 * anything else about gigs with 404. Reviews are `reviews` (REVIEWS on the server).
 */
function stubServer(offer: GigOffer = wireGigOffer, reviews: ReviewMode = 'open') {
  const replies: Partial<Record<EndpointName, unknown>> = {
    getGigCard: [wireGigCard],
    getGigOffer: offer,
    listGigReviews: wireGigReviews,
    getGigReviewSummary: wireGigReviewSummary,
    getCategoryMenu: wireMenu,
  };
  return stubFetch(({ method, path }) => {
    const endpoint = endpointOf(method, path);
    if (endpoint === 'getCategoryMenu') return { content: wireMenu };
    if (endpoint === 'getSettings') return { content: { reviews } };
    if (endpoint === 'getUser') return { content: { ...anna, id: 61, name: 'Huy Hoang' } };
    // A posted review is not in the list read after it: the blind review of the poster's order.
    if (endpoint === 'createReview') return { content: wirePostedReview };
    const known = /\/2(\/|$)/.test(path) && endpoint && replies[endpoint];
    if (known) return { content: known };
    return endpoint === 'getGigOffer' ? { status: 404, content: 'Not found' } : { content: [] };
  });
}

/** The gig page's route as the app declares it, in a router of its own at `path`. */
function gigRoute(path: string) {
  return createMemoryRouter([{ path: pagePatterns.gig, lazy: () => import('./gig') }], {
    initialEntries: [path],
  });
}

/** The gig page at `path`, once its loader has run. */
async function showGigPage(path = pagePaths.gig(2)) {
  const router = gigRoute(path);
  // The route module's first import may take longer than waitFor's default second on a busy machine.
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5000 });
  renderRouter(router, queryClient);
  return { router, user: userEvent.setup({ delay: null }) };
}

/** The Continue links: the panel's and the phone's sticky bar's. */
const continueButtons = () => screen.getAllByRole('link', { name: /^Continue \(US\$\d+\)$/ });

afterEach(() => queryClient.clear());

describe("the gig page's loader", () => {
  it('fills the shared cache with the gig, its offer and its reviews before the page shows', async () => {
    const requests = stubServer();
    const { router } = await showGigPage();

    expect(queryClient.getQueryData(gigQueries.card(2).queryKey)).toEqual(
      gigCardFromWire(wireGigCard),
    );
    expect(queryClient.getQueryData(gigQueries.offer(2).queryKey)).toEqual(wireGigOffer);
    expect(queryClient.getQueryData(reviewQueries.ofGig(2).queryKey)).toEqual(
      wireGigReviews.map(gigReviewFromWire),
    );

    // The page renders from the cache: the gig is on screen at once, each read only once.
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'I will build a simple sales funnel in ClickFunnels',
      }),
    ).toBeDefined();
    for (const name of ['getGigCard', 'getGigOffer'] as const)
      expect(requests.filter(({ method, path }) => endpointOf(method, path) === name)).toHaveLength(
        1,
      );
    router.dispose();
  });

  it('asks for nothing when the path names no gig, and leaves an unknown gig to the page', async () => {
    const requests = stubServer();
    const notAnId = gigRoute('/jobdetail/abc');
    await vi.waitFor(() => expect(notAnId.state.initialized).toBe(true), { timeout: 5000 });
    expect(requests).toEqual([]);
    notAnId.dispose();

    const unknown = gigRoute(pagePaths.gig(9));
    await vi.waitFor(() => expect(unknown.state.initialized).toBe(true), { timeout: 5000 });
    // Prefetching never throws: the router shows the page, which shows "Gig not found".
    expect(unknown.state.errors).toBeNull();
    expect(queryClient.getQueryState(gigQueries.card(9).queryKey)?.status).toBe('error');
    expect(queryClient.getQueryState(gigQueries.offer(9).queryKey)?.status).toBe('error');
    unknown.dispose();
  });
});

describe('the gig page', () => {
  it("shows only the packages offered, each with its own price, delivery and revisions, and Continue at the chosen one's price", async () => {
    stubServer();
    const { router, user } = await showGigPage();

    const tabs = within(screen.getByRole('tablist', { name: 'Package' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Basic', 'Standard']);

    let panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Starter funnel' })).toBeDefined();
    expect(within(panel).getByText('US$60')).toBeDefined();
    expect(within(panel).getByText('3 Days Delivery')).toBeDefined();
    expect(within(panel).getByText('1 Revision')).toBeDefined();
    const items = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items(within(panel).getByRole('list', { name: "What's included" }))).toEqual([
      'Landing page',
      'Thank-you page',
      'Order form (not included)',
      'Upsell page (not included)',
    ]);
    expect(continueButtons().map((button) => button.textContent)).toEqual([
      'Continue (US$60)',
      'Continue (US$60)',
    ]);
    expect(continueButtons().map((link) => link.getAttribute('href'))).toEqual([
      pagePaths.checkout(2, 'basic'),
      pagePaths.checkout(2, 'basic'),
    ]);

    await user.click(tabs[1]!);
    panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Sales funnel' })).toBeDefined();
    expect(within(panel).getByText('7 Days Delivery')).toBeDefined();
    expect(within(panel).getByText('Unlimited Revisions')).toBeDefined();
    expect(within(panel).getByText('Email sequence of 3 messages')).toBeDefined();
    // The phone's sticky bar follows the chosen package.
    const bar = screen.getByRole('region', { name: 'Chosen package' });
    expect(bar.textContent).toContain('Sales funnel');
    expect(continueButtons().map((button) => button.textContent)).toEqual([
      'Continue (US$150)',
      'Continue (US$150)',
    ]);
    // Continue opens the checkout of the package shown.
    expect(continueButtons().map((link) => link.getAttribute('href'))).toEqual([
      pagePaths.checkout(2, 'standard'),
      pagePaths.checkout(2, 'standard'),
    ]);
    router.dispose();
  });

  it('compares the real packages side by side: prices, delivery, revisions and features', async () => {
    stubServer();
    const { router } = await showGigPage();
    const table = within(screen.getByRole('region', { name: 'Compare Packages' }));
    const row = (name: string) =>
      Array.from(
        table.getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td'),
        (cell) => cell.textContent,
      );
    expect(row('Price')).toEqual(['US$60', 'US$150']);
    expect(row('Delivery time')).toEqual(['3 Days Delivery', '7 Days Delivery']);
    expect(row('Revisions')).toEqual(['1 Revision', 'Unlimited Revisions']);
    expect(row('Order form')).toEqual(['Not included', 'Included']);
    expect(row('Landing page')).toEqual(['Included', 'Included']);
    router.dispose();
  });

  it("shows the gig's own FAQ, its pictures, its seller's queue and a link to the seller's page", async () => {
    stubServer();
    const { router, user } = await showGigPage();

    const question = screen.getByRole('button', { name: 'Do I need a ClickFunnels account?' });
    expect(screen.queryByRole('button', { name: /500 words/ })).toBeNull();
    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');

    expect(screen.getByText('4 Orders in Queue')).toBeDefined();
    const sellerLinks = screen.getAllByRole('link', { name: 'Huy Hoang' });
    expect(sellerLinks.map((link) => link.getAttribute('href'))).toEqual(
      sellerLinks.map(() => pagePaths.seller(61)),
    );

    const cover = screen.getByRole('img', { name: /picture 1 of 2/ });
    expect(cover.getAttribute('srcset')).toBe(
      'http://127.0.0.1:4173/images/gig-adb842d9964c-w480.webp 480w, http://127.0.0.1:4173/images/gig-adb842d9964c-w960.webp 960w, http://127.0.0.1:4173/images/gig-adb842d9964c.webp 1280w',
    );
    await user.click(screen.getByRole('button', { name: 'Show picture 2 of 2' }));
    expect(screen.getByRole('img', { name: /picture 2 of 2/ })).toBeDefined();
    expect(screen.queryByRole('img', { name: /picture 1 of 2/ })).toBeNull();

    // The description's light markup is shown as elements.
    const about = within(screen.getByRole('region', { name: 'About This Gig' }));
    expect(about.getByText('ClickFunnels').tagName).toBe('STRONG');
    const [bullets, tags] = about.getAllByRole('list');
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A funnel map', 'Landing and thank-you pages']);
    expect(tags!.getAttribute('aria-label')).toBe('Tags');
    expect(
      within(tags!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['sales funnel', 'clickfunnels']);
    router.dispose();
  });

  it('falls back to the fixed FAQ, and says nothing of a queue, when the gig has neither', async () => {
    stubServer({ ...wireGigOffer, faq: [], queue: 0, packages: wireGigOffer.packages.slice(0, 1) });
    const { router } = await showGigPage();

    expect(screen.getByRole('button', { name: 'How long does it take to deliver 500 words?' }));
    expect(screen.getByRole('button', { name: 'Do you check the content with Copyscape?' }));
    expect(screen.queryByText(/in Queue/)).toBeNull();
    // One package: no tabs and nothing to compare.
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Compare Packages' })).toBeNull();
    expect(continueButtons()[0]!.textContent).toBe('Continue (US$60)');
    router.dispose();
  });

  it("shows each reviewer's own country", async () => {
    stubServer();
    const { router } = await showGigPage();
    const review = await screen.findByRole('article', { name: 'Review by Bilal Malik' });
    expect(within(review).getByText('Pakistan')).toBeDefined();
    expect(screen.queryByText('Vietnam')).toBeNull();
    router.dispose();
  });

  it("marks a review from an order as verified, with the seller's reply under it", async () => {
    stubServer();
    const { router } = await showGigPage();
    const verified = await screen.findByRole('article', { name: 'Review by Anna Nguyen' });
    expect(within(verified).getByText('Verified order')).toBeDefined();
    expect(
      within(within(verified).getByRole('group', { name: "Seller's response" })).getByText(
        'Thank you, Anna! Glad the sign-ups came in.',
      ),
    ).toBeDefined();
    const open = screen.getByRole('article', { name: 'Review by Bilal Malik' });
    expect(within(open).queryByText('Verified order')).toBeNull();
    expect(within(open).queryByRole('group', { name: "Seller's response" })).toBeNull();
    router.dispose();
  });

  it('counts only reviews from orders in the heading, the average and the stars: a comment is listed apart', async () => {
    // Bilal's five stars are a comment from the open form; Anna's four come from her order.
    stubServer();
    const { router } = await showGigPage();
    expect(await screen.findByRole('heading', { name: '1 Review' })).toBeDefined();
    const heading = screen.getByRole('heading', { name: '1 Review' }).parentElement!;
    expect(within(heading).getByText('4.0')).toBeDefined();
    expect(within(heading).getByText('and 1 comment not in the rating')).toBeDefined();
    expect(
      within(screen.getByRole('list', { name: 'Reviews per star rating' }))
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['5 Stars(0)', '4 Stars(1)', '3 Stars(0)', '2 Stars(0)', '1 Star(0)']);
    // Both are listed.
    expect(await screen.findByRole('article', { name: 'Review by Bilal Malik' })).toBeDefined();
    expect(screen.getByRole('article', { name: 'Review by Anna Nguyen' })).toBeDefined();
    router.dispose();
  });

  it("shows each Rating Breakdown line's own average, from the reviews written from orders", async () => {
    stubServer();
    const { router } = await showGigPage();
    const breakdown = (await screen.findByRole('heading', { name: 'Rating Breakdown' }))
      .parentElement!;
    await vi.waitFor(() =>
      expect(
        within(breakdown)
          .getAllByRole('listitem')
          .map((line) => line.textContent),
      ).toEqual([
        'Seller communication level5.0 out of 5',
        'Recommend to a friend4.0 out of 5',
        'Service as described4.0 out of 5',
      ]),
    );
    expect(within(breakdown).getByText('From 1 verified order')).toBeDefined();
    router.dispose();
  });

  it('offers the open review form only while the server takes reviews from anyone', async () => {
    saveSession('token-of-anna', anna);
    stubServer(wireGigOffer, 'orders');
    const { router } = await showGigPage();
    expect(await screen.findByText(/review it from its order page/)).toBeDefined();
    expect(screen.queryByRole('form', { name: 'Leave a review' })).toBeNull();
    router.dispose();
    queryClient.clear();

    stubServer(wireGigOffer, 'open');
    const open = await showGigPage();
    expect(await screen.findByRole('form', { name: 'Leave a review' })).toBeDefined();
    open.router.dispose();
  });

  it('tells a buyer whose posted review is not listed that it waits for the seller or the window', async () => {
    saveSession('token-of-anna', anna);
    stubServer();
    const { router, user } = await showGigPage();
    const form = await screen.findByRole('form', { name: 'Leave a review' });
    await user.type(within(form).getByLabelText('Your review'), 'Blind words');
    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(
      await within(form).findByText(
        /stays hidden until the seller reviews you or the review window closes/,
      ),
    ).toBeDefined();
    router.dispose();
  });

  it('shows "Gig not found" when the server shows the caller no such gig', async () => {
    stubServer();
    const { router } = await showGigPage(pagePaths.gig(9));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gig not found' })).toBeDefined();
    router.dispose();
  });

  it.each([
    ['paused', /paused it/],
    ['archived', /removed it/],
  ] as const)(
    'shows the page of a gig that is %s, to those the server shows it to, as not available right now',
    async (status, why) => {
      stubServer({ ...wireGigOffer, status });
      const { router } = await showGigPage();
      const notice = await screen.findByRole('region', { name: 'Not available right now' });
      expect(notice.textContent).toMatch(why);
      expect(within(notice).getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe(
        pagePaths.buyerOrders(),
      );
      expect(screen.queryByText(/Gig not found/)).toBeNull();
      // The gig itself is still there: its title, packages and reviews.
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'I will build a simple sales funnel in ClickFunnels',
      );
      expect(screen.getByRole('tablist', { name: 'Package' })).toBeDefined();
      expect(screen.queryAllByRole('link', { name: /^Continue/ })).toEqual([]);
      expect(screen.queryByRole('region', { name: 'Chosen package' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Contact/ })).toBeNull();
      router.dispose();
    },
  );
});
