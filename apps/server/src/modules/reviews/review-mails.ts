import type { Transaction } from '../../db/client';
import { findAddressees, findGigTitles, recordMails } from '../mail/mail-service';

/**
 * The seller's mail of a new review of their gig (decision 049), beside its notification, in the
 * review's transaction; none when sellers review their own gig (the original API lets admins).
 */
export async function mailReviewReceived(
  tx: Transaction,
  review: { gigId: number; reviewerId: number; stars: number; text: string },
  sellerId: number,
) {
  if (sellerId === review.reviewerId) return;
  const people = await findAddressees(tx, [sellerId, review.reviewerId]);
  const seller = people.get(sellerId);
  if (!seller) return;
  const titles = await findGigTitles(tx, [review.gigId]);
  await recordMails(tx, [
    {
      to: seller.email,
      userId: sellerId,
      template: 'review-received',
      data: {
        gigId: review.gigId,
        gigTitle: titles.get(review.gigId) ?? 'your gig',
        reviewerName: people.get(review.reviewerId)?.name ?? 'A buyer',
        rating: review.stars > 0 ? review.stars : null,
        comment: review.text,
      },
    },
  ]);
}
