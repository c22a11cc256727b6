import { useState } from 'react';
import { Icon } from '../../../components/icon';
import { ReviewList } from '../../../components/review-list';
import type { GigReview } from '../../../lib/api/reviews';

const PAGE = 6;

type Vote = 'yes' | 'no';

function HelpfulButton({
  label,
  pressed,
  onClick,
  flipped,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
  flipped?: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold transition-colors ${
        pressed
          ? 'border-brand-700 bg-brand-50 text-brand-800'
          : 'border-transparent text-slate-600 hover:border-slate-200 hover:bg-slate-50 hover:text-slate-900'
      }`}
    >
      <Icon
        name="thumbsUp"
        className={`size-4 ${pressed ? 'fill-current' : ''} ${flipped ? '-scale-y-100' : ''}`}
      />
      {label}
    </button>
  );
}

/**
 * The reviews, a page at a time. "Helpful?" votes stay in this browser for now: one choice per
 * review, pressing it again takes it back.
 */
export function GigReviewList({ reviews }: { reviews: GigReview[] }) {
  const [shown, setShown] = useState(PAGE);
  const [votes, setVotes] = useState<Record<number, Vote>>({});

  const vote = (id: number, choice: Vote) =>
    setVotes((current) => {
      const next = { ...current };
      if (next[id] === choice) delete next[id];
      else next[id] = choice;
      return next;
    });

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
          below: (
            <div
              role="group"
              aria-label="Was this review helpful?"
              className="mt-3 flex items-center gap-2 text-sm"
            >
              <span className="font-semibold text-slate-700">Helpful?</span>
              <HelpfulButton
                label="Yes"
                pressed={votes[review.id] === 'yes'}
                onClick={() => vote(review.id, 'yes')}
              />
              <HelpfulButton
                label="No"
                flipped
                pressed={votes[review.id] === 'no'}
                onClick={() => vote(review.id, 'no')}
              />
            </div>
          ),
        }))}
      />
      {shown < reviews.length && (
        <button
          type="button"
          onClick={() => setShown((count) => count + PAGE)}
          className="mt-6 rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          See more reviews ({reviews.length - shown} more)
        </button>
      )}
    </>
  );
}
