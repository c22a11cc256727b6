import { accountSuspendedText } from '@giglane/contract/report-values';
import { serverText } from '@giglane/contract/server-text';
import {
  publicUser,
  type PublicUser,
  type Role,
  type User,
  type UserProfile,
} from '@giglane/contract/users';
import { assertOwnerOrAdmin, isAdmin, type SessionUser } from '../../lib/access-rules';
import { forbidden } from '../../lib/errors';

/** Signing up makes a plain user whatever the body says: only an admin creates another role. */
export const SIGN_UP_ROLE: Role = 'USER';

/** The fields of a profile's public part, in the contract's order. */
const publicFields = Object.keys(publicUser.shape) as (keyof PublicUser)[];

/**
 * A profile as the caller may read it: whole for its owner and admins, the public part for anyone.
 * The part is picked, not parsed: the reply's serialiser holds it to the contract as it is sent.
 */
export function profileFor(caller: SessionUser | null, found: User): UserProfile {
  if (caller?.id === found.id || isAdmin(caller)) return found;
  const part: Partial<Record<keyof PublicUser, unknown>> = {};
  for (const field of publicFields) part[field] = found[field];
  return part as PublicUser;
}

/**
 * A profile, its email and password included, is edited by its owner or an admin; 403 "Không có
 * quyền" for anyone else.
 */
export function assertMayEditUser(caller: SessionUser, userId: number): void {
  assertOwnerOrAdmin(caller, userId);
}

/**
 * Only an admin changes a role. The profile form sends the whole user back, role included, so the
 * unchanged role is no change; 403 "User không phải quyền admin" for a change by anyone else.
 */
export function assertMayChangeRole(caller: SessionUser, current: Role, wanted?: Role): void {
  if (wanted !== undefined && wanted !== current && !isAdmin(caller))
    throw forbidden(serverText.notAdmin);
}

/** A suspended account's sign-in (decision 053): 403 naming why. */
export const accountSuspended = (reason: string) => forbidden(accountSuspendedText(reason));
