import type { GigStatus } from '@giglane/contract/gig-offer-values';
import type { Gig } from '@giglane/contract/gigs';
import type { Database, Transaction } from '../../db/client';
import type { SessionUser } from '../../lib/access-rules';
import { notFound } from '../../lib/errors';
import type { StoredGalleryPicture } from '../files/uploads';
import { insertLegacyBasic, syncLegacyBasic, type Pricing } from './gig-packages';
import type { GigChanges, GigsRepository, NewGig } from './gigs-repository';
import { deletionOf, type GigDeletion } from './gigs-rules';
import type {
  GigDescription,
  GigOverview,
  LockedGig,
  SellerGigsRepository,
} from './seller-gigs-repository';
import {
  assertMayCreateGig,
  assertMayEditGig,
  assertNotArchived,
  assertPricingFits,
  assertRoomForPicture,
  assertStatusChange,
  assertStaysComplete,
  featuresOffered,
  sellerDeletionOf,
  type GigCompleteness,
} from './seller-gigs-rules';
import type { SellerProfileInput, SellersRepository } from './sellers-repository';

const completenessOf = (gig: LockedGig): GigCompleteness & { status: GigStatus } => ({
  title: gig.title,
  subcategoryId: gig.subcategoryId,
  hasBasic: gig.hasBasic,
  description: gig.description,
  pictureCount: gig.pictures.length,
  status: gig.status,
});

/**
 * The seller gigs' service (decision 038): every write of a gig, through the gig editor or the
 * original API, and of the seller profile. Each function is one transaction that locks the gig,
 * asks `seller-gigs-rules.ts` on what it read under the lock (who may edit, what a listed gig must
 * keep, the gallery's room, a deletion or archiving), and writes through the repositories, so two
 * changes at once are judged one after the other.
 */
export function createSellerGigsService(
  db: Database,
  repo: SellerGigsRepository,
  gigs: GigsRepository,
  sellers: SellersRepository,
) {
  /** The gig locked for the user's change: 404 when there is none, 403 not theirs, 409 archived. */
  async function lockChangeable(tx: Transaction, user: SessionUser, gigId: number) {
    const gig = await repo.lockEditable(tx, gigId);
    if (!gig) throw notFound();
    assertMayEditGig(user, gig);
    assertNotArchived(gig);
    return gig;
  }

  /** One transaction on the gig the user may change: `write` asks the rules and writes. */
  const onChangeable = (
    user: SessionUser,
    gigId: number,
    write: (tx: Transaction, gig: LockedGig) => Promise<void>,
  ) =>
    db.transaction(async (tx) => {
      await write(tx, await lockChangeable(tx, user, gigId));
    });

  return {
    // ── The gig editor ──

    /** A new draft of the user's, who must be a seller (or an admin); answers its id. */
    async create(user: SessionUser, overview: GigOverview): Promise<number> {
      return db.transaction(async (tx) => {
        assertMayCreateGig(user, { isSeller: await sellers.isSeller(tx, user.id) });
        return repo.insertDraft(tx, user.id, overview);
      });
    },

    saveOverview: (user: SessionUser, gigId: number, overview: GigOverview) =>
      onChangeable(user, gigId, (tx, gig) => repo.writeOverview(tx, gig.id, overview)),

    /** The packages, each naming only features of the gig's subcategory. */
    savePricing: (user: SessionUser, gigId: number, pricing: Pricing) =>
      onChangeable(user, gigId, async (tx, gig) => {
        const features = (await repo.subcategoryFeatures(gig.subcategoryId, tx)) ?? [];
        assertPricingFits(pricing, featuresOffered(features));
        await repo.writePricing(tx, gig.id, pricing);
      }),

    saveDescription: (user: SessionUser, gigId: number, input: GigDescription) =>
      onChangeable(user, gigId, async (tx, gig) => {
        const before = completenessOf(gig);
        assertStaysComplete(before, { ...before, description: input.description }, 'description');
        await repo.writeDescription(tx, gig.id, input);
      }),

    /**
     * Adds the picture at the end of the gallery; two uploads at once cannot both take the last
     * place. Nothing is stored when the gig is refused.
     */
    addPicture: (user: SessionUser, gigId: number, picture: StoredGalleryPicture) =>
      onChangeable(user, gigId, async (tx, gig) => {
        assertRoomForPicture(gig.pictures.length);
        const added = await repo.storePicture(tx, picture);
        await repo.writeGallery(tx, gig.id, gig.pictures, [...gig.pictures, added]);
      }),

    /** Moves the picture at `position` to the front, the others keeping their order; 404: none. */
    makeCover: (user: SessionUser, gigId: number, position: number) =>
      onChangeable(user, gigId, async (tx, gig) => {
        const chosen = gig.pictures[position];
        if (!chosen) throw notFound();
        const others = gig.pictures.filter((_, i) => i !== position);
        await repo.writeGallery(tx, gig.id, gig.pictures, [chosen, ...others]);
      }),

    /** Removes the picture at `position`, the ones after it moving up; 404: none there. */
    removePicture: (user: SessionUser, gigId: number, position: number) =>
      onChangeable(user, gigId, async (tx, gig) => {
        if (!gig.pictures[position]) throw notFound();
        const before = completenessOf(gig);
        assertStaysComplete(
          before,
          { ...before, pictureCount: before.pictureCount - 1 },
          'position',
        );
        const after = gig.pictures.filter((_, i) => i !== position);
        await repo.writeGallery(tx, gig.id, gig.pictures, after);
      }),

    /** Publishes, pauses or resumes the gig. */
    setStatus: (user: SessionUser, gigId: number, status: 'active' | 'paused') =>
      onChangeable(user, gigId, async (tx, gig) => {
        assertStatusChange(completenessOf(gig), status);
        await repo.writeStatus(tx, gig.id, status);
      }),

    /** The questions the gig asks every buyer; orders already placed keep the ones they had. */
    async saveRequirements(user: SessionUser, gigId: number, questions: string[]) {
      await db.transaction(async (tx) => {
        const gig = await repo.lockEditable(tx, gigId);
        if (!gig) throw notFound();
        assertMayEditGig(user, gig);
        await repo.writeRequirements(tx, gig.id, questions);
      });
    },

    /**
     * Deletes the gig, or archives it when it has had orders (decision 031); a seller may do
     * neither while an order is open. What was done; null when there is no such gig.
     */
    async remove(gigId: number, by: 'seller' | 'admin'): Promise<GigDeletion | null> {
      return db.transaction(async (tx) => {
        const counts = await repo.lockOrderCounts(tx, gigId);
        if (!counts) return null;
        const deletion = by === 'seller' ? sellerDeletionOf(counts) : deletionOf(counts);
        await repo.writeDeletion(tx, gigId, deletion);
        return deletion;
      });
    },

    /** The seller profile, on the user's row (decision 043); the first save makes a seller. */
    async saveSellerProfile(userId: number, profile: SellerProfileInput): Promise<void> {
      await db.transaction((tx) => sellers.writeProfile(tx, userId, profile));
    },

    // ── The original API (its rules: original-gigs.ts) ──

    /** A listed gig with one Basic package made of its giaTien and moTaNgan. */
    async createLegacy(input: NewGig): Promise<Gig> {
      return db.transaction(async (tx) => {
        const gig = await gigs.insertGig(tx, input);
        await insertLegacyBasic(tx, {
          id: gig.id,
          price: gig.giaTien,
          shortDescription: gig.moTaNgan,
        });
        return gig;
      });
    },

    /** The fields given, and the Basic package with giaTien and moTaNgan; null: no such gig. */
    async updateLegacy(id: number, changes: GigChanges): Promise<Gig | null> {
      return db.transaction(async (tx) => {
        const gig = await gigs.writeGig(tx, id, changes);
        if (gig && (changes.price !== undefined || changes.shortDescription !== undefined))
          await syncLegacyBasic(tx, id);
        return gig;
      });
    },

    /**
     * `upload-hinh-cong-viec`: the picture takes the cover's place, the other pictures staying
     * (hinhAnh is the cover). False, storing nothing, when the gig is gone.
     */
    async replaceCover(gigId: number, picture: StoredGalleryPicture): Promise<boolean> {
      return db.transaction(async (tx) => {
        const before = await repo.lockGallery(tx, gigId);
        if (!before) return false;
        const cover = await repo.storePicture(tx, picture);
        await repo.writeGallery(tx, gigId, before, [cover, ...before.slice(1)]);
        return true;
      });
    },
  };
}

export type SellerGigsService = ReturnType<typeof createSellerGigsService>;
