import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Icon } from '../../../components/icon';
import { reviewCount, ReviewsLoadFailed } from '../../../components/review-list';
import { StarRating } from '../../../components/star-rating';
import { reviewQueries, type GigReviewSummary } from '../../../lib/api/reviews';
import { settingsQueries } from '../../../lib/api/settings';
import { FIRST_REVIEW_SORT, sortReviews, type ReviewSort } from '../utils/review-stats';
import { ReviewForm } from './review-form';
import { GigReviewList } from './gig-review-list';

/**
 * The Rating Breakdown's lines, as the specification words them, each with the question a buyer
 * answers when reviewing an order: its line shows the average of those answers.
 */
const breakdownLines = [
  { label: 'Seller communication level', question: 'communication' },
  { label: 'Recommend to a friend', question: 'recommend' },
  { label: 'Service as described', question: 'asDescribed' },
] as const satisfies readonly { label: string; question: keyof GigReviewSummary['ratings'] }[];

export function ReviewsSection({ gigId }: { gigId: number }) {
  const titleId = useId();
  const sortId = useId();
  const reviews = useQuery(reviewQueries.ofGig(gigId));
  const summary = useQuery(reviewQueries.summary(gigId));
  const settings = useQuery(settingsQueries.marketplace());
  const [sort, setSort] = useState<ReviewSort>(FIRST_REVIEW_SORT);

  const list = reviews.data;
  const sorted = useMemo(() => (list ? sortReviews(list, sort) : []), [list, sort]);
  // The count, the average and the stars are the server's, over the reviews that count (decision
  // 054): a comment from someone who never ordered is listed, never in the rating.
  const total = summary.data?.count ?? 0;
  const average = summary.data?.average ?? null;
  const comments = list?.filter((review) => !review.counted).length ?? 0;

  return (
    <section aria-labelledby={titleId} className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {summary.data ? reviewCount(total) : 'Reviews'}
          </h2>
          {average !== null && (
            <p className="flex items-center gap-1.5 text-sm">
              <StarRating value={average} size="md" />
              <span className="font-bold text-amber-700">{average.toFixed(1)}</span>
            </p>
          )}
          {comments > 0 && (
            <p className="text-sm text-slate-500">
              and {comments} {comments === 1 ? 'comment' : 'comments'} not in the rating
            </p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-semibold text-slate-600">
            Sort By
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => setSort(event.target.value as ReviewSort)}
            className="h-10 rounded-lg border border-slate-300 bg-white pl-3 pr-8 text-sm font-semibold text-slate-800 focus:border-brand-600 focus:outline-none"
          >
            <option value="recent">Most Recent</option>
            <option value="relevant">Most Relevant</option>
          </select>
        </div>
      </div>

      {reviews.isError ? (
        <ReviewsLoadFailed onRetry={() => void reviews.refetch()} />
      ) : reviews.isPending ? (
        <div className="space-y-4" aria-hidden>
          <div className="h-36 animate-pulse rounded-xl bg-slate-100" />
          <div className="h-24 animate-pulse rounded-xl bg-slate-100" />
          <div className="h-24 animate-pulse rounded-xl bg-slate-100" />
        </div>
      ) : (
        <>
          <div className="grid gap-8 md:grid-cols-2 md:gap-12">
            <div>
              <h3 className="text-sm font-bold text-slate-900">Stars</h3>
              <ul aria-label="Reviews per star rating" className="mt-3 space-y-2.5">
                {(summary.data?.starCounts ?? []).map(({ stars, count }) => (
                  <li key={stars} className="flex items-center gap-3 text-sm">
                    <span className="w-16 shrink-0 whitespace-nowrap font-semibold text-slate-700">
                      {stars} {stars === 1 ? 'Star' : 'Stars'}
                    </span>
                    <span
                      className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
                      aria-hidden
                    >
                      <span
                        className="block h-full rounded-full bg-amber-500"
                        style={{ width: total ? `${(count / total) * 100}%` : '0%' }}
                      />
                    </span>
                    <span className="w-10 shrink-0 text-right tabular-nums text-slate-600">
                      ({count})
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="text-sm font-bold text-slate-900">Rating Breakdown</h3>
              <ul className="mt-3 space-y-2.5">
                {breakdownLines.map(({ label, question }) => {
                  const rating = summary.data?.ratings[question] ?? null;
                  return (
                    <li key={label} className="flex items-center justify-between gap-3 text-sm">
                      <span className="text-slate-700">{label}</span>
                      {rating === null ? (
                        <span className="text-slate-500">
                          {summary.isPending ? '…' : 'No ratings yet'}
                        </span>
                      ) : (
                        <span className="flex items-center gap-1 font-bold text-amber-700">
                          <Icon name="star" className="size-4 text-amber-500" />
                          {rating.toFixed(1)}
                          <span className="sr-only"> out of 5</span>
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
              {summary.data && summary.data.verifiedCount > 0 && (
                <p className="mt-3 text-xs text-slate-500">
                  From {summary.data.verifiedCount}{' '}
                  {summary.data.verifiedCount === 1 ? 'verified order' : 'verified orders'}
                </p>
              )}
            </div>
          </div>
          <GigReviewList reviews={sorted} />
        </>
      )}

      {/* With REVIEWS=orders only buyers review, from their completed order's page. */}
      {settings.data?.reviews === 'open' && <ReviewForm gigId={gigId} />}
      {settings.data?.reviews === 'orders' && (
        <p className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
          <span className="font-semibold text-slate-900">Ordered this gig?</span> Once your order is
          completed, review it from its order page.
        </p>
      )}
    </section>
  );
}
