import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { servicePhrases } from '../utils/service-phrases';

const TAGS = 12;

/**
 * Searches for the services the category's popular gigs offer ("minimalist logo", "WordPress
 * website"): each phrase comes from a real title, so each search finds at least that gig.
 */
export function RelatedServices({
  categoryName,
  titles,
}: {
  categoryName: string;
  titles: string[] | undefined;
}) {
  const phrases = servicePhrases(titles ?? [], TAGS);
  if (titles && phrases.length === 0) return null;
  return (
    <section aria-labelledby="related-title">
      <h2 id="related-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
        Services related to {categoryName}
      </h2>
      <ul className="mt-5 flex flex-wrap gap-2.5">
        {titles
          ? phrases.map((phrase) => (
              <li key={phrase}>
                <Link
                  to={pagePaths.search(phrase)}
                  className="inline-flex h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 transition hover:border-slate-900 hover:text-slate-900"
                >
                  {phrase.charAt(0).toUpperCase() + phrase.slice(1)}
                </Link>
              </li>
            ))
          : [0, 1, 2, 3, 4, 5].map((index) => (
              <li
                key={index}
                aria-hidden
                className="h-10 w-32 animate-pulse rounded-full bg-slate-100"
              />
            ))}
      </ul>
    </section>
  );
}
