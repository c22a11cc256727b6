import type { Services } from '../modules/services';

/** What the first HTML of a page says of it (modules/crawling/page-heads.ts). */
type PageHead = Awaited<ReturnType<Services['pageHeads']['answer']>>['head'];

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** The fields of structured data that hold an address. */
const ADDRESS_KEYS = new Set(['url', 'item', 'image', 'target']);

/** A site path made absolute; an absolute URL (a picture on another host) kept. */
const absoluteUrl = (value: string, origin: string) =>
  value.startsWith('/') && !value.startsWith('//') ? origin + value : value;

/** `data` with the site paths of its address fields made absolute, at any depth. */
function withAbsoluteAddresses(data: unknown, origin: string): unknown {
  if (Array.isArray(data)) return data.map((item) => withAbsoluteAddresses(item, origin));
  if (data === null || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      ADDRESS_KEYS.has(key) && typeof value === 'string'
        ? absoluteUrl(value, origin)
        : withAbsoluteAddresses(value, origin),
    ]),
  );
}

/**
 * JSON inside a script element: `<` escaped, so no text in it (a gig's title) can close the
 * element, and U+2028/2029 too, which old parsers took for line ends.
 */
const scriptJson = (data: unknown) =>
  JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

/**
 * `html` (the web app's index.html) with the page's own title and description in place of the
 * site's, and the tags crawlers and link previews read: canonical address, Open Graph, Twitter
 * card, robots and JSON-LD. Addresses are absolute, from `origin`.
 */
export function withHead(html: string, head: PageHead, origin: string): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags: string[] = [];
  if (!head.indexed) tags.push(meta('name', 'robots', 'noindex'));
  if (head.path) {
    const url = absoluteUrl(head.path, origin);
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
    tags.push(
      meta('property', 'og:site_name', 'Giglane'),
      meta('property', 'og:type', head.kind),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', url),
    );
    if (head.image) tags.push(meta('property', 'og:image', absoluteUrl(head.image, origin)));
    tags.push(
      meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', head.title),
      meta('name', 'twitter:description', head.description),
    );
    if (head.image) tags.push(meta('name', 'twitter:image', absoluteUrl(head.image, origin)));
  }
  for (const data of head.structuredData)
    tags.push(
      `<script type="application/ld+json">${scriptJson(withAbsoluteAddresses(data, origin))}</script>`,
    );
  // Replaced by functions: a `$` in a title is text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}
