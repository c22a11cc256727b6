import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Education, LanguageLevel } from '@giglane/contract/profiles';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull().default(''),
    birthday: date('birthday', { mode: 'string' }),
    /** The birthday as its client wrote it, answered back so; null when Giglane set it. */
    birthdayText: text('birthday_text'),
    avatar: text('avatar').notNull().default(''),
    gender: boolean('gender').notNull().default(true),
    role: text('role').notNull().default('USER'),
    skill: text('skill')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certification: text('certification')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised to end every session: tokens carry the version they were issued under. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** The hash of the one token that outlives a raised version: the session that set a new password. */
    keptSession: text('kept_session'),
    /** 0 New seller, 1 Level 1, 2 Level 2, 3 Top Rated: earned by completed orders and ratings. */
    sellerLevel: smallint('seller_level').notNull().default(0),
    /** Where the person works from, for "Local sellers"; empty when they never said. */
    country: text('country').notNull().default(''),
    online: boolean('online').notNull().default(false),
    /** When the user became a seller (their seller profile is public); null for buyers only. */
    sellerSince: timestamp('seller_since', { withTimezone: true }),
    /** The seller profile's display name; empty shows the account's name. */
    displayName: text('display_name').notNull().default(''),
    /** The seller profile's one-line description. */
    headline: text('headline').notNull().default(''),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * How well the user speaks each of `languages`, by its name in lower case (migration 0019,
     * decision 029): the names stay in `languages`, which the seller profile also writes.
     */
    languageLevels: jsonb('language_levels')
      .$type<Record<string, LanguageLevel>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The schools the user lists on their profile, as they entered them. */
    education: jsonb('education')
      .$type<Education[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** When the user followed a confirmation link sent to `email`; null: not confirmed yet. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** The address the user asked to change to: it takes effect once its link is followed. */
    pendingEmail: text('pending_email'),
    /** When an admin suspended the account (decision 053): it cannot sign in, sell or message. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Why, as the refused sign-in tells its owner. */
    suspensionReason: text('suspension_reason'),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The admin list's sort orders, the id breaking ties (migration 0008, decision 016). The
    // migration also INCLUDEs the bare name and email, which drizzle cannot express.
    index('users_name_idx').on(sql`lower(${t.name})`, t.id),
    index('users_email_idx').on(sql`lower(${t.email})`, t.id),
    index('users_role_idx').on(t.role, t.id),
    // Pictures are deleted when nothing points at them any more (migration 0007): one lookup each.
    index('users_avatar_idx').on(t.avatar),
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    check('users_role_check', sql`${t.role} in ('USER', 'ADMIN')`),
    check('users_seller_level_check', sql`${t.sellerLevel} between 0 and 3`),
  ],
);

/**
 * Sign-in and sign-up attempts per client address and route in the current window: kept here, not
 * in one process's memory, so the limit holds across every instance (decision 012).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** What an account token lets its holder do (decision 048). */
export const ACCOUNT_TOKEN_PURPOSES = ['password-reset', 'email-confirm'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * The single-use links sent by e-mail (decision 048): only the sha256 of each token is stored, so
 * a copy of the database opens no account. `email` is the address the link was sent to: the one
 * a confirmation confirms.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_idx').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('password-reset', 'email-confirm')`),
  ],
);
