import { afterEach, expect, it } from 'vitest';
import { startServer } from '../../../bench/child-server';
import { openDatabase } from '../../db/client';
import { orderWorld } from '../../testing/orders';
import { placeOver, startInstance } from '../../testing/outbox';
import { untilHandled } from '../../testing/until-handled';
import { startSmtpServer } from '../../testing/smtp-server';
import { createTestApp } from '../../testing/test-app';
import { mails } from './mail-schema';

/*
 * Mail across processes (decision 047): a server killed with -9 after it committed orders whose
 * mails it had not sent loses none of them, and two instances on one database send each mail
 * once. Several processes on one database need PostgreSQL: this file runs in its project only.
 */
const undo: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (undo.length > 0) await undo.pop()!();
});

it('sends every committed mail after kill -9, and each once under two instances', async () => {
  const smtp = await startSmtpServer(undo);
  const t = await createTestApp();
  undo.push(() => t.close());
  const world = await orderWorld(t);
  const sellerEmail = (world.seller as typeof world.seller & { email: string }).email;
  await t.app.close();
  const handle = await openDatabase({ url: t.databaseUrl!, poolSize: 4 });
  undo.push(() => handle.close());

  // A process that commits orders but whose worker never runs, killed: their mails wait.
  const server = await startServer({
    DATABASE_URL: t.databaseUrl!,
    JWT_SECRET: t.jwtSecret,
    SMTP_URL: smtp.url,
    WORKER: 'off',
  });
  for (let i = 0; i < 3; i += 1)
    expect((await placeOver(server.origin, world.buyer.token, world.gig.id, 'basic')).status).toBe(
      201,
    );
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
  expect(smtp.received).toEqual([]);

  // Two instances start on the database: the waiting mails leave, each once.
  const [first, second] = await Promise.all([
    startInstance(handle, t.jwtSecret, undo, smtp.url),
    startInstance(handle, t.jwtSecret, undo, smtp.url),
  ]);
  await untilHandled(handle.db);
  expect(smtp.received).toHaveLength(3);

  // Orders placed at once through both instances: one mail each, none twice.
  const firstOrigin = await first.listen({ port: 0, host: '127.0.0.1' });
  const secondOrigin = await second.listen({ port: 0, host: '127.0.0.1' });
  const replies = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      placeOver(i % 2 ? firstOrigin : secondOrigin, world.buyer.token, world.gig.id, 'basic'),
    ),
  );
  expect(replies.map((reply) => reply.status)).toEqual(Array(12).fill(201));
  await untilHandled(handle.db);

  const rows = await handle.db.select({ key: mails.key, status: mails.status }).from(mails);
  expect(rows).toHaveLength(15);
  expect(rows.every((row) => row.status === 'sent')).toBe(true);
  const ids = smtp.received.map((mail) => mail.messageId);
  expect(ids).toHaveLength(15);
  expect(new Set(ids).size).toBe(15);
  expect([...ids].sort()).toEqual(rows.map((row) => `<${row.key}@giglane.dev>`).sort());
  expect(smtp.received.every((mail) => mail.envelopeTo[0] === sellerEmail)).toBe(true);
}, 120_000);
