import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useMatch, useOutletContext } from 'react-router';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import { PageNotice } from '../../components/page-notice';
import { refusalOf } from '../../lib/refusal';
import { isSeller, sellerQueries } from '../../lib/api/sellers';
import { useSession, type Session } from '../../lib/session';
import { SendToLogin } from '../send-to-login';

/** What the seller area tells its pages: whether the user sells, or is an admin come to edit. */
type SellerArea = { seller: boolean };

/** The seller area's word to its page; a page rendered outside it is a seller's. */
export const useSellerArea = () => useOutletContext<SellerArea | undefined>() ?? { seller: true };

/**
 * The seller dashboard's pages ("My gigs" and the gig editor): only for a signed-in seller, and
 * the editor of a saved gig also for an admin, who may edit any gig (not start one without
 * selling). A visitor is asked to sign in and comes back here; a user who sells nothing yet is
 * sent to the onboarding. The server refuses a non-seller's gig anyway; this guard is for people.
 */
export function Component() {
  const session = useSession();
  return session ? <SellersOnly session={session} /> : <SendToLogin />;
}

function SellersOnly({ session }: { session: Session }) {
  const editing = useMatch(pagePatterns.editSellerGig) !== null;
  const profile = useQuery(sellerQueries.mine());
  if (profile.isPending) return <AreaLoading label="Loading your seller dashboard…" />;
  if (profile.isError)
    return (
      <PageNotice title="Your seller dashboard could not load">
        <p className="mt-3 text-slate-600">
          {refusalOf(profile.error) ?? 'Check your connection and try again.'}
        </p>
        <button
          type="button"
          onClick={() => void profile.refetch()}
          className="mt-8 rounded-lg bg-brand-700 px-6 py-3 text-sm font-bold text-white hover:bg-brand-800"
        >
          Try again
        </button>
      </PageNotice>
    );
  if (isSeller(profile.data)) return <Outlet context={{ seller: true } satisfies SellerArea} />;
  if (editing && session.user.role === 'ADMIN')
    return <Outlet context={{ seller: false } satisfies SellerArea} />;
  return <Navigate to={pagePaths.becomeSeller()} replace />;
}

/** A page of the seller area on its way. */
export function AreaLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status">
      <span className="size-8 animate-spin rounded-full border-[3px] border-slate-200 border-t-brand-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
