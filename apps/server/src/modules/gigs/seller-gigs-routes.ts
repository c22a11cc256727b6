import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { endpoints } from '@giglane/contract/endpoints';
import type { SellerGig } from '@giglane/contract/gig-offers';
import { serverText } from '@giglane/contract/server-text';
import { notFound } from '../../lib/errors';
import { routeOf } from '../../lib/routes';
import { assertMaySeeGig } from './gigs-rules';
import type { EditableGig } from './seller-gigs-repository';
import {
  assertMayEditGig,
  assertNotArchived,
  assertRoomForPicture,
  featuresOffered,
  missingToPublish,
  type GigCompleteness,
} from './seller-gigs-rules';

/*
 * The gig editor's endpoints (one per step, each saving at once) and the gig page's offer. The new
 * endpoints' wire names are the glossary's own, so bodies go to the seller gigs' service as they
 * are; it asks the rules under the gig's lock, and the reply is the gig read back.
 */

const completenessOf = (gig: Omit<EditableGig, 'sellerId'>): GigCompleteness => ({
  title: gig.title,
  subcategoryId: gig.subcategoryId,
  hasBasic: gig.packages.basic !== null,
  description: gig.description,
  pictureCount: gig.pictures.length,
});

function sellerGigOf({ sellerId: _sellerId, ...gig }: EditableGig): SellerGig {
  return { ...gig, missing: missingToPublish(completenessOf(gig)) };
}

export const sellerGigsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.sellerGigs;
  const service = app.services.sellerGigs;

  /** The gig for its seller or an admin: 403 for anyone else, 404 when there is none. */
  async function editableGig(request: FastifyRequest, id: number): Promise<EditableGig> {
    const user = await request.requireUser();
    const gig = await repo.findEditable(id);
    if (!gig) throw notFound();
    assertMayEditGig(user, gig);
    return gig;
  }

  /** The gig as saved, read back: what the editor shows next. */
  async function saved(id: number): Promise<SellerGig> {
    const gig = await repo.findEditable(id);
    // Deleted by someone else between the write and this read.
    if (!gig) throw notFound();
    return sellerGigOf(gig);
  }

  app.route({
    ...routeOf(endpoints.getGigOffer),
    handler: async (request, reply) => {
      const found = await repo.findOffer(request.params.id);
      if (!found) throw notFound();
      const { sellerId, hold, ...offer } = found;
      await assertMaySeeGig(
        await request.optionalUser(),
        { status: offer.status, sellerId, hold },
        (userId) => app.repos.gigs.hasOrdered(userId, offer.id),
      );
      return reply.ok(offer);
    },
  });

  app.route({
    ...routeOf(endpoints.listSubcategoryFeatures),
    handler: async (request, reply) => {
      const features = await repo.subcategoryFeatures(request.params.id);
      if (!features) throw notFound();
      return reply.ok({ subcategoryId: request.params.id, features: featuresOffered(features) });
    },
  });

  app.route({
    ...routeOf(endpoints.listSellerGigs),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await repo.listOfSeller(user.id));
    },
  });

  app.route({
    ...routeOf(endpoints.createSellerGig),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.created(await saved(await service.create(user, request.body)));
    },
  });

  app.route({
    ...routeOf(endpoints.getSellerGig),
    handler: async (request, reply) =>
      reply.ok(sellerGigOf(await editableGig(request, request.params.id))),
  });

  app.route({
    ...routeOf(endpoints.updateGigOverview),
    handler: async (request, reply) => {
      const { id } = request.params;
      await service.saveOverview(await request.requireUser(), id, request.body);
      return reply.ok(await saved(id), serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.updateGigPricing),
    handler: async (request, reply) => {
      const { id } = request.params;
      await service.savePricing(await request.requireUser(), id, request.body);
      return reply.ok(await saved(id), serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.updateGigDescription),
    handler: async (request, reply) => {
      const { id } = request.params;
      await service.saveDescription(await request.requireUser(), id, request.body);
      return reply.ok(await saved(id), serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.uploadGigPicture),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const gig = await editableGig(request, request.params.id);
      // Refused before the upload is read, so a refusal costs no decoding; the service asks
      // again under the gig's lock.
      assertNotArchived(gig);
      assertRoomForPicture(gig.pictures.length);
      const picture = await request.readGalleryPicture('gig-editor');
      await service.addPicture(user, gig.id, picture);
      return reply.ok(await saved(gig.id), serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.makeGigPictureCover),
    handler: async (request, reply) => {
      const { id, position } = request.params;
      await service.makeCover(await request.requireUser(), id, position);
      return reply.ok(await saved(id), serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.deleteGigPicture),
    handler: async (request, reply) => {
      const { id, position } = request.params;
      await service.removePicture(await request.requireUser(), id, position);
      return reply.ok(await saved(id), serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.setGigStatus),
    handler: async (request, reply) => {
      const { id } = request.params;
      await service.setStatus(await request.requireUser(), id, request.body.status);
      return reply.ok(await saved(id), serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.deleteSellerGig),
    handler: async (request, reply) => {
      const { id } = await editableGig(request, request.params.id);
      const done = await service.remove(id, 'seller');
      if (!done) throw notFound();
      return reply.ok({ archived: done === 'archive' }, serverText.deleted);
    },
  });

  // ── The seller's questions to every buyer ──

  app.route({
    ...routeOf(endpoints.getGigRequirements),
    handler: async (request, reply) => {
      const { id: gigId } = await editableGig(request, request.params.id);
      return reply.ok({ gigId, questions: await repo.listRequirements(gigId) });
    },
  });

  app.route({
    ...routeOf(endpoints.saveGigRequirements),
    handler: async (request, reply) => {
      const gigId = request.params.id;
      await service.saveRequirements(await request.requireUser(), gigId, request.body.questions);
      return reply.ok({ gigId, questions: await repo.listRequirements(gigId) });
    },
  });
};
