import type { Transaction } from '../../db/client';
import { findAddressees, findGigTitles, recordMails } from '../mail/mail-service';

/**
 * The seller's mail of a new review of their gig (decision 049), beside its notification, in the
 * review's transaction; none when sellers review their own gig (the original API lets admins).
 * A review still hidden from the seller (`hiddenOfOrder`, decision 054) is mailed without its
 * stars and words, which the mail's row does not keep either.
 */
export async function mailReviewReceived(
  tx: Transaction,
  review: {
    gigId: number;
    reviewerId: number;
    stars: number;
    text: string;
    hiddenOfOrder: number | null;
  },
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
        ...(review.hiddenOfOrder
          ? { rating: null, comment: '', hiddenOfOrder: review.hiddenOfOrder }
          : { rating: review.stars > 0 ? review.stars : null, comment: review.text }),
      },
    },
  ]);
}
