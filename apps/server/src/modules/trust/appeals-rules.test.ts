import { describe, expect, it } from 'vitest';
import { MODERATION_ACTIONS } from '@giglane/contract/report-values';
import type { HttpError } from '../../lib/errors';
import { appealsSettledBy, assertMayAppeal, type AppealedAction } from './appeals-rules';

const hiding: AppealedAction = {
  id: 5,
  action: 'hide-gig',
  targetType: 'gig',
  targetId: 9,
  summary: 'Logo design',
  reason: 'Copies pictures',
  ownerId: 20,
  inEffect: true,
};

const statusOf = (run: () => unknown) => {
  try {
    run();
    return 200;
  } catch (error) {
    return (error as HttpError).statusCode;
  }
};

describe('assertMayAppeal', () => {
  it("lets the action's account appeal it while it is in effect", () => {
    expect(assertMayAppeal(20, hiding, 'hide-gig')).toBe(hiding);
  });

  it("hides others' actions and other kinds behind a 404, and refuses one taken back", () => {
    expect(statusOf(() => assertMayAppeal(21, hiding, 'hide-gig'))).toBe(404);
    expect(statusOf(() => assertMayAppeal(20, hiding, 'suspend-user'))).toBe(404);
    expect(statusOf(() => assertMayAppeal(20, null, 'hide-gig'))).toBe(404);
    expect(statusOf(() => assertMayAppeal(20, { ...hiding, ownerId: null }, 'hide-gig'))).toBe(404);
    expect(statusOf(() => assertMayAppeal(20, { ...hiding, inEffect: false }, 'hide-gig'))).toBe(
      409,
    );
  });
});

describe('appealsSettledBy', () => {
  it('grants by taking the action back, declines by declining, and leaves others open', () => {
    expect(appealsSettledBy('unhide-gig')).toEqual({ kinds: ['hide-gig'], status: 'granted' });
    expect(appealsSettledBy('unsuspend-user')).toEqual({
      kinds: ['suspend-user'],
      status: 'granted',
    });
    expect(appealsSettledBy('decline-appeal')?.status).toBe('declined');
    const settling = MODERATION_ACTIONS.filter((action) => appealsSettledBy(action));
    expect(settling).toEqual(['unhide-gig', 'unsuspend-user', 'decline-appeal']);
  });
});
