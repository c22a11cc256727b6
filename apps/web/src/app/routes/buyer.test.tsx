import { screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuyerReviewsReply } from '@giglane/contract/reviews';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import { anna } from '../../lib/api/wire-fixtures';
import { saveSession } from '../../lib/session';
import { stubFetch } from '../../testing/fetch-stub';
import { renderRouter } from '../../testing/render';
import { queryClient } from '../query-client';

/** Anna's buyer profile, with one review from the seller Huy (id 61). */
const profile: BuyerReviewsReply = {
  buyer: {
    id: anna.id,
    name: 'Anna Nguyen',
    avatar: '',
    country: 'Vietnam',
    memberSince: '2025-03-01T00:00:00.000Z',
  },
  count: 1,
  average: 5,
  reviews: [
    {
      id: 7,
      stars: 5,
      text: 'Clear brief and quick answers.',
      createdAt: '2026-11-20T10:00:00.000Z',
      seller: { id: 61, name: 'Huy Hoang', avatar: '' },
      gigTitle: 'I will design your logo',
    },
  ],
};

async function showProfile() {
  stubFetch(() => ({ content: profile }));
  const router = createMemoryRouter([{ path: pagePatterns.buyer, lazy: () => import('./buyer') }], {
    initialEntries: [pagePaths.buyer(anna.id)],
  });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5000 });
  renderRouter(router, queryClient);
  return screen.findByRole('heading', { level: 1, name: 'Anna Nguyen' });
}

afterEach(() => queryClient.clear());

describe("a buyer's profile", () => {
  it('offers a report of the buyer and of each review to other readers', async () => {
    saveSession('token-of-someone', { ...anna, id: 99, name: 'Rae Reader' });
    await showProfile();
    const card = within(screen.getByRole('region', { name: 'Buyer profile' }));
    expect(card.getByRole('button', { name: 'Report Anna Nguyen' })).toBeDefined();
    const review = within(screen.getByRole('article', { name: 'Review by Huy Hoang' }));
    expect(review.getByRole('button', { name: 'Report the review by Huy Hoang' })).toBeDefined();
  });

  it('offers no report of oneself, nor to a seller of their own review', async () => {
    saveSession('token-of-anna', anna);
    await showProfile();
    expect(screen.queryByRole('button', { name: 'Report Anna Nguyen' })).toBeNull();
    // The buyer may report what a seller wrote about them.
    expect(screen.getByRole('button', { name: 'Report the review by Huy Hoang' })).toBeDefined();
    queryClient.clear();
    document.body.innerHTML = '';

    saveSession('token-of-huy', { ...anna, id: 61, name: 'Huy Hoang' });
    await showProfile();
    expect(screen.getByRole('button', { name: 'Report Anna Nguyen' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Report the review by Huy Hoang' })).toBeNull();
  });
});
