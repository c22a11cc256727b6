import { queryOptions } from '@tanstack/react-query';
import type { FileLink } from '@giglane/contract/files';
import { call } from './client';

export type { FileLink };

/**
 * A signed link works for an hour: one read now is kept for half of that, then read again, so a
 * link on the page always has time left for a download to start and resume.
 */
const LINK_FRESH_MS = 30 * 60_000;

/**
 * A private file's link that works without the session's token (a delivered file, a message's
 * attachment), for an `<a download>`: the browser then downloads the file itself, streamed to
 * disk and resumable, instead of this page holding it in memory.
 */
export const fileLink = (url: string) => call('createFileLink', { body: { url } });

export const fileQueries = {
  link: (url: string) =>
    queryOptions({
      queryKey: ['file-link', url] as const,
      queryFn: () => fileLink(url),
      staleTime: LINK_FRESH_MS,
      refetchInterval: LINK_FRESH_MS,
    }),
};

/** Has the browser download a private file under its name, through a fresh signed link. */
export async function downloadPrivateFile(url: string, name: string): Promise<void> {
  const link = await fileLink(url);
  const anchor = document.createElement('a');
  anchor.href = link.url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
