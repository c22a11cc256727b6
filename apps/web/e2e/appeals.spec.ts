import { expect, type Page } from '@playwright/test';
import { pagePaths } from '@giglane/contract/page-paths';
import { expectNoWcagViolations } from './admin-support';
import { gigTitle, listedGig } from './orders-support';
import { callEndpoint, demo, newSeller, screenshotBoth, signInAs, test } from './support';

/*
 * Appeals (decision 058), in the account's window and the admin's: a suspended seller, who cannot
 * sign in, appeals from the sign-in page's refusal with their e-mail and password, and an admin
 * restoring the account grants it; a seller whose gig was hidden appeals from its notice, and an
 * admin declining it answers on the seller's appeal page.
 */

const shoot = (page: Page, name: string) => screenshotBoth(page, `appeals-${name}`);

/** An admin's action through the API, as the Reports flows test its page. */
async function moderate(
  page: Page,
  target: { targetType: 'gig' | 'user'; targetId: number },
  action: 'hide-gig' | 'suspend-user',
  note: string,
) {
  const admin = await callEndpoint(page.request, 'signIn', { body: demo.admin });
  return callEndpoint(
    page.request,
    'moderateReportTarget',
    { params: target, body: { action, note } },
    admin.token,
  );
}

test('a suspended seller appeals from the sign-in page, and restoring the account grants it', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const sellerPage = await (await browser.newContext()).newPage();
  const seller = await newSeller(sellerPage.request, 'Harbor Prints');
  const { user } = await callEndpoint(sellerPage.request, 'signIn', { body: seller.account });
  await moderate(page, { targetType: 'user', targetId: user.id }, 'suspend-user', 'Spam messages');
  const text = 'I sent one message per buyer, each about their own order. Please look again.';

  await test.step('the refusal of sign-in leads to the appeal page, the e-mail carried along', async () => {
    await sellerPage.goto(pagePaths.login());
    await sellerPage.getByLabel('Email').fill(seller.account.email);
    await sellerPage.getByLabel('Password', { exact: true }).fill(seller.account.password);
    await sellerPage.getByRole('button', { name: 'Login' }).click();
    const refusal = sellerPage.getByRole('alert').filter({ hasText: 'Spam messages' });
    await expect(refusal).toContainText(
      'This account is suspended: Spam messages. You can appeal once at the appeal page.',
    );
    await shoot(sellerPage, 'login-refused');
    await refusal.getByRole('link', { name: 'the appeal page' }).click();
    await expect(sellerPage).toHaveURL(/\/appeal$/);
    await expect(sellerPage.getByRole('heading', { name: 'Appeal your suspension' })).toBeVisible();
    await expect(sellerPage.getByLabel('Email')).toHaveValue(seller.account.email);
  });

  await test.step('a wrong password is refused as sign-in refuses it; the right one sends it', async () => {
    await sellerPage.getByRole('button', { name: 'Send the appeal' }).click();
    await expect(sellerPage.getByText('must not be blank').first()).toBeVisible();
    await sellerPage.getByLabel('Password', { exact: true }).fill('wrong-password');
    await sellerPage.getByLabel('Your appeal').fill(text);
    await sellerPage.getByRole('button', { name: 'Send the appeal' }).click();
    // Under the password field, whichever of the two was wrong.
    await expect(
      sellerPage.getByText('The e-mail and password match no account', { exact: true }),
    ).toBeVisible();
    await sellerPage.getByLabel('Password', { exact: true }).fill(seller.account.password);
    await expectNoWcagViolations(sellerPage, 'the appeal form');
    await shoot(sellerPage, 'suspension-form');
    await sellerPage.getByRole('button', { name: 'Send the appeal' }).click();
    const sent = sellerPage.getByRole('status').filter({ hasText: 'Your appeal is with an admin' });
    await expect(sent).toContainText(text);
    await shoot(sellerPage, 'suspension-sent');
  });

  await test.step('an admin finds it among the appeals and restores the account', async () => {
    await signInAs(page, demo.admin);
    await page.goto(pagePaths.adminReports());
    const row = page.getByRole('region', { name: 'Open appeals' }).getByRole('article').filter({
      hasText: text,
    });
    await expect(row).toContainText('Appeal of “Suspended the account”');
    await expectNoWcagViolations(page, 'the Reports queue with appeals');
    await shoot(page, 'queue');
    await row.getByRole('link', { name: /^Review the appeal/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/reports/user/${user.id}$`));
    const appeals = page.getByRole('region', { name: 'Appeals' });
    await expect(appeals).toContainText(text);
    await expect(appeals).toContainText('Open');
    await expect(page.getByRole('button', { name: 'Decline appeal' })).toBeVisible();
    await expectNoWcagViolations(page, 'an appealed account');
    await shoot(page, 'target');
    await page.getByRole('button', { name: 'Restore account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore the account' });
    await dialog.getByLabel('Reason, shown to the account').fill('Each message was about an order');
    await dialog.getByRole('button', { name: 'RESTORE ACCOUNT' }).click();
    await expect(dialog).toBeHidden();
    await expect(appeals).toContainText('Granted');
    await expect(appeals).toContainText('Answer: Each message was about an order');
    await expect(page.getByRole('button', { name: 'Decline appeal' })).toHaveCount(0);
  });

  await test.step('the seller signs in again', async () => {
    await sellerPage.goto(pagePaths.login());
    await sellerPage.getByLabel('Email').fill(seller.account.email);
    await sellerPage.getByLabel('Password', { exact: true }).fill(seller.account.password);
    await sellerPage.getByRole('button', { name: 'Login' }).click();
    await expect(sellerPage).not.toHaveURL(/\/login$/);
  });
});

test("a seller appeals their hidden gig from its notice, and an admin's answer shows there", async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const title = gigTitle('letterpress wedding invitations');
  const sellerPage = await (await browser.newContext()).newPage();
  const seller = await newSeller(sellerPage.request, 'Paper Moon');
  const gig = await listedGig(sellerPage, seller.token, { title });
  await moderate(
    page,
    { targetType: 'gig', targetId: gig.id },
    'hide-gig',
    'Photos of another shop',
  );
  await signInAs(sellerPage, seller.account);
  const text = 'Every photo is of my own press; the originals are in my portfolio.';

  await test.step('the notice opens the appeal page of that decision', async () => {
    await sellerPage.goto(pagePaths.notifications());
    await sellerPage.getByRole('link').filter({ hasText: 'Giglane hid your gig' }).click();
    await expect(sellerPage).toHaveURL(/\/appeal\?action=\d+$/);
    await expect(
      sellerPage.getByRole('heading', { name: 'Appeal the hiding of your gig' }),
    ).toBeVisible();
    await expect(sellerPage.getByText('The reason: Photos of another shop')).toBeVisible();
    await sellerPage.getByLabel('Your appeal').fill(text);
    await expectNoWcagViolations(sellerPage, "a gig's appeal form");
    await shoot(sellerPage, 'gig-form');
    await sellerPage.getByRole('button', { name: 'Send the appeal' }).click();
    await expect(
      sellerPage.getByRole('status').filter({ hasText: 'Your appeal is with an admin' }),
    ).toContainText(text);
  });

  await test.step('an admin declines it with an answer', async () => {
    await signInAs(page, demo.admin);
    await page.goto(pagePaths.adminReport('gig', gig.id));
    await expect(page.getByRole('region', { name: 'Appeals' })).toContainText(text);
    await page.getByRole('button', { name: 'Decline appeal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline the appeal' });
    await dialog.getByLabel('Reason, shown to the account').fill('The photos match a shop in Lyon');
    await dialog.getByRole('button', { name: 'DECLINE APPEAL' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Appeals' })).toContainText('Declined');
  });

  await test.step("the seller's appeal page shows the answer", async () => {
    await sellerPage.reload();
    const answered = sellerPage.getByRole('status').filter({ hasText: 'Your appeal was declined' });
    await expect(answered).toContainText('The answer: The photos match a shop in Lyon');
    await expect(sellerPage.getByRole('button', { name: 'Send the appeal' })).toHaveCount(0);
    await shoot(sellerPage, 'gig-declined');
  });
});
