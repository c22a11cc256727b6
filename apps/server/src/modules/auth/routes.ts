import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverText } from '@giglane/contract/server-text';
import { signinBody, signinReply, signupBody, user } from '@giglane/contract/users';
import { badRequest } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { replies } from '../../lib/route-schemas';

const tags = ['Auth'];

export const authRoutes: FastifyPluginAsyncZod<{ authRateLimit: number }> = async (
  app,
  { authRateLimit },
) => {
  const repo = app.repos.users;
  // Per client address: slows password guessing and mass sign-ups without touching reads.
  const config = { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } };

  app.post(
    '/api/auth/signup',
    {
      config,
      schema: {
        tags,
        summary: 'Create an account (always role USER)',
        body: signupBody,
        response: replies(user, { errors: [429] }),
      },
    },
    async (request, reply) => {
      const { password, ...fields } = request.body;
      // The original answers 200 here, not 201; clients check for it.
      return reply.ok(
        await repo.create({
          ...fields,
          role: 'USER',
          passwordHash: await hashPassword(password),
        }),
      );
    },
  );

  app.post(
    '/api/auth/signin',
    {
      config,
      schema: {
        tags,
        summary: 'Sign in; send the token back in the `token` header',
        body: signinBody,
        response: replies(signinReply, { errors: [429] }),
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const credentials = await repo.findCredentials(email);
      // One text for an unknown email and a wrong password: the reply must not tell which.
      if (!credentials || !(await verifyPassword(credentials.passwordHash, password)))
        throw badRequest(serverText.wrongCredentials);
      const found = (await repo.find(credentials.id))!;
      const token = await app.tokens.sign({ id: found.id, email: found.email, role: found.role });
      return reply.ok({ user: found, token });
    },
  );
};
