import { z } from 'zod';
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
