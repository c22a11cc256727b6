import { pagePaths } from '@giglane/contract/page-paths';
import type { MailTemplate } from './layout';

type Data = {
  gigId: number;
  gigTitle: string;
  reviewerName: string;
  /** 1 to 5; null for a review of the original API without stars. */
  rating: number | null;
  comment: string;
};

/** To the seller: a buyer reviewed one of their gigs. */
export const reviewReceived: MailTemplate<Data> = {
  kind: 'reviews',
  subject: ({ gigTitle }) => `New review: ${gigTitle}`,
  body: ({ gigId, gigTitle, reviewerName, rating, comment }, link) => ({
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
  }),
};
