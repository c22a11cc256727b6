import { pagePaths } from '@giglane/contract/page-paths';
import type { MailTemplate } from './layout';

type Data = {
  gigId: number;
  gigTitle: string;
  reviewerName: string;
  /** 1 to 5; null for a review of the original API without stars. */
  rating: number | null;
  comment: string;
  /**
   * A blind review's order (decision 054): the review is hidden from the seller until they review
   * the buyer or the window closes, so the mail names neither its stars nor its words. Left out
   * (older mails) or null: published.
   */
  hiddenOfOrder?: number | null;
};

/** To the seller: a buyer reviewed one of their gigs. */
export const reviewReceived: MailTemplate<Data> = {
  kind: 'reviews',
  subject: ({ gigTitle }) => `New review: ${gigTitle}`,
  body: ({ gigId, gigTitle, reviewerName, rating, comment, hiddenOfOrder }, link) =>
    hiddenOfOrder
      ? {
          preview: `${reviewerName} reviewed their order of “${gigTitle}”.`,
          heading: 'You have a new review',
          paragraphs: [
            `${reviewerName} reviewed their order of “${gigTitle}”.`,
            'Reviews are blind: you will read theirs once you have reviewed them, or when the review window closes.',
          ],
          action: { label: 'Review the buyer', url: link(pagePaths.order(hiddenOfOrder)) },
        }
      : {
          preview: `${reviewerName} reviewed “${gigTitle}”.`,
          heading: 'You have a new review',
          paragraphs: [
            rating === null
              ? `${reviewerName} reviewed “${gigTitle}”.`
              : `${reviewerName} gave “${gigTitle}” ${rating} of 5 stars.`,
            'You may reply once, on the gig page.',
          ],
          quote: comment || undefined,
          action: { label: 'See the review', url: link(pagePaths.gig(gigId)) },
        },
};
