import { serverText } from '@giglane/contract/server-text';
import type { Role } from '@giglane/contract/users';
import { forbidden } from './errors';

/**
 * The signed-in user as every rule sees them. The areas' rules (`modules/<area>/<area>-rules.ts`)
 * build on the checks here; none of them reads the database or the request.
 */
export type SessionUser = { id: number; role: Role };

export const isAdmin = (user: SessionUser | null) => user?.role === 'ADMIN';

/** 403 "User không phải quyền admin" for anyone but an admin. */
export function assertAdmin(user: SessionUser): void {
  if (!isAdmin(user)) throw forbidden(serverText.notAdmin);
}

/** 403 "Không có quyền" unless the user is one of the owners or an admin. */
export function assertOwnerOrAdmin(user: SessionUser, ...ownerIds: number[]): void {
  if (!isAdmin(user) && !ownerIds.includes(user.id)) throw forbidden(serverText.notOwner);
}
