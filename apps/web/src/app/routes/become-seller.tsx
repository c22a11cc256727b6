import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon } from '../../components/icon';
import { PageNotice } from '../../components/page-notice';
import { isSeller, sellerQueries } from '../../lib/api/sellers';
import { useSession } from '../../lib/session';
import { SendToLogin } from '../send-to-login';
import { SellerOnboardingForm } from '../../features/seller/components/seller-onboarding-form';

/** /become-a-seller: the onboarding that makes a signed-in user's seller profile public. */
export function Component() {
  const session = useSession();
  return session ? <BecomeSellerPage /> : <SendToLogin />;
}

const steps = [
  {
    icon: 'person',
    title: 'Introduce yourself',
    text: 'A name, one line on what you do, your skills and languages.',
  },
  {
    icon: 'briefcase',
    title: 'Create your gigs',
    text: 'Up to three packages each, with their own price, delivery time and extras.',
  },
  {
    icon: 'store',
    title: 'Get orders',
    text: 'Buyers find your gigs in search and on your seller page.',
  },
] as const;

export function BecomeSellerPage() {
  const navigate = useNavigate();
  // The profile as it stands: a new seller starts from the account's name and skills.
  const profile = useQuery(sellerQueries.mine());
  const already = profile.data ? isSeller(profile.data) : false;
  const title = already ? 'Your seller profile' : 'Become a seller';

  if (profile.isError)
    return (
      <PageNotice title="Something went wrong">
        <p className="mt-3 text-slate-600">
          We couldn&apos;t load your profile. Check your connection and try again.
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

  return (
    <div className="bg-slate-50">
      <title>{`${title} | Giglane`}</title>
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_32rem] lg:gap-14 lg:py-14">
        <div className="lg:pt-4">
          <p className="text-sm font-bold uppercase tracking-wider text-brand-700">
            Sell on Giglane
          </p>
          <h1 className="mt-2 text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">
            {already ? 'Your seller profile' : 'Turn your skills into a business'}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-600">
            {already
              ? 'Keep what buyers read about you up to date: it shows on your seller page and beside every gig.'
              : 'Tell buyers who you are. Your seller page goes live as soon as you save, and you can create your first gig right after.'}
          </p>
          <ol className="mt-8 hidden space-y-5 sm:block">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
                  <Icon name={step.icon} className="size-5" />
                </span>
                <div>
                  <p className="font-bold text-slate-900">
                    {index + 1}. {step.title}
                  </p>
                  <p className="text-slate-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 className="text-xl font-bold text-slate-900">
            {already ? 'Edit your profile' : 'Your seller profile'}
          </h2>
          <p className="mb-6 mt-1 text-sm text-slate-500">Every field is required.</p>
          {profile.isPending ? (
            <div className="space-y-5" aria-busy="true" aria-label="Loading your profile">
              {[0, 1, 2, 3, 4].map((index) => (
                <div key={index} className="h-16 animate-pulse rounded-md bg-slate-100" />
              ))}
            </div>
          ) : (
            <SellerOnboardingForm
              profile={profile.data}
              onSaved={() => void navigate(pagePaths.sellerGigs())}
            />
          )}
        </div>
      </div>
    </div>
  );
}
