import { z } from 'zod';
import { idParam } from './wire';

/*
 * The profile's own sections beyond the original user: where the user is from, the languages they
 * speak and how well, their education and certifications (GET and PUT /api/profiles/{id}). Only
 * what the user entered is stored; an empty section is an empty list or text.
 */

export const LANGUAGE_LEVELS = ['basic', 'conversational', 'fluent', 'native'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

export const COUNTRY_MAX = 60;
export const PROFILE_LANGUAGES_MAX = 10;
export const EDUCATION_MAX = 5;
export const CERTIFICATIONS_MAX = 10;
export const LANGUAGE_NAME_MAX = 40;
export const SCHOOL_MAX = 100;
export const DEGREE_MAX = 60;
export const FIELD_MAX = 60;
export const CERTIFICATION_MAX = 100;
export const EDUCATION_YEAR_MIN = 1950;
/** Graduation may lie a few years ahead: students list the degree they are working towards. */
export const EDUCATION_YEARS_AHEAD = 8;

const text = (min: number, max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(min, min === 1 ? 'must not be blank' : `must be ${min} to ${max} characters`)
    .max(
      max,
      min === 1 ? `must be at most ${max} characters` : `must be ${min} to ${max} characters`,
    );

/** Two entries naming the same thing, ignoring case, are one mistake the user should see. */
const distinctBy =
  <Item>(key: (item: Item) => string, noun: string) =>
  (items: Item[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    for (const item of items) {
      const name = key(item).toLowerCase();
      if (seen.has(name))
        context.addIssue({ code: 'custom', message: `must not list ${noun} twice` });
      seen.add(name);
    }
  };

export const profileLanguage = z.object({
  name: text(1, LANGUAGE_NAME_MAX),
  level: z
    .enum(LANGUAGE_LEVELS, { error: `must be one of ${LANGUAGE_LEVELS.join(', ')}` })
    .nullable()
    .describe('null: a language a seller listed without saying how well'),
});
export type ProfileLanguage = z.infer<typeof profileLanguage>;

const educationYear = z
  .number({ error: 'must be a year' })
  .int('must be a year')
  .min(EDUCATION_YEAR_MIN, `must be ${EDUCATION_YEAR_MIN} or later`)
  .refine(
    (year) => year <= new Date().getFullYear() + EDUCATION_YEARS_AHEAD,
    `must be at most ${EDUCATION_YEARS_AHEAD} years from now`,
  );

export const education = z.object({
  school: text(2, SCHOOL_MAX).describe('the college or university'),
  degree: text(1, DEGREE_MAX).describe('e.g. B.Sc., Master, Diploma'),
  field: text(2, FIELD_MAX).describe('the major'),
  year: educationYear.describe('the year of graduation'),
});
export type Education = z.infer<typeof education>;

/** What anyone may read of a user's profile sections; empty ones are for their owner to fill. */
export const profileDetails = z.object({
  id: z.number().int(),
  country: z.string().describe('empty: not given'),
  languages: z.array(profileLanguage),
  education: z.array(education),
  certifications: z.array(z.string()).describe("the original user's certification"),
});
export type ProfileDetails = z.infer<typeof profileDetails>;

/** PUT /api/profiles/{id}: sections left out keep their value; an empty one is cleared. */
export const profileDetailsBody = z.object({
  country: z
    .string({ error: 'must be text' })
    .trim()
    .max(COUNTRY_MAX, `must be at most ${COUNTRY_MAX} characters`)
    .refine((country) => country === '' || country.length >= 2, 'must be 2 to 60 characters')
    .optional(),
  languages: z
    .array(profileLanguage.extend({ level: profileLanguage.shape.level.unwrap() }), {
      error: 'must be a list of languages',
    })
    .max(PROFILE_LANGUAGES_MAX, `must list at most ${PROFILE_LANGUAGES_MAX} languages`)
    .superRefine(distinctBy((language) => language.name, 'a language'))
    .optional(),
  education: z
    .array(education, { error: 'must be a list of schools' })
    .max(EDUCATION_MAX, `must list at most ${EDUCATION_MAX} schools`)
    .optional(),
  certifications: z
    .array(text(1, CERTIFICATION_MAX), { error: 'must be a list of certifications' })
    .max(CERTIFICATIONS_MAX, `must list at most ${CERTIFICATIONS_MAX} certifications`)
    .superRefine(distinctBy((name) => name, 'a certification'))
    .optional(),
});
export type ProfileDetailsBody = z.input<typeof profileDetailsBody>;

export const profileIdParams = z.object({ id: idParam });
