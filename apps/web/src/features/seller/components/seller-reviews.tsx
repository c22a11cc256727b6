import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon } from '../../../components/icon';
import { ReviewList, ReviewsLoadFailed } from '../../../components/review-list';
import { SELLER_REVIEWS_PAGE_SIZE, sellerQueries } from '../../../lib/api/sellers';

/** What buyers wrote about the seller's gigs, newest first, a page at a time. */
export function SellerReviews({ sellerId }: { sellerId: number }) {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const reviews = useQuery(sellerQueries.reviews(sellerId, page));
  const total = reviews.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SELLER_REVIEWS_PAGE_SIZE));

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {/* The list holds comments that count in no rating too (decision 054): its total says so. */}
        {reviews.data
          ? `${total.toLocaleString('en-US')} ${total === 1 ? 'Review or comment' : 'Reviews and comments'}`
          : 'Reviews'}
      </h2>
      {reviews.isError ? (
        <ReviewsLoadFailed className="mt-4" onRetry={() => void reviews.refetch()} />
      ) : reviews.isPending ? (
        <div className="mt-4 space-y-4" aria-hidden>
          <div className="h-28 animate-pulse rounded-xl bg-slate-100" />
          <div className="h-28 animate-pulse rounded-xl bg-slate-100" />
        </div>
      ) : reviews.data.rows.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600">
          No reviews yet. Buyers who order one of these gigs can share how it went.
        </p>
      ) : (
        <>
          <ReviewList
            className="mt-4"
            dimmed={reviews.isPlaceholderData}
            reviews={reviews.data.rows.map((review) => ({
              id: review.id,
              reviewer: review.author,
              avatar: review.authorAvatar,
              country: review.authorCountry,
              date: review.date,
              stars: review.stars,
              text: review.content,
              verified: review.verified,
              counted: review.counted,
              reply: review.reply,
              below: (
                <p className="mt-2 truncate text-sm text-slate-500">
                  On{' '}
                  <Link
                    to={pagePaths.gig(review.gigId)}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {review.gigTitle}
                  </Link>
                </p>
              ),
            }))}
          />
          {pageCount > 1 && (
            <nav
              aria-label="Review pages"
              className="mt-5 flex items-center justify-between gap-4 text-sm"
            >
              <button
                type="button"
                disabled={page === 1}
                onClick={() => setPage(page - 1)}
                className="flex items-center gap-1.5 rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40"
              >
                <Icon name="pagePrevious" className="size-4" />
                Newer
              </button>
              <p aria-live="polite" className="font-medium text-slate-600">
                Page {page} of {pageCount}
              </p>
              <button
                type="button"
                disabled={page === pageCount}
                onClick={() => setPage(page + 1)}
                className="flex items-center gap-1.5 rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40"
              >
                Older
                <Icon name="pageNext" className="size-4" />
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
