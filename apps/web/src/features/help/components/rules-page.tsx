import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { paymentQueries } from '../../../lib/api/payments';
import { settingsQueries } from '../../../lib/api/settings';
import { useMetaDescription } from '../../../lib/meta-description';
import { RULES_PAGES, type RulesPageName } from '@giglane/contract/page-heads';
import { RulesContent } from './rules-content';

/**
 * A page that says how Giglane works (Help, Buying, Selling, Trust & Safety, Terms, Privacy), with
 * the menu of all six. Its text is written from the server's settings: the fees, the delays and
 * who may review are the ones this server applies.
 */
export function RulesPage({ page }: { page: RulesPageName }) {
  const current = RULES_PAGES.find((entry) => entry.name === page)!;
  const market = useQuery(settingsQueries.marketplace());
  const money = useQuery(paymentQueries.settings());
  useMetaDescription(current.summary);

  return (
    <div className="bg-slate-50">
      <title>{`${current.title} | Giglane`}</title>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          <p className="text-sm font-bold uppercase tracking-wider text-brand-700">
            How Giglane works
          </p>
          <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{current.title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">{current.summary}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 lg:gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:py-12">
        <nav aria-label="How Giglane works" className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:flex-nowrap lg:gap-1">
            {RULES_PAGES.map((entry) => (
              <li key={entry.name}>
                <NavLink
                  to={entry.path}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2 text-sm font-semibold ${
                      isActive
                        ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200'
                        : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:text-slate-900 lg:bg-transparent lg:ring-0 lg:hover:bg-white'
                    }`
                  }
                >
                  {entry.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <article className="space-y-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {market.isError || money.isError ? (
            <LoadFailed
              text="We couldn't load this page. Check your connection and try again."
              onRetry={() => {
                void market.refetch();
                void money.refetch();
              }}
            />
          ) : market.data && money.data ? (
            <RulesContent page={page} rules={{ market: market.data, money: money.data }} />
          ) : (
            <div role="status" className="animate-pulse space-y-3">
              <span className="sr-only">Loading {current.title}</span>
              <div className="h-6 w-1/3 rounded bg-slate-200" />
              {[0, 1, 2, 3].map((line) => (
                <div key={line} className="h-4 rounded bg-slate-200" />
              ))}
            </div>
          )}
        </article>
      </div>
    </div>
  );
}
