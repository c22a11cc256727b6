import { afterEach, describe, expect, it } from 'vitest';
import { appeal, appealable, appealQueue } from '@giglane/contract/appeals';
import { mailDetail, mailList } from '@giglane/contract/mail';
import { notificationList } from '@giglane/contract/messages';
import { reportTarget } from '@giglane/contract/reports';
import { orderWorld } from '../../testing/orders';
import { untilHandled } from '../../testing/until-handled';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

const undo: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of undo.splice(0).reverse()) await step();
});

async function world() {
  const t = await createTestApp();
  undo.push(() => t.close());
  const found = await orderWorld(t);
  const admin = await t.createAdmin({ name: 'Ada Admin' });
  const seller = found.seller as typeof found.seller & {
    email: string;
    password: string;
    name: string;
  };
  return { t, ...found, seller, admin };
}

const post = (t: TestApp, url: string, token: string | undefined, body: unknown) =>
  call(t.app, 'POST', url, { token, body });

/** An admin's action on a target; the target's view after it. */
async function act(t: TestApp, token: string, target: string, action: string, note: string) {
  const reply = await post(t, `/api/admin/reports/${target}/actions`, token, { action, note });
  expect(reply.status).toBe(200);
  return contentOf(reportTarget, reply.body);
}

const appealSuspension = (t: TestApp, body: Record<string, unknown>) =>
  post(t, '/api/appeals/suspension', undefined, body);

/** The text of the one mail of `subject` to `to`, as the Mail outbox shows it to admins. */
async function mailText(t: TestApp, adminToken: string, to: string, subject: string) {
  await untilHandled(t.db);
  const listed = await call(t.app, 'GET', `/api/admin/mail?keyword=${encodeURIComponent(to)}`, {
    token: adminToken,
  });
  const found = contentOf(mailList, listed.body).data.filter((mail) => mail.subject === subject);
  expect(found).toHaveLength(1);
  const opened = await call(t.app, 'GET', `/api/admin/mail/${found[0]!.id}`, {
    token: adminToken,
  });
  return contentOf(mailDetail, opened.body).text;
}

describe('appealing a suspension', () => {
  it('takes one appeal from the account, shown by its password, which restoring it grants', async () => {
    const { t, seller, buyer, admin } = await world();
    await act(t, admin.token, `user/${seller.id}`, 'suspend-user', 'Takes payment outside Giglane');
    const signIn = await post(t, '/api/auth/signin', undefined, {
      email: seller.email,
      password: seller.password,
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body!.content).toBe(
      'This account is suspended: Takes payment outside Giglane. You can appeal once at /appeal.',
    );

    const body = {
      email: seller.email,
      password: seller.password,
      text: '  I only shared my portfolio link, never payment details. ',
    };
    for (const [wrong, named] of [
      [{ text: ' ' }, 'text: must not be blank'],
      [{ text: 'x'.repeat(2001) }, 'text: must be at most 2000 characters'],
      [{ email: '' }, 'email: must not be blank'],
    ] as const) {
      const refused = await appealSuspension(t, { ...body, ...wrong });
      expect(refused.status).toBe(400);
      expect(String(refused.body!.content)).toContain(named);
    }
    // A wrong password and an unknown address get one answer, as sign-in gives.
    for (const wrong of [{ password: 'not-the-password' }, { email: 'nobody@example.com' }]) {
      const refused = await appealSuspension(t, { ...body, ...wrong });
      expect(refused.status).toBe(400);
      expect(refused.body!.content).toBe('password: the e-mail and password match no account');
    }
    const notSuspended = await appealSuspension(t, {
      ...body,
      email: (buyer as typeof buyer & { email: string }).email,
    });
    expect(notSuspended.status).toBe(409);
    expect(String(notSuspended.body!.content)).toMatch(/^email: this account is not suspended/);
    expect(await t.countRows('appeals')).toBe(0);

    const made = await appealSuspension(t, body);
    expect(made.status).toBe(201);
    expect(contentOf(appeal, made.body)).toMatchObject({
      action: 'suspend-user',
      targetType: 'user',
      targetId: seller.id,
      reason: 'Takes payment outside Giglane',
      text: 'I only shared my portfolio link, never payment details.',
      status: 'open',
      decision: null,
    });
    const again = await appealSuspension(t, { ...body, text: 'Please' });
    expect(again.status).toBe(409);
    expect(String(again.body!.content)).toContain('already appealed');
    expect(await mailText(t, admin.token, seller.email, 'We received your appeal')).toContain(
      'An admin will read your appeal of the suspension of your account',
    );

    // The admins' queue, for admins only.
    expect((await call(t.app, 'GET', '/api/admin/appeals', { token: buyer.token })).status).toBe(
      403,
    );
    const queue = contentOf(
      appealQueue,
      (await call(t.app, 'GET', '/api/admin/appeals', { token: admin.token })).body,
    );
    expect(queue.totalRow).toBe(1);
    expect(queue.data[0]!.appellant?.id).toBe(seller.id);
    const viewed = contentOf(
      reportTarget,
      (await call(t.app, 'GET', `/api/admin/reports/user/${seller.id}`, { token: admin.token }))
        .body,
    );
    expect(viewed.appeals.map((one) => one.status)).toEqual(['open']);
    expect(viewed.allowed).toEqual(expect.arrayContaining(['unsuspend-user', 'decline-appeal']));

    const restored = await act(
      t,
      admin.token,
      `user/${seller.id}`,
      'unsuspend-user',
      'Agreed: the link was a portfolio',
    );
    expect(restored.appeals[0]).toMatchObject({
      status: 'granted',
      decision: { note: 'Agreed: the link was a portfolio' },
    });
    expect(restored.allowed).not.toContain('decline-appeal');
    expect(
      (
        await post(t, '/api/auth/signin', undefined, {
          email: seller.email,
          password: seller.password,
        })
      ).status,
    ).toBe(200);
    // The restored account's own mail tells it; no second mail of the same news.
    await mailText(t, admin.token, seller.email, 'Your Giglane account is restored');
    expect(await t.countRows(`mails where template = 'appeal-decided'`)).toBe(0);
    expect(
      contentOf(
        appealQueue,
        (await call(t.app, 'GET', '/api/admin/appeals', { token: admin.token })).body,
      ).totalRow,
    ).toBe(0);
  });
});

describe("appealing a gig's hiding", () => {
  it('lets its seller, and only them, appeal once; declining keeps the gig hidden and answers', async () => {
    const { t, seller, buyer, gig, admin } = await world();
    const hidden = await act(t, admin.token, `gig/${gig.id}`, 'hide-gig', 'Copies pictures');
    const actionId = hidden.actions[0]!.id;

    // The seller's notice opens the appeal page of this decision.
    const notices = contentOf(
      notificationList,
      (await call(t.app, 'GET', '/api/notifications', { token: seller.token })).body,
    );
    expect(notices.data[0]).toMatchObject({
      kind: 'gig_hidden',
      link: `/appeal?action=${actionId}`,
    });

    expect(
      (await call(t.app, 'GET', `/api/appeals/actions/${actionId}`, { token: buyer.token })).status,
    ).toBe(404);
    const decision = contentOf(
      appealable,
      (await call(t.app, 'GET', `/api/appeals/actions/${actionId}`, { token: seller.token })).body,
    );
    expect(decision).toMatchObject({
      action: 'hide-gig',
      targetId: gig.id,
      reason: 'Copies pictures',
      inEffect: true,
      appeal: null,
    });

    const body = { actionId, text: 'Every picture is my own work; the sources are attached.' };
    expect((await post(t, '/api/appeals', undefined, body)).status).toBe(403);
    expect((await post(t, '/api/appeals', buyer.token, body)).status).toBe(404);
    const blank = await post(t, '/api/appeals', seller.token, { ...body, text: '' });
    expect(blank.status).toBe(400);
    expect(blank.body!.content).toContain('text: must not be blank');
    // Only a hiding or a suspension is appealed: a dismissal is not.
    const other = await act(t, admin.token, `user/${buyer.id}`, 'dismiss', 'Nothing here');
    expect(
      (await post(t, '/api/appeals', seller.token, { ...body, actionId: other.actions[0]!.id }))
        .status,
    ).toBe(404);
    expect(await t.countRows('appeals')).toBe(0);

    expect((await post(t, '/api/appeals', seller.token, body)).status).toBe(201);
    expect((await post(t, '/api/appeals', seller.token, body)).status).toBe(409);

    const declined = await act(
      t,
      admin.token,
      `gig/${gig.id}`,
      'decline-appeal',
      'Two pictures match a stock site',
    );
    expect(declined.hidden).toBe(true);
    expect(declined.appeals[0]!.status).toBe('declined');
    expect(declined.allowed).not.toContain('decline-appeal');
    const answered = contentOf(
      appealable,
      (await call(t.app, 'GET', `/api/appeals/actions/${actionId}`, { token: seller.token })).body,
    );
    expect(answered.appeal).toMatchObject({
      status: 'declined',
      decision: { note: 'Two pictures match a stock site' },
    });
    const text = await mailText(t, admin.token, seller.email, 'Your appeal was declined');
    expect(text).toContain('The answer: Two pictures match a stock site');
    // Declining twice, or with no appeal open, is refused.
    const twice = await post(t, `/api/admin/reports/gig/${gig.id}/actions`, admin.token, {
      action: 'decline-appeal',
      note: 'Again',
    });
    expect(twice.status).toBe(409);
    expect(String(twice.body!.content)).toMatch(/^action: cannot decline-appeal/);
  });

  it('grants an open appeal when the gig is shown again, and refuses one of a decision taken back', async () => {
    const { t, seller, gig, admin } = await world();
    const first = (await act(t, admin.token, `gig/${gig.id}`, 'hide-gig', 'Misleading')).actions[0]!
      .id;
    expect(
      (await post(t, '/api/appeals', seller.token, { actionId: first, text: 'I fixed the title' }))
        .status,
    ).toBe(201);
    const shown = await act(t, admin.token, `gig/${gig.id}`, 'unhide-gig', 'The title is fixed');
    expect(shown.appeals[0]).toMatchObject({ actionId: first, status: 'granted' });
    expect(await mailText(t, admin.token, seller.email, 'Your appeal was granted')).toContain(
      'The answer: The title is fixed',
    );

    // A hiding taken back before any appeal has nothing left to appeal.
    const second = (await act(t, admin.token, `gig/${gig.id}`, 'hide-gig', 'Misleading again'))
      .actions[0]!.id;
    await act(t, admin.token, `gig/${gig.id}`, 'unhide-gig', 'Mistake');
    const late = await post(t, '/api/appeals', seller.token, { actionId: second, text: 'Why?' });
    expect(late.status).toBe(409);
    expect(String(late.body!.content)).toMatch(/^actionId: this decision was taken back/);
    const page = contentOf(
      appealable,
      (await call(t.app, 'GET', `/api/appeals/actions/${second}`, { token: seller.token })).body,
    );
    expect(page).toMatchObject({ inEffect: false, appeal: null });
  });
});
