import { queryOptions } from '@tanstack/react-query';
import type { MarketplaceSettings } from '@giglane/contract/settings';
import { call } from './client';

export type { MarketplaceSettings };

/** The server's configuration changes only with a restart: what was read stays fresh for an hour. */
const SETTINGS_STALE_MS = 60 * 60_000;

export const settingsQueries = {
  /** What the server is configured to allow (who may review), for pages to follow. */
  marketplace: () =>
    queryOptions({
      queryKey: ['settings'] as const,
      queryFn: ({ signal }) => call('getSettings', { signal }),
      staleTime: SETTINGS_STALE_MS,
    }),
};
