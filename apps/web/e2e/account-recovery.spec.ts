import { expect, type Browser } from '@playwright/test';
import { startMailInbox } from './mail-inbox';
import { ownServer } from './own-server';
import {
  callEndpoint,
  expectAxeClean,
  requestEndpoint,
  screenshotBoth,
  signUp,
  test,
} from './support';

/**
 * Forgot password and confirming addresses, with the mail read back from a real SMTP server the
 * spec starts: a server of its own sends there, so the shared one's settings stay as they are.
 */
let smtp: Awaited<ReturnType<typeof startMailInbox>>;
let server: Awaited<ReturnType<typeof ownServer>>;
const undo: (() => Promise<unknown>)[] = [];

test.beforeAll(async () => {
  smtp = await startMailInbox();
  undo.push(smtp.close);
  server = await ownServer({ env: { SMTP_URL: smtp.url } });
  undo.push(() => server.dispose());
});
test.afterAll(async () => {
  for (const step of undo.splice(0).reverse()) await step();
});

/** The path and fragment of a mail's link to `page`: the server's own origin serves it. */
async function linkTo(email: string, subject: RegExp, page: string): Promise<string> {
  const links = await smtp.linksOfMailTo(email, subject);
  const link = links.find((href) => new URL(href).pathname === page);
  expect(link, `a link to ${page}`).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.hash}`;
}

const newContext = (browser: Browser) => browser.newContext({ baseURL: server.baseURL });

test('forgot password: the e-mailed link sets a new password, signs in and ends the old session', async ({
  browser,
}) => {
  const context = await newContext(browser);
  const account = await signUp(context.request, 'forgetful');
  // A session elsewhere, from before the reset.
  const old = await callEndpoint(context.request, 'signIn', { body: account });

  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectAxeClean(page);
  await screenshotBoth(page, 'recovery-forgot');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await screenshotBoth(page, 'recovery-forgot-sent');

  await page.goto(await linkTo(account.email, /new Giglane password/, '/reset-password'));
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expectAxeClean(page);
  await screenshotBoth(page, 'recovery-reset');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('fresh-1234');
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('fresh-1234');
  await page.getByRole('button', { name: 'Set the password and sign in' }).click();
  await page.waitForURL('**/home');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).not.toBeNull();

  // The old session is over; the new password signs in, the old one no longer does.
  const oldSession = await requestEndpoint(context.request, 'getAccountEmail', {}, old.token);
  expect(oldSession.status()).toBe(403);
  const withOld = await requestEndpoint(context.request, 'signIn', { body: account });
  expect(withOld.status()).toBe(400);
  await callEndpoint(context.request, 'signIn', {
    body: { email: account.email, password: 'fresh-1234' },
  });
  await context.close();
});

test('sign-up: the confirmation link confirms the address shown on the profile', async ({
  browser,
}) => {
  const context = await newContext(browser);
  const account = await signUp(context.request, 'joiner');
  const { token, user } = await callEndpoint(context.request, 'signIn', { body: account });
  await context.addInitScript(
    ([session, stored]) => {
      localStorage.setItem('accessToken', session);
      localStorage.setItem('userLogin', JSON.stringify(stored));
      localStorage.setItem('userId', String(stored.id));
    },
    [token, user] as const,
  );
  const page = await context.newPage();
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'E-mail address' });
  await expect(section.getByText('Not confirmed')).toBeVisible();
  await screenshotBoth(page, 'recovery-profile-unconfirmed');

  await page.goto(await linkTo(account.email, /Confirm your Giglane/, '/confirm-email'));
  await expect(page.getByText(`${account.email} is confirmed`)).toBeVisible();
  await expectAxeClean(page);
  await screenshotBoth(page, 'recovery-confirmed');

  await page.goto('/profile');
  await expect(section.getByText('Confirmed', { exact: true })).toBeVisible();

  // Changing the address: the new one waits for its own link.
  const newEmail = `moved-${account.tag}@example.com`;
  await section.getByRole('button', { name: 'Change address' }).click();
  await section.getByLabel('New e-mail address').fill(newEmail);
  await section.getByRole('textbox', { name: 'Current password' }).fill(account.password);
  await section.getByRole('button', { name: 'Send a confirmation link' }).click();
  await expect(section.getByText(newEmail)).toBeVisible();
  await expectAxeClean(page);
  await screenshotBoth(page, 'recovery-profile-pending');

  await page.goto(await linkTo(newEmail, /Confirm your Giglane/, '/confirm-email'));
  await expect(page.getByText(`${newEmail} is confirmed`)).toBeVisible();
  // The old address is told, with a way back in.
  const notice = await smtp.linksOfMailTo(account.email, /address was changed/);
  expect(notice.map((href) => new URL(href).pathname)).toContain('/forgot-password');
  await context.close();
});
