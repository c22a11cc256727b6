import type { AccountEmail, User } from '@giglane/contract/users';
import { serverText } from '@giglane/contract/server-text';
import type { Database, Transaction } from '../../db/client';
import { badRequest, HttpError, invalid } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { recordMail } from '../mail/mail-service';
import type { AccountTokensRepository } from './account-tokens-repository';
import {
  assertTokenUsable,
  hashToken,
  LINK_WINDOW_MS,
  LINKS_PER_HOUR,
  newAccountToken,
  sameAddress,
  TOKEN_LIFETIME_MS,
} from './account-tokens-rules';
import type { AccountTokenPurpose } from './accounts-schema';
import { userNotFound } from './original-accounts';
import type { RateLimitsRepository } from './rate-limits-repository';
import type { Session, UsersRepository } from './users-repository';
import { accountSuspended } from './users-rules';

const tooMany = () => new HttpError(429, serverText.tooManyRequests, serverText.tooManyRequests);

/**
 * Forgot password, confirming addresses and changing them (decision 048). Every link is a
 * single-use token of which only the hash is stored; the e-mail that carries it is recorded in
 * the transaction that stores it.
 */
export function createAccountRecoveryService(deps: {
  db: Database;
  users: UsersRepository;
  tokens: AccountTokensRepository;
  rateLimits: RateLimitsRepository;
}) {
  const { db, users, tokens, rateLimits } = deps;

  /** Counts one request for `key` this hour; 429 beyond the limit. */
  async function limit(key: string) {
    const { hits } = await rateLimits.hit(key, LINK_WINDOW_MS);
    if (hits > LINKS_PER_HOUR) throw tooMany();
  }

  async function storeToken(
    tx: Transaction,
    userId: number,
    purpose: AccountTokenPurpose,
    email: string,
    tokenHash: string,
  ) {
    await tokens.insert(tx, {
      userId,
      purpose,
      tokenHash,
      email,
      lifetimeMs: TOKEN_LIFETIME_MS[purpose],
    });
  }

  /** Stores a confirmation link for `email` and records the e-mail that carries it. */
  async function sendConfirmation(
    tx: Transaction,
    user: { id: number; name: string },
    email: string,
  ) {
    const { token, tokenHash } = newAccountToken();
    await storeToken(tx, user.id, 'email-confirm', email, tokenHash);
    await recordMail(tx, {
      to: email,
      userId: user.id,
      template: 'email-confirm',
      data: { name: user.name, token },
    });
  }

  async function emailOf(userId: number): Promise<AccountEmail> {
    const state = await users.findEmailState(db, userId);
    if (!state) throw userNotFound();
    return { email: state.email, confirmed: state.confirmed, pendingEmail: state.pendingEmail };
  }

  return {
    sendConfirmation,

    /**
     * Known or not, the address gets one e-mail, recorded in one transaction after one look-up:
     * a link for an account, a note that there is none otherwise, and to a suspended account's
     * address, no link (a new password would open nothing) but why it is suspended (decision 053).
     * The reply and the work are the same, so neither tells whether the address has an account,
     * nor whether it is suspended.
     */
    async requestPasswordReset(email: string): Promise<void> {
      await limit(`forgot-password ${email.toLowerCase()}`);
      const account = await users.findByEmail(email);
      const { token, tokenHash } = newAccountToken();
      await db.transaction(async (tx) => {
        if (account?.suspension) {
          await recordMail(tx, {
            to: account.email,
            userId: account.id,
            template: 'password-reset-suspended',
            data: { name: account.name, reason: account.suspension.reason },
          });
        } else if (account) {
          await storeToken(tx, account.id, 'password-reset', account.email, tokenHash);
          await recordMail(tx, {
            to: account.email,
            userId: account.id,
            template: 'password-reset',
            data: { name: account.name, token },
          });
        } else {
          await recordMail(tx, {
            to: email,
            userId: null,
            template: 'password-reset-no-account',
            data: {},
          });
        }
      });
    },

    /**
     * Sets the new password and uses up every reset link of the user; ends every session, as a
     * password change does (decision 015), and answers a new one. Following the link proves the
     * address, so it is confirmed too. A link sent before its account was suspended changes
     * nothing: 403 naming the reason, which the address's owner may know (decision 053).
     */
    async resetPassword(
      token: string,
      password: string,
    ): Promise<{ user: User; session: Session }> {
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const stored = await tokens.lockByHash(tx, 'password-reset', hashToken(token));
        assertTokenUsable(stored, new Date());
        const state = await users.findEmailState(tx, stored.userId);
        if (state?.suspension) throw accountSuspended(state.suspension.reason);
        await tokens.useAll(tx, stored.userId, 'password-reset');
        await users.writeUser(tx, stored.userId, { passwordHash });
        if (state && !state.confirmed && sameAddress(state.email, stored.email))
          await users.writeEmailState(tx, stored.userId, { confirmed: true });
        return stored.userId;
      });
      const [user, session] = await Promise.all([users.find(userId), users.findSession(userId)]);
      if (!user || !session) throw userNotFound();
      return { user, session };
    },

    /**
     * Confirms the address the link was sent to: the account's own, or the pending one, which
     * then replaces it and the old address is told.
     */
    async confirmEmail(token: string): Promise<AccountEmail> {
      const userId = await db.transaction(async (tx) => {
        const stored = await tokens.lockByHash(tx, 'email-confirm', hashToken(token));
        assertTokenUsable(stored, new Date());
        const state = await users.findEmailState(tx, stored.userId);
        if (!state) throw userNotFound();
        if (sameAddress(stored.email, state.pendingEmail)) {
          await users.writeEmailState(tx, stored.userId, {
            email: stored.email,
            pendingEmail: null,
            confirmed: true,
          });
          await recordMail(tx, {
            to: state.email,
            userId: stored.userId,
            template: 'email-changed',
            data: { name: state.name, newEmail: stored.email },
          });
        } else if (sameAddress(stored.email, state.email)) {
          await users.writeEmailState(tx, stored.userId, { confirmed: true });
        } else {
          throw invalid('token', 'is for an address this account no longer uses');
        }
        await tokens.useAll(tx, stored.userId, 'email-confirm');
        return stored.userId;
      });
      return emailOf(userId);
    },

    emailOf,

    /** A new confirmation link: to the pending address if any, else to an unconfirmed one. */
    async resendConfirmation(userId: number): Promise<AccountEmail> {
      await limit(`confirm-email ${userId}`);
      await db.transaction(async (tx) => {
        const state = await users.findEmailState(tx, userId);
        if (!state) throw userNotFound();
        const to = state.pendingEmail ?? (state.confirmed ? null : state.email);
        if (to === null) throw invalid('email', 'is already confirmed');
        await sendConfirmation(tx, { id: userId, name: state.name }, to);
      });
      return emailOf(userId);
    },

    /**
     * Asks to change the address, with the current password: the new one waits for its link, so
     * a mistyped address takes nothing over.
     */
    async changeEmail(userId: number, email: string, password: string): Promise<AccountEmail> {
      const stored = await users.findPasswordHash(userId);
      if (stored === null) throw userNotFound();
      if (!(await verifyPassword(stored, password)))
        throw invalid('password', 'is not the account’s current password');
      if (await users.emailTakenByOther(email, userId)) throw badRequest(serverText.emailTaken);
      await limit(`confirm-email ${userId}`);
      await db.transaction(async (tx) => {
        const state = await users.findEmailState(tx, userId);
        if (!state) throw userNotFound();
        if (sameAddress(email, state.email)) throw invalid('email', 'is already your address');
        await users.writeEmailState(tx, userId, { pendingEmail: email });
        await sendConfirmation(tx, { id: userId, name: state.name }, email);
      });
      return emailOf(userId);
    },
  };
}

export type AccountRecoveryService = ReturnType<typeof createAccountRecoveryService>;
