import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverText } from '@giglane/contract/server-text';
import { paging, sortColumns, sortedPagingQuery } from '@giglane/contract/paging';
import {
  createUserBody,
  deleteUserQuery,
  updateUserBody,
  user,
  userProfile,
  userSearchParams,
} from '@giglane/contract/users';
import { badRequest, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { idParams, replies, signedIn } from '../../lib/route-schemas';
import { assertMayChangeRole, assertMayEditUser, profileFor } from './users-rules';
import { newUserFromBody, userChangesFromBody, userNameFromParams } from './users-wire';

const tags = ['NguoiDung'];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.users;

  app.get(
    '/api/users',
    {
      schema: {
        tags,
        summary: 'All users (admin)',
        security: signedIn,
        response: replies(z.array(user), { errors: [403] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await repo.list());
    },
  );

  app.post(
    '/api/users',
    {
      schema: {
        tags,
        summary: 'Add a user of any role (admin)',
        security: signedIn,
        body: createUserBody,
        response: replies(user, { status: 201, errors: [403] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      const { password, ...fields } = newUserFromBody(request.body);
      return reply.created(
        await repo.create({ ...fields, passwordHash: await hashPassword(password) }),
      );
    },
  );

  app.delete(
    '/api/users',
    {
      schema: {
        tags,
        summary: 'Delete a user with their gigs, orders and reviews (admin)',
        security: signedIn,
        querystring: deleteUserQuery,
        response: replies(z.null(), { errors: [403, 404] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      if (!(await repo.remove(request.query.id))) throw notFound();
      return reply.ok(null, serverText.deleted);
    },
  );

  app.get(
    '/api/users/phan-trang-tim-kiem',
    {
      schema: {
        tags,
        summary: 'Users, a page at a time, by name or email (admin)',
        security: signedIn,
        querystring: sortedPagingQuery(sortColumns.users),
        response: replies(paging(user), { errors: [403] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await repo.page(request.query));
    },
  );

  app.get(
    '/api/users/:id',
    {
      schema: {
        tags,
        summary: 'A profile: whole for its owner and admins, the public part for anyone else',
        params: idParams,
        response: replies(userProfile),
      },
    },
    async (request, reply) => {
      const caller = await request.optionalUser();
      const found = await repo.find(request.params.id);
      if (!found) throw badRequest(serverText.userNotFound);
      return reply.ok(profileFor(caller, found));
    },
  );

  app.put(
    '/api/users/:id',
    {
      schema: {
        tags,
        summary:
          'Edit a profile (its owner, or an admin); fields left out keep their value. A new password ends every session of the user; when the caller is that user, the reply has a fresh token in its `token` header',
        security: signedIn,
        params: idParams,
        body: updateUserBody,
        response: replies(user, { errors: [403] }),
      },
    },
    async (request, reply) => {
      const caller = await request.requireUser();
      assertMayEditUser(caller, request.params.id);
      const current = await repo.find(request.params.id);
      if (!current) throw badRequest(serverText.userNotFound);
      const { password, ...changes } = userChangesFromBody(request.body);
      assertMayChangeRole(caller, current.role, changes.role);
      // The spec's profile form always sends a password, most often the one already set: only a
      // different one is a change that ends the user's other sessions.
      const newPassword =
        password && !(await verifyPassword(await repo.findPasswordHash(current.id), password))
          ? password
          : undefined;
      const updated = await repo.update(current.id, {
        ...changes,
        passwordHash: newPassword && (await hashPassword(newPassword)),
      });
      if (!updated) throw badRequest(serverText.userNotFound);
      // A new password ended every session of the user (the repository raised the version);
      // the caller's own tab stays signed in with the token in this header.
      const session =
        newPassword && caller.id === updated.id && (await repo.findSession(updated.id));
      if (session) reply.header('token', await app.tokens.sign(session));
      return reply.ok(updated, serverText.updated);
    },
  );

  app.get(
    '/api/users/search/:TenNguoiDung',
    {
      schema: {
        tags,
        summary: 'Users whose name contains the text, any case (admin)',
        security: signedIn,
        params: userSearchParams,
        response: replies(z.array(user), { errors: [403] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await repo.searchByName(userNameFromParams(request.params)));
    },
  );

  app.post(
    '/api/users/upload-avatar',
    {
      schema: {
        tags,
        summary: "Set the caller's avatar (multipart, one file part named formFile)",
        security: signedIn,
        consumes: ['multipart/form-data'],
        response: replies(user, { errors: [403, 429, 503] }),
      },
    },
    async (request, reply) => {
      const caller = await request.requireUser();
      const updated = await repo.setAvatar(caller.id, await request.readImageUpload('avatar'));
      if (!updated) throw badRequest(serverText.uploadUserNotFound);
      return reply.ok(updated, serverText.updated);
    },
  );
};
