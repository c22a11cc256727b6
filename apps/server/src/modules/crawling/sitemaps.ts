/*
 * The sitemaps' rules (sitemaps.org): an index naming every sitemap file, each file at most
 * 50,000 URLs. Gigs and sellers are cut into files by id range, so a file is one range scan on a
 * primary key whatever the catalog's size, and a URL keeps its file as others come and go.
 */

/** The sitemaps.org limit of URLs in one file; each id range spans this many ids. */
export const IDS_PER_SITEMAP = 50_000;

/** What a sitemap file of records lists: gigs (their pages) or sellers (theirs). */
export const SITEMAP_KINDS = ['gigs', 'sellers'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The ids the n-th file (from 1) of a kind spans. */
export function idRangeOf(n: number): { from: number; to: number } {
  return { from: (n - 1) * IDS_PER_SITEMAP + 1, to: n * IDS_PER_SITEMAP };
}

/** How many files a kind needs to span ids up to `maxId`. */
export const filesFor = (maxId: number) => Math.ceil(Math.max(0, maxId) / IDS_PER_SITEMAP);

/** Text as XML character data. */
export const xmlText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
export const URLSET_OPEN = `${XML_HEAD}<urlset ${NAMESPACE}>\n`;
export const URLSET_CLOSE = '</urlset>\n';

/** One `<url>` of a file: the page's absolute address and when it last changed, if known. */
export function urlEntry(location: string, lastModified?: Date): string {
  const modified = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `<url><loc>${xmlText(location)}</loc>${modified}</url>\n`;
}

/** The index of every sitemap file, by their absolute addresses. */
export function sitemapIndex(locations: string[]): string {
  const entries = locations.map(
    (location) => `<sitemap><loc>${xmlText(location)}</loc></sitemap>\n`,
  );
  return `${XML_HEAD}<sitemapindex ${NAMESPACE}>\n${entries.join('')}</sitemapindex>\n`;
}
