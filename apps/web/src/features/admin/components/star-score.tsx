/** A rating as a star and its value, with the count of ratings when given: "★ 4 (12)". */
export function StarScore({ stars, count }: { stars: number; count?: number }) {
  const spoken =
    count === undefined
      ? `${stars} out of 5 stars`
      : `${stars} out of 5 stars, ${count} ${count === 1 ? 'rating' : 'ratings'}`;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <svg viewBox="0 0 20 20" className="size-4 text-amber-500" fill="currentColor" aria-hidden>
        <path d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8L10 1.6z" />
      </svg>
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
