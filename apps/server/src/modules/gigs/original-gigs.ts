import { serverText } from '@giglane/contract/server-text';
import { assertAdmin, type SessionUser } from '../../lib/access-rules';
import { badRequest } from '../../lib/errors';

/*
 * The original API's jobs (`/api/cong-viec`, CongViec) on gigs: who writes them that way and what
 * a missing one answers. Its routes (`original-gigs-routes.ts`) ask these.
 *
 * Kept for existing clients (docs/api.md, "Sellers and gig offers"):
 * - Only admins add, edit, delete and picture gigs here (the admin's Manage Job); sellers write
 *   theirs in the gig editor. `nguoiTao` names the seller of a new gig, the admin by default.
 * - A gig created here is listed at once, with one Basic package of `giaTien` and `moTaNgan`; an
 *   edit of either changes that package (the gigs' repository).
 * - `DELETE /api/cong-viec/{id}` is never refused: a gig with orders is archived (decision 031).
 * - `upload-hinh-cong-viec` takes the original's 1 MB picture with its texts and makes it the
 *   cover; a gig that does not exist answers 400 "Không tìm thấy công việc", not 404.
 * - `lay-cong-viec-chi-tiet/{id}` answers an array of one card.
 */

/**
 * Gigs are added, edited, deleted and given pictures by admins; 403 "User không phải quyền admin"
 * for anyone else.
 */
export function assertMayWriteGigs(user: SessionUser): void {
  assertAdmin(user);
}

/** The seller of a new gig: the one the admin names, or the admin. */
export const sellerOfNewGig = (user: SessionUser, named: number | undefined): number =>
  named ?? user.id;

/** A picture for a gig that does not exist, or was deleted while it uploaded. */
export const uploadGigNotFound = () => badRequest(serverText.uploadJobNotFound);
