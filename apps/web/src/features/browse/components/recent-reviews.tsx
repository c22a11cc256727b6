import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Avatar } from '../../../components/avatar';
import { Carousel } from '../../../components/carousel';
import { Icon } from '../../../components/icon';
import { StarRating } from '../../../components/star-rating';
import { reviewQueries, type RecentReview } from '../../../lib/api/reviews';
import { REVIEWS_AUTOPLAY_MS, REVIEWS_PER_VIEW, REVIEWS_TRANSITION_MS } from '../landing-content';

/**
 * "What buyers say": the latest 4- and 5-star reviews buyers wrote of completed orders, each with
 * the gig it is about. Real reviews, chosen by a rule the heading states; none yet, no section.
 */
export function RecentReviews() {
  const recent = useQuery(reviewQueries.recent());
  const quoted = recent.data ?? [];
  if (quoted.length === 0) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        What buyers say
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        The latest reviews of four and five stars, each written by a buyer after their order was
        completed.
      </p>
      <Carousel
        label="Recent reviews"
        perView={REVIEWS_PER_VIEW}
        autoplayMs={REVIEWS_AUTOPLAY_MS}
        transitionMs={REVIEWS_TRANSITION_MS}
        controls="below"
        gap={24}
        className="mt-8"
      >
        {quoted.map((review) => (
          <Quote key={review.id} review={review} />
        ))}
      </Carousel>
    </section>
  );
}

function Quote({ review }: { review: RecentReview }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <StarRating value={review.stars} label={`Rated ${review.stars} out of 5`} />
      <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-slate-800">
        <p className="line-clamp-6 break-words">“{review.text}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-4">
        <Avatar name={review.reviewer.name} src={review.reviewer.avatar} size={40} lazy />
        <div className="min-w-0 text-sm">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-slate-900">{review.reviewer.name}</span>
            {review.reviewer.country && (
              <span className="text-slate-500">{review.reviewer.country}</span>
            )}
          </p>
          <p className="mt-0.5 inline-flex items-center gap-1 text-xs font-semibold text-emerald-800">
            <Icon name="checkCircle" className="size-3.5" />
            Verified order
          </p>
          <p className="mt-1 truncate text-slate-600">
            On{' '}
            <Link
              to={pagePaths.gig(review.gig.id)}
              className="font-semibold text-brand-700 hover:underline"
            >
              {review.gig.title}
            </Link>{' '}
            by {review.seller.name}
          </p>
        </div>
      </figcaption>
    </figure>
  );
}
