import { StarRating } from '../../../components/star-rating';

/**
 * The gig's stars and number of reviews. A gig nobody has reviewed yet keeps the server's default
 * of 5 stars, which would read as a perfect score: it says "No reviews yet" instead.
 */
export function GigScore({
  stars,
  count,
  spelled = false,
}: {
  stars: number;
  count: number;
  spelled?: boolean;
}) {
  if (count === 0) return <p className="text-sm font-medium text-slate-500">No reviews yet</p>;
  const noun = count === 1 ? 'review' : 'reviews';
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <StarRating value={stars} />
      <span className="font-bold text-amber-700">{stars}</span>
      <span className="text-slate-500">
        {spelled ? (
          `(${count} ${noun})`
        ) : (
          <>
            ({count}
            <span className="sr-only"> {noun}</span>)
          </>
        )}
      </span>
    </p>
  );
}
