import { serverText } from '@giglane/contract/server-text';
import { assertOwnerOrAdmin, isAdmin, type SessionUser } from '../../lib/access-rules';
import { forbidden } from '../../lib/errors';

/** The people an order concerns: whoever placed it and the seller of its gig. */
export type OrderParties = { buyerId: number; sellerId: number };

type Party = 'buyer' | 'seller' | 'admin';

/**
 * Who may take each action on a placed order. Editing its fields is not here: that is the admin's
 * alone, as for every admin list. The order's states are to join this table, each action then
 * naming the states it may start from and the one it leads to.
 */
const actions = {
  read: ['buyer', 'admin'],
  cancel: ['buyer', 'admin'],
  complete: ['buyer', 'seller', 'admin'],
} as const satisfies Record<string, readonly Party[]>;

export type OrderAction = keyof typeof actions;

/** What a check needs to know of the order: its seller only for an action the seller may take. */
export type PartiesFor<A extends OrderAction> = 'seller' extends (typeof actions)[A][number]
  ? OrderParties
  : Pick<OrderParties, 'buyerId'>;

function plays(user: SessionUser, party: Party, order: Partial<OrderParties>): boolean {
  if (party === 'admin') return isAdmin(user);
  return user.id === (party === 'buyer' ? order.buyerId : order.sellerId);
}

export function canAct<A extends OrderAction>(
  order: PartiesFor<A>,
  action: A,
  user: SessionUser,
): boolean {
  return actions[action].some((party: Party) => plays(user, party, order));
}

/** 403 "Không có quyền" unless the user may take the action on the order. */
export function assertCanAct<A extends OrderAction>(
  order: PartiesFor<A>,
  action: A,
  user: SessionUser,
): void {
  if (!canAct(order, action, user)) throw forbidden(serverText.notOwner);
}

/**
 * A new order as the user may place it: for themselves unless they are an admin (403 "Không có
 * quyền" otherwise), and unfinished unless an admin records one as already done.
 */
export function orderToPlace(
  user: SessionUser,
  wanted: { buyerId?: number; completed: boolean },
): { buyerId: number; completed: boolean; listedOnly: boolean } {
  const buyerId = wanted.buyerId ?? user.id;
  assertOwnerOrAdmin(user, buyerId);
  return {
    buyerId,
    completed: isAdmin(user) && wanted.completed,
    // Drafts and paused gigs are not for sale; an admin may still record an order of one.
    listedOnly: !isAdmin(user),
  };
}
