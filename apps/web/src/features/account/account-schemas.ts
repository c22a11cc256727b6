import { z } from 'zod';
import {
  CERTIFICATIONS_MAX,
  COUNTRY_MAX,
  DEGREE_MAX,
  EDUCATION_MAX,
  EDUCATION_YEAR_MIN,
  EDUCATION_YEARS_AHEAD,
  FIELD_MAX,
  LANGUAGE_LEVELS,
  LANGUAGE_NAME_MAX,
  PROFILE_LANGUAGES_MAX,
  SCHOOL_MAX,
} from '@giglane/contract/profiles';
import { limits, validationTexts as m, VIETNAMESE_MOBILE } from '@giglane/contract/ui-text';

/** The login rules of the specification (§5), with its messages. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, m.login.emailRequired).pipe(z.email(m.login.emailInvalid)),
  password: z.string().trim().min(1, m.login.passwordRequired),
});
export type LoginValues = z.infer<typeof loginSchema>;

const passwordRule = z
  .string()
  .min(1, m.register.passwordRequired)
  .min(limits.passwordMin, m.register.passwordLength)
  .max(limits.passwordMax, m.register.passwordLength);

/** The register rules of the specification (§5), with its messages. */
export const registerSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, m.register.emailRequired)
      .pipe(z.email(m.register.emailInvalid)),
    password: passwordRule,
    passwordConfirm: z.string().min(1, m.register.confirmRequired),
    name: z.string().trim().min(1, m.register.nameRequired),
    phone: z.string().trim().min(1, m.register.phoneRequired),
  })
  .refine((values) => values.password === values.passwordConfirm, {
    path: ['passwordConfirm'],
    message: m.register.confirmMatch,
  });
export type RegisterValues = z.infer<typeof registerSchema>;

/**
 * The profile modal's rules (§5): the email is not checked here (the server still refuses a
 * malformed one), and a password is required even though the server would keep the old one for "".
 * The password has no upper bound here: an account may hold one longer than the specification's 10
 * characters (the server allows more), and must still be able to save; the server's own limit
 * answers beside the field.
 */
export const profileSchema = z.object({
  name: z.string().trim().min(1, m.profile.nameRequired),
  email: z.string().trim(),
  password: z
    .string()
    .min(1, m.profile.passwordRequired)
    .min(limits.passwordMin, m.profile.passwordLength),
  phone: z
    .string()
    .trim()
    .min(1, m.profile.phoneRequired)
    .regex(VIETNAMESE_MOBILE, m.profile.phoneInvalid),
});
export type ProfileValues = z.infer<typeof profileSchema>;

/*
 * The profile sections' rules, the server's (packages/contract/src/profiles.ts) said as a form
 * says them. A form's empty list clears its section.
 */

const atMost = (max: number) => `Use at most ${max} characters`;

export const countrySchema = z.object({
  country: z
    .string()
    .trim()
    .max(COUNTRY_MAX, atMost(COUNTRY_MAX))
    .refine((country) => country === '' || country.length >= 2, 'Use at least 2 characters'),
});
export type CountryValues = z.infer<typeof countrySchema>;

export const languagesSchema = z.object({
  languages: z
    .array(
      z.object({
        name: z
          .string()
          .trim()
          .min(1, 'Name the language')
          .max(LANGUAGE_NAME_MAX, atMost(LANGUAGE_NAME_MAX)),
        level: z.string().pipe(z.enum(LANGUAGE_LEVELS, { error: 'Choose a level' })),
      }),
    )
    .max(PROFILE_LANGUAGES_MAX, `List at most ${PROFILE_LANGUAGES_MAX} languages`)
    .superRefine((languages, context) => {
      const seen = new Set<string>();
      languages.forEach((language, index) => {
        const name = language.name.trim().toLowerCase();
        if (name && seen.has(name))
          context.addIssue({
            code: 'custom',
            path: [index, 'name'],
            message: 'You listed this language already',
          });
        seen.add(name);
      });
    }),
});
export type LanguagesValues = z.input<typeof languagesSchema>;

const graduationYear = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'Enter a year, such as 2019')
  .transform(Number)
  .pipe(
    z
      .number()
      .min(EDUCATION_YEAR_MIN, `Enter ${EDUCATION_YEAR_MIN} or later`)
      .refine(
        (year) => year <= new Date().getFullYear() + EDUCATION_YEARS_AHEAD,
        `Enter a year at most ${EDUCATION_YEARS_AHEAD} years from now`,
      ),
  );

export const educationSchema = z.object({
  education: z
    .array(
      z.object({
        school: z.string().trim().min(2, 'Name the school').max(SCHOOL_MAX, atMost(SCHOOL_MAX)),
        degree: z.string().trim().min(1, 'Name the degree').max(DEGREE_MAX, atMost(DEGREE_MAX)),
        field: z.string().trim().min(2, 'Name the major').max(FIELD_MAX, atMost(FIELD_MAX)),
        year: graduationYear,
      }),
    )
    .max(EDUCATION_MAX, `List at most ${EDUCATION_MAX} schools`),
});
export type EducationValues = z.input<typeof educationSchema>;

export const certificationsSchema = z.object({
  certifications: z
    .array(z.string())
    .max(CERTIFICATIONS_MAX, `List at most ${CERTIFICATIONS_MAX} certifications`),
});
export type CertificationsValues = z.infer<typeof certificationsSchema>;

/** Forgot password: the address to send the link to. */
export const forgotPasswordSchema = loginSchema.pick({ email: true });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** A new password, typed twice. */
export const resetPasswordSchema = z
  .object({ password: passwordRule, passwordConfirm: z.string() })
  .refine((values) => values.password === values.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'The passwords do not match',
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** A new address, with the current password. */
export const changeEmailSchema = z.object({
  email: loginSchema.shape.email,
  password: z.string().min(1, 'Enter your current password'),
});
export type ChangeEmailValues = z.infer<typeof changeEmailSchema>;
