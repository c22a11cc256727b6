import { useQuery } from '@tanstack/react-query';
import { helpfulQuery, useVoteHelpful, type HelpfulVote } from '../lib/api/reviews';
import { refusalOf, refusalRules } from '../lib/refusal';
import { useSession } from '../lib/session';
import { Icon } from './icon';
import { useNotifications } from './notifications';
import { useAskSignIn } from './use-ask-sign-in';

/** The votes of the reviews a list shows, read once for the whole list. */
export function useHelpfulVotes(ids: readonly number[]) {
  const viewerId = useSession()?.user.id ?? null;
  const votes = useQuery(helpfulQuery(viewerId, ids));
  return new Map(votes.data?.map((entry) => [entry.reviewId, entry]));
}

function VoteButton({
  label,
  count,
  pressed,
  onClick,
  flipped,
}: {
  label: string;
  count: number;
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
      {count > 0 && <span className="font-normal text-slate-500">({count})</span>}
    </button>
  );
}

/**
 * "Helpful? Yes / No" under a review: one vote per signed-in reader, stored by the server; pressing
 * the chosen answer again takes it back. Signed out, it asks for a sign-in.
 */
export function HelpfulVotes({
  reviewId,
  votes,
}: {
  reviewId: number;
  votes: { yes: number; no: number; mine: HelpfulVote | null } | undefined;
}) {
  const session = useSession();
  const askSignIn = useAskSignIn();
  const { notify } = useNotifications();
  const vote = useVoteHelpful();
  const choose = (choice: HelpfulVote) => {
    if (!session) return askSignIn();
    vote.mutate(
      { reviewId, vote: votes?.mine === choice ? null : choice },
      {
        onError: (error) =>
          notify(
            refusalRules(refusalOf(error) ?? 'Your vote could not be saved. Try again.')[0]!.rule,
            'error',
          ),
      },
    );
  };
  return (
    <div
      role="group"
      aria-label="Was this review helpful?"
      className="mt-3 flex flex-wrap items-center gap-2 text-sm"
    >
      <span className="font-semibold text-slate-700">Helpful?</span>
      <VoteButton
        label="Yes"
        count={votes?.yes ?? 0}
        pressed={votes?.mine === 'yes'}
        onClick={() => choose('yes')}
      />
      <VoteButton
        label="No"
        count={votes?.no ?? 0}
        flipped
        pressed={votes?.mine === 'no'}
        onClick={() => choose('no')}
      />
    </div>
  );
}
