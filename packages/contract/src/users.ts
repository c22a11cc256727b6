import { z } from 'zod';
import { assetUrl } from './asset-urls';
import {
  boundedText,
  idParam,
  nullableWireDate,
  optionalWireDate,
  requiredText,
  textList,
  wireBool,
  wireDateOut,
  wireText,
} from './wire';

export const ROLES = ['USER', 'ADMIN'] as const;
export const role = z.enum(ROLES, { error: 'must be USER or ADMIN' });
export type Role = z.infer<typeof role>;

/** A role as clients send it: `user` and `Admin` name the same roles as `USER` and `ADMIN`. */
const roleInput = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  role,
);

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 100;

export const user = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  password: z.literal('').describe('always empty: passwords never leave the server'),
  phone: z.string(),
  birthday: wireDateOut.describe('dd/mm/yyyy, or empty when unknown'),
  avatar: assetUrl().describe('absolute URL, or empty'),
  gender: z.boolean(),
  role,
  skill: z.array(z.string()),
  certification: z.array(z.string()),
  bookingJob: z.array(z.string()).describe('ids of the jobs this user hired'),
  createdAt: z.string().describe('ISO 8601: when the account was made (ours, beyond the original)'),
});
export type User = z.infer<typeof user>;

/** What anyone may read of another user's profile. */
export const publicUser = user.pick({
  id: true,
  name: true,
  avatar: true,
  role: true,
  skill: true,
  certification: true,
  createdAt: true,
});
export type PublicUser = z.infer<typeof publicUser>;

/** GET /api/users/{id}: the whole user for its owner and admins, the public part for anyone else. */
export const userProfile = z.union([user, publicUser]);
export type UserProfile = z.infer<typeof userProfile>;

const email = requiredText(254).pipe(z.email('must be a valid email address'));

const password = wireText.pipe(
  z
    .string()
    .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`),
);

const phone = boundedText(30);

export const signupBody = z.object({
  name: requiredText(100),
  email,
  password,
  phone: phone.optional().default(''),
  birthday: optionalWireDate,
  gender: wireBool.optional().default(true),
  role: z.unknown().optional().describe('ignored: new accounts are always USER'),
  skill: textList.optional().default([]),
  certification: textList.optional().default([]),
});
export type SignupBody = z.input<typeof signupBody>;

export const signinBody = z.object({
  email: requiredText(),
  password: wireText.pipe(z.string().min(1, 'must not be blank')),
});
export type SigninBody = z.input<typeof signinBody>;

export const signinReply = z.object({
  user,
  token: z.string().describe('JWT for the token header'),
});
export type SigninReply = z.infer<typeof signinReply>;

/** POST /api/auth/signout-everywhere: every earlier token of the caller stops working. */
export const signoutEverywhereReply = z.object({
  token: z
    .string()
    .describe("a fresh JWT for the token header, so the caller's tab stays signed in"),
});
export type SignoutEverywhereReply = z.infer<typeof signoutEverywhereReply>;

/** POST /api/users: an admin creates any account. */
export const createUserBody = signupBody.extend({
  role: roleInput.optional().default('USER'),
});
export type CreateUserBody = z.input<typeof createUserBody>;

/** PUT /api/users/{id}: fields left out keep their value; an empty password keeps the old one. */
export const updateUserBody = z.object({
  id: z.unknown().optional().describe('ignored: the path names the user'),
  name: requiredText(100).optional(),
  email: email.optional(),
  password: z.union([z.literal(''), password]).optional(),
  phone: phone.optional(),
  birthday: nullableWireDate.optional(),
  gender: wireBool.optional(),
  role: roleInput.optional(),
  skill: textList.optional(),
  certification: textList.optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBody>;

export const userSearchParams = z.object({
  TenNguoiDung: z.string().trim().min(1, 'must not be blank').max(200),
});

export const deleteUserQuery = z.object({ id: idParam });

/** POST /api/auth/forgot-password: the address to send a link to, if it has an account. */
export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/** The same reply whether or not the address has an account (decision 048). */
export const forgotPasswordReply = z.object({
  message: z.string().describe('the same text for every address'),
});

/** A link's token: 43 base64url characters (32 random bytes). */
const accountToken = requiredText(200).describe("the token from the e-mailed link's #token=");

/** POST /api/auth/reset-password: the link's token and the new password. */
export const resetPasswordBody = z.object({ token: accountToken, password });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** POST /api/auth/confirm-email: the link's token. */
export const confirmEmailBody = z.object({ token: accountToken });
export type ConfirmEmailBody = z.input<typeof confirmEmailBody>;

/** The account's address, whether it is confirmed, and the one waiting to replace it. */
export const accountEmail = z.object({
  email: z.string(),
  confirmed: z.boolean(),
  pendingEmail: z
    .string()
    .nullable()
    .describe('the new address, in effect once its confirmation link is followed'),
});
export type AccountEmail = z.infer<typeof accountEmail>;

/** PUT /api/me/email: the new address, with the current password. */
export const changeEmailBody = z.object({
  email,
  password: wireText.pipe(z.string().min(1, 'must not be blank')),
});
export type ChangeEmailBody = z.input<typeof changeEmailBody>;
