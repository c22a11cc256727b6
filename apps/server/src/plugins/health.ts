import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors';
import { serverPackageRoot } from '../lib/package-root';
import type { Repositories } from '../modules/repositories';

/** The journal time of the newest migration this build ships. */
function shippedMigration(): number {
  const journal = JSON.parse(
    readFileSync(path.join(serverPackageRoot(), 'drizzle', 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Not the contract's: a 503 for the operator's probe carries no message of the original. */
const unavailable = (content: string) => new HttpError(503, content, '');

/**
 * Probes for a process manager or load balancer, outside /api (no API key, no rate limit, not in
 * the API documentation): `/health` says the process answers; `/ready` says it can serve, its
 * database reachable and migrated to this build's schema.
 */
export default fp(
  async (app: FastifyInstance, options: { health: Repositories['health'] }) => {
    const { health } = options;
    const shipped = shippedMigration();

    app.get('/health', { schema: { hide: true } }, (_request, reply) => reply.ok({ status: 'ok' }));

    app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
      let newest: number | null;
      try {
        newest = await health.newestMigration();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: the database did not answer');
        throw unavailable('database: not reachable');
      }
      if (newest === null || newest < shipped) throw unavailable('database: migrations pending');
      return reply.ok({ status: 'ready' });
    });
  },
  { name: 'health' },
);
