import { z } from 'zod';
import { validationTexts as m } from '@giglane/contract/ui-text';

/*
 * The admin forms' rules of the specification (§5) with its messages, word for word. Anything
 * further (an email's shape, a password's length, stars within 1 to 5) is the server's to refuse,
 * and its reason shows under the field.
 */

const DIGITS = /^\d+$/;

export const addJobTypeSchema = z.object({
  id: z.string().trim().min(1, m.jobType.idRequired),
  tenLoaiCongViec: z.string().trim().min(1, m.jobType.nameRequired),
});
export type AddJobTypeValues = z.infer<typeof addJobTypeSchema>;

/** The specification gives the edit form no rules. */
export const editJobTypeSchema = z.object({
  id: z.string(),
  tenLoaiCongViec: z.string().trim(),
});
export type EditJobTypeValues = z.infer<typeof editJobTypeSchema>;

export const serviceSchema = z.object({
  id: z.string().trim().min(1, m.hire.idRequired),
  maCongViec: z
    .number({ error: m.hire.jobIdRequired })
    .nullable()
    .refine((id) => id !== null, m.hire.jobIdRequired),
  maNguoiThue: z
    .number({ error: m.hire.hirerIdRequired })
    .nullable()
    .refine((id) => id !== null, m.hire.hirerIdRequired),
  ngayThue: z.string().min(1, m.hire.hireDayRequired),
  hoanThanh: z.enum(['true', 'false']),
});
export type ServiceValues = z.input<typeof serviceSchema>;

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

export const jobSchema = z.object({
  id: z.string(),
  tenCongViec: requiredText,
  moTa: requiredText,
  moTaNgan: requiredText,
  danhGia: digits,
  giaTien: digits,
  maChiTietLoaiCongViec: digits,
  saoCongViec: z.string().trim().min(1, m.job.required).regex(DIGITS, m.job.notDigits),
});
export type JobValues = z.infer<typeof jobSchema>;
