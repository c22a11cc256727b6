import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE, MESSAGE_ATTACHMENT_MAX_BYTES } from '@giglane/contract/message-values';
import { conversationView } from '@giglane/contract/messages';
import { gigs } from '../gigs/gigs-schema';
import { messageAttachments } from './messaging-schema';
import { openLive } from '../../lib/live-client';
import { messagesApi, pathOf } from '../../testing/messages';
import { orderWorld, ordersApi, smallPdf } from '../../testing/orders';
import type { Caller } from '../../testing/seller-gigs';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';
import { smallPng } from '../../testing/upload';
import {
  ACCOUNT_SUSPENDED,
  ADMIN_READS_ONLY,
  NOT_ACCEPTING,
  NOT_YOURSELF,
  SELLERS_OR_KNOWN,
  YOU_BLOCKED,
} from './messages-rules';

let t: TestApp;
let api: ReturnType<typeof messagesApi>;
let world: Awaited<ReturnType<typeof orderWorld>>;
let admin: Caller;
let stranger: Caller;

beforeAll(async () => {
  t = await createTestApp();
  api = messagesApi(t);
  world = await orderWorld(t);
  admin = await t.createAdmin();
  stranger = await t.createUser({ name: 'Sol Stranger' });
});
afterAll(() => t.close());

/** A fresh buyer's inquiry about the world's gig, so each test starts from its own conversation. */
async function freshInquiry(name = 'Bea Buyer') {
  const buyer = await t.createUser({ name });
  const conversation = await api.contacted(buyer.token, { gigId: world.gig.id });
  return { buyer, conversation };
}

describe('Contact Me', () => {
  it('opens one conversation per pair, about the gig last asked about', async () => {
    const { buyer, conversation } = await freshInquiry();
    expect(conversation).toMatchObject({
      other: { id: world.seller.id, name: 'Sam Seller Studio' },
      gig: { id: world.gig.id, title: 'I will design a logo for your shop' },
      order: null,
      lastMessage: null,
      unread: 0,
      seenUpTo: null,
      readOnly: false,
      blocked: { byMe: false, byThem: false },
    });
    expect(conversation.participants.map((person) => person.id)).toEqual([
      buyer.id,
      world.seller.id,
    ]);

    const again = await api.contacted(buyer.token, { gigId: world.gig.id });
    expect(again.id).toBe(conversation.id);

    const second = await world.api.createListedGig(world.seller, world.catalog.logo, {
      title: 'I will draw a mascot for your brand',
    });
    const aboutSecond = await api.contacted(buyer.token, { gigId: second.id });
    expect(aboutSecond).toMatchObject({ id: conversation.id, gig: { id: second.id } });

    // From the seller page, and from the seller's side: the same two people, the same gig.
    const fromPage = await api.contacted(buyer.token, { sellerId: world.seller.id });
    expect(fromPage).toMatchObject({ id: conversation.id, gig: { id: second.id } });
    const fromSeller = await api.contacted(world.seller.token, { sellerId: buyer.id });
    expect(fromSeller).toMatchObject({ id: conversation.id, other: { id: buyer.id } });
    expect(await t.countRows(`conversations where id = ${conversation.id}`)).toBe(1);
  });

  it('leaves a conversation without messages out of the inbox until one is written', async () => {
    const { buyer, conversation } = await freshInquiry();
    expect((await api.inboxOf(buyer.token)).data).toEqual([]);
    await api.sent(conversation.id, buyer.token, 'Hello!');
    expect((await api.inboxOf(buyer.token)).data.map((row) => row.id)).toEqual([conversation.id]);
  });

  it('refuses oneself, unknown or unlisted gigs and users, and anonymous callers', async () => {
    for (const body of [{ gigId: world.gig.id }, { sellerId: world.seller.id }]) {
      const own = await api.contact(world.seller.token, body);
      expect(own.status).toBe(400);
      expect(own.body?.content).toBe(NOT_YOURSELF);
    }
    expect((await api.contact(stranger.token, { gigId: 999_999 })).status).toBe(404);
    expect((await api.contact(stranger.token, { sellerId: 999_999 })).status).toBe(404);
    const paused = await world.api.createListedGig(world.seller, world.catalog.logo, {
      title: 'I will paint a paused portrait',
    });
    await t.db.update(gigs).set({ status: 'paused' }).where(eq(gigs.id, paused.id));
    expect((await api.contact(stranger.token, { gigId: paused.id })).status).toBe(404);

    const neither = await api.contact(stranger.token, {});
    expect(neither.status).toBe(400);
    expect(neither.body?.content).toBe('sellerId: must name the seller or the gig');
    const mismatch = await api.contact(stranger.token, { gigId: world.gig.id, sellerId: admin.id });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body?.content).toMatch(/^sellerId: must be the seller of the gig/);
    expect((await api.contact(undefined, { gigId: world.gig.id })).status).toBe(403);
  });

  it('opens a conversation by user id only with a seller or someone already known', async () => {
    const before = await t.countRows('conversations');
    const nobody = await t.createUser({ name: 'Nora Nobody' });
    const refused = await api.contact(stranger.token, { sellerId: nobody.id });
    expect(refused.status).toBe(403);
    expect(refused.body?.content).toBe(SELLERS_OR_KNOWN);
    expect(await t.countRows('conversations')).toBe(before);

    // The seller answers a buyer of theirs, who is no seller, by id; so does the buyer.
    const { buyer, conversation } = await freshInquiry('Ben Known');
    expect((await api.contacted(world.seller.token, { sellerId: buyer.id })).id).toBe(
      conversation.id,
    );
    const ordered = await t.createUser({ name: 'Olga Ordered' });
    await ordersApi(t).placed(ordered, { gigId: world.gig.id, package: 'basic' });
    const fromOrder = await api.contacted(world.seller.token, { sellerId: ordered.id });
    expect(fromOrder.other.id).toBe(ordered.id);
    const seller = await t.createUser({ name: 'Sid Seller', seller: true });
    expect((await api.contacted(stranger.token, { sellerId: seller.id })).other.id).toBe(seller.id);
  });
});

describe('who reads and writes a conversation', () => {
  it('lets the two members read and write, an admin read only, and hides it from others', async () => {
    const { buyer, conversation } = await freshInquiry();
    const first = await api.sent(conversation.id, buyer.token, 'Do you do vector logos?');

    for (const member of [buyer, world.seller]) {
      expect((await api.view(conversation.id, member.token)).status).toBe(200);
      expect((await api.list(conversation.id, member.token)).status).toBe(200);
    }
    const read = await api.viewed(conversation.id, admin.token);
    expect(read).toMatchObject({ readOnly: true, other: { id: world.seller.id }, unread: 0 });
    expect((await api.listed(conversation.id, admin.token)).messages.map((m) => m.id)).toEqual([
      first.id,
    ]);

    const adminWrites = [
      await api.send(conversation.id, admin.token, { text: 'Hi' }),
      await api.read(conversation.id, admin.token, first.id),
      await api.typing(conversation.id, admin.token),
    ];
    for (const refused of adminWrites) {
      expect(refused.status).toBe(403);
      expect(refused.body?.content).toBe(ADMIN_READS_ONLY);
    }

    const strangers = [
      await api.view(conversation.id, stranger.token),
      await api.list(conversation.id, stranger.token),
      await api.send(conversation.id, stranger.token, { text: 'Hi' }),
      await api.read(conversation.id, stranger.token, first.id),
      await api.typing(conversation.id, stranger.token),
      await api.view(999_999, buyer.token),
    ];
    for (const hidden of strangers) expect(hidden.status).toBe(404);

    const anonymous = [
      await api.view(conversation.id),
      await api.list(conversation.id),
      await api.send(conversation.id, undefined, { text: 'Hi' }),
      await api.read(conversation.id, undefined, first.id),
      await api.typing(conversation.id),
      await api.inbox(),
    ];
    for (const refused of anonymous) expect(refused.status).toBe(403);
    expect(await t.countRows(`messages where conversation_id = ${conversation.id}`)).toBe(1);
  });

  it('takes one typing hint per two seconds from a member', async () => {
    const { buyer, conversation } = await freshInquiry();
    const typing = await api.typing(conversation.id, buyer.token);
    expect(typing.status).toBe(200);
    expect(typing.body?.content).toEqual({ conversationId: conversation.id });
    const again = await api.typing(conversation.id, buyer.token);
    expect(again.status).toBe(429);
    expect(again.body?.statusCode).toBe(429);
    expect((await api.typing(conversation.id, world.seller.token)).status).toBe(200);
  });
});

describe('sending a message', () => {
  it('stores the text trimmed and answers the message', async () => {
    const { buyer, conversation } = await freshInquiry();
    const sent = await api.sent(conversation.id, buyer.token, '  Can you start today?  ');
    expect(sent).toMatchObject({
      conversationId: conversation.id,
      senderId: buyer.id,
      text: 'Can you start today?',
      attachments: [],
      clientKey: null,
    });
  });

  it('refuses an empty message and text over 5,000 characters, naming text', async () => {
    const { buyer, conversation } = await freshInquiry();
    for (const text of ['', '   ']) {
      const empty = await api.send(conversation.id, buyer.token, { text });
      expect(empty.status).toBe(400);
      expect(empty.body?.content).toBe('text: must not be empty: write a message or attach a file');
    }
    const long = await api.send(conversation.id, buyer.token, { text: 'a'.repeat(5_001) });
    expect(long.status).toBe(400);
    expect(long.body?.content).toBe('text: must be at most 5000 characters');
    expect((await api.send(conversation.id, buyer.token, { text: 'a'.repeat(5_000) })).status).toBe(
      201,
    );
    const badKey = await api.send(conversation.id, buyer.token, { text: 'Hi', clientKey: 'x' });
    expect(badKey.status).toBe(400);
    expect(badKey.body?.content).toMatch(/^clientKey: /);
  });

  it('answers a retried send with its client key with the same message', async () => {
    const { buyer, conversation } = await freshInquiry();
    const fields = { text: 'Sent twice', clientKey: 'a1b2c3d4-retry' };
    const first = await api.send(conversation.id, buyer.token, fields);
    const retry = await api.send(conversation.id, buyer.token, fields);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body?.content).toEqual(first.body?.content);
    expect(await t.countRows(`messages where conversation_id = ${conversation.id}`)).toBe(1);
    // The key is the sender's: the seller's same key is another message.
    expect((await api.send(conversation.id, world.seller.token, fields)).status).toBe(201);
    expect(await t.countRows(`messages where conversation_id = ${conversation.id}`)).toBe(2);
  });

  it('carries pictures and PDFs that only the members and admins download', async () => {
    const { buyer, conversation } = await freshInquiry();
    const png = await smallPng();
    const pdf = smallPdf();
    const sent = await api.sent(conversation.id, buyer.token, '', [
      { name: 'sketch.png', bytes: png },
      { name: 'brief.pdf', bytes: pdf },
    ]);
    expect(sent.text).toBe('');
    expect(sent.attachments).toMatchObject([
      { name: 'sketch.png', contentType: 'image/png' },
      { name: 'brief.pdf', size: pdf.length, contentType: 'application/pdf' },
    ]);
    const [picture, document] = sent.attachments;
    expect(pathOf(picture!.url)).toBe(`/api/message-attachments/${picture!.id}`);

    for (const reader of [buyer, world.seller, admin]) {
      const shown = await api.download(picture!.url, reader.token);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe('image/png');
      expect(shown.headers['content-disposition']).toMatch(/^inline; filename="sketch.png"/);
      expect(shown.headers['x-content-type-options']).toBe('nosniff');
      expect(shown.headers['cache-control']).toMatch(/^private/);
      // Pictures are re-encoded: the same picture, not the same bytes.
      expect(shown.rawPayload.length).toBe(picture!.size);
      expect(await sharp(shown.rawPayload).metadata()).toMatchObject({
        format: 'png',
        width: 8,
        height: 6,
      });
    }
    const downloaded = await api.download(document!.url, world.seller.token);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment; filename="brief.pdf"/);
    expect(downloaded.rawPayload.equals(pdf)).toBe(true);

    expect((await api.download(picture!.url, stranger.token)).statusCode).toBe(404);
    expect((await api.download(picture!.url)).statusCode).toBe(403);
    expect((await api.download('/api/message-attachments/999999', buyer.token)).statusCode).toBe(
      404,
    );

    // The bytes live among the pictures, under a folder no public route serves.
    const [stored] = await t.db
      .select({ path: messageAttachments.path })
      .from(messageAttachments)
      .where(eq(messageAttachments.id, picture!.id));
    expect(stored!.path).toMatch(/^\/attachments\/[\w-]+\.png$/);
    const name = stored!.path.split('/').pop()!;
    for (const url of [`/images/${name}`, `/files/${name}`, stored!.path, `/avatar/${name}`])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it("strips a photo's location and personal metadata, keeping the picture", async () => {
    const { buyer, conversation } = await freshInquiry();
    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#1dbf73' },
    })
      .jpeg()
      .withExif({
        IFD0: { Artist: 'Bea Buyer at home', Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 46/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const sent = await api.sent(conversation.id, buyer.token, 'Our shop front', [
      { name: 'shop.jpg', bytes: photo },
    ]);
    const served = await api.download(sent.attachments[0]!.url, world.seller.token);
    expect(served.statusCode).toBe(200);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes('Bea Buyer at home')).toBe(false);
    expect(served.rawPayload.includes('PhoneMaker')).toBe(false);
  });

  it('refuses more than 5 files, a file that is not what its name says, a zip, and 5 MB + 1', async () => {
    const { buyer, conversation } = await freshInquiry();
    const png = await smallPng();
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, bytes: png }));
    const tooMany = await api.send(conversation.id, buyer.token, { text: 'Six' }, six);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body?.content).toBe('files: must be at most 5 files');

    const renamed = await api.send(conversation.id, buyer.token, { text: 'Notes' }, [
      { name: 'notes.png', bytes: Buffer.from('just some text, not a picture') },
    ]);
    expect(renamed.status).toBe(400);
    expect(renamed.body?.content).toBe(
      'files: "notes.png" must be a complete jpg, png, gif, pdf file (told by its content, not its name)',
    );

    const unnamed = await api.send(conversation.id, buyer.token, { text: 'Unnamed' }, [
      { bytes: png },
    ]);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body?.content).toBe(
      'files: each file must have a file name (filename in its Content-Disposition)',
    );

    // An empty zip: an end-of-directory record alone. Deliveries take it; messages do not.
    const zip = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
    const zipped = await api.send(conversation.id, buyer.token, { text: 'Zip' }, [
      { name: 'files.zip', bytes: zip },
    ]);
    expect(zipped.status).toBe(400);
    expect(zipped.body?.content).toMatch(/^files: "files.zip" must be a complete/);

    const large = await api.send(conversation.id, buyer.token, { text: 'Large' }, [
      { name: 'large.pdf', bytes: Buffer.alloc(MESSAGE_ATTACHMENT_MAX_BYTES + 1) },
    ]);
    expect(large.status).toBe(400);
    expect(large.body?.content).toBe('files: each file must be at most 5,000,000 bytes');
    expect(await t.countRows(`messages where conversation_id = ${conversation.id}`)).toBe(0);
  });
});

describe('reading messages', () => {
  it('pages backwards from the newest and catches up after an id, oldest first', async () => {
    const { buyer, conversation } = await freshInquiry();
    const ids: number[] = [];
    for (const text of ['one', 'two', 'three', 'four', 'five'])
      ids.push((await api.sent(conversation.id, buyer.token, text)).id);
    const idsOf = (list: { messages: { id: number }[]; more: boolean }) => ({
      ids: list.messages.map((m) => m.id),
      more: list.more,
    });
    const token = world.seller.token;
    expect(idsOf(await api.listed(conversation.id, token))).toEqual({ ids, more: false });
    expect(idsOf(await api.listed(conversation.id, token, '?limit=2'))).toEqual({
      ids: ids.slice(3),
      more: true,
    });
    expect(idsOf(await api.listed(conversation.id, token, `?before=${ids[3]}&limit=2`))).toEqual({
      ids: ids.slice(1, 3),
      more: true,
    });
    expect(idsOf(await api.listed(conversation.id, token, `?before=${ids[1]}&limit=2`))).toEqual({
      ids: ids.slice(0, 1),
      more: false,
    });
    expect(idsOf(await api.listed(conversation.id, token, `?after=${ids[1]}&limit=2`))).toEqual({
      ids: ids.slice(2, 4),
      more: true,
    });
    expect(idsOf(await api.listed(conversation.id, token, `?after=${ids[4]}`))).toEqual({
      ids: [],
      more: false,
    });
    const both = await api.list(conversation.id, token, `?after=${ids[0]}&before=${ids[4]}`);
    expect(both.status).toBe(400);
    expect(both.body?.content).toMatch(/^after: /);
    expect((await api.list(conversation.id, token, '?limit=101')).status).toBe(400);
    expect((await api.list(conversation.id, token, '?before=x')).status).toBe(400);
  });

  it('counts unread messages per member, and shows the sender how far the other has read', async () => {
    const { buyer, conversation } = await freshInquiry();
    const seller = world.seller;
    const first = await api.sent(conversation.id, buyer.token, 'First');
    const second = await api.sent(conversation.id, buyer.token, 'Second');

    const sellerInbox = await api.inboxOf(seller.token);
    const row = sellerInbox.data.find((entry) => entry.id === conversation.id)!;
    expect(row).toMatchObject({
      unread: 2,
      other: { id: buyer.id, name: 'Bea Buyer' },
      lastMessage: { senderId: buyer.id, text: 'Second', attachments: 0 },
    });
    expect(sellerInbox.unreadConversations).toBeGreaterThanOrEqual(1);
    expect((await api.inboxOf(buyer.token)).data[0]).toMatchObject({ unread: 0 });
    expect((await api.viewed(conversation.id, buyer.token)).seenUpTo).toBeNull();
    const before = await api.unreadOf(seller.token);

    const partly = await api.read(conversation.id, seller.token, first.id);
    expect(partly.body?.content).toEqual({
      conversationId: conversation.id,
      readUpTo: first.id,
      unread: 1,
    });
    expect((await api.viewed(conversation.id, buyer.token)).seenUpTo).toBe(first.id);

    // Past the last message is read as up to the last; a mark never goes back.
    const all = await api.read(conversation.id, seller.token, 999_999);
    expect(all.body?.content).toEqual({
      conversationId: conversation.id,
      readUpTo: second.id,
      unread: 0,
    });
    const back = await api.read(conversation.id, seller.token, first.id);
    expect(back.body?.content).toMatchObject({ readUpTo: second.id, unread: 0 });
    expect((await api.viewed(conversation.id, buyer.token)).seenUpTo).toBe(second.id);
    expect((await api.viewed(conversation.id, seller.token)).unread).toBe(0);
    expect((await api.unreadOf(seller.token)).conversations).toBe(before.conversations - 1);

    // The seller's reply: unread for the buyer, read by the seller, seen once the buyer reads.
    const reply = await api.sent(conversation.id, seller.token, 'Yes, I can.');
    expect((await api.viewed(conversation.id, buyer.token)).unread).toBe(1);
    expect((await api.viewed(conversation.id, seller.token)).seenUpTo).toBeNull();
    await api.read(conversation.id, buyer.token, reply.id);
    expect((await api.viewed(conversation.id, seller.token)).seenUpTo).toBe(reply.id);

    // Answering reads what came before: the writer has nothing unread, and no message news.
    await api.sent(conversation.id, buyer.token, 'And a business card?');
    expect((await api.viewed(conversation.id, seller.token)).unread).toBe(1);
    await api.sent(conversation.id, seller.token, 'Of course.');
    expect((await api.viewed(conversation.id, seller.token)).unread).toBe(0);
    const news = await api.notificationsOf(seller.token, '?pageSize=100');
    expect(
      news.data.filter((entry) => entry.conversationId === conversation.id && !entry.read),
    ).toEqual([]);
  });

  it('lists the inbox newest first, paged, with the latest message', async () => {
    const buyer = await t.createUser({ name: 'Ida Inbox' });
    const sellers = [
      await t.createUser({ seller: true }),
      await t.createUser({ seller: true }),
      await t.createUser({ seller: true }),
    ];
    const ids: number[] = [];
    for (const seller of sellers) {
      const conversation = await api.contacted(buyer.token, { sellerId: seller.id });
      await api.sent(conversation.id, seller.token, `Hello from ${seller.id}`);
      ids.push(conversation.id);
    }
    const firstPage = await api.inboxOf(buyer.token, '?pageSize=2');
    expect(firstPage).toMatchObject({ pageIndex: 1, pageSize: 2, totalRow: 3 });
    expect(firstPage.unreadConversations).toBe(3);
    expect(firstPage.data.map((row) => row.id)).toEqual([ids[2], ids[1]]);
    const secondPage = await api.inboxOf(buyer.token, '?pageSize=2&pageIndex=2');
    expect(secondPage.data.map((row) => row.id)).toEqual([ids[0]]);
    // A new message moves its conversation to the top.
    await api.sent(ids[0]!, buyer.token, 'Still there?');
    expect((await api.inboxOf(buyer.token)).data.map((row) => row.id)).toEqual([
      ids[0],
      ids[2],
      ids[1],
    ]);
  });
});

describe('blocking', () => {
  it('stops the blocked user writing and contacting until unblocked', async () => {
    const { buyer, conversation } = await freshInquiry();
    const seller = world.seller;
    const blocked = await api.block(buyer.id, seller.token);
    expect(blocked.status).toBe(200);
    expect(blocked.body?.content).toEqual({ userId: buyer.id, blocked: true });
    expect((await api.block(buyer.id, seller.token)).status).toBe(200);

    const refused = await api.send(conversation.id, buyer.token, { text: 'Hello?' });
    expect(refused.status).toBe(403);
    expect(refused.body?.content).toBe(NOT_ACCEPTING);
    const contact = await api.contact(buyer.token, { gigId: world.gig.id });
    expect(contact.status).toBe(403);
    expect(contact.body?.content).toBe(NOT_ACCEPTING);
    expect((await api.typing(conversation.id, buyer.token)).status).toBe(403);
    const blocker = await api.send(conversation.id, seller.token, { text: 'One more thing' });
    expect(blocker.status).toBe(403);
    expect(blocker.body?.content).toBe(YOU_BLOCKED);
    expect((await api.viewed(conversation.id, buyer.token)).blocked).toEqual({
      byMe: false,
      byThem: true,
    });
    expect((await api.viewed(conversation.id, seller.token)).blocked).toEqual({
      byMe: true,
      byThem: false,
    });
    // Reading stays open: what was said is still theirs.
    expect((await api.list(conversation.id, buyer.token)).status).toBe(200);

    const unblocked = await api.unblock(buyer.id, seller.token);
    expect(unblocked.body?.content).toEqual({ userId: buyer.id, blocked: false });
    expect((await api.send(conversation.id, buyer.token, { text: 'Hello again' })).status).toBe(
      201,
    );
  });

  it('refuses blocking oneself, an unknown user and anonymous callers', async () => {
    const self = await api.block(stranger.id, stranger.token);
    expect(self.status).toBe(400);
    expect(self.body?.content).toBe('userId: must be another user than yourself');
    expect((await api.block(999_999, stranger.token)).status).toBe(404);
    expect((await api.unblock(999_999, stranger.token)).status).toBe(404);
    expect((await api.block(world.seller.id)).status).toBe(403);
    expect((await api.unblock(world.seller.id)).status).toBe(403);
  });
});

describe('suspended accounts', () => {
  /** An admin's action on a reported target (decision 053). */
  const moderate = (target: string, action: string) =>
    call(t.app, 'POST', `/api/admin/reports/${target}/actions`, {
      token: admin.token,
      body: { action, note: 'Breaks the rules' },
    });

  it('neither send nor receive: contact, send and typing are refused 409 naming the rule until restored', async () => {
    const { buyer, conversation } = await freshInquiry('Sue Suspended');
    const seller = world.seller;
    await api.sent(conversation.id, buyer.token, 'Can you pay me outside Giglane?');
    expect((await moderate(`user/${buyer.id}`, 'suspend-user')).status).toBe(200);
    // The seller's typing hint of an earlier test must be out of its window (one per 2 s), or the
    // rate limit answers first.
    await new Promise((resolve) => setTimeout(resolve, 2_100));

    for (const refused of [
      await api.send(conversation.id, seller.token, { text: 'Still there?' }),
      await api.typing(conversation.id, seller.token),
      await api.contact(seller.token, { sellerId: buyer.id }),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.body?.content).toBe(ACCOUNT_SUSPENDED);
    }
    // Its own session ended with the suspension, live socket included; the thread stays
    // readable, marked frozen.
    expect((await api.send(conversation.id, buyer.token, { text: 'Hello?' })).status).toBe(403);
    const socket = await openLive(await t.origin());
    socket.socket.send(JSON.stringify({ type: 'auth', token: buyer.token }));
    expect(await socket.closed).toBe(LIVE_CLOSE.badToken);
    const view = await api.viewed(conversation.id, seller.token);
    expect(view.suspended).toBe(true);
    expect((await api.listed(conversation.id, seller.token)).messages).toHaveLength(1);
    expect((await api.viewed(conversation.id, admin.token)).suspended).toBe(true);

    expect((await moderate(`user/${buyer.id}`, 'unsuspend-user')).status).toBe(200);
    expect((await api.viewed(conversation.id, seller.token)).suspended).toBe(false);
    expect((await api.send(conversation.id, seller.token, { text: 'Welcome back' })).status).toBe(
      201,
    );
  });

  it('takes no question about a gig an admin holds, as about a paused one', async () => {
    const held = await world.api.createListedGig(world.seller, world.catalog.logo, {
      title: 'I will paint a sign for your shop',
    });
    expect((await moderate(`gig/${held.id}`, 'hide-gig')).status).toBe(200);
    expect((await api.contact(stranger.token, { gigId: held.id })).status).toBe(404);
  });
});

describe("an order's thread", () => {
  it('opens once for its buyer and seller, read-only for admins, hidden from anyone else', async () => {
    const orders = ordersApi(t);
    const order = await orders.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
    const opened = await api.orderThread(order.id, world.buyer.token);
    expect(opened.status).toBe(200);
    const thread = (opened.body?.content ?? {}) as { id: number };
    const asBuyer = await api.viewed(thread.id, world.buyer.token);
    expect(asBuyer).toMatchObject({
      order: { id: order.id, number: order.number },
      gig: { id: world.gig.id },
      other: { id: world.seller.id },
      readOnly: false,
    });
    const asSeller = await api.orderThread(order.id, world.seller.token);
    expect(asSeller.body?.content).toMatchObject({ id: thread.id, other: { id: world.buyer.id } });
    const asAdmin = await api.orderThread(order.id, admin.token);
    expect(asAdmin.body?.content).toMatchObject({ id: thread.id, readOnly: true });
    expect((await api.orderThread(order.id, stranger.token)).status).toBe(404);
    expect((await api.orderThread(999_999, world.buyer.token)).status).toBe(404);
    expect((await api.orderThread(order.id)).status).toBe(403);

    // Its own conversation, apart from the pair's inquiry.
    const inquiry = await api.contacted(world.buyer.token, { gigId: world.gig.id });
    expect(inquiry.id).not.toBe(thread.id);
    await api.sent(thread.id, world.buyer.token, 'Files attached to the order');
    expect((await api.send(thread.id, admin.token, { text: 'Hi' })).status).toBe(403);
    expect((await api.view(thread.id, stranger.token)).status).toBe(404);
  });
});

describe('one row per person in the inbox', () => {
  it("shows a buyer's questions and their order's thread as one row, the latest with both threads", async () => {
    const orders = ordersApi(t);
    const { buyer, conversation: inquiry } = await freshInquiry('Quinn Question');
    const other = await freshInquiry('Olu Other');
    await api.sent(other.conversation.id, other.buyer.token, 'Another buyer asks');
    const before = await api.unreadOf(world.seller.token);
    await api.sent(inquiry.id, buyer.token, 'Can you do it in green?');
    const order = await orders.placed(buyer, { gigId: world.gig.id, package: 'basic' });
    const thread = contentOf(conversationView, (await api.orderThread(order.id, buyer.token)).body);
    await api.sent(thread.id, buyer.token, 'Here is my brief');
    await api.sent(thread.id, buyer.token, 'And the old logo');

    const inbox = await api.inboxOf(world.seller.token, '?pageSize=2');
    const [first, second] = inbox.data;
    expect(first).toMatchObject({
      id: thread.id,
      other: { id: buyer.id, name: 'Quinn Question' },
      order: { id: order.id, number: order.number },
      lastMessage: { text: 'And the old logo' },
      unread: 2,
      threads: [
        { id: thread.id, order: { id: order.id }, unread: 2 },
        { id: inquiry.id, order: null, gig: { id: world.gig.id }, unread: 1 },
      ],
    });
    expect(first!.threads[0]!.lastMessageAt).toBe(first!.lastMessage!.at);
    // The next person, not the same buyer's questions again.
    expect(second).toMatchObject({ other: { id: other.buyer.id } });
    expect(inbox.data.filter((row) => row.other.id === buyer.id)).toHaveLength(1);
    // Paged and counted by person, the unread ones too.
    const all = await api.inboxOf(world.seller.token, '?pageSize=100');
    expect(all.totalRow).toBe(new Set(all.data.map((row) => row.other.id)).size);
    expect(all.totalRow).toBe(all.data.length);
    expect(all.unreadConversations).toBe(
      all.data.filter((row) => row.threads.some((entry) => entry.unread > 0)).length,
    );
    // The header's badge counts the person once too.
    expect((await api.unreadOf(world.seller.token)).conversations).toBe(before.conversations + 1);

    // Either thread, opened, names the other one, so the order is reachable from the questions.
    const questions = await api.viewed(inquiry.id, world.seller.token);
    expect(questions.threads.map((entry) => entry.id)).toEqual([thread.id, inquiry.id]);
    // Reading the order's thread leaves the questions' count as it was.
    await api.read(thread.id, world.seller.token, 999_999);
    expect((await api.viewed(inquiry.id, world.seller.token)).threads).toMatchObject([
      { id: thread.id, unread: 0 },
      { id: inquiry.id, unread: 1 },
    ]);
    // A new question moves the questions first, still one row.
    await api.sent(inquiry.id, buyer.token, 'One more question');
    const moved = await api.inboxOf(world.seller.token, '?pageSize=1');
    expect(moved.data[0]).toMatchObject({
      id: inquiry.id,
      threads: [{ id: inquiry.id }, { id: thread.id }],
    });
  });
});

describe('the send limit', () => {
  /** A test app of its own with these limits, a buyer and a seller, and their conversation. */
  async function withLimits(
    limits: Parameters<typeof createTestApp>[0],
    run: (world: {
      local: ReturnType<typeof messagesApi>;
      buyer: { id: number; token: string };
      seller: { id: number; token: string };
      conversation: { id: number };
    }) => Promise<void>,
  ) {
    const limited = await createTestApp(limits);
    try {
      const local = messagesApi(limited);
      const buyer = await limited.createUser();
      const seller = await limited.createUser({ seller: true });
      const conversation = await local.contacted(buyer.token, { sellerId: seller.id });
      await run({ local, buyer, seller, conversation });
    } finally {
      await limited.close();
    }
  }

  it('counts only messages with files against the hourly upload limit', async () => {
    await withLimits({ uploadRateLimit: 1 }, async ({ local, buyer, conversation }) => {
      for (let i = 0; i < 3; i += 1)
        expect((await local.send(conversation.id, buyer.token, { text: `#${i}` })).status).toBe(
          201,
        );
      const picture = { name: 'sketch.png', bytes: await smallPng() };
      expect(
        (await local.send(conversation.id, buyer.token, { text: 'A' }, [picture])).status,
      ).toBe(201);
      const second = await local.send(conversation.id, buyer.token, { text: 'B' }, [picture]);
      expect(second.status).toBe(429);
      expect(second.body?.content).toMatch(/^files: at most 1 uploads per user per hour/);
    });
  });

  it('answers 429 in the envelope past MESSAGE_RATE_LIMIT sends a minute, per user', async () => {
    await withLimits({ messageRateLimit: 3 }, async ({ local, buyer, seller, conversation }) => {
      for (let i = 0; i < 3; i += 1)
        expect((await local.send(conversation.id, buyer.token, { text: `#${i}` })).status).toBe(
          201,
        );
      const refused = await local.send(conversation.id, buyer.token, { text: 'One too many' });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ statusCode: 429 });
      expect((await local.send(conversation.id, seller.token, { text: 'Mine' })).status).toBe(201);
    });
  });
});
