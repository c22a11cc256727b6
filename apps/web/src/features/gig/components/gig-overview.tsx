import { Avatar } from '../../../components/avatar';
import { sellerLevelLine } from '../../../components/gig-card';
import type { GigCard } from '../../../lib/api/gigs';
import { GigBreadcrumb } from './gig-breadcrumb';
import { GigScore } from './gig-score';

/** Breadcrumb, title, the seller's line and the gig picture: the top of the page. */
export function GigOverview({ card }: { card: GigCard }) {
  const { gig } = card;
  return (
    <div className="space-y-5">
      <GigBreadcrumb card={card} />
      <h1 className="text-2xl font-bold leading-tight text-slate-900 sm:text-[2rem]">{gig.name}</h1>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-3">
          <Avatar name={card.sellerName} src={card.sellerAvatar} size={48} />
          <div>
            <p className="font-bold text-slate-900">{card.sellerName}</p>
            <p className="text-sm text-slate-500">{sellerLevelLine(card.sellerLevel)}</p>
          </div>
        </div>
        <span className="hidden h-8 w-px bg-slate-200 sm:block" aria-hidden />
        <GigScore stars={gig.stars} count={gig.ratingCount} />
        <span className="hidden h-8 w-px bg-slate-200 sm:block" aria-hidden />
        <p className="text-sm text-slate-500">4 Orders in Queue</p>
      </div>
      <img
        src={gig.image}
        alt={gig.name}
        width={800}
        height={450}
        loading="eager"
        fetchPriority="high"
        className="aspect-[16/9] w-full rounded-xl border border-slate-200 bg-slate-100 object-cover"
      />
    </div>
  );
}
