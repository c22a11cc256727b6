import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { serverText } from '@giglane/contract/server-text';
import { notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { routeOf } from '../../lib/routes';
import { uploadUserNotFound, userNotFound } from './original-accounts';
import { assertMayChangeRole, assertMayEditUser, profileFor } from './users-rules';
import { newUserFromBody, userChangesFromBody, userNameFromParams } from './users-wire';

/**
 * The original API's users (`/api/users`), an adapter over the users' repository; what it answers
 * the original's way is in `original-accounts.ts`.
 */
export const originalUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.users;

  app.route({
    ...routeOf(endpoints.listUsers),
    handler: async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await repo.list());
    },
  });

  app.route({
    ...routeOf(endpoints.createUser),
    handler: async (request, reply) => {
      await request.requireAdmin();
      const { password, ...fields } = newUserFromBody(request.body);
      return reply.created(
        await repo.create({ ...fields, passwordHash: await hashPassword(password) }),
      );
    },
  });

  app.route({
    ...routeOf(endpoints.deleteUser),
    handler: async (request, reply) => {
      await request.requireAdmin();
      if (!(await repo.remove(request.query.id))) throw notFound();
      return reply.ok(null, serverText.deleted);
    },
  });

  app.route({
    ...routeOf(endpoints.pageUsers),
    handler: async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await repo.page(request.query));
    },
  });

  app.route({
    ...routeOf(endpoints.getUser),
    handler: async (request, reply) => {
      const caller = await request.optionalUser();
      const found = await repo.find(request.params.id);
      if (!found) throw userNotFound();
      return reply.ok(profileFor(caller, found));
    },
  });

  app.route({
    ...routeOf(endpoints.updateUser),
    handler: async (request, reply) => {
      const caller = await request.requireUser();
      assertMayEditUser(caller, request.params.id);
      const current = await repo.find(request.params.id);
      if (!current) throw userNotFound();
      const { password, ...changes } = userChangesFromBody(request.body);
      assertMayChangeRole(caller, current.role, changes.role);
      // The spec's profile form always sends a password, most often the one already set: only a
      // different one is a change that ends the user's other sessions.
      const newPassword =
        password && !(await verifyPassword(await repo.findPasswordHash(current.id), password))
          ? password
          : undefined;
      // A new password ends every other session of the user; the session that set it stays
      // signed in, as clients that never read the reply's headers need. An admin's new password
      // for someone else ends all of theirs.
      const ownChange = caller.id === current.id;
      const updated = await repo.update(
        current.id,
        { ...changes, passwordHash: newPassword && (await hashPassword(newPassword)) },
        ownChange ? request.sessionKey() : undefined,
      );
      if (!updated) throw userNotFound();
      // A fresh token too, for clients that switch to it (decision 015).
      const session = newPassword && ownChange && (await repo.findSession(updated.id));
      if (session) reply.header('token', await app.tokens.sign(session));
      return reply.ok(updated, serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.searchUsers),
    handler: async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await repo.searchByName(userNameFromParams(request.params)));
    },
  });

  app.route({
    ...routeOf(endpoints.uploadAvatar),
    handler: async (request, reply) => {
      const caller = await request.requireUser();
      const updated = await repo.setAvatar(caller.id, await request.readImageUpload('avatar'));
      if (!updated) throw uploadUserNotFound();
      return reply.ok(updated, serverText.updated);
    },
  });
};
