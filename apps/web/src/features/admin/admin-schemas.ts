import { z } from 'zod';
import { validationTexts as m } from '@giglane/contract/ui-text';

/*
 * The admin forms' rules of the specification (§5) with its messages, word for word. Anything
 * further (an email's shape, a password's length, stars within 1 to 5) is the server's to refuse,
 * and its reason shows under the field.
 */

const DIGITS = /^\d+$/;

export const addCategorySchema = z.object({
  id: z.string().trim().min(1, m.jobType.idRequired),
  name: z.string().trim().min(1, m.jobType.nameRequired),
});
export type AddCategoryValues = z.infer<typeof addCategorySchema>;

/** The specification gives the edit form no rules. */
export const editCategorySchema = z.object({
  id: z.string(),
  name: z.string().trim(),
});
export type EditCategoryValues = z.infer<typeof editCategorySchema>;

export const orderSchema = z.object({
  id: z.string().trim().min(1, m.hire.idRequired),
  gigId: z
    .number({ error: m.hire.jobIdRequired })
    .nullable()
    .refine((id) => id !== null, m.hire.jobIdRequired),
  buyerId: z
    .number({ error: m.hire.hirerIdRequired })
    .nullable()
    .refine((id) => id !== null, m.hire.hirerIdRequired),
  orderedOn: z.string().min(1, m.hire.hireDayRequired),
  completed: z.enum(['true', 'false']),
});
export type OrderValues = z.input<typeof orderSchema>;

const required = z.string().trim().min(1, m.user.required);

export const addUserSchema = z.object({
  name: required,
  email: required,
  phone: required,
  password: z.string().min(1, m.user.required),
  birthday: z.string().min(1, m.user.required),
  role: z.string().min(1, m.user.required),
});
export type AddUserValues = z.infer<typeof addUserSchema>;

export const editUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: required,
  phone: z.string().trim(),
  birthday: z.string(),
  role: z.string().min(1, m.user.required),
  gender: z.enum(['male', 'female']),
});
export type EditUserValues = z.infer<typeof editUserSchema>;

const requiredText = z.string().trim().min(1, m.job.required);
const digits = z.string().trim().regex(DIGITS, m.job.notDigits);

export const gigSchema = z.object({
  id: z.string(),
  name: requiredText,
  description: requiredText,
  shortDescription: requiredText,
  ratingCount: digits,
  price: digits,
  subcategoryId: digits,
  stars: z.string().trim().min(1, m.job.required).regex(DIGITS, m.job.notDigits),
});
export type GigValues = z.infer<typeof gigSchema>;
