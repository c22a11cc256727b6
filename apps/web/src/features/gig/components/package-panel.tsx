import { useId, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import type { GigPackage } from '../../../lib/api/gigs';
import {
  allFeatures,
  deliveryLabel,
  formatPrice,
  ownName,
  TIER_NAMES,
} from '../../../lib/packages';
import { Icon } from '../../../components/icon';
import { PackageFeatures, PackageTerms } from '../../../components/package-terms';

export const COMPARE_ID = 'compare-packages';

/**
 * The packages the gig offers. With more than one, they are an ARIA tablist: arrow keys move
 * between tabs (and wrap), Home and End jump to the ends, and the focused tab is shown at once.
 * The chosen package is the page's, so the phone's sticky bar shows the same one. Continue opens
 * the checkout of the package shown.
 */
export function PackagePanel({
  gigId,
  packages,
  active,
  onSelect,
  available,
}: {
  gigId: number;
  packages: readonly GigPackage[];
  active: number;
  onSelect: (index: number) => void;
  /** False for a paused or archived gig: its packages are shown, none can be ordered. */
  available: boolean;
}) {
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const features = allFeatures(packages);
  const tabbed = packages.length > 1;

  const select = (index: number) => {
    const next = (index + packages.length) % packages.length;
    onSelect(next);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: packages.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <section
      aria-label="Packages"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {tabbed && (
        <div
          role="tablist"
          aria-label="Package"
          className="flex border-b border-slate-200"
          onKeyDown={onKeyDown}
        >
          {packages.map((pack, index) => (
            <button
              key={pack.tier}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={index === active}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={index === active ? 0 : -1}
              onClick={() => select(index)}
              className={`-mb-px flex-1 border-b-[3px] px-2 py-3.5 text-[0.95rem] font-semibold transition-colors focus-visible:-outline-offset-2 ${
                index === active
                  ? 'border-brand-700 bg-white text-slate-900'
                  : 'border-transparent bg-slate-50 text-slate-500 hover:bg-white hover:text-slate-800'
              }`}
            >
              {TIER_NAMES[pack.tier]}
            </button>
          ))}
        </div>
      )}
      {packages.map((pack, index) => (
        <div
          key={pack.tier}
          {...(tabbed && {
            role: 'tabpanel',
            id: `${baseId}-panel-${index}`,
            'aria-labelledby': `${baseId}-tab-${index}`,
          })}
          hidden={index !== active}
          className="p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <h2 className="min-w-0 break-words text-base font-bold text-slate-900">
              {tabbed || !ownName(pack) ? pack.name : `${TIER_NAMES[pack.tier]}: ${pack.name}`}
            </h2>
            <p className="shrink-0 text-2xl font-bold text-slate-900">{formatPrice(pack.price)}</p>
          </div>
          <p className="mt-3 break-words text-[0.95rem] leading-relaxed text-slate-600">
            {pack.description}
          </p>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
            <PackageTerms pack={pack} layout="row" />
          </ul>
          {(features.length > 0 || pack.extra) && (
            <ul className="mt-4 space-y-2 text-sm" aria-label="What's included">
              <PackageFeatures pack={pack} offered={features} />
            </ul>
          )}
          {available ? (
            <Link
              to={pagePaths.checkout(gigId, pack.tier)}
              className="mt-6 flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-slate-900 text-[0.95rem] font-bold text-white transition-colors hover:bg-slate-700"
            >
              Continue ({formatPrice(pack.price)})
              <Icon name="arrowRightSolid" className="size-4" />
            </Link>
          ) : (
            <p className="mt-6 flex h-12 w-full items-center justify-center rounded-lg bg-slate-100 text-[0.95rem] font-semibold text-slate-600">
              Not available to order right now
            </p>
          )}
          {tabbed && (
            <a
              href={`#${COMPARE_ID}`}
              className="mt-4 block text-center text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              Compare Packages
            </a>
          )}
        </div>
      ))}
    </section>
  );
}

/**
 * On a phone the panel scrolls away: this bar keeps the chosen package and Continue at the
 * bottom of the screen. Wide screens keep the panel itself in view instead.
 */
export function StickyPackageBar({ gigId, pack }: { gigId: number; pack: GigPackage }) {
  return (
    <div
      role="region"
      aria-label="Chosen package"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-3xl items-center gap-4">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-bold text-slate-900">
            {ownName(pack) ?? TIER_NAMES[pack.tier]}{' '}
            <span className="text-brand-800">{formatPrice(pack.price)}</span>
          </p>
          <p className="truncate text-xs font-medium text-slate-500">
            {ownName(pack) && `${TIER_NAMES[pack.tier]} · `}
            {deliveryLabel(pack.deliveryDays)}
          </p>
        </div>
        <Link
          to={pagePaths.checkout(gigId, pack.tier)}
          className="flex h-11 shrink-0 items-center gap-2 rounded-lg bg-slate-900 px-5 text-sm font-bold text-white transition-colors hover:bg-slate-700"
        >
          Continue ({formatPrice(pack.price)})
        </Link>
      </div>
    </div>
  );
}
