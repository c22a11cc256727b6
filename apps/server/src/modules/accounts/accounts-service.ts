import type { User } from '@giglane/contract/users';
import type { Database, Transaction } from '../../db/client';
import { assertOwnerOrAdmin, type SessionUser } from '../../lib/access-rules';
import { notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { StoredFile } from '../files/files-repository';
import { userNotFound } from './original-accounts';
import type { ProfileDetailsChanges, ProfilesRepository } from './profiles-repository';
import type { Session, UserFields, UsersRepository } from './users-repository';
import { assertMayChangeRole, assertMayEditUser, SIGN_UP_ROLE } from './users-rules';

/** An account's fields with the password as typed; the service hashes it. */
type AccountInput = Omit<UserFields, 'passwordHash'> & { password: string };

/**
 * The accounts' service (decision 038): each write of a user is one transaction, through the
 * repositories, after the rules (`users-rules.ts`). A password is hashed or checked before the
 * transaction opens: that work takes tens of milliseconds, and a transaction holds a connection
 * (PGlite's only one) while it lasts. Sessions that end are announced to every instance by the
 * users' trigger at commit (decision 032), whichever write ended them.
 */
export function createAccountsService(
  db: Database,
  users: UsersRepository,
  profiles: ProfilesRepository,
  /** Sends a new account's confirmation link in the transaction that creates it. */
  sendConfirmation: (
    tx: Transaction,
    user: { id: number; name: string },
    email: string,
  ) => Promise<void>,
) {
  async function create(input: AccountInput, confirm = false): Promise<User> {
    const { password, ...fields } = input;
    const passwordHash = await hashPassword(password);
    const id = await db.transaction(async (tx) => {
      const created = await users.insertUser(tx, { ...fields, passwordHash });
      if (confirm) await sendConfirmation(tx, { id: created, name: fields.name }, fields.email);
      return created;
    });
    return (await users.find(id))!;
  }

  return {
    // ── Sessions and profile sections ──

    /** Ends every session of the user (decision 015); the new session's claims, null: no user. */
    signOutEverywhere: (userId: number): Promise<Session | null> =>
      db.transaction((tx) => users.endSessions(tx, userId)),

    /** The sections given, by the user or an admin; 404 when there is no such user. */
    async saveProfileDetails(caller: SessionUser, userId: number, changes: ProfileDetailsChanges) {
      assertOwnerOrAdmin(caller, userId);
      await db.transaction(async (tx) => {
        if (!(await profiles.writeDetails(tx, userId, changes))) throw notFound();
      });
    },

    // ── The original API (its rules: original-accounts.ts) ──

    /**
     * `POST /api/auth/signup`: a plain user whatever role the body names; its address gets a
     * confirmation link (decision 048), the reply stays the original's.
     */
    signUp: (input: Omit<AccountInput, 'role'>) => create({ ...input, role: SIGN_UP_ROLE }, true),

    /** An admin's new account, of any role. */
    createUser: (input: AccountInput) => create(input),

    /**
     * `PUT /api/users/{id}`: fields left out keep their value. A new password ends the user's
     * other sessions; the caller's own session stays, and gets the fresh session's claims for a
     * token, for clients that switch to it (decision 015). An admin's new password for someone
     * else ends all of theirs.
     */
    async updateUser(
      caller: SessionUser,
      id: number,
      changes: Partial<AccountInput>,
      sessionKey: string | undefined,
    ): Promise<{ user: User; session: Session | null }> {
      assertMayEditUser(caller, id);
      const { password, ...fields } = changes;
      const stored = await users.findPasswordHash(id);
      if (stored === null) throw userNotFound();
      // The spec's profile form always sends a password, most often the one already set: only a
      // different one is a change that ends the user's other sessions.
      const passwordHash =
        password && !(await verifyPassword(stored, password))
          ? await hashPassword(password)
          : undefined;
      const ownChange = caller.id === id;
      await db.transaction(async (tx) => {
        const role = await users.lockRole(tx, id);
        if (!role) throw userNotFound();
        assertMayChangeRole(caller, role, fields.role);
        await users.writeUser(
          tx,
          id,
          { ...fields, passwordHash },
          ownChange ? sessionKey : undefined,
        );
      });
      const user = await users.find(id);
      // Deleted by someone else between the write and this read.
      if (!user) throw userNotFound();
      const session = passwordHash && ownChange ? await users.findSession(id) : null;
      return { user, session };
    },

    /** Stores the picture and makes it the user's avatar; null, storing nothing, for no user. */
    async setAvatar(userId: number, image: StoredFile): Promise<User | null> {
      const stored = await db.transaction((tx) => users.writeAvatar(tx, userId, image));
      return stored ? users.find(userId) : null;
    },

    /** Deletes the user and, by the schema's cascades, their gigs, orders and reviews. */
    deleteUser: (id: number): Promise<boolean> => db.transaction((tx) => users.deleteUser(tx, id)),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
