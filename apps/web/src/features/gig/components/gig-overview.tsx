import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Avatar } from '../../../components/avatar';
import { sellerLevelLine } from '../../../components/gig-card';
import type { GigCard, GigOffer } from '../../../lib/api/gigs';
import { GigBreadcrumb } from './gig-breadcrumb';
import { GigGallery } from './gig-gallery';
import { GigScore } from './gig-score';

/** Breadcrumb, title, the seller's line and the gig's pictures: the top of the page. */
export function GigOverview({ card, offer }: { card: GigCard; offer: GigOffer }) {
  const { gig } = card;
  const { seller, queue } = offer;
  return (
    <div className="space-y-5">
      <GigBreadcrumb card={card} />
      <h1 className="break-words text-2xl font-bold leading-tight text-slate-900 sm:text-[2rem]">
        {gig.name}
      </h1>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-3">
          <Avatar name={seller.name} src={seller.avatar} size={48} />
          <div>
            <Link
              to={pagePaths.seller(seller.id)}
              className="font-bold text-slate-900 hover:text-brand-700 hover:underline"
            >
              {seller.name}
            </Link>
            <p className="text-sm text-slate-500">{sellerLevelLine(seller.level)}</p>
          </div>
        </div>
        <span className="hidden h-8 w-px bg-slate-200 sm:block" aria-hidden />
        <GigScore stars={gig.stars} count={gig.ratingCount} />
        {/* The seller's open orders; with none there is nothing to say. */}
        {queue > 0 && (
          <>
            <span className="hidden h-8 w-px bg-slate-200 sm:block" aria-hidden />
            <p className="text-sm text-slate-500">
              {queue} {queue === 1 ? 'Order' : 'Orders'} in Queue
            </p>
          </>
        )}
      </div>
      <GigGallery pictures={offer.pictures} image={gig.image} title={gig.name} />
    </div>
  );
}
