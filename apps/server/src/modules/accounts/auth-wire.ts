import type { z } from 'zod';
import type { signinBody, signupBody } from '@giglane/contract/users';

/** A sign-up's fields and the password to hash; the role it may send is not among them. */
export function newAccountFromBody(body: z.output<typeof signupBody>) {
  const { name, email, password, phone, birthday, gender, skill, certification } = body;
  return { name, email, password, phone, birthday, gender, skill, certification };
}

export const credentialsFromBody = (body: z.output<typeof signinBody>) => ({
  email: body.email,
  password: body.password,
});
