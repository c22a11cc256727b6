import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { serverText } from '@giglane/contract/server-text';
import type { Paging, SortColumn, SortedPagingQuery } from '@giglane/contract/paging';
import type { Role, User } from '@giglane/contract/users';
import { answeredDate, type SentDate } from '@giglane/contract/wire-values';
import type { Database, Transaction } from '../../db/client';
import { users } from './accounts-schema';
import { orders } from '../orders/orders-schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest } from '../../lib/errors';
import type { StoredFile } from '../files/files-repository';
import { insertImage } from '../files/images-repository';
import {
  containsPattern,
  hasTrigram,
  lookedUpOnce,
  pagedByIds,
  type KnownTotal,
} from '../../lib/paging';
import { rowCount } from '../../lib/row-counts';

/** The stored fields of an account, as the routes hand them over. */
export type UserFields = {
  name: string;
  email: string;
  passwordHash: string;
  phone: string;
  birthday: SentDate | null;
  gender: boolean;
  role: Role;
  skill: string[];
  certification: string[];
};

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  birthday: users.birthday,
  birthdayText: users.birthdayText,
  avatar: users.avatar,
  gender: users.gender,
  role: users.role,
  skill: users.skill,
  certification: users.certification,
  createdAt: users.createdAt,
  // The original kept a JSON list on the user; we derive it from the orders, so it never drifts.
  // Columns are qualified by hand: drizzle prints bare names in a one-table select, and a bare
  // "id" inside the subquery would mean hires.id.
  bookingJob: sql<string[]>`coalesce((
    select array_agg(h.job_id::text order by h.id) from ${orders} h where h.hirer_id = ${users}.id
  ), '{}')`,
};

/** What each sort column orders by: names and emails ignore case (decision 016). */
const sortable = {
  ...columns,
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
};

type UserRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'birthday'
  | 'birthdayText'
  | 'avatar'
  | 'gender'
  | 'role'
  | 'skill'
  | 'certification'
  | 'createdAt'
> & { bookingJob: string[] };

/** A user as their tokens name them. */
export type Session = {
  id: number;
  email: string;
  role: Role;
  sessionVersion: number;
  /** The one session that outlived the version's last raise (decision 015). */
  keptSession: string | null;
};

const sessionColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  sessionVersion: users.sessionVersion,
  keptSession: users.keptSession,
};

const toSession = (row: Omit<Session, 'role'> & { role: string }): Session => ({
  ...row,
  role: row.role as Role,
});

/**
 * The one place a row becomes the wire User: the password never leaves, the birthday as sent. Its
 * keys are in the contract's order, so the reply's check finds it exact and need not copy it.
 */
function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    password: '',
    phone: row.phone,
    birthday: row.birthday ? answeredDate(row.birthday, row.birthdayText) : '',
    avatar: row.avatar,
    gender: row.gender,
    role: row.role as Role,
    skill: row.skill,
    certification: row.certification,
    bookingJob: row.bookingJob,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns a birthday fills: the date and its text as sent; undefined leaves both as they are. */
function birthdayColumns<T extends { birthday?: SentDate | null }>({ birthday, ...fields }: T) {
  return birthday === undefined
    ? fields
    : { ...fields, birthday: birthday?.date ?? null, birthdayText: birthday?.text ?? null };
}

/** A new address written directly (the original API's edit) is not confirmed: its old one was. */
const unconfirming = (changes: Partial<UserFields>) =>
  changes.email === undefined
    ? {}
    : {
        emailConfirmedAt: sql`case when lower(${users.email}) = lower(${changes.email}) then ${users.emailConfirmedAt} end`,
      };

/** Both the sign-up and the edit paths meet the case-insensitive unique index on email. */
async function refusingTakenEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(serverText.emailTaken);
    throw error;
  }
}

export function createUsersRepository(db: Database) {
  const select = (where?: SQL, order: SQL[] = [asc(users.id)]) =>
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(...order);

  // A profile is read on every visit to it: prepared once, PostgreSQL plans it once per connection.
  const byId = select(eq(users.id, sql.placeholder('id'))).prepare('user_by_id');

  async function find(id: number): Promise<User | null> {
    const [row] = await byId.execute({ id });
    return row ? toUser(row) : null;
  }

  return {
    /** Who a token belongs to, read on every authenticated request, and what a new token holds. */
    /** A user's session facts; none for a suspended account, whose tokens hold nothing (decision 053). */
    async findSession(id: number): Promise<Session | null> {
      const [row] = await db
        .select(sessionColumns)
        .from(users)
        .where(and(eq(users.id, id), isNull(users.suspendedAt)));
      return row ? toSession(row) : null;
    },

    /** What sign-in checks; the email matches whatever its case. */
    async findCredentials(email: string): Promise<{
      passwordHash: string;
      session: Session;
      suspension: { reason: string } | null;
    } | null> {
      const [row] = await db
        .select({
          ...sessionColumns,
          passwordHash: users.passwordHash,
          suspendedAt: users.suspendedAt,
          suspensionReason: users.suspensionReason,
        })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      if (!row) return null;
      const { passwordHash, suspendedAt, suspensionReason, ...session } = row;
      return {
        passwordHash,
        session: toSession(session),
        suspension: suspendedAt ? { reason: suspensionReason ?? '' } : null,
      };
    },

    /**
     * Suspends the account or restores it (decision 053). Suspending ends every session at once:
     * the raised version closes the user's live sockets on every instance (decision 032). False:
     * no such user.
     */
    async writeSuspension(
      tx: Transaction,
      id: number,
      suspension: { reason: string } | null,
    ): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set(
          suspension
            ? {
                suspendedAt: sql`now()`,
                suspensionReason: suspension.reason,
                sessionVersion: sql`${users.sessionVersion} + 1`,
                keptSession: null,
              }
            : { suspendedAt: null, suspensionReason: null },
        )
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    find,

    async findPasswordHash(id: number): Promise<string | null> {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id));
      return row?.passwordHash ?? null;
    },

    async list(): Promise<User[]> {
      return (await select()).map(toUser);
    },

    async page(query: SortedPagingQuery<SortColumn<'users'>>): Promise<Paging<User>> {
      const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
      let where = pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
      let total: KnownTotal | undefined;
      // A keyword with trigrams is looked up once through the name and email trigram indexes.
      const keywordMatch = where;
      if (keywordMatch && hasTrigram(query.keyword!))
        ({ where, total } = await lookedUpOnce(users.id, keywordMatch, (limit) =>
          db.select({ id: users.id }).from(users).where(keywordMatch).limit(limit),
        ));
      if (!where) total = await rowCount(db, users);
      // Only the page's own users are read whole, with their hired jobs.
      return pagedByIds(db, query, {
        matches: () => db.select({ id: users.id }).from(users).where(where).$dynamic(),
        id: users.id,
        sortable,
        total,
        rows: async (ids, order) => {
          const rows = await db
            .select(columns)
            .from(users)
            .innerJoin(ids, eq(ids.id, users.id))
            .orderBy(...order);
          return rows.map(toUser);
        },
      });
    },

    async searchByName(name: string): Promise<User[]> {
      return (await select(ilike(users.name, containsPattern(name)))).map(toUser);
    },

    // ── Writes in the accounts service's transaction ──

    /** A new account; answers its id. */
    async insertUser(tx: Transaction, fields: UserFields): Promise<number> {
      const [row] = await refusingTakenEmail(() =>
        tx.insert(users).values(birthdayColumns(fields)).returning({ id: users.id }),
      );
      return row!.id;
    },

    /** The user's role, their row held until the caller's transaction ends; null: no such user. */
    async lockRole(tx: Transaction, id: number): Promise<Role | null> {
      const [row] = await tx
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, id))
        .for('no key update');
      return row ? (row.role as Role) : null;
    },

    /**
     * Fields left out keep their value. A new password ends every session in the same statement,
     * so no old token outlives it, but `keptSession`: the user's own session that set it.
     */
    async writeUser(
      tx: Transaction,
      id: number,
      changes: Partial<UserFields>,
      keptSession?: string,
    ): Promise<void> {
      const endingSessions =
        changes.passwordHash === undefined
          ? {}
          : {
              sessionVersion: sql`${users.sessionVersion} + 1`,
              keptSession: keptSession ?? null,
            };
      if (Object.values(changes).some((value) => value !== undefined))
        await refusingTakenEmail(() =>
          tx
            .update(users)
            .set({ ...birthdayColumns(changes), ...endingSessions, ...unconfirming(changes) })
            .where(eq(users.id, id)),
        );
    },

    /**
     * Who an address belongs to, whatever its case, for the e-mails of account recovery; the
     * admins' reason when the account is suspended.
     */
    async findByEmail(email: string): Promise<{
      id: number;
      name: string;
      email: string;
      suspension: { reason: string } | null;
    } | null> {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          suspendedAt: users.suspendedAt,
          suspensionReason: users.suspensionReason,
        })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      if (!row) return null;
      const { suspendedAt, suspensionReason, ...account } = row;
      return { ...account, suspension: suspendedAt ? { reason: suspensionReason ?? '' } : null };
    },

    /** The address, its confirmation and the one waiting; the row held when `tx` is a transaction. */
    async findEmailState(
      tx: Transaction | Database,
      id: number,
    ): Promise<{
      name: string;
      email: string;
      confirmed: boolean;
      pendingEmail: string | null;
      /** The admins' reason, while the account is suspended (decision 053). */
      suspension: { reason: string } | null;
    } | null> {
      const query = tx
        .select({
          name: users.name,
          email: users.email,
          confirmedAt: users.emailConfirmedAt,
          pendingEmail: users.pendingEmail,
          suspendedAt: users.suspendedAt,
          suspensionReason: users.suspensionReason,
        })
        .from(users)
        .where(eq(users.id, id));
      const [row] = tx === db ? await query : await query.for('no key update');
      return row
        ? {
            name: row.name,
            email: row.email,
            confirmed: row.confirmedAt !== null,
            pendingEmail: row.pendingEmail,
            suspension: row.suspendedAt ? { reason: row.suspensionReason ?? '' } : null,
          }
        : null;
    },

    /** Whether another account uses the address, whatever its case. */
    async emailTakenByOther(email: string, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email}) and ${users.id} <> ${id}`);
      return row !== undefined;
    },

    /**
     * Writes the address state: `email` replaces the address (refused when another account took
     * it meanwhile), `confirmed` marks it confirmed now, `pendingEmail` waits for its link.
     */
    async writeEmailState(
      tx: Transaction,
      id: number,
      state: { email?: string; confirmed?: boolean; pendingEmail?: string | null },
    ): Promise<void> {
      await refusingTakenEmail(() =>
        tx
          .update(users)
          .set({
            email: state.email,
            pendingEmail: state.pendingEmail,
            emailConfirmedAt: state.confirmed ? sql`now()` : undefined,
          })
          .where(eq(users.id, id)),
      );
    },

    /** Raises the session version: every token issued before stops working. */
    async endSessions(tx: Transaction, id: number): Promise<Session | null> {
      const [row] = await tx
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1`, keptSession: null })
        .where(eq(users.id, id))
        .returning(sessionColumns);
      return row ? toSession(row) : null;
    },

    /** Stores the picture and makes it the avatar at once; false, storing nothing, for no such user. */
    async writeAvatar(tx: Transaction, id: number, image: StoredFile): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ avatar: image.path })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      if (rows.length > 0) await insertImage(tx, image);
      return rows.length > 0;
    },

    /** The schema's cascades take the user's gigs, orders and reviews along. */
    async deleteUser(tx: Transaction, id: number): Promise<boolean> {
      const rows = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
