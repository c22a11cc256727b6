import type { ReactNode } from 'react';
import { readableDate } from '../lib/dates';
import { Avatar } from './avatar';
import { Icon } from './icon';
import { StarRating } from './star-rating';

/**
 * One review as the gig page and the seller page show it: the reviewer, their country when known,
 * the date, the stars and the text; `children` adds what a page shows beneath (votes, the gig).
 */
export function ReviewCard({
  reviewer,
  avatar,
  country,
  date,
  stars,
  text,
  children,
}: {
  reviewer: string;
  avatar: string;
  country: string;
  /** dd/mm/yyyy. */
  date: string;
  stars: number;
  text: string;
  children?: ReactNode;
}) {
  const when = readableDate(date);
  return (
    <article aria-label={`Review by ${reviewer}`} className="flex gap-4 py-6">
      <Avatar name={reviewer} src={avatar} size={48} lazy />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 className="font-bold text-slate-900">{reviewer}</h3>
          <time dateTime={when.iso} className="text-sm text-slate-500">
            {when.text}
          </time>
        </div>
        {country && (
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-500">
            <Icon name="globe" className="size-4" />
            {country}
          </p>
        )}
        <p className="mt-2 flex items-center gap-1.5 text-sm">
          <StarRating value={stars} />
          <span className="font-bold text-amber-700">{stars}</span>
        </p>
        <p className="mt-2 whitespace-pre-line break-words leading-relaxed text-slate-700">
          {text || <span className="italic text-slate-500">No written review.</span>}
        </p>
        {children}
      </div>
    </article>
  );
}
