import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@giglane/contract/message-values';
import { wireNotification } from './message-fixtures';
import { notificationText } from './notifications';

const say = (change: Partial<typeof wireNotification>) => {
  const { actor, action } = notificationText({ ...wireNotification, ...change });
  return actor ? `${actor} ${action}` : action;
};

describe('what a notification says', () => {
  it('names who did what, for every kind', () => {
    expect(NOTIFICATION_KINDS.map((kind) => say({ kind }))).toEqual([
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
      'Anna Nguyen reviewed I will build a simple sales funnel in ClickFunnels',
      'Anna Nguyen replied to your review of I will build a simple sales funnel in ClickFunnels',
    ]);
  });

  it('says the marketplace did what no one did, and someone did what a gone account did', () => {
    expect(say({ kind: 'order_completed', actor: null })).toBe('Order GL000123 completed');
    expect(
      notificationText({ ...wireNotification, kind: 'order_completed', actor: null }).actor,
    ).toBeNull();
    expect(say({ kind: 'order_delivered', actor: null })).toBe('Someone delivered order GL000123');
    expect(say({ kind: 'order_cancelled', order: null })).toBe('Anna Nguyen cancelled an order');
  });
});
