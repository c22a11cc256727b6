import { describe, expect, it } from 'vitest';
import {
  publishedOnWriting,
  reviewWindowClosesAt,
  reviewWindowOf,
  visibleReviews,
} from './order-review-window';

const DAY = 86_400_000;
const completedAt = new Date('2026-12-01T10:00:00Z');
const WINDOW = 10 * DAY;

describe('the two-way review window', () => {
  it('closes the window length after completion', () => {
    expect(reviewWindowClosesAt(completedAt, WINDOW).toISOString()).toBe(
      '2026-12-11T10:00:00.000Z',
    );
  });

  it.each([
    [false, false, 1, false],
    [true, false, 1, false],
    [false, true, 9, false],
    [true, true, 1, true],
    [false, false, 10, true],
    [true, false, 11, true],
  ])(
    'buyer wrote %s, seller wrote %s, day %i after completion: published %s',
    (buyerWrote, sellerWrote, day, published) => {
      const now = new Date(completedAt.getTime() + day * DAY);
      expect(reviewWindowOf({ completedAt, buyerWrote, sellerWrote }, WINDOW, now)).toEqual({
        closesAt: reviewWindowClosesAt(completedAt, WINDOW),
        buyerWrote,
        sellerWrote,
        published,
      });
    },
  );

  it('has no window before completion', () => {
    const facts = { completedAt: null, buyerWrote: false, sellerWrote: false };
    expect(reviewWindowOf(facts, WINDOW, completedAt)).toBeNull();
  });

  it('publishes a review at once when the other side wrote, or the window has closed', () => {
    const early = new Date(completedAt.getTime() + DAY);
    const late = new Date(completedAt.getTime() + WINDOW);
    expect(publishedOnWriting({ completedAt, otherWrote: false }, WINDOW, early)).toBe(false);
    expect(publishedOnWriting({ completedAt, otherWrote: true }, WINDOW, early)).toBe(true);
    expect(publishedOnWriting({ completedAt, otherWrote: false }, WINDOW, late)).toBe(true);
  });

  it('shows each side its own review, the other one once published, and an admin both', () => {
    expect(visibleReviews(['buyer'], false)).toEqual({ buyers: true, sellers: false });
    expect(visibleReviews(['seller'], false)).toEqual({ buyers: false, sellers: true });
    expect(visibleReviews(['admin'], false)).toEqual({ buyers: true, sellers: true });
    expect(visibleReviews(['buyer'], true)).toEqual({ buyers: true, sellers: true });
  });
});
