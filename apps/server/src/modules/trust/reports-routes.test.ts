import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '@giglane/contract/message-values';
import { notificationList } from '@giglane/contract/messages';
import { REMOVED_MESSAGE_TEXT, accountSuspendedText } from '@giglane/contract/report-values';
import { report, reportQueue, reportTarget } from '@giglane/contract/reports';
import { searchReply } from '@giglane/contract/search';
import { orderView } from '@giglane/contract/orders';
import { buyerReviewsReply } from '@giglane/contract/reviews';
import { reviews } from '../reviews/reviews-schema';
import { openLive } from '../../lib/live-client';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { messagesApi } from '../../testing/messages';
import { completedOrder, orderWorld, ordersApi } from '../../testing/orders';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

const undo: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of undo.splice(0).reverse()) await step();
});

async function world(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  undo.push(() => t.close());
  const found = await orderWorld(t);
  const admin = await t.createAdmin({ name: 'Ada Admin' });
  const seller = found.seller as typeof found.seller & { email: string; password: string };
  return { t, ...found, seller, admin };
}

const post = (t: TestApp, url: string, token: string | undefined, body: unknown) =>
  call(t.app, 'POST', url, { token, body });

const reportOf = (t: TestApp, token: string | undefined, body: Record<string, unknown>) =>
  post(t, '/api/reports', token, body);

const act = (
  t: TestApp,
  token: string | undefined,
  target: string,
  body: Record<string, unknown>,
) => post(t, `/api/admin/reports/${target}/actions`, token, body);

async function searchIds(t: TestApp, keyword: string) {
  const reply = await call(t.app, 'GET', `/api/cong-viec/tim-kiem?keyword=${keyword}`);
  expect(reply.status).toBe(200);
  return contentOf(searchReply, reply.body).data.map((gig) => gig.id);
}

const signIn = (t: TestApp, email: string, password: string) =>
  post(t, '/api/auth/signin', undefined, { email, password });

describe('POST /api/reports', () => {
  it('takes one open report per reporter and target, and refuses what it cannot take', async () => {
    const { t, buyer, seller, gig } = await world();
    const body = {
      targetType: 'gig',
      targetId: gig.id,
      reason: 'scam',
      details: '  Asks for Bitcoin ',
    };

    expect((await reportOf(t, undefined, body)).status).toBe(403);
    for (const [wrong, named] of [
      [{ targetType: 'order' }, 'targetType: must be one of gig, user, message, review'],
      [{ targetId: 0 }, 'targetId: must be a positive whole number'],
      [{ reason: 'ugly' }, 'reason: must be one of spam, scam'],
      [{ details: 'x'.repeat(1001) }, 'details: must be at most 1000 characters'],
    ] as const) {
      const refused = await reportOf(t, buyer.token, { ...body, ...wrong });
      expect(refused.status).toBe(400);
      expect(String(refused.body!.content)).toContain(named);
    }
    expect((await reportOf(t, buyer.token, { ...body, targetId: 999999 })).status).toBe(404);
    const own = await reportOf(t, seller.token, body);
    expect(own.status).toBe(400);
    expect(own.body!.content).toBe('targetId: must not be your own gig');
    expect(await t.countRows('reports')).toBe(0);

    const made = await reportOf(t, buyer.token, body);
    expect(made.status).toBe(201);
    expect(contentOf(report, made.body)).toMatchObject({
      targetType: 'gig',
      targetId: gig.id,
      reason: 'scam',
      details: 'Asks for Bitcoin',
      status: 'open',
    });
    const again = await reportOf(t, buyer.token, { ...body, reason: 'spam' });
    expect(again.status).toBe(409);
    expect(String(again.body!.content)).toContain('You already reported this');
    expect(await t.countRows('reports')).toBe(1);

    // Once an admin settled it, the same person may report it again.
    const admin = await t.createAdmin();
    expect(
      (await act(t, admin.token, `gig/${gig.id}`, { action: 'dismiss', note: 'Fine' })).status,
    ).toBe(200);
    expect((await reportOf(t, buyer.token, body)).status).toBe(201);
  });

  it("lets only a conversation's two people report its messages, not their own", async () => {
    const { t, buyer, seller, gig } = await world();
    const chat = messagesApi(t);
    const conversation = await chat.contacted(buyer.token, { gigId: gig.id });
    const sent = await chat.sent(conversation.id, seller.token, 'Pay me on WhatsApp instead');
    const stranger = await t.createUser();
    const body = { targetType: 'message', targetId: sent.id, reason: 'off-platform' };

    expect((await reportOf(t, stranger.token, body)).status).toBe(404);
    expect((await reportOf(t, seller.token, body)).status).toBe(400);
    expect((await reportOf(t, buyer.token, body)).status).toBe(201);
  });
});

describe('the Reports queue', () => {
  it('groups open reports by target with their count and reasons, for admins only', async () => {
    const { t, buyer, seller, gig, admin } = await world();
    const other = await t.createUser();
    await reportOf(t, buyer.token, { targetType: 'gig', targetId: gig.id, reason: 'scam' });
    await reportOf(t, other.token, { targetType: 'gig', targetId: gig.id, reason: 'scam' });
    await reportOf(t, buyer.token, {
      targetType: 'user',
      targetId: seller.id,
      reason: 'harassment',
    });

    for (const token of [undefined, buyer.token, seller.token]) {
      expect((await call(t.app, 'GET', '/api/admin/reports', { token })).status).toBe(403);
      expect((await call(t.app, 'GET', `/api/admin/reports/gig/${gig.id}`, { token })).status).toBe(
        403,
      );
    }
    const listed = await call(t.app, 'GET', '/api/admin/reports', { token: admin.token });
    expect(listed.status).toBe(200);
    const queue = contentOf(reportQueue, listed.body);
    expect(queue.totalRow).toBe(2);
    expect(queue.data[0]).toMatchObject({
      targetType: 'gig',
      targetId: gig.id,
      summary: 'I will design a logo for your shop',
      account: { id: seller.id, name: 'Sam Seller', suspended: false },
      openCount: 2,
      reasons: [{ reason: 'scam', count: 2 }],
    });
    expect(queue.data[1]).toMatchObject({ targetType: 'user', openCount: 1 });

    const opened = await call(t.app, 'GET', `/api/admin/reports/gig/${gig.id}`, {
      token: admin.token,
    });
    const detail = contentOf(reportTarget, opened.body);
    expect(detail.reports.map((one) => one.reporter.id).sort()).toEqual(
      [buyer.id, other.id].sort(),
    );
    expect(detail.allowed).toEqual(['hide-gig', 'suspend-user', 'dismiss']);
    // Where others read it, for the admin to see it in place.
    expect(detail.shownOn).toEqual({ page: 'gig', id: gig.id });
    const reportedUser = contentOf(
      reportTarget,
      (
        await call(t.app, 'GET', `/api/admin/reports/user/${queue.data[1]!.targetId}`, {
          token: admin.token,
        })
      ).body,
    );
    expect(reportedUser.shownOn).toEqual({ page: 'seller', id: queue.data[1]!.targetId });
    expect(
      (await call(t.app, 'GET', '/api/admin/reports/gig/999999', { token: admin.token })).status,
    ).toBe(404);
    const bad = await call(t.app, 'GET', '/api/admin/reports/order/1', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(String(bad.body!.content)).toContain('targetType');
  });
});

describe("the admins' actions", () => {
  it('hide a gig out of search and orders, log who and why, and show it again', async () => {
    const { t, buyer, seller, gig, admin } = await world();
    await reportOf(t, buyer.token, {
      targetType: 'gig',
      targetId: gig.id,
      reason: 'intellectual-property',
    });
    const target = `gig/${gig.id}`;
    const hide = { action: 'hide-gig', note: 'Uses a trademarked logo' };

    for (const token of [undefined, buyer.token, seller.token])
      expect((await act(t, token, target, hide)).status).toBe(403);
    const noNote = await act(t, admin.token, target, { action: 'hide-gig', note: ' ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body!.content).toBe('note: must not be blank');
    const badAction = await act(t, admin.token, target, { action: 'ban', note: 'x' });
    expect(badAction.status).toBe(400);
    expect(String(badAction.body!.content)).toContain('action: must be one of');
    const wrongKind = await act(t, admin.token, target, { action: 'remove-review', note: 'x' });
    expect(wrongKind.status).toBe(409);
    expect(String(wrongKind.body!.content)).toContain('action: cannot remove-review this gig');
    expect(await t.countRows('moderation_actions')).toBe(0);
    expect(await searchIds(t, 'logo')).toContain(gig.id);

    const hidden = await act(t, admin.token, target, hide);
    expect(hidden.status).toBe(200);
    const after = contentOf(reportTarget, hidden.body);
    expect(after.hidden).toBe(true);
    expect(after.reports[0]!.status).toBe('actioned');
    expect(after.actions[0]).toMatchObject({
      action: 'hide-gig',
      admin: { id: admin.id, name: 'Ada Admin' },
      note: 'Uses a trademarked logo',
    });
    expect(after.allowed).toContain('unhide-gig');
    expect((await act(t, admin.token, target, hide)).status).toBe(409);

    expect(await searchIds(t, 'logo')).not.toContain(gig.id);
    expect((await call(t.app, 'GET', `/api/gigs/${gig.id}/offer`)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/cong-viec/${gig.id}`)).status).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/gigs/${gig.id}/offer`, { token: seller.token })).status,
    ).toBe(200);
    const ordered = await ordersApi(t).place(buyer.token, { gigId: gig.id, package: 'basic' });
    expect(ordered.status).toBe(400);
    expect(ordered.body!.content).toBe(
      'gigId: must be a gig that is listed: this gig is unavailable',
    );
    const queue = contentOf(
      reportQueue,
      (await call(t.app, 'GET', '/api/admin/reports', { token: admin.token })).body,
    );
    expect(queue.totalRow).toBe(0);

    expect(
      (await act(t, admin.token, target, { action: 'unhide-gig', note: 'Licence shown' })).status,
    ).toBe(200);
    expect(await searchIds(t, 'logo')).toContain(gig.id);
  });

  it('remove a reported message and a reported review', async () => {
    const { t, buyer, seller, gig, admin } = await world();
    const chat = messagesApi(t);
    const conversation = await chat.contacted(buyer.token, { gigId: gig.id });
    const sent = await chat.sent(conversation.id, seller.token, 'Send me your password');
    await reportOf(t, buyer.token, { targetType: 'message', targetId: sent.id, reason: 'scam' });
    const removed = await act(t, admin.token, `message/${sent.id}`, {
      action: 'remove-message',
      note: 'Phishing',
    });
    expect(removed.status).toBe(200);
    expect(contentOf(reportTarget, removed.body).allowed).not.toContain('remove-message');
    const thread = await chat.listed(conversation.id, buyer.token);
    expect(thread.messages.find((one) => one.id === sent.id)!.text).toBe(REMOVED_MESSAGE_TEXT);

    const [review] = await t.db
      .insert(reviews)
      .values({
        gigId: gig.id,
        reviewerId: buyer.id,
        reviewedOn: '2026-11-01',
        content: 'Terrible, use my gig instead',
        stars: 1,
      })
      .returning({ id: reviews.id });
    await reportOf(t, seller.token, { targetType: 'review', targetId: review!.id, reason: 'spam' });
    const reported = await call(t.app, 'GET', `/api/admin/reports/review/${review!.id}`, {
      token: admin.token,
    });
    // A review is read on its gig's page.
    expect(contentOf(reportTarget, reported.body).shownOn).toEqual({ page: 'gig', id: gig.id });
    const gone = await act(t, admin.token, `review/${review!.id}`, {
      action: 'remove-review',
      note: 'Self-promotion',
    });
    expect(gone.status).toBe(200);
    const view = contentOf(reportTarget, gone.body);
    expect(view).toMatchObject({ exists: false, summary: 'Terrible, use my gig instead' });
    expect(view.actions[0]).toMatchObject({ action: 'remove-review', note: 'Self-promotion' });
    expect(await t.countRows('comments')).toBe(0);
  });
});

describe('two admins acting at once', () => {
  /** The notices of these kinds given so far. */
  const noticesOf = (t: TestApp, kinds: string) =>
    t.countRows(`notifications where kind in (${kinds})`);

  it('take turns on one target: one hides the gig, the other is refused, each told once', async () => {
    const { t, buyer, gig, admin } = await world();
    const otherAdmin = await t.createAdmin({ name: 'Otto Admin' });
    const reporter = await t.createUser();
    const target = `gig/${gig.id}`;
    for (let round = 0; round < 3; round += 1) {
      for (const who of [buyer, reporter])
        expect(
          (await reportOf(t, who.token, { targetType: 'gig', targetId: gig.id, reason: 'scam' }))
            .status,
        ).toBe(201);
      const actions = await t.countRows('moderation_actions');
      const notices = await noticesOf(t, `'report_actioned', 'gig_hidden'`);
      const mails = await t.countRows('mails');
      const replies = await Promise.all([
        act(t, admin.token, target, { action: 'hide-gig', note: 'First look' }),
        act(t, otherAdmin.token, target, { action: 'hide-gig', note: 'Second look' }),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
      const refused = replies.find((reply) => reply.status === 409)!;
      expect(String(refused.body!.content)).toContain('action: cannot hide-gig this gig now');
      const view = contentOf(reportTarget, replies.find((reply) => reply.status === 200)!.body);
      expect(view.hidden).toBe(true);
      expect(view.reports.filter((one) => one.status === 'open')).toEqual([]);
      // One action logged; both reporters and the seller told once each, in the app and by mail.
      expect(await t.countRows('moderation_actions')).toBe(actions + 1);
      expect(await noticesOf(t, `'report_actioned', 'gig_hidden'`)).toBe(notices + 3);
      expect(await t.countRows('mails')).toBe(mails + 3);
      expect(
        (await act(t, admin.token, target, { action: 'unhide-gig', note: 'Next round' })).status,
      ).toBe(200);
    }
  });

  it('settle each report once when one hides the gig and the other dismisses it', async () => {
    const { t, buyer, gig, admin } = await world();
    const otherAdmin = await t.createAdmin({ name: 'Otto Admin' });
    const target = `gig/${gig.id}`;
    for (let round = 0; round < 3; round += 1) {
      await reportOf(t, buyer.token, { targetType: 'gig', targetId: gig.id, reason: 'spam' });
      const notices = await noticesOf(t, `'report_actioned', 'report_dismissed'`);
      const replies = await Promise.all([
        act(t, admin.token, target, { action: 'hide-gig', note: 'Spam' }),
        act(t, otherAdmin.token, target, { action: 'dismiss', note: 'Looks fine' }),
      ]);
      // Dismissing is always allowed; whichever came second settles nothing more.
      expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
      const view = contentOf(
        reportTarget,
        (await call(t.app, 'GET', `/api/admin/reports/${target}`, { token: admin.token })).body,
      );
      expect(view.hidden).toBe(true);
      expect(view.reports.map((one) => one.status)).not.toContain('open');
      expect(await noticesOf(t, `'report_actioned', 'report_dismissed'`)).toBe(notices + 1);
      await act(t, admin.token, target, { action: 'unhide-gig', note: 'Next round' });
    }
  });

  it('suspend an account once, whether through the same target or two targets of it', async () => {
    const { t, seller, gig, admin } = await world();
    const otherAdmin = await t.createAdmin({ name: 'Otto Admin' });
    const pairs = [
      [`user/${seller.id}`, `user/${seller.id}`],
      [`gig/${gig.id}`, `user/${seller.id}`],
    ];
    for (const [first, second] of pairs) {
      const actions = await t.countRows(`moderation_actions where action = 'suspend-user'`);
      const mails = await t.countRows(`mails where template = 'account-suspended'`);
      const replies = await Promise.all([
        act(t, admin.token, first!, { action: 'suspend-user', note: 'Fraud' }),
        act(t, otherAdmin.token, second!, { action: 'suspend-user', note: 'Fraud too' }),
      ]);
      expect({ first, second, statuses: replies.map((reply) => reply.status).sort() }).toEqual({
        first,
        second,
        statuses: [200, 409],
      });
      expect(await t.countRows(`moderation_actions where action = 'suspend-user'`)).toBe(
        actions + 1,
      );
      expect(await t.countRows(`mails where template = 'account-suspended'`)).toBe(mails + 1);
      expect(
        (
          await act(t, admin.token, `user/${seller.id}`, {
            action: 'unsuspend-user',
            note: 'Next round',
          })
        ).status,
      ).toBe(200);
    }
  });
});

describe('suspension', () => {
  it('refuses sign-in naming the reason, ends sessions and sockets, and takes the gigs out of sale', async () => {
    const { t, buyer, seller, gig, admin } = await world();
    const socket = await openLive(await t.origin());
    undo.push(async () => socket.socket.terminate());
    await socket.signIn(seller.token);
    const conversation = await messagesApi(t).contacted(buyer.token, { gigId: gig.id });
    await reportOf(t, buyer.token, { targetType: 'gig', targetId: gig.id, reason: 'scam' });

    // Admins cannot suspend themselves.
    const self = await act(t, admin.token, `user/${admin.id}`, {
      action: 'suspend-user',
      note: 'Oops',
    });
    expect(self.status).toBe(403);
    expect(self.body!.content).toBe('Admins cannot suspend their own account.');

    const suspended = await act(t, admin.token, `gig/${gig.id}`, {
      action: 'suspend-user',
      note: 'Takes payment outside Giglane',
    });
    expect(suspended.status).toBe(200);
    const view = contentOf(reportTarget, suspended.body);
    expect(view.account).toMatchObject({ id: seller.id, suspended: true });
    expect(view.actions[0]).toMatchObject({
      action: 'suspend-user',
      targetType: 'user',
      targetId: seller.id,
    });
    expect(view.allowed).toContain('unsuspend-user');

    expect(await socket.closed).toBe(LIVE_CLOSE.badToken);
    const refused = await signIn(t, seller.email, seller.password);
    expect(refused.status).toBe(403);
    expect(refused.body!.content).toBe(accountSuspendedText('Takes payment outside Giglane'));
    const wrong = await signIn(t, seller.email, 'not-the-password');
    expect(wrong.status).toBe(400);
    // The old token: refused by the new API and the original's alike.
    expect((await call(t.app, 'GET', '/api/seller-gigs', { token: seller.token })).status).toBe(
      403,
    );
    expect(
      (
        await call(t.app, 'GET', '/api/thue-cong-viec/lay-danh-sach-da-thue', {
          token: seller.token,
        })
      ).status,
    ).toBe(403);
    expect(
      (await messagesApi(t).send(conversation.id, seller.token, { text: 'Still here' })).status,
    ).toBe(403);

    expect(await searchIds(t, 'logo')).not.toContain(gig.id);
    expect((await call(t.app, 'GET', `/api/sellers/${seller.id}`)).status).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/gigs/${gig.id}/offer`, { token: buyer.token })).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/cong-viec/lay-cong-viec-chi-tiet/${gig.id}`)).status,
    ).toBe(404);
    expect(
      (await ordersApi(t).place(buyer.token, { gigId: gig.id, package: 'basic' })).status,
    ).toBe(400);
    const legacy = await post(t, '/api/thue-cong-viec', buyer.token, {
      maCongViec: gig.id,
      hoanThanh: false,
    });
    expect(legacy.status).toBe(400);
    expect(legacy.body!.content).toBe(
      'maCongViec: must be a gig that is listed: this gig is unavailable',
    );

    // Restoring brings the account and its gigs back.
    const restored = await act(t, admin.token, `user/${seller.id}`, {
      action: 'unsuspend-user',
      note: 'Appeal accepted',
    });
    expect(restored.status).toBe(200);
    expect((await signIn(t, seller.email, seller.password)).status).toBe(200);
    expect(await searchIds(t, 'logo')).toContain(gig.id);
    expect((await call(t.app, 'GET', `/api/sellers/${seller.id}`)).status).toBe(200);
  });
});

describe('blocks reach orders', () => {
  it('refuses an order between two people when either blocked the other, with a 409 naming the rule', async () => {
    const { t, buyer, seller, gig } = await world();
    const place = () => ordersApi(t).place(buyer.token, { gigId: gig.id, package: 'basic' });
    const legacy = () =>
      post(t, '/api/thue-cong-viec', buyer.token, { maCongViec: gig.id, hoanThanh: false });

    expect(
      (await call(t.app, 'PUT', `/api/blocks/${buyer.id}`, { token: seller.token })).status,
    ).toBe(200);
    const byThem = await place();
    expect(byThem.status).toBe(409);
    expect(byThem.body!.content).toBe(
      'This seller does not take orders from you: one of you blocked the other.',
    );
    expect((await legacy()).status).toBe(409);

    await call(t.app, 'DELETE', `/api/blocks/${buyer.id}`, { token: seller.token });
    await call(t.app, 'PUT', `/api/blocks/${seller.id}`, { token: buyer.token });
    const byMe = await place();
    expect(byMe.status).toBe(409);
    expect(byMe.body!.content).toBe('You blocked this seller: unblock them to order.');
    expect(await t.countRows('hires')).toBe(0);

    await call(t.app, 'DELETE', `/api/blocks/${seller.id}`, { token: buyer.token });
    expect((await place()).status).toBe(201);
  });
});

describe('notices of reports and actions', () => {
  /** A world whose mail leaves through a test SMTP server, and the notices of a user. */
  async function mailingWorld() {
    const smtp = await startSmtpServer(undo);
    const found = await world({ smtpUrl: smtp.url });
    const notices = async (token: string) =>
      (await messagesApi(found.t).notificationsOf(token)).data.filter((one) => one.moderation);
    return { ...found, smtp, notices };
  }

  /** The one mail to `address` saying `text`. */
  const mailTo = (smtp: TestSmtpServer, address: string, text: string) =>
    smtp.waitFor((mail) => mail.envelopeTo.includes(address) && mail.text!.includes(text));

  it("tell each reporter their report was acted on, and the gig's seller it was hidden and why", async () => {
    const { t, smtp, notices, buyer, seller, gig, admin } = await mailingWorld();
    const other = await t.createUser({ name: 'Olga Other' });
    for (const reporter of [buyer, other])
      await reportOf(t, reporter.token, { targetType: 'gig', targetId: gig.id, reason: 'scam' });
    expect(
      (await act(t, admin.token, `gig/${gig.id}`, { action: 'hide-gig', note: 'Fake samples' }))
        .status,
    ).toBe(200);

    for (const reporter of [buyer, other]) {
      const [notice] = await notices(reporter.token);
      expect(notice).toMatchObject({
        kind: 'report_actioned',
        actor: null,
        moderation: { targetType: 'gig', summary: gig.title, note: null },
        read: false,
      });
      const mail = await mailTo(smtp, reporter.email, 'took action');
      expect(mail.subject).toBe('We acted on your report');
      // A reporter is told that, not what was done to whom.
      expect(mail.text).not.toContain('Fake samples');
    }
    const [hidden] = await notices(seller.token);
    expect(hidden).toMatchObject({
      kind: 'gig_hidden',
      gig: { id: gig.id },
      moderation: { targetType: 'gig', summary: gig.title, note: 'Fake samples' },
    });
    // It opens the page where the seller may appeal it (decision 058).
    expect(hidden!.link).toMatch(/^\/appeal\?action=\d+$/);
    const mail = await mailTo(smtp, seller.email, 'hid your gig');
    expect(mail.subject).toBe('Your gig was hidden');
    expect(mail.text).toContain('The reason: Fake samples');
    expect(mail.text).toContain(`Appeal this decision: http://localhost:3000${hidden!.link}`);

    // Showing it again settles no report and tells nobody.
    await act(t, admin.token, `gig/${gig.id}`, { action: 'unhide-gig', note: 'Appeal' });
    expect(await notices(seller.token)).toHaveLength(1);
    expect(await notices(buyer.token)).toHaveLength(1);
  });

  it('tell a reporter their report was dismissed, and nobody else', async () => {
    const { t, smtp, notices, buyer, seller, admin } = await mailingWorld();
    await reportOf(t, buyer.token, { targetType: 'user', targetId: seller.id, reason: 'spam' });
    await act(t, admin.token, `user/${seller.id}`, { action: 'dismiss', note: 'Not spam' });

    expect(await notices(buyer.token)).toMatchObject([
      {
        kind: 'report_dismissed',
        moderation: { targetType: 'user', summary: 'Sam Seller', note: null },
        link: '/notifications',
      },
    ]);
    const mail = await mailTo(smtp, buyer.email, 'no breach');
    expect(mail.subject).toBe('We looked into your report');
    expect(await notices(seller.token)).toEqual([]);
  });

  it("tell a message's sender it was removed, quoting it, and a suspended account why by mail", async () => {
    const { t, smtp, notices, buyer, seller, gig, admin } = await mailingWorld();
    const chat = messagesApi(t);
    const conversation = await chat.contacted(buyer.token, { gigId: gig.id });
    const sent = await chat.sent(conversation.id, seller.token, 'Pay me on WhatsApp');
    await reportOf(t, buyer.token, {
      targetType: 'message',
      targetId: sent.id,
      reason: 'off-platform',
    });
    await act(t, admin.token, `message/${sent.id}`, { action: 'remove-message', note: 'Off-site' });
    expect(await notices(seller.token)).toMatchObject([
      {
        kind: 'message_removed',
        moderation: { targetType: 'message', summary: 'Pay me on WhatsApp', note: 'Off-site' },
      },
    ]);
    expect((await notices(buyer.token))[0]!.kind).toBe('report_actioned');

    await reportOf(t, buyer.token, { targetType: 'user', targetId: seller.id, reason: 'scam' });
    await act(t, admin.token, `user/${seller.id}`, { action: 'suspend-user', note: 'Fraud' });
    const suspended = await mailTo(smtp, seller.email, 'suspended your Giglane account');
    expect(suspended.subject).toBe('Your Giglane account is suspended');
    expect(suspended.text).toContain('The reason: Fraud');
    expect(await notices(buyer.token)).toMatchObject([
      { kind: 'report_actioned', moderation: { targetType: 'user', summary: 'Sam Seller' } },
      { kind: 'report_actioned', moderation: { targetType: 'message' } },
    ]);

    await act(t, admin.token, `user/${seller.id}`, { action: 'unsuspend-user', note: 'Appeal' });
    expect((await mailTo(smtp, seller.email, 'restored your Giglane account')).subject).toBe(
      'Your Giglane account is restored',
    );
  });
});

describe("a seller's review of a buyer", () => {
  /** A completed order whose seller reviewed its buyer, hidden until the buyer reviews too. */
  async function reviewedBuyer() {
    const found = await world();
    const orderId = await completedOrder(found.t, found);
    const written = await post(found.t, `/api/orders/${orderId}/buyer-review`, found.seller.token, {
      stars: 1,
      text: 'Rude buyer, call him at 555-0100',
    });
    expect(written.status).toBe(201);
    const reviewId = (written.body!.content as { id: number }).id;
    return { ...found, orderId, reviewId };
  }

  const profileOf = async (t: TestApp, userId: number) =>
    contentOf(
      buyerReviewsReply,
      (await call(t.app, 'GET', `/api/users/${userId}/buyer-reviews`)).body,
    );

  it('is reported once published, by anyone who can read it but its seller', async () => {
    const { t, buyer, seller, orderId, reviewId } = await reviewedBuyer();
    const body = { targetType: 'buyer-review', targetId: reviewId, reason: 'harassment' };
    // Hidden until both reviewed: nobody else can read it, so nobody reports it.
    expect((await reportOf(t, buyer.token, body)).status).toBe(404);
    const buyersReview = await post(t, `/api/orders/${orderId}/review`, buyer.token, {
      stars: 5,
      communication: 5,
      asDescribed: 5,
      recommend: 5,
      text: 'Great logo',
    });
    expect(buyersReview.status).toBe(201);
    expect((await profileOf(t, buyer.id)).count).toBe(1);

    const own = await reportOf(t, seller.token, body);
    expect(own.status).toBe(400);
    expect(own.body!.content).toBe('targetId: must not be your own buyer-review');
    expect((await reportOf(t, undefined, body)).status).toBe(403);
    const stranger = await t.createUser();
    expect((await reportOf(t, stranger.token, body)).status).toBe(201);
    expect((await reportOf(t, buyer.token, body)).status).toBe(201);
  });

  it('is removed by an admin: off the profile and the order, not written again, its seller told', async () => {
    const { t, buyer, seller, admin, orderId, reviewId } = await reviewedBuyer();
    await post(t, `/api/orders/${orderId}/review`, buyer.token, {
      stars: 5,
      communication: 5,
      asDescribed: 5,
      recommend: 5,
      text: 'Great logo',
    });
    await reportOf(t, buyer.token, {
      targetType: 'buyer-review',
      targetId: reviewId,
      reason: 'harassment',
      details: 'It publishes my phone number',
    });
    const queue = contentOf(
      reportQueue,
      (await call(t.app, 'GET', '/api/admin/reports', { token: admin.token })).body,
    );
    expect(queue.data[0]).toMatchObject({
      targetType: 'buyer-review',
      targetId: reviewId,
      summary: 'Rude buyer, call him at 555-0100',
      account: { id: seller.id },
    });
    // A seller's review of a buyer is read on the buyer's profile.
    const opened = await call(t.app, 'GET', `/api/admin/reports/buyer-review/${reviewId}`, {
      token: admin.token,
    });
    expect(contentOf(reportTarget, opened.body).shownOn).toEqual({ page: 'buyer', id: buyer.id });

    const removed = await act(t, admin.token, `buyer-review/${reviewId}`, {
      action: 'remove-review',
      note: 'Shares personal details',
    });
    expect(removed.status).toBe(200);
    const view = contentOf(reportTarget, removed.body);
    expect(view).toMatchObject({ exists: false, allowed: ['dismiss'] });
    expect(view.actions[0]).toMatchObject({
      action: 'remove-review',
      targetType: 'buyer-review',
      admin: { id: admin.id },
      note: 'Shares personal details',
    });
    expect(view.reports[0]!.status).toBe('actioned');

    expect(await profileOf(t, buyer.id)).toMatchObject({ count: 0, average: null, reviews: [] });
    for (const caller of [buyer, seller]) {
      const order = contentOf(
        orderView,
        (await call(t.app, 'GET', `/api/orders/${orderId}`, { token: caller.token })).body,
      );
      expect(order.buyerReview).toBeNull();
      expect(order.actions).not.toContain('review_buyer');
    }
    const again = await post(t, `/api/orders/${orderId}/buyer-review`, seller.token, {
      stars: 2,
      text: 'Again',
    });
    expect(again.status).toBe(409);
    const [notice] = contentOf(
      notificationList,
      (await call(t.app, 'GET', '/api/notifications', { token: seller.token })).body,
    ).data;
    expect(notice).toMatchObject({
      kind: 'review_removed',
      moderation: { targetType: 'buyer-review', note: 'Shares personal details' },
    });
    // Removed, it is gone: nothing is left to act on.
    expect(
      (
        await act(t, admin.token, `buyer-review/${reviewId}`, {
          action: 'remove-review',
          note: 'Again',
        })
      ).status,
    ).toBe(404);
  });
});
