import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { serverText } from '@giglane/contract/server-text';
import { notFound } from '../../lib/errors';
import { routeOf } from '../../lib/routes';
import { assertMaySeeGig } from './gigs-rules';
import {
  gigFromBody,
  gigIdFromParams,
  gigNameFromParams,
  subcategoryIdFromParams,
} from './gigs-wire';
import { assertMayWriteGigs, sellerOfNewGig, uploadGigNotFound } from './original-gigs';

/**
 * The original API's jobs (`/api/cong-viec`) and their cards, an adapter over the gigs: each
 * handler reads the wire and reads through the gigs' repository or writes through the seller gigs'
 * service; who writes gigs this way and what a missing one answers are in `original-gigs.ts`.
 */
export const originalGigsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.gigs;
  const service = app.services.sellerGigs;
  const hasOrdered = (gigId: number) => (userId: number) => repo.hasOrdered(userId, gigId);

  app.route({
    ...routeOf(endpoints.listGigs),
    handler: async (_request, reply) => reply.ok(await repo.list()),
  });

  app.route({
    ...routeOf(endpoints.pageGigs),
    handler: async (request, reply) => reply.ok(await repo.page(request.query)),
  });

  app.route({
    ...routeOf(endpoints.getGig),
    handler: async (request, reply) => {
      const found = await repo.findWithVisibility(request.params.id);
      if (!found) throw notFound();
      await assertMaySeeGig(
        await request.optionalUser(),
        found.visibility,
        hasOrdered(request.params.id),
      );
      return reply.ok(found.gig);
    },
  });

  app.route({
    ...routeOf(endpoints.createGig),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      assertMayWriteGigs(user);
      const gig = gigFromBody(request.body);
      const sellerId = sellerOfNewGig(user, gig.sellerId);
      return reply.created(
        await service.createLegacy({ ...gig, sellerId, image: request.assetPath(gig.image) }),
      );
    },
  });

  app.route({
    ...routeOf(endpoints.updateGig),
    handler: async (request, reply) => {
      assertMayWriteGigs(await request.requireUser());
      const gig = gigFromBody(request.body);
      const row = await service.updateLegacy(request.params.id, {
        ...gig,
        image: request.assetPath(gig.image),
      });
      if (!row) throw notFound();
      return reply.ok(row, serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.deleteGig),
    handler: async (request, reply) => {
      assertMayWriteGigs(await request.requireUser());
      // The original contract's reply either way; a gig with orders is archived (decision 031).
      if (!(await service.remove(request.params.id, 'admin'))) throw notFound();
      return reply.ok(null, serverText.deleted);
    },
  });

  app.route({
    ...routeOf(endpoints.uploadGigImage),
    handler: async (request, reply) => {
      assertMayWriteGigs(await request.requireUser());
      const id = gigIdFromParams(request.params);
      // Checked before the upload is decoded and stored, so an unknown gig leaves no picture behind.
      if (!(await repo.find(id))) throw uploadGigNotFound();
      // The gig may have been deleted while the picture uploaded: then nothing is stored.
      // The picture becomes the gallery's cover, in every size the gig page and cards use.
      const stored = await service.replaceCover(
        id,
        await request.readGalleryPicture('original-api'),
      );
      const row = stored ? await repo.find(id) : null;
      if (!row) throw uploadGigNotFound();
      return reply.ok(row);
    },
  });

  app.route({
    ...routeOf(endpoints.listSubcategoryGigCards),
    handler: async (request, reply) =>
      reply.ok(await repo.viewsOfSubcategory(subcategoryIdFromParams(request.params))),
  });

  app.route({
    ...routeOf(endpoints.getGigCard),
    handler: async (request, reply) => {
      const id = gigIdFromParams(request.params);
      const found = await repo.findView(id);
      if (!found) throw notFound();
      await assertMaySeeGig(await request.optionalUser(), found.visibility, hasOrdered(id));
      return reply.ok([found.view]);
    },
  });

  app.route({
    ...routeOf(endpoints.findGigCardsByName),
    handler: async (request, reply) =>
      reply.ok(await repo.viewsByName(gigNameFromParams(request.params))),
  });
};
