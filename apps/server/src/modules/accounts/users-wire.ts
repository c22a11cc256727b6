import type { z } from 'zod';
import type { createUserBody, updateUserBody } from '@giglane/contract/users';

/** A new account's fields and the password to hash; the body's names are already the glossary's. */
export function newUserFromBody(body: z.output<typeof createUserBody>) {
  const { name, email, password, phone, birthday, gender, role, skill, certification } = body;
  return { name, email, password, phone, birthday, gender, role, skill, certification };
}

/** Fields left out stay undefined: they keep their value. The body's `id` is ignored. */
export function userChangesFromBody(body: z.output<typeof updateUserBody>) {
  const { name, email, password, phone, birthday, gender, role, skill, certification } = body;
  return { name, email, password, phone, birthday, gender, role, skill, certification };
}

export const userNameFromParams = (params: { TenNguoiDung: string }) => params.TenNguoiDung;
