import type { ReactNode } from 'react';
import type { ReviewReply } from '../lib/api/reviews';
import { readableDate, readableInstant } from '../lib/dates';
import { Avatar } from './avatar';
import { Icon } from './icon';
import { StarRating } from './star-rating';

/**
 * One review as the gig page and the seller page show it: the reviewer, their country when known,
 * the date, the stars, "Verified order" when a buyer wrote it from a completed order (or that a
 * comment without an order is left out of the rating), the text and
 * the seller's reply; `children` adds what a page shows beneath (votes, the gig).
 */
export function ReviewCard({
  reviewer,
  avatar,
  country,
  date,
  stars,
  text,
  verified = false,
  counted = true,
  reply = null,
  children,
}: {
  reviewer: string;
  avatar: string;
  country: string;
  /** dd/mm/yyyy. */
  date: string;
  stars: number;
  text: string;
  verified?: boolean;
  /** False: a comment from someone without a completed order, left out of the rating. */
  counted?: boolean;
  reply?: ReviewReply | null;
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
        <p className="mt-2 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
          <StarRating value={stars} />
          <span className="font-bold text-amber-700">{stars}</span>
          {verified && (
            <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              <Icon name="checkCircle" className="size-3.5" />
              Verified order
            </span>
          )}
          {!counted && (
            <span className="ml-2 inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">
              Comment · not in the rating
            </span>
          )}
        </p>
        <p className="mt-2 whitespace-pre-line break-words leading-relaxed text-slate-700">
          {text || <span className="italic text-slate-500">No written review.</span>}
        </p>
        {reply && <ReviewReplyNote reply={reply} title="Seller's response" className="mt-4" />}
        {children}
      </div>
    </article>
  );
}

/** The seller's one reply under a review: under its card, and on the order's page. */
export function ReviewReplyNote({
  reply,
  title,
  className = '',
}: {
  reply: ReviewReply;
  title: string;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={title}
      className={`rounded-lg border-l-4 border-brand-600 bg-slate-50 px-4 py-3 ${className}`}
    >
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-bold text-slate-900">{title}</span>
        <time dateTime={reply.at} className="text-slate-500">
          {readableInstant(reply.at)}
        </time>
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-sm leading-relaxed text-slate-700">
        {reply.text}
      </p>
    </div>
  );
}
