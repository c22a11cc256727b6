import { afterEach, expect, it } from 'vitest';
import { startServer } from '../../../bench/child-server';
import { openLive } from '../../lib/live-client';
import { messagesApi } from '../../testing/messages';
import { untilHandled } from '../../testing/until-handled';
import { startSmtpServer } from '../../testing/smtp-server';
import { createTestApp } from '../../testing/test-app';

/*
 * Unread messages by e-mail across processes (decision 050): the delayed job survives a server
 * killed with -9, two instances send its mail once, and a socket on one instance keeps the other
 * from mailing. Several processes on one database need PostgreSQL: this file runs in its project.
 */
const undo: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (undo.length > 0) await undo.pop()!();
});

const DELAY_MS = 1_000;

/** Sends a message through a server's HTTP API, as the conversation page does. */
async function sendOver(origin: string, token: string, conversationId: number, text: string) {
  const body = new FormData();
  body.set('text', text);
  const reply = await fetch(`${origin}/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { token },
    body,
  });
  expect(reply.status).toBe(201);
}

it('mails a burst once after kill -9 under two instances, and never while connected to either', async () => {
  const smtp = await startSmtpServer(undo);
  const t = await createTestApp({ smtpUrl: smtp.url, messageMailDelayMs: DELAY_MS });
  undo.push(() => t.close());
  const seller = await t.createUser({ name: 'Sam Seller', seller: true });
  const buyer = await t.createUser({ name: 'Bao Buyer' });
  const { id } = await messagesApi(t).contacted(buyer.token, { sellerId: seller.id });
  await t.app.close();

  // A process that commits messages but whose worker never runs, killed: their job waits.
  const server = await startServer({
    DATABASE_URL: t.databaseUrl!,
    JWT_SECRET: t.jwtSecret,
    SMTP_URL: smtp.url,
    MESSAGE_MAIL_AFTER: '1',
    WORKER: 'off',
  });
  for (const text of ['One', 'Two', 'Three']) await sendOver(server.origin, buyer.token, id, text);
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;

  // Two instances start on the database: the burst leaves in one mail, once.
  const options = { shareDatabaseWith: t, smtpUrl: smtp.url, messageMailDelayMs: DELAY_MS };
  const [first, second] = await Promise.all([createTestApp(options), createTestApp(options)]);
  undo.push(
    () => first.close(),
    () => second.close(),
  );
  await untilHandled(first.db, { scheduled: true });
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]!.envelopeTo).toEqual([seller.email]);
  expect(smtp.received[0]!.subject).toBe('3 new messages from Bao Buyer');
  expect(smtp.received[0]!.text).toMatch(/> One[\s\S]*> Two[\s\S]*> Three/);

  // The seller's page is open on the second instance; messages written through the first are
  // not mailed: who is connected is known through the database.
  const live = await openLive(await second.origin());
  undo.push(async () => live.socket.terminate());
  await live.signIn(seller.token);
  const firstOrigin = await first.origin();
  await sendOver(firstOrigin, buyer.token, id, 'Seen live');
  await untilHandled(first.db, { scheduled: true });
  expect(smtp.received).toHaveLength(1);

  // Once the page is closed, a new message is mailed again, by one instance, with the unread
  // messages since the last mail.
  live.socket.close();
  await live.closed;
  await sendOver(firstOrigin, buyer.token, id, 'Still there?');
  await untilHandled(first.db, { scheduled: true });
  expect(smtp.received).toHaveLength(2);
  expect(smtp.received[1]!.subject).toBe('2 new messages from Bao Buyer');
  expect(smtp.received[1]!.text).toMatch(/> Seen live[\s\S]*> Still there\?/);
  expect(smtp.received[1]!.text).not.toContain('> One');
}, 120_000);
