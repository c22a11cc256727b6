import { Link } from 'react-router';
import { srcSetOf } from '@giglane/contract/gig-offer-values';
import { limits } from '@giglane/contract/ui-text';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon } from './icon';
import type { GigCard as GigCardData } from '../lib/api/gigs';

/** What a buyer reads a seller's level as; the server counts 0 (new) to 3 (top rated). */
export const SELLER_LEVEL_NAMES = ['New seller', 'Level 1', 'Level 2', 'Top Rated'] as const;

/** The gig page's 'Level N seller' line: 'Level 2 seller', 'Top Rated seller' or 'New seller'. */
export function sellerLevelLine(level: number): string {
  const name = SELLER_LEVEL_NAMES[level];
  return name && level > 0 ? `${name} seller` : SELLER_LEVEL_NAMES[0];
}

/**
 * A card title as the specification cuts it: longer than `cardTitleLimit` characters, it keeps
 * the first `cardTitleCut` and an ellipsis. The full title stays the link's accessible name.
 */
export function cardTitle(title: string): string {
  return title.length > limits.cardTitleLimit ? `${title.slice(0, limits.cardTitleCut)}…` : title;
}

/** How wide a card is in the result grids: four across on wide screens, two, then one. */
const CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/** "3 days delivery": the delivery time of the package whose price the card shows. */
export const deliveryLine = (days: number) => `${days} ${days === 1 ? 'day' : 'days'} delivery`;

export type GigCardProps = {
  card: GigCardData;
  /** 0–3, when the list knows it: shown as a badge beside the seller. */
  sellerLevel?: number;
  /** A Pro service: badged on the picture. */
  pro?: boolean;
  /** Cards below the fold load their pictures lazily. */
  lazy?: boolean;
};

/** A result card: cover, seller, cut title, rating, the delivery time and the Basic price. */
export function GigCard({ card, sellerLevel, pro = false, lazy = true }: GigCardProps) {
  const { gig, cover } = card;
  // A gig without any picture shows a frame: an empty `src` would fetch the page as an image.
  const picture = cover?.url ?? (gig.image || undefined);
  const href = pagePaths.gig(gig.id);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition duration-200 hover:-translate-y-0.5 hover:shadow-lg focus-within:shadow-lg">
      <div className="relative aspect-[16/9] overflow-hidden bg-slate-100">
        {picture ? (
          <img
            src={picture}
            srcSet={cover ? srcSetOf(cover) : undefined}
            sizes={cover ? CARD_SIZES : undefined}
            alt=""
            width={cover?.width ?? 800}
            height={cover?.height ?? 450}
            loading={lazy ? 'lazy' : 'eager'}
            decoding="async"
            className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <div aria-hidden className="flex size-full items-center justify-center text-slate-400">
            <Icon name="image" className="size-10" />
          </div>
        )}
        {pro && (
          <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-slate-900/85 px-2.5 py-1 text-xs font-bold text-white backdrop-blur-sm">
            <Icon name="proStar" className="size-3.5 text-accent" />
            Pro
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col px-4 pb-4 pt-3.5">
        <div className="flex items-center gap-2">
          {card.sellerAvatar ? (
            <img
              src={card.sellerAvatar}
              alt=""
              width={28}
              height={28}
              loading={lazy ? 'lazy' : 'eager'}
              className="size-7 shrink-0 rounded-full bg-slate-100 object-cover"
            />
          ) : (
            <span
              aria-hidden
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
            >
              {card.sellerName.trim().slice(0, 1).toUpperCase() || '?'}
            </span>
          )}
          <span className="min-w-0 truncate text-sm font-semibold text-slate-900">
            {card.sellerName}
          </span>
          {sellerLevel !== undefined && <LevelBadge level={sellerLevel} />}
        </div>
        <h3 className="mt-2.5 min-h-[1.5rem] text-[0.95rem] leading-6 text-slate-800">
          {/* The whole card is the link's target area; the title is its name. */}
          <Link
            to={href}
            title={gig.name}
            aria-label={gig.name}
            className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-brand-800 focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {cardTitle(gig.name)}
          </Link>
        </h3>
        <div className="mb-3 mt-1.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <Rating stars={gig.stars} count={gig.ratingCount} />
          <p className="flex items-center gap-1.5 whitespace-nowrap text-xs font-medium text-slate-500">
            <Icon name="clock" className="size-3.5 shrink-0" />
            {deliveryLine(card.deliveryDays)}
          </p>
        </div>
        <p className="mt-auto flex items-baseline justify-end gap-1.5 border-t border-slate-100 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
          From
          <span className="text-lg font-bold normal-case tracking-normal text-slate-900">
            US${gig.price}
          </span>
        </p>
      </div>
    </article>
  );
}

function LevelBadge({ level }: { level: number }) {
  const name = SELLER_LEVEL_NAMES[level];
  if (!name || level === 0) return null;
  const top = level === 3;
  return (
    <span
      className={`ml-auto shrink-0 rounded-md px-1.5 py-0.5 text-[0.7rem] font-bold uppercase tracking-wide ${
        top ? 'bg-amber-100 text-amber-900' : 'bg-brand-50 text-brand-800'
      }`}
    >
      {name}
    </span>
  );
}

/** One star and the average, as marketplaces show it on cards; a gig nobody rated says so. */
function Rating({ stars, count }: { stars: number; count: number }) {
  return (
    <p className="flex items-center gap-1 text-sm">
      {count === 0 ? (
        <span className="font-medium text-slate-500">New: no reviews yet</span>
      ) : (
        <>
          <Icon name="star" className="size-4 text-amber-500" />
          <span className="font-bold text-slate-900">
            <span className="sr-only">Rated </span>
            {stars}
            <span className="sr-only"> out of 5,</span>
          </span>
          <span className="text-slate-500">
            ({count.toLocaleString('en-US')}
            <span className="sr-only"> {count === 1 ? 'review' : 'reviews'}</span>)
          </span>
        </>
      )}
    </p>
  );
}
