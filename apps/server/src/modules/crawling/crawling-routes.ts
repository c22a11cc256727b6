import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { pagePaths } from '@giglane/contract/page-paths';
import type { SitemapRow, SitemapsRepository } from './sitemaps-repository';
import {
  filesFor,
  idRangeOf,
  sitemapIndex,
  urlEntry,
  URLSET_CLOSE,
  URLSET_OPEN,
  type SitemapKind,
} from './sitemaps';

/** The pages that are not records: the home page and the pages that say the rules. */
const FIXED_PAGES = [
  pagePaths.home(),
  pagePaths.help(),
  pagePaths.buying(),
  pagePaths.selling(),
  pagePaths.trustAndSafety(),
  pagePaths.terms(),
  pagePaths.privacy(),
];

/** The signed-in areas: nothing there is for a search engine. */
const PRIVATE_PATHS = [
  '/admin/',
  '/orders',
  '/billing',
  '/inbox',
  '/notifications',
  '/profile',
  '/checkout/',
  '/seller-dashboard/',
];

const PAGE_OF: Record<SitemapKind, (id: number) => string> = {
  gigs: (id) => pagePaths.gig(id),
  sellers: (id) => pagePaths.seller(id),
};

/** Sitemaps are rebuilt from the database on each request; crawlers may keep them an hour. */
const CACHE = 'public, max-age=3600';

/**
 * `robots.txt` and the sitemaps a search engine reads (sitemaps.org): an index, a file of the
 * fixed and catalog pages, and the gigs' and sellers' files by id range, each streamed from the
 * database a chunk at a time. Addresses are absolute: PUBLIC_URL, else the request's own origin.
 */
export const crawlingRoutes: FastifyPluginAsync<{
  sitemaps: SitemapsRepository;
  publicUrl: string | undefined;
}> = async (app, { sitemaps, publicUrl }) => {
  const originOf = (request: FastifyRequest) =>
    publicUrl ?? `${request.protocol}://${request.host}`;

  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) => {
    const lines = [
      'User-agent: *',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      'Disallow: /api/',
      '',
      `Sitemap: ${originOf(request)}/sitemap.xml`,
      '',
    ];
    return reply
      .header('Cache-Control', CACHE)
      .type('text/plain; charset=utf-8')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const max = await sitemaps.maxIds();
    const files = [`${origin}/sitemaps/pages.xml`];
    for (const kind of ['gigs', 'sellers'] as const)
      for (let n = 1; n <= filesFor(max[kind]); n += 1)
        files.push(`${origin}/sitemaps/${kind}-${n}.xml`);
    return reply
      .header('Cache-Control', CACHE)
      .type('application/xml; charset=utf-8')
      .send(sitemapIndex(files));
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const catalog = await sitemaps.catalogPages();
    const paths = [
      ...FIXED_PAGES,
      ...catalog.categories.map((id) => pagePaths.category(id)),
      ...catalog.subcategories.map((id) => pagePaths.subcategory(id)),
    ];
    const body = URLSET_OPEN + paths.map((path) => urlEntry(origin + path)).join('') + URLSET_CLOSE;
    return reply.header('Cache-Control', CACHE).type('application/xml; charset=utf-8').send(body);
  });

  app.get<{ Params: { kind: string; n: string } }>(
    '/sitemaps/:kind(gigs|sellers)-:n(^\\d{1,6}).xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const kind = request.params.kind as SitemapKind;
      const n = Number(request.params.n);
      const max = await sitemaps.maxIds();
      if (n < 1 || n > filesFor(max[kind]))
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const { from, to } = idRangeOf(n);
      const rows = kind === 'gigs' ? sitemaps.listedGigs(from, to) : sitemaps.sellers(from, to);
      const origin = originOf(request);
      async function* xml(source: AsyncGenerator<SitemapRow>) {
        yield URLSET_OPEN;
        for await (const row of source)
          yield urlEntry(origin + PAGE_OF[kind](row.id), row.updatedAt ?? undefined);
        yield URLSET_CLOSE;
      }
      return reply
        .header('Cache-Control', CACHE)
        .type('application/xml; charset=utf-8')
        .send(Readable.from(xml(rows)));
    },
  );
};
