import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { recordEvents, type OutboxEvent } from './outbox';

/**
 * A recurring job of the outbox (decision 037): every `everyMs`, and once when the app is ready,
 * this instance records `event` (at most one waits however many instances ask, by its dedupe
 * key) and wakes its worker. The round runs in the worker's transaction, so a crash loses nothing.
 * The app is ready once its first rounds are recorded.
 */
export function askForRounds(
  app: FastifyInstance,
  db: Database,
  event: OutboxEvent & { dedupeKey: string },
  everyMs: number,
) {
  let timer: NodeJS.Timeout | undefined;
  let asking: Promise<void> | null = null;

  function ask() {
    asking ??= recordEvents(db, [event])
      .then(() => app.outbox.wake())
      .catch((error: unknown) =>
        app.log.error({ err: error, topic: event.topic }, 'asking for a round failed'),
      )
      .finally(() => {
        asking = null;
      });
  }

  app.addHook('onReady', async () => {
    ask();
    timer = setInterval(ask, everyMs);
    timer.unref();
    await asking;
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await asking;
  });
}
