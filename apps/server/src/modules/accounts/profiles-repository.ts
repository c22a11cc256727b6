import { eq } from 'drizzle-orm';
import type { LanguageLevel, ProfileDetails, ProfileDetailsBody } from '@giglane/contract/profiles';
import type { Database, Transaction } from '../../db/client';
import { users } from './accounts-schema';

/** The profile's sections as the validated body gives them; those left out keep their value. */
export type ProfileDetailsChanges = {
  country?: string;
  languages?: { name: string; level: LanguageLevel }[];
  education?: NonNullable<ProfileDetailsBody['education']>;
  certifications?: string[];
};

const levelKey = (name: string) => name.toLowerCase();

export function createProfilesRepository(db: Database) {
  return {
    /** The user's sections as they entered them; null: no such user. */
    async find(userId: number): Promise<ProfileDetails | null> {
      const [row] = await db
        .select({
          id: users.id,
          country: users.country,
          languages: users.languages,
          languageLevels: users.languageLevels,
          education: users.education,
          certifications: users.certification,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) return null;
      const { languageLevels, ...details } = row;
      return {
        ...details,
        languages: row.languages.map((name) => ({
          name,
          level: languageLevels[levelKey(name)] ?? null,
        })),
      };
    },

    /**
     * Saves the sections given, in one statement of the caller's transaction; false: no such
     * user. The names of the languages stay in the seller profile's list and their levels beside
     * them, so both screens read one list.
     */
    async writeDetails(
      tx: Transaction,
      userId: number,
      changes: ProfileDetailsChanges,
    ): Promise<boolean> {
      const languages = changes.languages && {
        languages: changes.languages.map((language) => language.name),
        languageLevels: Object.fromEntries(
          changes.languages.map((language) => [levelKey(language.name), language.level]),
        ),
      };
      const columns = {
        country: changes.country,
        ...languages,
        education: changes.education,
        certification: changes.certifications,
      };
      const rows = Object.values(columns).every((value) => value === undefined)
        ? // A body with no section changes nothing (an UPDATE needs a column to set).
          await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))
        : await tx
            .update(users)
            .set(columns)
            .where(eq(users.id, userId))
            .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
