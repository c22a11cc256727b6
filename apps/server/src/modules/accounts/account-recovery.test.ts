import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSuspendedText } from '@giglane/contract/report-values';
import { accountEmail, forgotPasswordReply, signinReply } from '@giglane/contract/users';
import {
  linksOf,
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../../testing/smtp-server';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

const PUBLIC_URL = 'https://giglane.example';
const undo: (() => Promise<unknown>)[] = [];
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer(undo);
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  undo.push(() => t.close());
});
afterAll(async () => {
  for (const step of undo.splice(0).reverse()) await step();
});

const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;

/** The token of a mail's one action link, which must point at `page` on the public URL. */
function tokenFrom(mail: ReceivedMail, page: string): string {
  const links = linksOf(mail);
  const action = links.find((link) => link.startsWith(`${PUBLIC_URL}${page}#token=`));
  expect(action, `a link to ${page} in ${links.join(', ')}`).toBeDefined();
  // The plain part carries the same link.
  expect(mail.text).toContain(action);
  return decodeURIComponent(action!.split('#token=')[1]!);
}

const forgot = (email: string, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/api/auth/forgot-password', { body: { email }, headers });
const reset = (token: string, password = 'brand-new-1') =>
  call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password } });
const signIn = (email: string, password: string) =>
  call(t.app, 'POST', '/api/auth/signin', { body: { email, password } });
const emailOf = (token: string) => call(t.app, 'GET', '/api/me/email', { token });

describe('forgot password', () => {
  it('mails a one-hour link that sets a new password once, ends every other session and signs in', async () => {
    const user = await t.createUser({ name: 'Linh <Tran>' });
    const asked = await forgot(user.email.toUpperCase());
    expect(asked.status).toBe(200);

    const mail = await smtp.waitForMailTo(user.email, /new Giglane password/);
    expect(mail.from?.value[0]?.address).toBe('no-reply@giglane.dev');
    expect(mail.to).toMatchObject({ value: [{ address: user.email }] });
    expect(mail.messageId).toMatch(/@giglane\.dev>$/);
    expect(mail.text).toContain('Hi Linh <Tran>,');
    expect(mail.html).toContain('Linh &lt;Tran&gt;');
    expect(mail.text).toContain('one hour');
    const token = tokenFrom(mail, '/reset-password');

    // Only the token's hash is stored.
    const stored = await t.db.execute(sql`select token_hash from account_tokens`);
    expect(JSON.stringify(stored)).not.toContain(token);

    const done = await reset(token);
    expect(done.status).toBe(200);
    const signedIn = contentOf(signinReply, done.body);
    expect(signedIn.user.email).toBe(user.email);
    expect(done.response.body).not.toContain(token);

    // The new session works; the one from before the reset is over.
    expect((await emailOf(signedIn.token)).status).toBe(200);
    expect((await emailOf(user.token)).status).toBe(403);
    expect((await signIn(user.email, user.password)).status).toBe(400);
    expect((await signIn(user.email, 'brand-new-1')).status).toBe(200);
    // Following the link proved the address.
    expect(contentOf(accountEmail, (await emailOf(signedIn.token)).body).confirmed).toBe(true);

    const again = await reset(token, 'another-1');
    expect(again.status).toBe(400);
    expect(again.body?.content).toBe('token: was already used; ask for a new link');
    expect((await signIn(user.email, 'another-1')).status).toBe(400);
  });

  it('answers an unknown address exactly as a known one, and mails it that it has no account', async () => {
    const known = await t.createUser();
    const unknown = uniqueEmail('nobody');
    const rowsBefore = await t.countRows('account_tokens');
    const [a, b] = [await forgot(known.email), await forgot(unknown)];
    expect(b.status).toBe(a.status);
    expect(contentOf(forgotPasswordReply, b.body)).toEqual(contentOf(forgotPasswordReply, a.body));
    expect(b.body?.message).toBe(a.body?.message);

    const note = await smtp.waitForMailTo(unknown, /new Giglane password/);
    expect(note.text).toContain('no account uses it');
    expect(linksOf(note)).toContain(`${PUBLIC_URL}/register`);
    expect(linksOf(note).some((link) => link.includes('#token='))).toBe(false);
    // Only the known address got a link.
    expect(await t.countRows('account_tokens')).toBe(rowsBefore + 1);
  });

  it('answers a suspended account as any address, mails it why instead of a link, and voids its old links', async () => {
    const user = await t.createUser({ name: 'Sam Suspended' });
    const admin = await t.createAdmin();
    await forgot(user.email);
    const earlier = tokenFrom(await smtp.waitForMailTo(user.email), '/reset-password');
    const suspended = await call(t.app, 'POST', `/api/admin/reports/user/${user.id}/actions`, {
      token: admin.token,
      body: { action: 'suspend-user', note: 'Sells stolen accounts' },
    });
    expect(suspended.status).toBe(200);

    const tokensBefore = await t.countRows('account_tokens');
    const [asked, unknown] = [await forgot(user.email), await forgot(uniqueEmail('nobody'))];
    expect(asked.status).toBe(200);
    expect(asked.body?.message).toBe(unknown.body?.message);
    expect(contentOf(forgotPasswordReply, asked.body)).toEqual(
      contentOf(forgotPasswordReply, unknown.body),
    );
    expect(await t.countRows('account_tokens')).toBe(tokensBefore);
    const note = await smtp.waitFor(
      (mail) => mail.envelopeTo.includes(user.email) && mail.text!.includes('is suspended'),
    );
    expect(note.text).toContain('Your account is suspended');
    expect(note.text).toContain('The reason: Sells stolen accounts');
    expect(linksOf(note).some((link) => link.includes('#token='))).toBe(false);

    // The link mailed before the suspension changes nothing and says why, to whoever holds it.
    const late = await reset(earlier);
    expect(late.status).toBe(403);
    expect(late.body?.content).toBe(accountSuspendedText('Sells stolen accounts'));
    expect((await signIn(user.email, 'brand-new-1')).status).toBe(400);
    expect((await signIn(user.email, user.password)).status).toBe(403);
  });

  it('refuses garbage, expired and invalid input with a 400 naming the field', async () => {
    const garbage = await reset('not-a-token-at-all');
    expect(garbage.status).toBe(400);
    expect(garbage.body?.content).toMatch(/^token: is not a link Giglane sent/);

    const user = await t.createUser();
    await forgot(user.email);
    const token = tokenFrom(await smtp.waitForMailTo(user.email), '/reset-password');
    const short = await reset(token, 'abc');
    expect(short.status).toBe(400);
    expect(short.body?.content).toMatch(/password/);

    await t.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    const expired = await reset(token);
    expect(expired.status).toBe(400);
    expect(expired.body?.content).toBe('token: has expired; ask for a new link');
    expect((await signIn(user.email, user.password)).status).toBe(200);

    const badEmail = await forgot('not an address');
    expect(badEmail.status).toBe(400);
    expect(badEmail.body?.content).toMatch(/^email: /);
  });

  it(`limits requests per address to 5 an hour, whoever sends them`, async () => {
    const email = uniqueEmail('limited');
    for (let i = 0; i < 5; i += 1) expect((await forgot(email)).status).toBe(200);
    const sixth = await forgot(email.toUpperCase());
    expect(sixth.status).toBe(429);
    expect((await forgot(uniqueEmail('other'))).status).toBe(200);
  });

  it('limits requests per client address', async () => {
    const limited = await createTestApp({ smtpUrl: smtp.url, authRateLimit: 2 });
    undo.push(() => limited.close());
    const ask = () =>
      call(limited.app, 'POST', '/api/auth/forgot-password', {
        body: { email: uniqueEmail('client') },
      });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });
});

describe('confirming addresses', () => {
  it('mails a confirmation link on sign-up; following it confirms the account', async () => {
    const email = uniqueEmail('joiner');
    const signedUp = await call(t.app, 'POST', '/api/auth/signup', {
      body: { name: 'Joiner', email, password: 'secret12' },
    });
    expect(signedUp.status).toBe(200);
    const mail = await smtp.waitForMailTo(email, /Confirm your Giglane e-mail/);
    const token = tokenFrom(mail, '/confirm-email');

    const session = contentOf(signinReply, (await signIn(email, 'secret12')).body).token;
    expect(contentOf(accountEmail, (await emailOf(session)).body)).toEqual({
      email,
      confirmed: false,
      pendingEmail: null,
    });

    const confirmed = await call(t.app, 'POST', '/api/auth/confirm-email', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(contentOf(accountEmail, confirmed.body).confirmed).toBe(true);
    expect(contentOf(accountEmail, (await emailOf(session)).body).confirmed).toBe(true);

    const resend = await call(t.app, 'POST', '/api/me/email/confirmation', { token: session });
    expect(resend.status).toBe(400);
    expect(resend.body?.content).toBe('email: is already confirmed');
  });

  it('resends the link to an unconfirmed address, and needs a session to', async () => {
    const user = await t.createUser();
    expect((await call(t.app, 'POST', '/api/me/email/confirmation')).status).toBe(403);
    const resent = await call(t.app, 'POST', '/api/me/email/confirmation', { token: user.token });
    expect(resent.status).toBe(200);
    const token = tokenFrom(await smtp.waitForMailTo(user.email), '/confirm-email');
    const confirmed = await call(t.app, 'POST', '/api/auth/confirm-email', { body: { token } });
    expect(contentOf(accountEmail, confirmed.body).confirmed).toBe(true);
  });

  it('changes the address only once the new one is confirmed, and tells the old one', async () => {
    const user = await t.createUser({ name: 'Mover' });
    const newEmail = uniqueEmail('moved');
    const change = (password: string) =>
      call(t.app, 'PUT', '/api/me/email', {
        token: user.token,
        body: { email: newEmail, password },
      });

    const wrong = await change('not-my-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body?.content).toMatch(/^password: /);

    const asked = await change(user.password);
    expect(asked.status).toBe(200);
    expect(contentOf(accountEmail, asked.body)).toEqual({
      email: user.email,
      confirmed: false,
      pendingEmail: newEmail,
    });
    // Not in effect yet: the old address still signs in, the new one does not.
    expect((await signIn(newEmail, user.password)).status).toBe(400);

    const token = tokenFrom(await smtp.waitForMailTo(newEmail), '/confirm-email');
    const confirmed = await call(t.app, 'POST', '/api/auth/confirm-email', { body: { token } });
    expect(contentOf(accountEmail, confirmed.body)).toEqual({
      email: newEmail,
      confirmed: true,
      pendingEmail: null,
    });

    const notice = await smtp.waitForMailTo(user.email, /address was changed/);
    expect(notice.text).toContain(`now uses ${newEmail}`);
    expect(linksOf(notice)).toContain(`${PUBLIC_URL}/forgot-password`);
    expect((await signIn(newEmail, user.password)).status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(400);

    const reused = await call(t.app, 'POST', '/api/auth/confirm-email', { body: { token } });
    expect(reused.status).toBe(400);
    expect(reused.body?.content).toBe('token: was already used; ask for a new link');
  });

  it('refuses an address another account uses', async () => {
    const [user, other] = [await t.createUser(), await t.createUser()];
    const taken = await call(t.app, 'PUT', '/api/me/email', {
      token: user.token,
      body: { email: other.email.toUpperCase(), password: user.password },
    });
    expect(taken.status).toBe(400);
    expect(contentOf(accountEmail, (await emailOf(user.token)).body).pendingEmail).toBeNull();
  });
});
