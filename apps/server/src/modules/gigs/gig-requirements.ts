import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { gigRequirements } from './gigs-schema';

/** The questions the gig's seller asks every buyer, in order; the checkout shows them too. */
export async function listRequirements(db: Database, gigId: number): Promise<string[]> {
  const rows = await db
    .select({ question: gigRequirements.question })
    .from(gigRequirements)
    .where(eq(gigRequirements.gigId, gigId))
    .orderBy(asc(gigRequirements.position));
  return rows.map((row) => row.question);
}

/**
 * Replaces the gig's questions in the caller's transaction; orders already placed keep the ones
 * they were placed with.
 */
export async function replaceRequirements(
  tx: Transaction,
  gigId: number,
  questions: string[],
): Promise<void> {
  await tx.delete(gigRequirements).where(eq(gigRequirements.gigId, gigId));
  if (questions.length > 0)
    await tx
      .insert(gigRequirements)
      .values(questions.map((question, position) => ({ gigId, position, question })));
}
