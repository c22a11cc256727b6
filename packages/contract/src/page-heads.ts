import { pagePaths } from './page-paths';

/**
 * What a public page's head says of it (title, description), written once for the server, which
 * puts it in the first HTML for crawlers and link previews, and for the pages, which keep it while
 * they are shown. No schemas here: pages import it freely.
 */

/**
 * The cookie the web app also keeps its session's token in. The API never reads it (a cookie
 * would make every write forgeable from another site); the server reads it only to tell whom a
 * page's first HTML is for, as for a paused gig's past buyers.
 */
export const SESSION_COOKIE = 'accessToken';

/** A page's `<title>`: its own name, then the site's. */
export const pageTitle = (name: string) => `${name} | Giglane`;

/** The site's own title and description: the home page's, and any page's without its own. */
export const SITE_TITLE = 'Giglane · Freelance services marketplace';
export const SITE_DESCRIPTION =
  'Giglane: find freelance services for your business — logo design, websites, video, writing and more.';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** `text` on one line, cut at a word to a description's length. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The pages that say how Giglane works, in the order their menu lists them. */
export const RULES_PAGES = [
  {
    name: 'help',
    path: pagePaths.help(),
    title: 'Help & Support',
    summary:
      'How ordering, delivery, revisions, cancellation, reviews, payments and messages work.',
  },
  {
    name: 'buying',
    path: pagePaths.buying(),
    title: 'Buying on Giglane',
    summary: 'From finding a gig to accepting the work, step by step.',
  },
  {
    name: 'selling',
    path: pagePaths.selling(),
    title: 'Selling on Giglane',
    summary: 'From your seller profile to being paid for accepted work.',
  },
  {
    name: 'trustAndSafety',
    path: pagePaths.trustAndSafety(),
    title: 'Trust & Safety',
    summary: 'What protects your account, your money, your files and the ratings you read.',
  },
  {
    name: 'terms',
    path: pagePaths.terms(),
    title: 'Terms of Service',
    summary: 'The rules every buyer and seller agrees to.',
  },
  {
    name: 'privacy',
    path: pagePaths.privacy(),
    title: 'Privacy Policy',
    summary: 'What Giglane keeps about you, who sees it, and how to remove it.',
  },
] as const;

export type RulesPageName = (typeof RULES_PAGES)[number]['name'];

/** A seller page's description: who they are and how much they offer. */
export function sellerDescription(seller: { displayName: string; headline: string }, gigs: number) {
  const offers = `${gigs} ${gigs === 1 ? 'gig' : 'gigs'} on Giglane`;
  return seller.headline
    ? `${seller.displayName}: ${seller.headline}. ${offers}.`
    : `${seller.displayName}: ${offers}.`;
}

/** A gig page's description: its starting price, then what the seller says of it. */
export const gigDescription = (startingPrice: number, summary: string) =>
  shortDescription(`From US$${startingPrice}. ${summary}`);

/** A search's title: what was looked for. */
export const searchHeading = (keyword: string) => `Results for "${keyword}"`;
