import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecentReview } from '@giglane/contract/reviews';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderWithApp } from '../../../testing/render';
import { RecentReviews } from './recent-reviews';

const quoted: RecentReview[] = [
  {
    id: 31,
    stars: 5,
    text: 'The logo made our café look like a chain. Fast and friendly.',
    publishedAt: '2026-11-20T10:00:00.000Z',
    reviewer: { name: 'Priya Raman', avatar: '', country: 'India' },
    gig: { id: 12, title: 'I will design a modern logo for your café' },
    seller: { id: 61, name: 'Huy Hoang' },
  },
  {
    id: 30,
    stars: 4,
    text: 'Good work, one round of changes.',
    publishedAt: '2026-11-19T10:00:00.000Z',
    reviewer: { name: 'Tom Berg', avatar: '', country: '' },
    gig: { id: 13, title: 'I will edit your podcast' },
    seller: { id: 62, name: 'Lan Tran' },
  },
];

describe('What buyers say', () => {
  it("quotes the server's reviews, each with its stars, writer and gig", async () => {
    stubFetch(() => ({ content: quoted }));
    renderWithApp(<RecentReviews />);
    const carousel = await screen.findByRole('region', { name: 'Recent reviews' });
    expect(screen.getByRole('heading', { name: 'What buyers say' })).toBeDefined();
    const first = within(within(carousel).getByRole('group', { name: '1 of 2' }));
    expect(
      first.getByText('“The logo made our café look like a chain. Fast and friendly.”'),
    ).toBeDefined();
    expect(first.getByRole('img', { name: 'Rated 5 out of 5' })).toBeDefined();
    expect(first.getByText('Priya Raman')).toBeDefined();
    expect(first.getByText('India')).toBeDefined();
    expect(first.getByText('Verified order')).toBeDefined();
    expect(
      first
        .getByRole('link', { name: 'I will design a modern logo for your café' })
        .getAttribute('href'),
    ).toBe('/jobdetail/12');
  });

  it('leaves the section out while no review qualifies', async () => {
    const requests = stubFetch(() => ({ content: [] }));
    const { container } = renderWithApp(<RecentReviews />);
    await waitFor(() => expect(requests.length).toBe(1));
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(screen.queryByText('What buyers say')).toBeNull();
  });
});
