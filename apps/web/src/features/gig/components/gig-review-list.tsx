import { useState } from 'react';
import { ReviewList } from '../../../components/review-list';
import type { GigReview } from '../../../lib/api/reviews';
import { REVIEWS_PER_PAGE } from '../utils/review-stats';

/** The reviews, a page at a time. */
export function GigReviewList({ reviews }: { reviews: GigReview[] }) {
  const [shown, setShown] = useState(REVIEWS_PER_PAGE);

  if (reviews.length === 0)
    return (
      <div className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
        <p className="font-semibold text-slate-800">No reviews yet</p>
        <p className="mt-1 text-sm text-slate-500">
          Buyers who order this gig can share how it went.
        </p>
      </div>
    );

  return (
    <>
      <ReviewList
        reviews={reviews.slice(0, shown).map((review) => ({
          id: review.id,
          reviewer: review.reviewerName,
          avatar: review.reviewerAvatar,
          country: review.reviewerCountry,
          date: review.reviewedOn,
          stars: review.stars,
          text: review.text,
          verified: review.verified,
          counted: review.counted,
          reply: review.reply,
        }))}
      />
      {shown < reviews.length && (
        <button
          type="button"
          onClick={() => setShown((count) => count + REVIEWS_PER_PAGE)}
          className="mt-6 rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          See more reviews ({reviews.length - shown} more)
        </button>
      )}
    </>
  );
}
