import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { limits, notices } from '@giglane/contract/ui-text';
import { pagePaths } from '@giglane/contract/page-paths';
import { useNotifications } from '../../../components/notifications';
import { StarInput } from '../../../components/star-rating';
import { reviewQueries, useCreateReview } from '../../../lib/api/reviews';
import { useSession } from '../../../lib/session';

/**
 * The review form for signed-in users; anonymous visitors get a way to sign in and come back. As in
 * the specification there are no rules: a rating alone is a valid review.
 */
export function ReviewForm({ gigId }: { gigId: number }) {
  const session = useSession();
  const location = useLocation();
  const id = useId();
  const { notify } = useNotifications();
  const createReview = useCreateReview();
  const [stars, setStars] = useState<number>(limits.defaultCommentStars);
  const [text, setText] = useState('');
  const [postedId, setPostedId] = useState<number | null>(null);
  const listed = useQuery(reviewQueries.ofGig(gigId));
  // A review that used up the buyer's order is blind (decision 054): absent from the list read
  // after posting, it waits for the seller's review of the buyer or the window's close.
  const waiting =
    postedId !== null &&
    !listed.isFetching &&
    listed.data?.some((review) => review.id === postedId) === false;

  if (!session)
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">
          <span className="font-semibold text-slate-900">Ordered this gig?</span> Sign in to leave a
          review.
        </p>
        <Link
          to={pagePaths.login()}
          state={{ from: location.pathname }}
          className="rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-bold text-white hover:bg-brand-800"
        >
          Sign in to review
        </Link>
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    createReview.mutate(
      { gigId, reviewerId: session.user.id, stars, text },
      {
        onSuccess: (posted) => {
          setPostedId(posted.id);
          notify(notices.success, 'success');
          setText('');
          setStars(limits.defaultCommentStars);
        },
        onError: () => notify(notices.fail, 'error'),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 p-6 shadow-sm"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        Leave a review
      </h3>
      <p className="mt-1 text-sm text-slate-500">Posting as {session.user.name}</p>
      {waiting && (
        <p role="status" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Your review is your order&apos;s review: it stays hidden until the seller reviews you or
          the review window closes, then it shows here and counts in the rating.
        </p>
      )}
      <div className="mt-5 space-y-5">
        <StarInput
          name={`${id}-stars`}
          legend="Your rating"
          value={stars}
          onChange={setStars}
          disabled={createReview.isPending}
        />
        <div>
          <label
            htmlFor={`${id}-text`}
            className="mb-1.5 block text-sm font-semibold text-slate-800"
          >
            Your review
          </label>
          <textarea
            id={`${id}-text`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={4}
            maxLength={5000}
            placeholder="What was it like to work with this seller?"
            className="w-full rounded-lg border border-slate-300 px-3 py-2.5 text-[0.95rem] text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
        </div>
        <button
          type="submit"
          disabled={createReview.isPending}
          className="rounded-lg bg-brand-700 px-6 py-2.5 text-sm font-bold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
        >
          {createReview.isPending ? 'Posting…' : 'Post review'}
        </button>
      </div>
    </form>
  );
}
