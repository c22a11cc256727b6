import type { ReactNode } from 'react';
import { Avatar } from '../../../components/avatar';
import { sellerLevelLine } from '../../../components/gig-card';
import { Icon } from '../../../components/icon';
import {
  CertificationList,
  EducationList,
  LanguageList,
} from '../../../components/profile-sections';
import { StarRating } from '../../../components/star-rating';
import type { ProfileDetails } from '../../../lib/api/profiles';
import type { SellerProfile } from '../../../lib/api/sellers';

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

/** "Mar 2024" from an ISO date-time; the raw text when it cannot be read. */
function since(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : monthYear.format(date);
}

function Fact({
  icon,
  label,
  value,
}: {
  icon: 'place' | 'person' | 'chat';
  label: string;
  value: string;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5 text-sm">
      <dt className="flex items-center gap-2 text-slate-500">
        <Icon name={icon} className="size-4 shrink-0" />
        {label}
      </dt>
      <dd className="min-w-0 break-words text-right font-semibold text-slate-800">{value}</dd>
    </div>
  );
}

/**
 * Who the seller is: portrait, name, level, rating, the facts a buyer checks first, "Contact me"
 * (left out on the seller's own page), and the languages, education and certifications they
 * entered. A section they left empty is not shown.
 */
export function SellerProfileCard({
  seller,
  details,
  contact,
}: {
  seller: SellerProfile;
  /** The profile's sections; until they arrive the languages show without their levels. */
  details: ProfileDetails | undefined;
  contact?: { onClick: () => void; pending: boolean };
}) {
  const reviews = `${seller.ratingCount.toLocaleString('en-US')} ${seller.ratingCount === 1 ? 'review' : 'reviews'}`;
  return (
    <section
      aria-label="Seller profile"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-col items-center text-center">
        <div className="relative">
          <Avatar name={seller.displayName} src={seller.avatar} size={96} />
          {seller.online && (
            <span className="absolute bottom-1 right-1 size-4 rounded-full border-2 border-white bg-emerald-500">
              <span className="sr-only">Online</span>
            </span>
          )}
        </div>
        <h1 className="mt-4 break-words text-2xl font-bold text-slate-900">{seller.displayName}</h1>
        {seller.headline && (
          <p className="mt-1.5 break-words leading-snug text-slate-600">{seller.headline}</p>
        )}
        <p className="mt-3 rounded-full bg-brand-50 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-800">
          {sellerLevelLine(seller.level)}
        </p>
        <p className="mt-3 flex items-center gap-1.5 text-sm">
          {seller.rating === null ? (
            <span className="font-medium text-slate-500">No reviews yet</span>
          ) : (
            <>
              <StarRating value={seller.rating} />
              <span className="font-bold text-amber-700">{seller.rating.toFixed(1)}</span>
              <span className="text-slate-500">({reviews})</span>
            </>
          )}
        </p>
        {contact && (
          <button
            type="button"
            onClick={contact.onClick}
            disabled={contact.pending}
            className="mt-5 inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg border border-slate-800 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-800 hover:text-white disabled:cursor-wait disabled:opacity-60"
          >
            <Icon name="chat" className="size-4" />
            {contact.pending ? 'Opening…' : 'Contact Me'}
          </button>
        )}
      </div>
      <dl className="mt-6 divide-y divide-slate-100 border-t border-slate-100">
        {seller.country && <Fact icon="place" label="From" value={seller.country} />}
        <Fact icon="person" label="Member since" value={since(seller.memberSince)} />
        {!details && seller.languages.length > 0 && (
          <Fact icon="chat" label="Languages" value={seller.languages.join(', ')} />
        )}
      </dl>
      {details && details.languages.length > 0 && (
        <CardSection title="Languages">
          <LanguageList languages={details.languages} />
        </CardSection>
      )}
      {seller.skills.length > 0 && (
        <CardSection title="Skills">
          <ul className="flex flex-wrap gap-2">
            {seller.skills.map((skill) => (
              <li
                key={skill}
                className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-700"
              >
                {skill}
              </li>
            ))}
          </ul>
        </CardSection>
      )}
      {details && details.education.length > 0 && (
        <CardSection title="Education">
          <EducationList education={details.education} />
        </CardSection>
      )}
      {details && details.certifications.length > 0 && (
        <CardSection title="Certification">
          <CertificationList certifications={details.certifications} />
        </CardSection>
      )}
    </section>
  );
}

function CardSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-5 border-t border-slate-100 pt-5">
      <h2 className="mb-3 text-sm font-bold text-slate-900">{title}</h2>
      {children}
    </div>
  );
}
