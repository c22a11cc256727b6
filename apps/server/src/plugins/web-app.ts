import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { GIG_PAGE_PICTURE_SIZES } from '@giglane/contract/gig-offer-values';
import { SESSION_COOKIE } from '@giglane/contract/page-heads';
import { pagePatterns } from '@giglane/contract/page-paths';
import { idParam } from '@giglane/contract/wire';
import type { Listen } from '../db/client';
import { createPageCache } from '../lib/page-cache';
import { withPageReads } from '../lib/page-reads';
import type { Repositories } from '../modules/repositories';
import { withHead } from './page-head-html';
import {
  absolutePicture,
  createPageHints,
  pagesOfBuild,
  patternRegExp,
  scriptsAfterContent,
  withHints,
  type PageName,
  type PictureOf,
} from './page-hints';

/**
 * How the pages whose largest paint is a picture find it before they run (see page-hints); every
 * other page's hints are its chunks alone.
 */
function pagePictures(repos: Repositories): Partial<Record<PageName, PictureOf>> {
  // The hero's first slide (landing-content.ts), shown before any other.
  const hero = () => ({ url: '/media/hero-web-design.svg' });
  return {
    landing: hero,
    home: hero,
    async gig({ id: text = '' }) {
      // The API's own rule for a record id: a digit string past 32 bits names no gig.
      const id = idParam.safeParse(text);
      const gig = id.success ? await repos.gigs.findListedPicture(id.data) : null;
      // The gallery shows the cover in every stored size; a gig without one, its single picture.
      if (gig?.cover) return { picture: gig.cover, sizes: GIG_PAGE_PICTURE_SIZES };
      return gig?.image ? { url: gig.image } : null;
    },
  };
}

/** The page a pathname is, with its path's parameters, as the web app's router matches it. */
const pageMatchers = Object.entries(pagePatterns).map(([name, pattern]) => ({
  name: name as PageName,
  path: patternRegExp(pattern),
}));
function pageOf(pathname: string): { name: PageName; params: Record<string, string> } | null {
  for (const { name, path: pattern } of pageMatchers) {
    const match = pattern.exec(pathname);
    // Decoded, as react-router gives them to the page (a malformed escape is Fastify's 400).
    if (match)
      return {
        name,
        params: Object.fromEntries(
          Object.entries(match.groups ?? {}).map(([key, value]) => [
            key,
            decodeURIComponent(value),
          ]),
        ),
      };
  }
  return null;
}

/** The pages search engines and shared links land on: rendered on the server with their data. */
const RENDERED_PAGES = new Set<PageName>([
  'landing',
  'home',
  'search',
  'category',
  'subcategory',
  'gig',
  'seller',
  'help',
  'buying',
  'selling',
  'trustAndSafety',
  'terms',
  'privacy',
]);

/** The web app's server entry (apps/web/src/entry-server.tsx), as its SSR build writes it. */
type PageRenderer = {
  renderPage(
    url: URL,
    api: (path: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ html: string; state: string } | null>;
};

/** The channel on which the database tells of a change to what public pages show (sql/pages.sql). */
const PAGES_CHANNEL = 'giglane_pages';

/** Pages kept for visitors who are not signed in, per instance: about 100 KB each. */
const CACHED_PAGES = 100;

/** The session token a page's request carries in the web app's cookie, if any. */
function sessionCookieOf(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
}

/**
 * Serves the built web app from one process and one port: hashed assets cached for a year (sent
 * precompressed when the build wrote `.br`/`.gz` files), the HTML never cached, and the HTML for
 * every other page path so client routes load on a reload or a shared link, with the page's own
 * head (title, description, previews, structured data) and 404 when the record it names does not
 * exist. API paths keep their JSON 404s.
 */
export default fp(
  async (
    app: FastifyInstance,
    options: {
      root: string;
      repos: Repositories;
      publicUrl: string | undefined;
      /** The database's LISTEN: without it no change can be heard, so no page is kept. */
      listen: Listen | undefined;
      /** How long a page is kept for visitors who are not signed in; 0 keeps none. */
      pageCacheMs: number;
    },
  ) => {
    const indexFile = path.join(options.root, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn(`No built web app in ${options.root}: run "npm run build" to serve it`);
      return;
    }
    const indexHtml = readFileSync(indexFile, 'utf8');
    const manifestFile = path.join(options.root, '.vite', 'manifest.json');
    const tableFile = path.join(options.root, '.vite', 'pages.json');
    // Built beside the web app by `vite build --ssr` (apps/web/package.json).
    const rendererFile = path.join(options.root, '..', 'dist-server', 'entry-server.js');
    const renderer = existsSync(rendererFile)
      ? ((await import(pathToFileURL(rendererFile).href)) as PageRenderer)
      : null;
    if (!renderer)
      app.log.warn(`No server entry at ${rendererFile}: every page is rendered in the browser`);
    const hints =
      existsSync(manifestFile) && existsSync(tableFile)
        ? createPageHints(manifestFile, pagesOfBuild(tableFile, pagePictures(options.repos)))
        : null;
    if (hints?.missing.length)
      app.log.warn(`The web app's build has no ${hints.missing.join(', ')}: no hints for them`);

    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The build manifest is for the server, not for visitors.
      serveDotFiles: false,
      // Source maps (kept by the build for reading a stack trace) would publish the sources.
      allowedPath: (pathname) => !pathname.endsWith('.map'),
      setHeaders(response, filePath: string) {
        response.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : filePath.endsWith('.html')
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });

    /**
     * The render's API calls, answered by this server's own routes in process, as the page's
     * viewer and at the page's address: the same replies (pictures' URLs on the origin the
     * browser uses), and the same rules of who may see what, as the browser's calls.
     */
    const apiFor =
      (request: FastifyRequest): Parameters<PageRenderer['renderPage']>[1] =>
      async (url, init) => {
        const token = sessionCookieOf(request);
        const address = Object.fromEntries(
          ['host', 'x-forwarded-host', 'x-forwarded-proto'].flatMap((name) => {
            const value = request.headers[name];
            return typeof value === 'string' ? [[name, value]] : [];
          }),
        );
        const answer = await app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url,
          headers: {
            ...(init.headers as Record<string, string>),
            ...address,
            ...(token && { token }),
          },
          payload: init.body as string | undefined,
        });
        return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
        });
      };

    // Decision 059: a page as a visitor who is not signed in sees it, until what it shows changes.
    const cache = createPageCache({
      maxPages: CACHED_PAGES,
      maxAgeMs: options.listen ? options.pageCacheMs : 0,
    });
    const clear = () => cache.clear();
    let unlisten: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      // A notice missed while the link was down may have been a change: nothing kept is trusted.
      if (options.listen && options.pageCacheMs > 0)
        unlisten = await options.listen(PAGES_CHANNEL, clear, clear);
    });
    app.addHook('onClose', async () => {
      await unlisten?.();
    });

    // A new deployment changes the chunk names the HTML refers to: no browser may keep it.
    const send = (reply: FastifyReply, status: number, html: string) =>
      reply
        .code(status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);

    const sendApp = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
      // The page's address as the visitor asked for it: its links and pictures name that origin.
      const anonymous = sessionCookieOf(request) === undefined;
      const key = `${request.protocol}://${request.host}${request.url}`;
      const kept = anonymous ? cache.get(key) : undefined;
      if (kept) return send(reply, kept.status, kept.html);
      const renderStarted = cache.startRender();

      const page = pageOf(pathname);
      const origin = options.publicUrl ?? `${request.protocol}://${request.host}`;
      const [pageHints, { status, head }, rendered] = await Promise.all([
        hints?.hintsFor(pathname),
        app.services.pageHeads.answer(page?.name ?? null, page?.params ?? {}, () =>
          app.sessionOf(sessionCookieOf(request)),
        ),
        renderer && page && RENDERED_PAGES.has(page.name)
          ? renderer.renderPage(new URL(request.url, origin), apiFor(request)).catch((error) => {
              // A screen that cannot render on the server still renders in the browser.
              request.log.error({ err: error }, 'Rendering the page on the server failed');
              return null;
            })
          : null,
      ]);
      if (pageHints?.picture)
        pageHints.picture = absolutePicture(pageHints.picture, (url) => request.assetUrl(url));
      let html = withHead(withHints(indexHtml, pageHints ?? null), head, origin);
      // A record that does not exist keeps the browser's "not found" page.
      if (rendered && status === 200)
        html = scriptsAfterContent(html)
          .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`)
          .replace('</body>', () => `${rendered.state}\n  </body>`);
      if (anonymous) cache.put(key, renderStarted, { status, html });
      return send(reply, status, html);
    };

    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      // API and picture paths keep the API's JSON 404; a file that does not exist is a plain
      // one, in English; page paths get the app.
      if (/^\/(api|images|avatar|swagger)(\/|$)/.test(pathname)) return reply.callNotFound();
      if (path.extname(pathname))
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return withPageReads(() => sendApp(request, reply, pathname));
    });
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      withPageReads(() => sendApp(request, reply, '/')),
    );
  },
  { name: 'web-app' },
);
