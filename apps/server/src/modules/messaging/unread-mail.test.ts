import { afterEach, describe, expect, it } from 'vitest';
import { pagePaths } from '@giglane/contract/page-paths';
import { openLive } from '../../lib/live-client';
import { messagesApi } from '../../testing/messages';
import { untilHandled } from '../../testing/until-handled';
import { linksOf, startSmtpServer } from '../../testing/smtp-server';
import { createTestApp } from '../../testing/test-app';

/*
 * Unread messages by e-mail (decision 050), through the API and a real SMTP server: one mail per
 * conversation for a burst, none once read or while connected, and a later burst its own mail.
 * `untilHandled(…, { scheduled: true })` waits for the delayed job too, until it has run.
 */
const undo: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of undo.splice(0).reverse()) await step();
});

const PUBLIC = 'https://giglane.example';
const DELAY_MS = 1_000;

async function world() {
  const smtp = await startSmtpServer(undo);
  const t = await createTestApp({
    smtpUrl: smtp.url,
    publicUrl: PUBLIC,
    messageMailDelayMs: DELAY_MS,
  });
  undo.push(() => t.close());
  const seller = await t.createUser({ name: 'Sam Seller', seller: true });
  const buyer = await t.createUser({ name: 'Bao Buyer' });
  const api = messagesApi(t);
  const { id } = await api.contacted(buyer.token, { sellerId: seller.id });
  return { t, smtp, seller, buyer, api, id };
}

describe('unread messages by e-mail', () => {
  it('sends one mail for a burst of messages the recipient has not read, with each and a link to the thread', async () => {
    const { t, smtp, seller, buyer, api, id } = await world();

    const first = await api.sent(id, buyer.token, 'Hi! Can you do a logo by Friday?');
    await api.sent(id, buyer.token, 'Also: <b>teal</b>, please.');
    // Not before the delay.
    expect(smtp.received).toEqual([]);
    await untilHandled(t.db, { scheduled: true });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.envelopeTo).toEqual([seller.email]);
    expect(mail!.subject).toBe('2 new messages from Bao Buyer');
    expect(mail!.text).toContain('Hi Sam Seller,');
    expect(mail!.text).toContain('> Hi! Can you do a logo by Friday?');
    expect(mail!.text).toContain('> Also: <b>teal</b>, please.');
    // Each message says who sent it and when.
    const sentAt = new Date(first.at);
    const clock = sentAt.toISOString().slice(11, 16);
    expect(mail!.text).toMatch(new RegExp(`Bao Buyer · \\d+ \\w+ \\d{4}, ${clock} UTC`));
    expect(mail!.html).toContain('Also: &lt;b&gt;teal&lt;/b&gt;, please.');
    const thread = `${PUBLIC}${pagePaths.conversation(id)}`;
    expect(linksOf(mail!)).toContain(thread);
    expect(mail!.text).toContain(`Reply on Giglane: ${thread}`);
    // The link's thread is the seller's to read; the buyer, who wrote, got nothing.
    expect((await api.view(id, seller.token)).status).toBe(200);
    expect(smtp.received.some((received) => received.envelopeTo.includes(buyer.email))).toBe(false);
  });

  it('sends nothing when the recipient reads the messages before the delay', async () => {
    const { t, smtp, seller, buyer, api, id } = await world();

    const message = await api.sent(id, buyer.token, 'Are you there?');
    expect((await api.read(id, seller.token, message.id)).status).toBe(200);
    await untilHandled(t.db, { scheduled: true });

    expect(smtp.received).toEqual([]);
  });

  it('sends nothing while the recipient is connected to the live channel', async () => {
    const { t, smtp, seller, buyer, api, id } = await world();
    const live = await openLive(await t.origin());
    undo.push(async () => live.socket.terminate());
    await live.signIn(seller.token);

    await api.sent(id, buyer.token, 'You will see this live.');
    await untilHandled(t.db, { scheduled: true });

    expect(smtp.received).toEqual([]);
  });

  it('sends a later burst in a second mail with only its own messages', async () => {
    const { t, smtp, seller, buyer, api, id } = await world();

    await api.sent(id, buyer.token, 'First question');
    await untilHandled(t.db, { scheduled: true });
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['1 new message from Bao Buyer']);

    await api.sent(id, buyer.token, 'Second question');
    await api.sent(id, buyer.token, 'Third question');
    await untilHandled(t.db, { scheduled: true });

    expect(smtp.received).toHaveLength(2);
    const second = smtp.received[1]!;
    expect(second.envelopeTo).toEqual([seller.email]);
    expect(second.subject).toBe('2 new messages from Bao Buyer');
    expect(second.text).toContain('> Second question');
    expect(second.text).toContain('> Third question');
    expect(second.text).not.toContain('First question');
  });
});
