import type { ComponentProps, ReactNode } from 'react';
import { HelpfulVotes, useHelpfulVotes } from './helpful-votes';
import { ReportButton } from './report-button';
import { ReviewCard } from './review-card';

/** A review as the lists show it: the card's content, and what the page adds beneath it. */
export type ListedReview = Omit<ComponentProps<typeof ReviewCard>, 'children'> & {
  id: number;
  below?: ReactNode;
};

/** "1 Review", "1,234 Reviews": the heading of a list of reviews. */
export const reviewCount = (total: number) =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'Review' : 'Reviews'}`;

/**
 * The reviews of the gig page and the seller page, one card each, each with its "Helpful?" votes
 * and its Report button. `dimmed` while another page of them loads in place of these.
 */
export function ReviewList({
  reviews,
  dimmed = false,
  className = '',
}: {
  reviews: ListedReview[];
  dimmed?: boolean;
  className?: string;
}) {
  const votes = useHelpfulVotes(reviews.map((review) => review.id));
  return (
    <ul
      aria-label="Reviews"
      className={`divide-y divide-slate-200 border-y border-slate-200 transition-opacity ${
        dimmed ? 'opacity-50' : ''
      } ${className}`}
    >
      {reviews.map(({ id, below, ...card }) => (
        <li key={id}>
          <ReviewCard {...card}>
            {below}
            <HelpfulVotes reviewId={id} votes={votes.get(id)} />
            <ReportButton
              type="review"
              id={id}
              label={`Report the review by ${card.reviewer}`}
              className="-ml-2 mt-2"
            />
          </ReviewCard>
        </li>
      ))}
    </ul>
  );
}

/** Reviews that could not be loaded, and a way to ask again. */
export function ReviewsLoadFailed({
  onRetry,
  className = '',
}: {
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={`rounded-xl border border-rose-200 bg-rose-50 p-6 text-rose-900 ${className}`}
    >
      <p className="font-semibold">The reviews could not be loaded.</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 rounded-lg border border-rose-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-rose-100"
      >
        Try again
      </button>
    </div>
  );
}
