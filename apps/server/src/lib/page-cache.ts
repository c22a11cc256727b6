/** A page as the server answered it: the status and the whole HTML. */
export type CachedPage = { status: number; html: string };

/**
 * The public pages an instance rendered for visitors who are not signed in (decision 059): each
 * such visitor gets the same page, so it is rendered once and kept until anything it shows
 * changes (`clear`, on the database's notice) or `maxAgeMs` has passed, whichever comes first. At
 * most `maxPages` are kept; the least recently asked for goes first.
 */
export function createPageCache(options: {
  maxPages: number;
  maxAgeMs: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const pages = new Map<string, CachedPage & { storedAt: number }>();
  // Counts the changes: a page whose render began before one may show what it replaced.
  let changes = 0;

  return {
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      pages.delete(key);
      if (now() - page.storedAt >= options.maxAgeMs) return undefined;
      pages.set(key, page);
      return { status: page.status, html: page.html };
    },
    /** What `put` needs to know that no change came while the page rendered. */
    startRender: () => changes,
    put(key: string, renderStarted: number, page: CachedPage) {
      if (options.maxAgeMs <= 0 || renderStarted !== changes) return;
      pages.delete(key);
      pages.set(key, { ...page, storedAt: now() });
      if (pages.size > options.maxPages) pages.delete(pages.keys().next().value!);
    },
    /** Something a public page shows has changed: no page kept so far may be sent again. */
    clear() {
      changes += 1;
      pages.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
