/** What travels on the database channel `giglane_live` (decision 024): small, ids only. */
export type LivePayload =
  | { k: 'message'; id: number; to: number[] }
  | { k: 'notification'; id: number; to: number[] }
  | { k: 'order'; id: number; to: number[] }
  | { k: 'read'; c: number; u: number; upTo: number; to: number[] }
  | { k: 'typing'; c: number; u: number; to: number[] }
  /** User u's sessions ended (a trigger on users, migration 0022): their sockets are checked. */
  | { k: 'sessions'; u: number; to: number[] };
export const LIVE_CHANNEL = 'giglane_live';
