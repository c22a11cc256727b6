import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render';
import { reviewCount, ReviewList, ReviewsLoadFailed, type ListedReview } from './review-list';

const review = (id: number, reviewer: string): ListedReview => ({
  id,
  reviewer,
  avatar: '',
  country: 'Vietnam',
  date: '21/11/2026',
  stars: 5,
  text: `Great work, says ${reviewer}`,
});

describe('the review list', () => {
  it('shows one card per review, with what the page adds beneath it', () => {
    renderWithApp(
      <ReviewList
        reviews={[
          { ...review(1, 'Minh'), below: <p>On the logo gig</p> },
          {
            ...review(2, 'Lan'),
            reply: { text: 'Thank you, Lan!', at: '2026-11-22T08:00:00Z' },
          },
        ]}
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Review by Minh',
      'Review by Lan',
    ]);
    expect(within(cards[0]!).getByText('On the logo gig')).toBeDefined();
    expect(
      within(cards[1]!).getByRole('group', { name: "Seller's response" }).textContent,
    ).toContain('Thank you, Lan!');
  });

  it('counts reviews as a heading reads them', () => {
    expect([0, 1, 2, 1234].map(reviewCount)).toEqual([
      '0 Reviews',
      '1 Review',
      '2 Reviews',
      '1,234 Reviews',
    ]);
  });

  it('says when the reviews could not be loaded, and asks again', async () => {
    let retries = 0;
    const { user } = renderWithApp(<ReviewsLoadFailed onRetry={() => retries++} />);
    expect(screen.getByRole('alert').textContent).toContain('The reviews could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retries).toBe(1);
  });
});
