import { useQuery } from '@tanstack/react-query';
import { Avatar } from '../../../components/avatar';
import { sellerLevelLine } from '../../../components/gig-card';
import type { GigCard } from '../../../lib/api/gigs';
import { userQueries } from '../../../lib/api/users';
import { GigScore } from './gig-score';

function TagList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-500">{title}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AboutSeller({ card, onContact }: { card: GigCard; onContact: () => void }) {
  const { gig } = card;
  // The seller's public profile (skills, certifications); the card carries name and avatar.
  const seller = useQuery(userQueries.profile(gig.sellerId));
  return (
    <section aria-labelledby="about-seller-title">
      <h2 id="about-seller-title" className="text-xl font-bold text-slate-900">
        About The Seller
      </h2>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar name={card.sellerName} src={card.sellerAvatar} size={96} lazy />
        <div className="min-w-0">
          <p className="text-lg font-bold text-slate-900">{card.sellerName}</p>
          <p className="text-[0.95rem] text-slate-600">
            {card.categoryName} · {sellerLevelLine(card.sellerLevel)}
          </p>
          <div className="mt-1">
            <GigScore stars={gig.stars} count={gig.ratingCount} spelled />
          </div>
          <button
            type="button"
            onClick={onContact}
            className="mt-3 rounded-lg border border-slate-800 px-5 py-2 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-800 hover:text-white"
          >
            Contact Me
          </button>
        </div>
      </div>
      {seller.isPending ? (
        <div className="mt-6 h-28 animate-pulse rounded-xl bg-slate-100" aria-hidden />
      ) : (
        seller.data &&
        (seller.data.skill.length > 0 || seller.data.certification.length > 0) && (
          <div className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-5">
            <TagList title="Skills" items={seller.data.skill} />
            <TagList title="Certifications" items={seller.data.certification} />
          </div>
        )
      )}
    </section>
  );
}
