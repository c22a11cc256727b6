import { describe, expect, it } from 'vitest';
import { REMOVED_MESSAGE_TEXT } from '@giglane/contract/report-values';
import {
  allowedActions,
  assertMayModerate,
  assertMayReport,
  countReasons,
  reportsAfter,
  type TargetFacts,
} from './reports-rules';

const admin = { id: 1, role: 'ADMIN' } as const;
const user = { id: 2, role: 'USER' } as const;
const seller = { id: 3, name: 'Sam', suspended: false };
const gig: TargetFacts = {
  type: 'gig',
  id: 7,
  summary: 'Logo',
  owner: seller,
  hidden: false,
  members: null,
  shownOn: { page: 'gig', id: 7 },
};

describe('who may report what', () => {
  it('takes a target that exists, not of their own, and a message only from its two people', () => {
    expect(assertMayReport(user, gig)).toBe(gig);
    expect(() => assertMayReport(user, null)).toThrow(expect.objectContaining({ statusCode: 404 }));
    expect(() => assertMayReport({ id: 3, role: 'USER' }, gig)).toThrow(
      expect.objectContaining({ statusCode: 400, content: 'targetId: must not be your own gig' }),
    );
    const message = { ...gig, type: 'message' as const, members: [3, 4] };
    expect(() => assertMayReport(user, message)).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
    expect(assertMayReport({ id: 4, role: 'USER' }, message)).toBe(message);
  });
});

describe('what an admin may do', () => {
  it('follows the target: its kind, whether it is hidden or removed, and its account', () => {
    expect(allowedActions(gig, admin)).toEqual(['hide-gig', 'suspend-user', 'dismiss']);
    expect(
      allowedActions({ ...gig, hidden: true, owner: { ...seller, suspended: true } }, admin),
    ).toEqual(['unhide-gig', 'unsuspend-user', 'dismiss']);
    const message = { ...gig, type: 'message' as const, members: [3, 4] };
    expect(allowedActions(message, admin)).toEqual(['remove-message', 'suspend-user', 'dismiss']);
    expect(allowedActions({ ...message, summary: REMOVED_MESSAGE_TEXT }, admin)).toEqual([
      'suspend-user',
      'dismiss',
    ]);
    expect(allowedActions({ ...gig, type: 'review' }, admin)).toContain('remove-review');
    expect(allowedActions(null, admin)).toEqual(['dismiss']);
  });

  it('refuses an admin suspending themselves (403) and a move that does not apply (409)', () => {
    const own = { ...gig, type: 'user' as const, owner: { id: 1, name: 'Ada', suspended: false } };
    expect(() => assertMayModerate('suspend-user', own, admin)).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    expect(() => assertMayModerate('remove-review', gig, admin)).toThrow(
      expect.objectContaining({ statusCode: 409 }),
    );
    expect(() => assertMayModerate('hide-gig', gig, admin)).not.toThrow();
  });

  it('settles the reports of every action but a restoration', () => {
    expect(reportsAfter('dismiss')).toBe('dismissed');
    expect(reportsAfter('suspend-user')).toBe('actioned');
    expect(reportsAfter('unsuspend-user')).toBeNull();
    expect(reportsAfter('unhide-gig')).toBeNull();
  });

  it('counts reasons, most given first', () => {
    expect(countReasons(['spam', 'scam', 'scam'])).toEqual([
      { reason: 'scam', count: 2 },
      { reason: 'spam', count: 1 },
    ]);
  });
});
