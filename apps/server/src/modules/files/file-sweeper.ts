import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StoredFiles } from './stored-files';

/**
 * Deletes from the file store the bytes no row names any more (decision 035): what is due is read
 * from the database each round, so nothing is lost when the server stops, and deleting twice is
 * harmless, so instances sharing a store need no coordination.
 */
export default fp(
  async (app: FastifyInstance, options: { files: StoredFiles; everyMs: number }) => {
    let round: Promise<void> | null = null;
    let timer: NodeJS.Timeout | undefined;

    function tick() {
      round ??= options.files
        .sweep()
        .then((swept) => {
          if (swept > 0) app.log.info(`deleted ${swept} files nothing shows any more`);
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'deleting stored files failed'))
        .finally(() => {
          round = null;
        });
    }

    app.addHook('onReady', async () => {
      timer = setInterval(tick, options.everyMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await round;
    });
  },
  { name: 'file-sweeper' },
);
