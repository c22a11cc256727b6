import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client';

/*
 * Counts the SQL statements an app sends to its database, on either engine, for the tests and
 * measurements that hold a use case to what it costs. Every statement counts once: BEGIN, COMMIT
 * and savepoints included, as the server receives them.
 */

/** The frontend messages that start a statement: a simple query, or an extended one's Parse. */
const QUERY = 0x51;
const PARSE = 0x50;

/** The statement's text in a Query (type, length, text) or a Parse (type, length, name, text). */
function textOf(message: Uint8Array): string {
  const decoder = new TextDecoder();
  let start = 5;
  if (message[0] === PARSE) start = message.indexOf(0, start) + 1;
  return decoder.decode(message.subarray(start, message.indexOf(0, start)));
}

/**
 * Starts recording what `db` sends from now on; `statements` answers the texts since the last
 * `reset`, oldest first.
 */
export function countStatements(db: Database) {
  let statements: string[] = [];
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if ('execProtocolStream' in client) {
    // PGlite serves each query as protocol messages, one call per message, with no hook of its own.
    const exec = client.execProtocolStream.bind(client);
    client.execProtocolStream = (message, options) => {
      if (message[0] === QUERY || message[0] === PARSE) statements.push(textOf(message));
      return exec(message, options);
    };
  } else {
    // Every statement of the pool, a transaction's included, runs on a client it checked out.
    const counted = new WeakSet<pg.PoolClient>();
    client.on('acquire', (pooled) => {
      if (counted.has(pooled)) return;
      counted.add(pooled);
      const query = pooled.query.bind(pooled) as (...args: unknown[]) => unknown;
      (pooled as { query: unknown }).query = (...args: unknown[]) => {
        const [first] = args as [string | { text: string }];
        statements.push(typeof first === 'string' ? first : first.text);
        return query(...args);
      };
    });
  }
  return {
    statements: () => statements,
    reset() {
      statements = [];
    },
  };
}
