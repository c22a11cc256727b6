import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PACKAGE_TIERS, srcSetOf } from '@giglane/contract/gig-offer-values';
import { GIG_EDITOR_STEPS, pagePaths, type GigEditorStep } from '@giglane/contract/page-paths';
import { Icon } from '../../../components/icon';
import { useNotifications } from '../../../components/notifications';
import { RichText } from '../../../components/rich-text';
import { refusalOf } from '../../../lib/refusal';
import { categoryQueries } from '../../../lib/api/categories';
import { useSetGigStatus, type GigPackage, type SellerGig } from '../../../lib/api/seller-gigs';
import { Panel, StepHeading, type EditorHome } from './editor-parts';
import { stepLabels } from './step-bar';

/** "pricing: the Basic package" → the step it names and what it asks for. */
function readMissing(item: string): { step: GigEditorStep | null; text: string } {
  const [, prefix = '', rest = item] = /^(\w+):\s*(.+)$/.exec(item) ?? [];
  const step = (GIG_EDITOR_STEPS as readonly string[]).includes(prefix)
    ? (prefix as GigEditorStep)
    : null;
  const text = step ? rest : item;
  return { step, text: text.charAt(0).toUpperCase() + text.slice(1) };
}

const revisionsText = (revisions: number | null) =>
  revisions === null ? 'Unlimited' : String(revisions);

/** Step 5: the gig as buyers will see it, what is still missing, and the switch that lists it. */
export function PublishStep({ gig, home }: { gig: SellerGig; home: EditorHome }) {
  const { notify } = useNotifications();
  const setStatus = useSetGigStatus();
  const menu = useQuery(categoryQueries.menu());
  const ready = gig.missing.length === 0;
  const packages = PACKAGE_TIERS.map((tier) => gig.packages[tier]).filter(
    (offered): offered is GigPackage => offered !== null,
  );
  const category = menu.data?.find((entry) => entry.id === gig.categoryId);
  const subcategory = menu.data
    ?.flatMap((entry) => entry.groups.flatMap((group) => group.subcategories))
    .find((node) => node.id === gig.subcategoryId);
  const cover = gig.pictures[0];

  const publish = () =>
    setStatus.mutate(
      { id: gig.id, status: 'active' },
      {
        onSuccess: () => notify('Published: buyers can find your gig now.', 'success'),
        onError: (error) =>
          notify(refusalOf(error) ?? 'The gig could not be published. Try again.', 'error'),
      },
    );

  return (
    <div>
      <StepHeading title="Publish">
        Check your gig as buyers will see it. Once nothing is missing, publish it: it shows in
        search and in its category at once.
      </StepHeading>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Panel>
          <div className="flex flex-col gap-5 sm:flex-row">
            <div className="aspect-[16/10] w-full shrink-0 overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200 sm:w-56">
              {cover ? (
                <img
                  src={cover.url}
                  srcSet={srcSetOf(cover)}
                  sizes="14rem"
                  alt="Cover picture"
                  width={cover.width}
                  height={cover.height}
                  className="size-full object-cover"
                />
              ) : (
                <span className="flex size-full items-center justify-center text-slate-400">
                  <Icon name="image" className="size-8" />
                </span>
              )}
            </div>
            <div className="min-w-0">
              <p className="text-sm text-slate-500">
                {[category?.name, subcategory?.name].filter(Boolean).join(' › ') || '—'}
              </p>
              <h3 className="mt-1 text-xl font-bold text-slate-900">{gig.title}</h3>
              {gig.tags.length > 0 && (
                <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
                  {gig.tags.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
              <p className="mt-3 text-sm text-slate-600">
                {gig.pictures.length} of 3 pictures · {gig.faq.length}{' '}
                {gig.faq.length === 1 ? 'question' : 'questions'} in the FAQ
              </p>
            </div>
          </div>

          {packages.length > 0 && (
            <div className="mt-6 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Packages</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
                    <th className="py-2 pr-3 font-semibold">Package</th>
                    <th className="py-2 pr-3 font-semibold">Price</th>
                    <th className="py-2 pr-3 font-semibold">Delivery</th>
                    <th className="py-2 font-semibold">Revisions</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {packages.map((offered) => (
                    <tr key={offered.tier}>
                      <th scope="row" className="py-2.5 pr-3 font-medium text-slate-900">
                        <span className="block text-xs font-semibold uppercase text-slate-500">
                          {offered.tier}
                        </span>
                        {offered.name}
                      </th>
                      <td className="py-2.5 pr-3 font-semibold text-slate-900">
                        US${offered.price}
                      </td>
                      <td className="py-2.5 pr-3 text-slate-700">
                        {offered.deliveryDays} {offered.deliveryDays === 1 ? 'day' : 'days'}
                      </td>
                      <td className="py-2.5 text-slate-700">{revisionsText(offered.revisions)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}

          {gig.description.trim() && (
            <div className="mt-6 border-t border-slate-100 pt-5">
              <h4 className="mb-2 text-sm font-bold text-slate-900">About this gig</h4>
              <RichText text={gig.description} className="text-sm" />
            </div>
          )}
        </Panel>

        <div className="space-y-4 lg:sticky lg:top-24">
          {gig.status === 'active' ? (
            <Live gig={gig} home={home} />
          ) : (
            <Panel title={ready ? 'Ready to publish' : 'Before you publish'}>
              {ready ? (
                <p className="flex items-start gap-2 text-sm text-slate-600">
                  <Icon name="checkCircle" className="size-5 shrink-0 text-emerald-600" />
                  Everything a buyer needs is here.
                  {gig.status === 'paused' && ' Resuming lists your gig again.'}
                </p>
              ) : (
                <ul aria-label="Still missing" className="space-y-2">
                  {gig.missing.map((item) => {
                    const { step, text } = readMissing(item);
                    return (
                      <li key={item} className="flex items-start gap-2 text-sm">
                        <Icon name="alert" className="mt-0.5 size-4 shrink-0 text-amber-600" />
                        {step ? (
                          <Link
                            to={pagePaths.editSellerGig(gig.id, step)}
                            className="text-slate-700 underline decoration-slate-300 underline-offset-2 hover:text-brand-700 hover:decoration-brand-600"
                          >
                            <span className="font-semibold">{stepLabels[step]}:</span> {text}
                          </Link>
                        ) : (
                          <span className="text-slate-700">{text}</span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
              <button
                type="button"
                disabled={!ready || setStatus.isPending}
                onClick={publish}
                className="mt-5 inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 text-sm font-bold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 disabled:shadow-none"
              >
                {setStatus.isPending
                  ? 'Publishing…'
                  : gig.status === 'paused'
                    ? 'Resume gig'
                    : 'Publish gig'}
              </button>
            </Panel>
          )}
          {gig.status !== 'active' && (
            <Link
              to={pagePaths.editSellerGig(gig.id, 'gallery')}
              className="inline-flex h-11 w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-700 transition hover:bg-slate-50"
            >
              Back to the gallery
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}

function Live({ gig, home }: { gig: SellerGig; home: EditorHome }) {
  return (
    <section
      aria-labelledby="gig-live"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 sm:p-6"
    >
      <p id="gig-live" className="flex items-center gap-2 text-base font-bold text-emerald-900">
        <Icon name="checkCircle" className="size-5 text-emerald-600" />
        Your gig is live
      </p>
      <p className="mt-1.5 text-sm text-emerald-900/80">
        Buyers can find it in search and in its category now.
      </p>
      <div className="mt-4 flex flex-col gap-2">
        <Link
          to={pagePaths.gig(gig.id)}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-emerald-700 px-5 text-sm font-bold text-white hover:bg-emerald-800"
        >
          View your live gig
          <Icon name="external" className="size-4" />
        </Link>
        <Link
          to={home.path}
          className="inline-flex h-11 items-center justify-center rounded-lg border border-emerald-300 bg-white px-5 text-sm font-semibold text-emerald-900 hover:bg-emerald-100/50"
        >
          Back to {home.label}
        </Link>
      </div>
    </section>
  );
}
