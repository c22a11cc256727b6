import { Icon } from '../../../components/icon';

/** A rating as a star and its value, with the count of ratings when given: "★ 4 (12)". */
export function StarScore({ stars, count }: { stars: number; count?: number }) {
  const spoken =
    count === undefined
      ? `${stars} out of 5 stars`
      : `${stars} out of 5 stars, ${count} ${count === 1 ? 'rating' : 'ratings'}`;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <Icon name="star" className="size-4 text-amber-500" />
      <span className="sr-only">{spoken}</span>
      <span aria-hidden className="font-semibold text-slate-900">
        {stars}
      </span>
      {count !== undefined && (
        <span aria-hidden className="text-slate-500">
          ({count})
        </span>
      )}
    </span>
  );
}
