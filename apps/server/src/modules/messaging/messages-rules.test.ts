import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors';
import {
  ACCOUNT_SUSPENDED,
  ADMIN_READS_ONLY,
  assertMayBlock,
  assertMayContact,
  assertMayRead,
  assertMaySend,
  assertMember,
  assertMessageHasContent,
  NOT_ACCEPTING,
  NOT_YOURSELF,
  SELLERS_OR_KNOWN,
  otherMember,
  toldOfMessage,
  toldOfRead,
  YOU_BLOCKED,
  unreadMailDecision,
} from './messages-rules';

const admin = { id: 1, role: 'ADMIN' } as const;
const buyer = { id: 2, role: 'USER' } as const;
const seller = { id: 3, role: 'USER' } as const;
const stranger = { id: 4, role: 'USER' } as const;
const conversation = { buyerId: buyer.id, sellerId: seller.id };
/** An admin who is also one of the two: a member like any other. */
const adminsOwn = { buyerId: admin.id, sellerId: seller.id };

const free = { byMe: false, byThem: false };

/** The status and text a refusal answers; null when the rule allows. */
function refusal(check: () => unknown): { status: number; text: string | null } | null {
  try {
    check();
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.statusCode, text: error.content };
  }
}

describe('reading a conversation', () => {
  it('lets its two members read and write, an admin read only', () => {
    expect(assertMayRead(conversation, buyer)).toEqual({ readOnly: false });
    expect(assertMayRead(conversation, seller)).toEqual({ readOnly: false });
    expect(assertMayRead(conversation, admin)).toEqual({ readOnly: true });
    expect(assertMayRead(adminsOwn, admin)).toEqual({ readOnly: false });
  });

  it('hides it from anyone else as if it did not exist', () => {
    expect(refusal(() => assertMayRead(conversation, stranger))).toEqual({
      status: 404,
      text: null,
    });
  });
});

describe('acting as a member', () => {
  it('is for the two members', () => {
    expect(refusal(() => assertMember(conversation, buyer))).toBeNull();
    expect(refusal(() => assertMember(conversation, seller))).toBeNull();
    expect(refusal(() => assertMember(adminsOwn, admin))).toBeNull();
  });

  it('refuses an admin who is not one (403) and hides it from a stranger (404)', () => {
    expect(refusal(() => assertMember(conversation, admin))).toEqual({
      status: 403,
      text: ADMIN_READS_ONLY,
    });
    expect(refusal(() => assertMember(conversation, stranger))?.status).toBe(404);
  });
});

describe('sending a message', () => {
  const writable = { ...conversation, otherSuspended: false };

  it('lets either member write while neither blocked the other', () => {
    expect(refusal(() => assertMaySend(writable, buyer, free))).toBeNull();
    expect(refusal(() => assertMaySend(writable, seller, free))).toBeNull();
  });

  it('refuses a member the other blocked, and one who blocked the other', () => {
    expect(refusal(() => assertMaySend(writable, buyer, { byMe: false, byThem: true }))).toEqual({
      status: 403,
      text: NOT_ACCEPTING,
    });
    expect(refusal(() => assertMaySend(writable, buyer, { byMe: true, byThem: false }))).toEqual({
      status: 403,
      text: YOU_BLOCKED,
    });
  });

  it('refuses writing to a suspended account (409)', () => {
    const frozen = { ...writable, otherSuspended: true };
    expect(refusal(() => assertMaySend(frozen, seller, free))).toEqual({
      status: 409,
      text: ACCOUNT_SUSPENDED,
    });
  });

  it('refuses an admin who is not a member, and hides it from a stranger', () => {
    expect(refusal(() => assertMaySend(writable, admin, free))).toEqual({
      status: 403,
      text: ADMIN_READS_ONLY,
    });
    expect(refusal(() => assertMaySend(writable, stranger, free))?.status).toBe(404);
  });

  it('needs text or a file', () => {
    expect(refusal(() => assertMessageHasContent('Hello', 0))).toBeNull();
    expect(refusal(() => assertMessageHasContent('', 1))).toBeNull();
    expect(refusal(() => assertMessageHasContent('', 0))).toEqual({
      status: 400,
      text: 'text: must not be empty: write a message or attach a file',
    });
  });
});

describe('contacting a seller', () => {
  it('opens a conversation about a listed gig or from a seller page', () => {
    expect(
      refusal(() =>
        assertMayContact(
          buyer,
          { sellerId: seller.id, gigListed: true, reachable: true, suspended: false },
          free,
        ),
      ),
    ).toBeNull();
    expect(
      refusal(() =>
        assertMayContact(buyer, { sellerId: seller.id, reachable: true, suspended: false }, free),
      ),
    ).toBeNull();
  });

  it('answers 404 for a gig that is not listed', () => {
    expect(
      refusal(() =>
        assertMayContact(
          buyer,
          { sellerId: seller.id, gigListed: false, reachable: true, suspended: false },
          free,
        ),
      ),
    ).toEqual({ status: 404, text: null });
  });

  it('refuses the caller themselves, about their own gig or from their own page', () => {
    const mine = { status: 400, text: NOT_YOURSELF };
    expect(
      refusal(() =>
        assertMayContact(seller, { sellerId: seller.id, reachable: true, suspended: false }, free),
      ),
    ).toEqual(mine);
    expect(
      refusal(() =>
        assertMayContact(
          seller,
          { sellerId: seller.id, gigListed: true, reachable: true, suspended: false },
          free,
        ),
      ),
    ).toEqual(mine);
  });

  it('refuses a suspended account (409)', () => {
    expect(
      refusal(() =>
        assertMayContact(buyer, { sellerId: seller.id, reachable: true, suspended: true }, free),
      ),
    ).toEqual({ status: 409, text: ACCOUNT_SUSPENDED });
  });

  it('refuses a user id that is neither a seller nor someone the caller already knows', () => {
    expect(
      refusal(() =>
        assertMayContact(buyer, { sellerId: seller.id, reachable: false, suspended: false }, free),
      ),
    ).toEqual({ status: 403, text: SELLERS_OR_KNOWN });
  });

  it('refuses a pair where either blocked the other', () => {
    expect(
      refusal(() =>
        assertMayContact(
          buyer,
          { sellerId: seller.id, reachable: true, suspended: false },
          { byMe: false, byThem: true },
        ),
      ),
    ).toEqual({ status: 403, text: NOT_ACCEPTING });
    expect(
      refusal(() =>
        assertMayContact(
          buyer,
          { sellerId: seller.id, reachable: true, suspended: false },
          { byMe: true, byThem: false },
        ),
      ),
    ).toEqual({ status: 403, text: YOU_BLOCKED });
  });
});

describe('blocking', () => {
  it('is of another user', () => {
    expect(refusal(() => assertMayBlock(buyer, seller.id))).toBeNull();
    expect(refusal(() => assertMayBlock(buyer, buyer.id))).toEqual({
      status: 400,
      text: 'userId: must be another user than yourself',
    });
  });
});

describe('the other member', () => {
  it('is the seller for the buyer and the buyer for the seller', () => {
    expect(otherMember(conversation, buyer.id)).toBe(seller.id);
    expect(otherMember(conversation, seller.id)).toBe(buyer.id);
  });
});

describe('who is told', () => {
  const about = { id: 9, ...conversation, gigId: 5, orderId: null };

  it("of a message: the recipient's notification, either way, and both members' pages", () => {
    expect(toldOfMessage(about, buyer.id)).toEqual({
      notice: {
        userId: seller.id,
        kind: 'message',
        actorId: buyer.id,
        gigId: 5,
        orderId: null,
        conversationId: 9,
      },
      pages: [buyer.id, seller.id],
    });
    const thread = { ...about, gigId: 5, orderId: 11 };
    expect(toldOfMessage(thread, seller.id)).toEqual({
      notice: {
        userId: buyer.id,
        kind: 'message',
        actorId: seller.id,
        gigId: 5,
        orderId: 11,
        conversationId: 9,
      },
      pages: [buyer.id, seller.id],
    });
  });

  it('of a read mark: the other member only', () => {
    expect(toldOfRead(conversation, seller.id)).toEqual([buyer.id]);
    expect(toldOfRead(conversation, buyer.id)).toEqual([seller.id]);
  });
});

describe('mailing unread messages', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('mails once the oldest unread message has waited the delay', () => {
    expect(
      unreadMailDecision({ connected: false, oldestUnreadAt: ago(300_000) }, now, 300_000),
    ).toEqual({ do: 'mail' });
  });

  it('looks again when the unread messages are newer than the delay', () => {
    expect(
      unreadMailDecision({ connected: false, oldestUnreadAt: ago(60_000) }, now, 300_000),
    ).toEqual({ do: 'later', inMs: 240_000 });
  });

  it('mails nothing when everything was read or mailed, or the member is connected', () => {
    expect(unreadMailDecision({ connected: false, oldestUnreadAt: null }, now, 300_000)).toEqual({
      do: 'nothing',
    });
    expect(
      unreadMailDecision({ connected: true, oldestUnreadAt: ago(900_000) }, now, 300_000),
    ).toEqual({ do: 'nothing' });
  });
});
