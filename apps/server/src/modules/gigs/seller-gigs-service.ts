import type { Database } from '../../db/client';
import type { StoredGalleryPicture } from '../files/uploads';
import { deletionOf, type GigDeletion } from './gigs-rules';
import type { SellerGigsRepository } from './seller-gigs-repository';
import { assertRoomForPicture, sellerDeletionOf } from './seller-gigs-rules';

/**
 * The seller gigs' writes whose rules must be asked inside their transaction (decision 038): the
 * gallery's room under the gig's lock, and whether a gig is deleted or archived under the lock that
 * keeps new orders out. The other writes of a gig are one statement or one repository write each.
 */
export function createSellerGigsService(db: Database, repo: SellerGigsRepository) {
  return {
    /**
     * Adds the picture at the end of the gallery; two uploads at once cannot both take the last
     * place. False, storing nothing, when the gig is gone.
     */
    async addPicture(gigId: number, picture: StoredGalleryPicture): Promise<boolean> {
      return db.transaction(async (tx) => {
        const before = await repo.lockGallery(tx, gigId);
        if (!before) return false;
        assertRoomForPicture(before.length);
        await repo.appendPicture(tx, gigId, before, picture);
        return true;
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
  };
}
