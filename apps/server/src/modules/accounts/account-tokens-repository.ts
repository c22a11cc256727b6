import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { accountTokens, type AccountTokenPurpose } from './accounts-schema';

export type AccountToken = {
  id: number;
  userId: number;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
};

/** The single-use links sent by e-mail, by the hash of their token (decision 048). */
export function createAccountTokensRepository() {
  return {
    async insert(
      tx: Transaction,
      token: {
        userId: number;
        purpose: AccountTokenPurpose;
        tokenHash: string;
        email: string;
        lifetimeMs: number;
      },
    ): Promise<void> {
      const { lifetimeMs, ...fields } = token;
      await tx.insert(accountTokens).values({
        ...fields,
        expiresAt: sql`now() + (${lifetimeMs} * interval '1 millisecond')`,
      });
    },

    /** The token with this hash, held until the caller's transaction ends; null: none. */
    async lockByHash(
      tx: Transaction,
      purpose: AccountTokenPurpose,
      tokenHash: string,
    ): Promise<AccountToken | null> {
      const [row] = await tx
        .select({
          id: accountTokens.id,
          userId: accountTokens.userId,
          email: accountTokens.email,
          expiresAt: accountTokens.expiresAt,
          usedAt: accountTokens.usedAt,
        })
        .from(accountTokens)
        .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
        .for('update');
      return row ?? null;
    },

    /** Uses up every unused link of the user for this purpose: the one followed and the older ones. */
    async useAll(tx: Transaction, userId: number, purpose: AccountTokenPurpose): Promise<void> {
      await tx
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
          ),
        );
    },
  };
}

export type AccountTokensRepository = ReturnType<typeof createAccountTokensRepository>;
