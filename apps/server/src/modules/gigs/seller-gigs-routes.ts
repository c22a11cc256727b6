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
  assertMayCreateGig,
  assertMayEditGig,
  assertNotArchived,
  assertPricingFits,
  assertRoomForPicture,
  assertStatusChange,
  assertStaysComplete,
  featuresOffered,
  missingToPublish,
  type GigCompleteness,
} from './seller-gigs-rules';

/*
 * The gig editor's endpoints (one per step, each saving at once) and the gig page's offer. The new
 * endpoints' wire names are the glossary's own, so bodies go to the repository as they are.
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

  /** The gig for its seller or an admin: 403 for anyone else, 404 when there is none. */
  async function editableGig(request: FastifyRequest, id: number): Promise<EditableGig> {
    const user = await request.requireUser();
    const gig = await repo.findEditable(id);
    if (!gig) throw notFound();
    assertMayEditGig(user, gig);
    return gig;
  }

  /** The gig for a change: as editableGig, and 409 once it is archived. */
  async function changeableGig(request: FastifyRequest, id: number): Promise<EditableGig> {
    const gig = await editableGig(request, id);
    assertNotArchived(gig);
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
      const { sellerId, ...offer } = found;
      await assertMaySeeGig(
        await request.optionalUser(),
        { status: offer.status, sellerId },
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
      assertMayCreateGig(user, { isSeller: await app.repos.sellers.isSeller(user.id) });
      const id = await repo.create(user.id, request.body);
      return reply.created(await saved(id));
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
      const { id } = await changeableGig(request, request.params.id);
      await repo.updateOverview(id, request.body);
      return reply.ok(await saved(id), serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.updateGigPricing),
    handler: async (request, reply) => {
      const gig = await changeableGig(request, request.params.id);
      const features = (await repo.subcategoryFeatures(gig.subcategoryId)) ?? [];
      assertPricingFits(request.body, featuresOffered(features));
      await repo.updatePricing(gig.id, request.body);
      return reply.ok(await saved(gig.id), serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.updateGigDescription),
    handler: async (request, reply) => {
      const gig = await changeableGig(request, request.params.id);
      const before = { ...completenessOf(gig), status: gig.status };
      assertStaysComplete(
        before,
        { ...before, description: request.body.description },
        'description',
      );
      await repo.updateDescription(gig.id, request.body);
      return reply.ok(await saved(gig.id), serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.uploadGigPicture),
    handler: async (request, reply) => {
      const gig = await changeableGig(request, request.params.id);
      // Refused before the upload is read: a full gallery costs no decoding.
      assertRoomForPicture(gig.pictures.length);
      const picture = await request.readGalleryPicture('gig-editor');
      if (!(await app.services.sellerGigs.addPicture(gig.id, picture))) throw notFound();
      return reply.ok(await saved(gig.id), serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.makeGigPictureCover),
    handler: async (request, reply) => {
      const { id } = await changeableGig(request, request.params.id);
      if (!(await repo.makeCover(id, request.params.position))) throw notFound();
      return reply.ok(await saved(id), serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.deleteGigPicture),
    handler: async (request, reply) => {
      const gig = await changeableGig(request, request.params.id);
      if (!gig.pictures[request.params.position]) throw notFound();
      const before = { ...completenessOf(gig), status: gig.status };
      assertStaysComplete(before, { ...before, pictureCount: before.pictureCount - 1 }, 'position');
      if (!(await repo.removePicture(gig.id, request.params.position))) throw notFound();
      return reply.ok(await saved(gig.id), serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.setGigStatus),
    handler: async (request, reply) => {
      const gig = await changeableGig(request, request.params.id);
      assertStatusChange({ ...completenessOf(gig), status: gig.status }, request.body.status);
      await repo.setStatus(gig.id, request.body.status);
      return reply.ok(await saved(gig.id), serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.deleteSellerGig),
    handler: async (request, reply) => {
      const { id } = await editableGig(request, request.params.id);
      const done = await app.services.sellerGigs.remove(id, 'seller');
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
      const { id: gigId } = await editableGig(request, request.params.id);
      await repo.replaceRequirements(gigId, request.body.questions);
      return reply.ok({ gigId, questions: await repo.listRequirements(gigId) });
    },
  });
};
