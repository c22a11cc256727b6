import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { CoverImage } from '../../../components/cover-image';
import { GigStatusBadge } from '../../../components/gig-status-badge';
import { Icon } from '../../../components/icon';
import { useNotifications } from '../../../components/notifications';
import { refusalOf } from '../../../lib/refusal';
import {
  useDeleteSellerGig,
  useSetGigStatus,
  type SellerGigRow,
} from '../../../lib/api/seller-gigs';

const updated = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "US$5", or "US$5 – US$120" across the packages; null before pricing is saved. */
function priceRange(gig: SellerGigRow): string | null {
  if (gig.minPrice === null) return null;
  return gig.maxPrice === null || gig.maxPrice === gig.minPrice
    ? `US$${gig.minPrice}`
    : `US$${gig.minPrice} – US$${gig.maxPrice}`;
}

/** One of the seller's gigs with its figures and what can be done with it now. */
export function GigRow({ gig }: { gig: SellerGigRow }) {
  const { notify, confirm } = useNotifications();
  const setStatus = useSetGigStatus();
  const remove = useDeleteSellerGig();
  const busy = setStatus.isPending || remove.isPending;
  const price = priceRange(gig);
  const title = gig.title || 'Untitled gig';
  // An archived gig can no longer be changed: its page is all there is to open.
  const archived = gig.status === 'archived';
  const opened = archived ? pagePaths.gig(gig.id) : pagePaths.editSellerGig(gig.id);

  const changeStatus = (status: 'active' | 'paused') =>
    setStatus.mutate(
      { id: gig.id, status },
      {
        onSuccess: () =>
          notify(status === 'paused' ? 'The gig is paused.' : 'The gig is live again.', 'success'),
        onError: (error) =>
          notify(refusalOf(error) ?? 'The gig could not be changed. Try again.', 'error'),
      },
    );

  const deleteGig = async () => {
    const question =
      gig.orders > 0
        ? `Delete "${title}"? It has orders, so it will be archived: it leaves Giglane, and its ` +
          'orders, messages, deliveries and reviews stay.'
        : `Delete "${title}"? This cannot be undone.`;
    if (!(await confirm(question))) return;
    remove.mutate(gig.id, {
      onSuccess: ({ archived: kept }) =>
        notify(
          kept ? 'The gig is archived: its orders and reviews stay.' : 'The gig is deleted.',
          'success',
        ),
      onError: (error) =>
        notify(refusalOf(error) ?? 'The gig could not be deleted. Try again.', 'error'),
    });
  };

  return (
    <li className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 p-4 sm:grid-cols-[8rem_minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_8rem_7rem_6rem_15rem] lg:items-center lg:px-5">
      <div className="contents lg:flex lg:min-w-0 lg:items-center lg:gap-4">
        <Link
          to={opened}
          tabIndex={-1}
          aria-hidden
          className="row-span-2 block aspect-[16/10] w-full shrink-0 overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200 lg:row-span-1 lg:w-32"
        >
          <CoverImage cover={gig.cover} sizes="8rem" />
        </Link>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <GigStatusBadge status={gig.status} />
            <span className="text-xs text-slate-500">
              Updated {updated.format(new Date(gig.updatedAt))}
            </span>
          </div>
          <Link
            to={opened}
            className="mt-1.5 line-clamp-2 font-semibold text-slate-900 hover:text-brand-700 hover:underline"
          >
            {title}
          </Link>
        </div>
      </div>

      <dl className="col-start-2 flex flex-wrap gap-x-5 gap-y-1 text-sm lg:contents">
        <Figure label="Price">{price ?? <span className="text-slate-500">Not priced</span>}</Figure>
        <Figure label="Rating">
          {gig.ratingCount > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Icon name="star" className="size-4 text-amber-500" />
              {gig.stars}
              <span className="font-normal text-slate-500">({gig.ratingCount})</span>
            </span>
          ) : (
            <span className="font-normal text-slate-500">No reviews</span>
          )}
        </Figure>
        <Figure label="Orders">
          {gig.orders}
          {gig.openOrders > 0 && (
            <span className="font-normal text-slate-500"> · {gig.openOrders} open</span>
          )}
        </Figure>
      </dl>

      <div className="col-span-2 flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-3 lg:col-span-1 lg:flex-nowrap lg:border-0 lg:pt-0">
        {(gig.status === 'active' || archived) && (
          <Link
            to={pagePaths.gig(gig.id)}
            aria-label={`View ${title}`}
            title="View on Giglane"
            className={iconButton}
          >
            <Icon name="external" className="size-[1.125rem]" />
          </Link>
        )}
        {gig.status === 'active' && (
          <ActionButton disabled={busy} onClick={() => changeStatus('paused')} icon="pause">
            Pause
          </ActionButton>
        )}
        {gig.status === 'paused' && (
          <ActionButton disabled={busy} onClick={() => changeStatus('active')} icon="play">
            Resume
          </ActionButton>
        )}
        {gig.status === 'draft' && (
          <Link to={pagePaths.editSellerGig(gig.id, 'publish')} className={textButton}>
            <Icon name="checkCircle" className="size-4" />
            Publish
          </Link>
        )}
        {!archived && (
          <>
            <Link
              to={pagePaths.editSellerGig(gig.id)}
              aria-label={`Edit ${title}`}
              title="Edit"
              className={iconButton}
            >
              <Icon name="pencil" className="size-[1.125rem]" />
            </Link>
            <button
              type="button"
              disabled={busy}
              onClick={() => void deleteGig()}
              aria-label={`Delete ${title}`}
              title="Delete"
              className={`${iconButton} hover:border-rose-200 hover:bg-rose-50 hover:text-rose-700`}
            >
              <Icon name="trash" className="size-[1.125rem]" />
            </button>
          </>
        )}
      </div>
    </li>
  );
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg border border-slate-200 text-slate-600 transition hover:bg-slate-50 hover:text-slate-900 disabled:opacity-50';
const textButton =
  'inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-200 px-3 text-sm font-semibold text-slate-700 transition hover:bg-slate-50 disabled:opacity-50';

function ActionButton({
  icon,
  children,
  ...button
}: {
  icon: 'pause' | 'play';
  children: ReactNode;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className={textButton} {...button}>
      <Icon name={icon} className="size-4" />
      {children}
    </button>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline gap-1.5 lg:block">
      <dt className="text-slate-500 lg:sr-only">{label}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
