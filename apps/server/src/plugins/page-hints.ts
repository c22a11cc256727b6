import { readFileSync } from 'node:fs';
import { srcSetOf } from '@giglane/contract/gig-offer-values';
import type { GigPicture } from '@giglane/contract/gig-offers';
import { pagePatterns } from '@giglane/contract/page-paths';

/** What Vite's build manifest says of one chunk (only the fields we read). */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * The picture a page shows first: one file, or a picture its `<img>` picks a size of, with the
 * `sizes` that `<img>` has, so the preload picks the same size and the browser downloads it once.
 */
export type PagePicture = { url: string } | { picture: GigPicture; sizes: string };

/** How the server finds a page's first picture from its path's parameters, before the page runs. */
export type PictureOf = (
  params: Record<string, string>,
) => Promise<PagePicture | null> | PagePicture;

/**
 * A page of the web app: its route pattern (`@giglane/contract/page-paths`), the source modules
 * its route loads lazily, and the picture that will be its largest paint, when the server can know
 * it from the path's parameters before the page has run.
 */
export type Page = { pattern: string; modules: readonly string[]; picture?: PictureOf };

export type PageName = keyof typeof pagePatterns;

/**
 * The web app's pages, from the table its build reads off the router (`.vite/pages.json`, written
 * by apps/web/build-plugins/page-table.ts): no list of source files here to fall out of step with
 * the routes. `pictures` tells, for the pages that have one, how to find the picture each shows
 * first.
 */
export function pagesOfBuild(
  tableFile: string,
  pictures: Partial<Record<PageName, PictureOf>>,
): Page[] {
  const table = JSON.parse(readFileSync(tableFile, 'utf8')) as {
    page: string;
    modules: string[];
  }[];
  return table
    .filter((entry): entry is { page: PageName; modules: string[] } => entry.page in pagePatterns)
    .map(({ page, modules }) => ({
      pattern: pagePatterns[page],
      modules,
      picture: pictures[page],
    }));
}

/**
 * A route pattern of the web app (`@giglane/contract/page-paths`) as a regular expression over a
 * pathname, as react-router matches it: each `:name` one path segment, captured by that name, and
 * a final `/*` the rest of the path, if any.
 */
export function patternRegExp(pattern: string): RegExp {
  const anyRest = pattern.endsWith('/*');
  const source = (anyRest ? pattern.slice(0, -2) : pattern).replace(
    /:(\w+)/g,
    (_match, name: string) => `(?<${name}>[^/]+)`,
  );
  return new RegExp(`^${source}${anyRest ? '(?:/.*)?' : ''}$`);
}

/** The links one page's HTML gains: hashed chunk files and a picture to fetch early. */
export type PageHints = { modules: string[]; picture?: PagePicture };

/**
 * The browser learns of a page's own chunk only after the entry script has run, and of its main
 * picture only after that chunk has rendered (and, on a gig page, after the API answered). Naming
 * both in the HTML lets them download while the entry script does: one or two round trips fewer
 * before the largest paint on a phone.
 */
export function createPageHints(manifestFile: string, pages: Page[]) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  // index.html already loads the entry and preloads its imports.
  const loaded = new Set(entry ? [entry.file, ...closure(manifest, entry).map((c) => c.file)] : []);

  const matchers = pages.map((page) => ({ page, path: patternRegExp(page.pattern) }));
  const chunksOf = new Map<Page, string[]>();
  const missing = new Set<string>();
  for (const page of pages) {
    const files = new Set<string>();
    for (const module of page.modules) {
      const chunk = manifest[module];
      if (!chunk) missing.add(module);
      else for (const { file } of [chunk, ...closure(manifest, chunk)]) files.add(file);
    }
    chunksOf.set(
      page,
      [...files].filter((file) => !loaded.has(file)),
    );
  }

  return {
    /** Source modules of `pages` that the build does not have (a renamed page). */
    missing: [...missing],
    async hintsFor(pathname: string): Promise<PageHints | null> {
      for (const { page, path } of matchers) {
        const match = path.exec(pathname);
        if (!match) continue;
        const picture = (await page.picture?.(match.groups ?? {})) ?? undefined;
        return { modules: (chunksOf.get(page) ?? []).map((file) => `/${file}`), picture };
      }
      return null;
    },
  };
}

/** Every chunk `chunk` imports statically, directly or not, each once. */
function closure(manifest: Manifest, chunk: ManifestChunk): ManifestChunk[] {
  const seen = new Map<string, ManifestChunk>();
  const visit = (current: ManifestChunk) => {
    for (const key of current.imports ?? []) {
      const imported = manifest[key];
      if (imported && !seen.has(key)) {
        seen.set(key, imported);
        visit(imported);
      }
    }
  };
  visit(chunk);
  return [...seen.values()];
}

/** `picture` with each of its URLs made absolute by `absolute`, as the API gives them to pages. */
export function absolutePicture(
  picture: PagePicture,
  absolute: (path: string) => string,
): PagePicture {
  if ('url' in picture) return { url: absolute(picture.url) };
  const { url, sizes } = picture.picture;
  return {
    ...picture,
    picture: {
      ...picture.picture,
      url: absolute(url),
      sizes: sizes.map((size) => ({ ...size, url: absolute(size.url) })),
    },
  };
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * `html` with the hints' links: the picture's before the first script, which the browser's preload
 * scanner would otherwise reach after dozens of chunks, and the chunks' at the end of the head.
 */
export function withHints(html: string, hints: PageHints | null): string {
  if (!hints) return html;
  const links = hints.modules.map(
    (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
  );
  const withModules = html.replace('</head>', `${links.join('\n    ')}\n  </head>`);
  const { picture } = hints;
  if (!picture) return withModules;
  // Without href: a browser that cannot read imagesrcset then fetches nothing rather than a size
  // its <img> will not use.
  const preload = `<link rel="preload" as="image" fetchpriority="high" ${
    'url' in picture
      ? `href="${escapeAttribute(picture.url)}"`
      : `imagesrcset="${escapeAttribute(srcSetOf(picture.picture))}" imagesizes="${escapeAttribute(picture.sizes)}"`
  }>`;
  const firstScript = withModules.search(/<script type="module"|<\/head>/);
  return `${withModules.slice(0, firstScript)}${preload}\n    ${withModules.slice(firstScript)}`;
}

/**
 * A page the server rendered shows without its scripts, which only make it interactive: they load
 * at low priority, after the stylesheet, the typeface and the picture the page shows first instead
 * of sharing a phone's bandwidth with them. A page the browser renders needs its scripts first.
 */
export const scriptsAfterContent = (html: string) =>
  html.replace(
    /<(script type="module"|link rel="modulepreload")( crossorigin)/g,
    '<$1 fetchpriority="low"$2',
  );
