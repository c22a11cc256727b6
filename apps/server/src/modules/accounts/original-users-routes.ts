import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { serverText } from '@giglane/contract/server-text';
import { notFound } from '../../lib/errors';
import { routeOf } from '../../lib/routes';
import { uploadUserNotFound, userNotFound } from './original-accounts';
import { profileFor } from './users-rules';
import { newUserFromBody, userChangesFromBody, userNameFromParams } from './users-wire';

/**
 * The original API's users (`/api/users`), an adapter: reads through the users' repository, writes
 * through the accounts' service; what it answers the original's way is in `original-accounts.ts`.
 */
export const originalUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.users;
  const service = app.services.accounts;

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
      return reply.created(await service.createUser(newUserFromBody(request.body)));
    },
  });

  app.route({
    ...routeOf(endpoints.deleteUser),
    handler: async (request, reply) => {
      await request.requireAdmin();
      if (!(await service.deleteUser(request.query.id))) throw notFound();
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
      const { user: updated, session } = await service.updateUser(
        caller,
        request.params.id,
        userChangesFromBody(request.body),
        request.sessionKey(),
      );
      // A new password's fresh token rides in a header; the body stays the user.
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
      const updated = await service.setAvatar(caller.id, await request.readImageUpload('avatar'));
      if (!updated) throw uploadUserNotFound();
      return reply.ok(updated, serverText.updated);
    },
  });
};
