import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Avatar } from '../../../components/avatar';
import { sellerLevelLine } from '../../../components/gig-card';
import { Icon } from '../../../components/icon';
import type { GigCard, GigOffer } from '../../../lib/api/gigs';
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

/** The seller's card: who they are, their rating over all their gigs, and their page. */
export function AboutSeller({
  card,
  seller,
  contact,
}: {
  card: GigCard;
  seller: GigOffer['seller'];
  /** "Contact Me": left out on the seller's own gig. */
  contact?: { onClick: () => void; pending: boolean };
}) {
  // The seller's public profile (skills, certifications); the offer carries name and rating.
  const profile = useQuery(userQueries.profile(seller.id));
  const sellerPage = pagePaths.seller(seller.id);
  return (
    <section aria-labelledby="about-seller-title">
      <h2 id="about-seller-title" className="text-xl font-bold text-slate-900">
        About The Seller
      </h2>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-center">
        <Link to={sellerPage} tabIndex={-1} aria-hidden className="shrink-0 self-start">
          <Avatar name={seller.name} src={seller.avatar} size={96} lazy />
        </Link>
        <div className="min-w-0">
          <Link
            to={sellerPage}
            className="text-lg font-bold text-slate-900 hover:text-brand-700 hover:underline"
          >
            {seller.name}
          </Link>
          {seller.headline && (
            <p className="break-words text-[0.95rem] text-slate-700">{seller.headline}</p>
          )}
          <p className="text-[0.95rem] text-slate-600">
            {card.categoryName} · {sellerLevelLine(seller.level)}
          </p>
          <div className="mt-1">
            <GigScore
              stars={seller.rating ?? 0}
              count={seller.rating === null ? 0 : seller.ratingCount}
              spelled
            />
          </div>
          <div className="mt-3 flex flex-wrap gap-3">
            {contact && (
              <button
                type="button"
                onClick={contact.onClick}
                disabled={contact.pending}
                className="rounded-lg border border-slate-800 px-5 py-2 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-800 hover:text-white disabled:cursor-wait disabled:opacity-60"
              >
                {contact.pending ? 'Opening…' : 'Contact Me'}
              </button>
            )}
            <Link
              to={sellerPage}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900"
            >
              View profile
            </Link>
          </div>
        </div>
      </div>
      {profile.isPending ? (
        <div className="mt-6 h-28 animate-pulse rounded-xl bg-slate-100" aria-hidden />
      ) : (
        (seller.country ||
          (profile.data &&
            (profile.data.skill.length > 0 || profile.data.certification.length > 0))) && (
          <div className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-5">
            {seller.country && (
              <div>
                <h3 className="text-sm font-semibold text-slate-500">From</h3>
                <p className="mt-1 flex items-center gap-1.5 font-semibold text-slate-800">
                  <Icon name="place" className="size-4 text-slate-500" />
                  {seller.country}
                </p>
              </div>
            )}
            <TagList title="Skills" items={profile.data?.skill ?? []} />
            <TagList title="Certifications" items={profile.data?.certification ?? []} />
          </div>
        )
      )}
    </section>
  );
}
