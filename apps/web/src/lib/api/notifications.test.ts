import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@giglane/contract/message-values';
import type { ReportTarget } from '@giglane/contract/report-values';
import { wireNotification } from './message-fixtures';
import { notificationText } from './notifications';

const MODERATION_KINDS: readonly string[] = [
  'report_actioned',
  'report_dismissed',
  'gig_hidden',
  'message_removed',
  'review_removed',
];

const say = (change: Partial<typeof wireNotification>) => {
  const { actor, action } = notificationText({ ...wireNotification, ...change });
  return actor ? `${actor} ${action}` : action;
};

describe('what a notification says', () => {
  it('names who did what, for every kind a person does', () => {
    const byPeople = NOTIFICATION_KINDS.filter(
      (kind) =>
        !MODERATION_KINDS.includes(kind) &&
        kind !== 'dispute_decided' &&
        kind !== 'dispute_received',
    );
    expect(byPeople.map((kind) => say({ kind }))).toEqual([
      'Anna Nguyen sent you a message',
      'Anna Nguyen placed order GL000123',
      'Anna Nguyen answered the requirements of order GL000123',
      'Anna Nguyen delivered order GL000123',
      'Anna Nguyen asked for a revision of order GL000123',
      'Anna Nguyen completed order GL000123',
      'Anna Nguyen cancelled order GL000123',
      'Anna Nguyen asked to cancel order GL000123',
      'Anna Nguyen declined to cancel order GL000123',
      'Anna Nguyen asked for more days on order GL000123',
      'Anna Nguyen accepted more days on order GL000123',
      'Anna Nguyen declined more days on order GL000123',
      'Anna Nguyen opened a dispute on order GL000123',
      'Anna Nguyen reviewed I will build a simple sales funnel in ClickFunnels',
      'Anna Nguyen replied to your review of I will build a simple sales funnel in ClickFunnels',
      'Anna Nguyen reviewed you as the buyer of order GL000123',
    ]);
  });

  it('says the marketplace did what no one did, and someone did what a gone account did', () => {
    expect(say({ kind: 'order_completed', actor: null })).toBe('Order GL000123 completed');
    // A dispute is decided for Giglane: the admin who wrote the decision is not named.
    expect(say({ kind: 'dispute_decided' })).toBe('The dispute on order GL000123 was decided');
    // Its opener's receipt is Giglane's too, though they made the move.
    expect(say({ kind: 'dispute_received' })).toBe(
      'You opened a dispute on order GL000123: an admin will decide',
    );
    expect(
      notificationText({ ...wireNotification, kind: 'order_completed', actor: null }).actor,
    ).toBeNull();
    expect(say({ kind: 'order_delivered', actor: null })).toBe('Someone delivered order GL000123');
    expect(say({ kind: 'order_cancelled', order: null })).toBe('Anna Nguyen cancelled an order');
  });

  it('tells the notices of moderation as the marketplace, quoting what they are about short', () => {
    const about = (targetType: ReportTarget, summary: string) => ({
      targetType,
      summary,
      note: null,
    });
    expect(say({ kind: 'report_actioned', moderation: about('gig', 'Logo design') })).toBe(
      'Thanks for reporting the gig “Logo design”: we took action.',
    );
    expect(say({ kind: 'report_dismissed', moderation: about('user', 'Sam Seller') })).toBe(
      'We looked into your report of the account “Sam Seller”: it breaks none of our rules.',
    );
    expect(
      say({ kind: 'gig_hidden', moderation: { ...about('gig', 'Logo design'), note: 'Fake' } }),
    ).toBe('Giglane hid your gig “Logo design”: Fake');
    const long = 'x'.repeat(100);
    expect(
      say({ kind: 'message_removed', moderation: { ...about('message', long), note: 'Spam' } }),
    ).toBe(`Giglane removed your message “${'x'.repeat(79)}…”: Spam`);
    expect(say({ kind: 'review_removed', moderation: about('review', 'Great') })).toBe(
      'Giglane removed your review “Great”.',
    );
    // A seller's review of a buyer is a review to its writer too.
    expect(say({ kind: 'review_removed', moderation: about('buyer-review', 'Rude') })).toBe(
      'Giglane removed your review “Rude”.',
    );
  });
});
