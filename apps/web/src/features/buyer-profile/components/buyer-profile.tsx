import { useId } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Avatar } from '../../../components/avatar';
import { Icon } from '../../../components/icon';
import { ReportButton } from '../../../components/report-button';
import { StarRating } from '../../../components/star-rating';
import type { BuyerReviewsReply } from '../../../lib/api/profiles';
import { readableInstant } from '../../../lib/dates';
import { useSession } from '../../../lib/session';

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

/** "1 review from sellers", "12 reviews from sellers". */
const fromSellers = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'} from sellers`;

/** Who the buyer is: their picture, name, country, when they joined and their rating as a buyer. */
function BuyerCard({ profile }: { profile: BuyerReviewsReply }) {
  const { buyer } = profile;
  const viewerId = useSession()?.user.id;
  return (
    <section
      aria-label="Buyer profile"
      className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
    >
      <div className="flex justify-center">
        <Avatar name={buyer.name} src={buyer.avatar} size={96} />
      </div>
      <h1 className="mt-4 break-words text-2xl font-bold text-slate-900">{buyer.name}</h1>
      <p className="mt-1 text-sm font-semibold uppercase tracking-wide text-slate-500">Buyer</p>
      <p className="mt-3 flex items-center justify-center gap-1.5 text-sm">
        {profile.average === null ? (
          <span className="font-medium text-slate-500">No reviews from sellers yet</span>
        ) : (
          <>
            <StarRating value={profile.average} />
            <span className="font-bold text-amber-700">{profile.average.toFixed(1)}</span>
            <span className="text-slate-500">({profile.count.toLocaleString('en-US')})</span>
          </>
        )}
      </p>
      <dl className="mt-6 divide-y divide-slate-100 border-t border-slate-100 text-left text-sm">
        {buyer.country && (
          <div className="flex items-center justify-between gap-4 py-3">
            <dt className="flex items-center gap-2 text-slate-500">
              <Icon name="place" className="size-4" />
              From
            </dt>
            <dd className="font-semibold text-slate-800">{buyer.country}</dd>
          </div>
        )}
        <div className="flex items-center justify-between gap-4 py-3">
          <dt className="flex items-center gap-2 text-slate-500">
            <Icon name="person" className="size-4" />
            Member since
          </dt>
          <dd className="font-semibold text-slate-800">
            {monthYear.format(new Date(buyer.memberSince))}
          </dd>
        </div>
      </dl>
      {viewerId !== buyer.id && (
        <ReportButton type="user" id={buyer.id} label={`Report ${buyer.name}`} className="mt-3" />
      )}
    </section>
  );
}

/**
 * A user's public buyer profile (decision 054): who they are and what the sellers they bought from
 * said of them, once each order's two reviews were published.
 */
export function BuyerProfile({ profile }: { profile: BuyerReviewsReply }) {
  const titleId = useId();
  const { buyer, reviews } = profile;
  const viewerId = useSession()?.user.id;
  return (
    <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-x-10 lg:py-12">
      <BuyerCard profile={profile} />
      <section aria-labelledby={titleId} className="min-w-0">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          What sellers say about {buyer.name}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {profile.count === 0
            ? 'Sellers review their buyers after an order is completed.'
            : fromSellers(profile.count)}
        </p>
        {reviews.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600">
            No seller has reviewed {buyer.name} yet.
          </p>
        ) : (
          <ul
            aria-label="Reviews from sellers"
            className="mt-4 divide-y divide-slate-200 border-y border-slate-200"
          >
            {reviews.map((review) => (
              <li key={review.id}>
                <article aria-label={`Review by ${review.seller.name}`} className="flex gap-4 py-6">
                  <Avatar name={review.seller.name} src={review.seller.avatar} size={48} lazy />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                      <h3 className="font-bold text-slate-900">
                        <Link
                          to={pagePaths.seller(review.seller.id)}
                          className="hover:text-brand-700 hover:underline"
                        >
                          {review.seller.name}
                        </Link>
                      </h3>
                      <time dateTime={review.createdAt} className="text-sm text-slate-500">
                        {readableInstant(review.createdAt)}
                      </time>
                    </div>
                    <p className="mt-2 flex items-center gap-1.5 text-sm">
                      <StarRating value={review.stars} />
                      <span className="font-bold text-amber-700">{review.stars}</span>
                    </p>
                    <p className="mt-2 whitespace-pre-line break-words leading-relaxed text-slate-700">
                      {review.text}
                    </p>
                    <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                      <p className="min-w-0 truncate text-sm text-slate-500">
                        On {review.gigTitle}
                      </p>
                      {viewerId !== review.seller.id && (
                        <ReportButton
                          type="buyer-review"
                          id={review.id}
                          label={`Report the review by ${review.seller.name}`}
                        />
                      )}
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
