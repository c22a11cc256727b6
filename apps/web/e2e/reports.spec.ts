import { expect, type Page } from '@playwright/test';
import { pagePaths } from '@giglane/contract/page-paths';
import { expectNoWcagViolations } from './admin-support';
import { deliveredOverApi, gigTitle, listedGig, sellerAndBuyer } from './orders-support';
import { sendText } from './messages-support';
import {
  callEndpoint,
  demo,
  newSeller,
  placeAtQuote,
  requestEndpoint,
  signInAs,
  screenshotBoth,
  signUp,
  test,
} from './support';

/*
 * Reports and suspension (decision 053), in two windows and the admin's: a buyer reports a gig,
 * an admin suspends its seller from the Reports queue, the seller's open session ends and signing
 * in again is refused with the reason, the gig leaves search, the reporter is told their report
 * was acted on, and nobody can write to the suspended seller any more.
 */

const shoot = (page: Page, name: string) => screenshotBoth(page, `reports-${name}`);

test('a reported gig leads to its seller suspended: the session ends, sign-in is refused, the gig leaves search', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const title = gigTitle('draw a counterfeit brand logo');
  const sellerPage = await (await browser.newContext()).newPage();
  const buyerPage = await (await browser.newContext()).newPage();
  const seller = await newSeller(sellerPage.request, 'Rogue Logos');
  const gig = await listedGig(sellerPage, seller.token, { title });
  const buyer = await signUp(buyerPage.request, 'reporter', 'Priya Raman');
  const buyerSession = await signInAs(buyerPage, buyer);

  // The seller signs in through the form, as a person does, and works in their dashboard.
  await sellerPage.goto(pagePaths.login());
  await sellerPage.getByLabel('Email').fill(seller.account.email);
  await sellerPage.getByLabel('Password', { exact: true }).fill(seller.account.password);
  await sellerPage.getByRole('button', { name: 'Login' }).click();
  await expect(sellerPage).not.toHaveURL(/\/login$/);
  await sellerPage.goto(pagePaths.sellerGigs());
  await expect(sellerPage.getByText(title)).toBeVisible();

  await test.step('the buyer reports the gig', async () => {
    await buyerPage.goto(pagePaths.gig(gig.id));
    await buyerPage.getByRole('button', { name: 'Report this gig' }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Report this gig' });
    await dialog.getByRole('button', { name: 'SEND REPORT' }).click();
    await expect(dialog.getByText('Choose a reason.')).toBeVisible();
    await dialog.getByLabel('Copies someone else’s work').check();
    await dialog
      .getByLabel('Anything we should know? (optional)')
      .fill('The logo in the cover is a well-known sports brand.');
    await expectNoWcagViolations(buyerPage, 'the report dialog');
    await shoot(buyerPage, 'report-dialog');
    await dialog.getByRole('button', { name: 'SEND REPORT' }).click();
    await expect(
      buyerPage.getByText('Thanks: our Trust & Safety team will look at your report.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  let conversationId = 0;
  await test.step("a message and the seller's page can be reported too", async () => {
    const conversation = await callEndpoint(
      buyerPage.request,
      'startConversation',
      { body: { gigId: gig.id } },
      buyerSession.token,
    );
    conversationId = conversation.id;
    await sendText(buyerPage.request, seller.token, conversation.id, 'Pay me by gift card instead');
    await buyerPage.goto(pagePaths.conversation(conversation.id));
    await expect(
      buyerPage.getByRole('button', { name: 'Report this message from Rogue Logos' }),
    ).toBeVisible();
    await shoot(buyerPage, 'thread-report-button');
    await buyerPage.goto(pagePaths.gig(gig.id));
    await buyerPage.getByRole('link', { name: 'View profile' }).click();
    await expect(buyerPage.getByRole('button', { name: 'Report Rogue Logos' })).toBeVisible();
    await shoot(buyerPage, 'seller-report-button');
  });

  await test.step('an admin suspends the seller from the Reports queue', async () => {
    await signInAs(page, demo.admin);
    await page.goto(pagePaths.adminReports());
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    const row = page.getByRole('article').filter({ hasText: title });
    await expect(row.getByText('Copies someone else’s work × 1')).toBeVisible();
    await expectNoWcagViolations(page, 'the Reports queue');
    await shoot(page, 'reports-queue');
    await row.getByRole('link', { name: /^Review the reports/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/reports/gig/${gig.id}$`));
    await expect(
      page.getByText('The logo in the cover is a well-known sports brand.'),
    ).toBeVisible();
    await expectNoWcagViolations(page, "a reported gig's page");
    await shoot(page, 'report-target');
    await expect(page.getByRole('link', { name: 'Open the gig page' })).toHaveAttribute(
      'href',
      pagePaths.gig(gig.id),
    );

    await page.getByRole('button', { name: 'Suspend account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend the account' });
    await dialog.getByLabel('Reason, shown to the account').fill('Sells counterfeit brand logos');
    await dialog.getByRole('button', { name: 'SUSPEND ACCOUNT' }).click();
    await expect(dialog).toBeHidden();
    const audit = page.getByRole('region', { name: 'Actions taken' });
    await expect(audit.getByText('Suspended the account')).toBeVisible();
    await expect(audit.getByText('Sells counterfeit brand logos')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restore account' })).toBeVisible();
    await shoot(page, 'report-target-actioned');
  });

  await test.step("the seller's session has ended, and signing in again is refused with the reason", async () => {
    await sellerPage.reload();
    await expect(sellerPage).toHaveURL(/\/login$/);
    await sellerPage.getByLabel('Email').fill(seller.account.email);
    await sellerPage.getByLabel('Password', { exact: true }).fill(seller.account.password);
    await sellerPage.getByRole('button', { name: 'Login' }).click();
    await expect(
      sellerPage
        .getByRole('alert')
        .filter({ hasText: 'This account is suspended: Sells counterfeit brand logos.' }),
    ).toBeVisible();
    await shoot(sellerPage, 'login-suspended');
  });

  await test.step('the gig has left search and its page', async () => {
    const found = await callEndpoint(buyerPage.request, 'searchGigs', {
      query: { keyword: title },
    });
    expect(found.data.map((one) => one.id)).not.toContain(gig.id);
    await buyerPage.goto(pagePaths.search(title));
    await expect(buyerPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(buyerPage.getByRole('link', { name: title })).toHaveCount(0);
    await buyerPage.goto(pagePaths.gig(gig.id));
    await expect(
      buyerPage.getByRole('heading', { name: /not found|doesn.t exist|no longer/i }),
    ).toBeVisible();
  });

  await test.step('the reporter is told their report was acted on, not what was done', async () => {
    await buyerPage.goto(pagePaths.notifications());
    await expect(
      buyerPage.getByText(`Thanks for reporting the gig “${title}”: we took action.`),
    ).toBeVisible();
    await expect(buyerPage.getByText('Sells counterfeit brand logos')).toHaveCount(0);
    await expectNoWcagViolations(buyerPage, "the reporter's notifications");
    await shoot(buyerPage, 'reporter-notice');
  });

  await test.step('the thread with the suspended seller says why instead of the composer', async () => {
    await buyerPage.goto(pagePaths.conversation(conversationId));
    await expect(
      buyerPage.getByText('Rogue Logos’s account is suspended: no messages can be sent', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(buyerPage.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
    const log = buyerPage.getByRole('log', { name: 'Messages' });
    await expect(log.getByText('Pay me by gift card instead')).toBeVisible();
    await expectNoWcagViolations(buyerPage, 'a thread with a suspended account');
    await shoot(buyerPage, 'thread-suspended');
    // The API refuses as the page says.
    const refused = await requestEndpoint(
      buyerPage.request,
      'sendTyping',
      { params: { id: conversationId } },
      buyerSession.token,
    );
    expect(refused.status()).toBe(409);
  });
});

test('a hidden gig tells its seller what and why, and its reporter that it was acted on', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const title = gigTitle('paint a mural in any style');
  const sellerPage = await (await browser.newContext()).newPage();
  const seller = await newSeller(sellerPage.request, 'Mural Works');
  const gig = await listedGig(sellerPage, seller.token, { title });
  const reporter = await signUp(page.request, 'muralist', 'Tomas Berg');
  const reporterSession = await signInAs(page, reporter);
  await callEndpoint(
    page.request,
    'createReport',
    { body: { targetType: 'gig', targetId: gig.id, reason: 'intellectual-property' } },
    reporterSession.token,
  );
  const admin = await callEndpoint(page.request, 'signIn', { body: demo.admin });
  await callEndpoint(
    page.request,
    'moderateReportTarget',
    {
      params: { targetType: 'gig', targetId: gig.id },
      body: { action: 'hide-gig', note: 'The samples are another artist’s murals' },
    },
    admin.token,
  );

  await signInAs(sellerPage, seller.account);
  await sellerPage.goto(pagePaths.notifications());
  await expect(
    sellerPage.getByText(
      `Giglane hid your gig “${title}”: The samples are another artist’s murals`,
    ),
  ).toBeVisible();
  await shoot(sellerPage, 'seller-gig-hidden-notice');

  await page.goto(pagePaths.notifications());
  await expect(
    page.getByText(`Thanks for reporting the gig “${title}”: we took action.`),
  ).toBeVisible();
  await expect(page.getByText('another artist’s murals')).toHaveCount(0);
});

test("a buyer reports a seller's review of them on their profile, and an admin removes it", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const { sellerPage, buyerPage, seller, buyer, gig } = await sellerAndBuyer(browser, {
    title: gigTitle('design a festival poster'),
  });
  // A completed order, the seller's review of the buyer and the buyer's of the gig: both published.
  const order = await placeAtQuote(
    buyerPage.request,
    { body: { gigId: gig.id, package: 'basic', idempotencyKey: `reports-${Date.now()}` } },
    buyer.token,
  );
  await deliveredOverApi(sellerPage, seller.token, order.id, 'The poster, print-ready.');
  await callEndpoint(buyerPage.request, 'acceptOrder', { params: { id: order.id } }, buyer.token);
  const unkind = 'Difficult buyer. His number is 555-0100, call him before you accept.';
  await callEndpoint(
    sellerPage.request,
    'reviewBuyer',
    { params: { id: order.id }, body: { stars: 1, text: unkind } },
    seller.token,
  );
  await callEndpoint(
    buyerPage.request,
    'reviewOrder',
    {
      params: { id: order.id },
      body: { stars: 5, communication: 5, asDescribed: 5, recommend: 5, text: 'Lovely poster' },
    },
    buyer.token,
  );

  await test.step('the buyer reports it from their profile', async () => {
    await buyerPage.goto(pagePaths.buyer(buyer.id));
    const review = buyerPage.getByRole('article', { name: 'Review by Mai Pham Studio' });
    await expect(review).toContainText(unkind);
    // Their own profile: no report of themselves.
    await expect(buyerPage.getByRole('button', { name: 'Report Daniel Okafor' })).toHaveCount(0);
    await review.getByRole('button', { name: 'Report the review by Mai Pham Studio' }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Report this review' });
    await dialog.getByLabel('Harassment or hate').check();
    await dialog.getByLabel('Anything we should know? (optional)').fill('It gives out my number.');
    await expectNoWcagViolations(buyerPage, 'the report dialog on a buyer profile');
    await shoot(buyerPage, 'buyer-review-dialog');
    await dialog.getByRole('button', { name: 'SEND REPORT' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('another reader sees a Report button for the buyer too', async () => {
    await sellerPage.goto(pagePaths.buyer(buyer.id));
    await expect(sellerPage.getByRole('button', { name: 'Report Daniel Okafor' })).toBeVisible();
    // Not of the seller's own review.
    await expect(
      sellerPage.getByRole('button', { name: 'Report the review by Mai Pham Studio' }),
    ).toHaveCount(0);
    await shoot(sellerPage, 'buyer-profile');
  });

  await test.step('an admin removes it from the Reports queue', async () => {
    await signInAs(page, demo.admin);
    await page.goto(pagePaths.adminReports());
    const row = page.getByRole('article').filter({ hasText: unkind });
    await expect(row).toContainText('Review of a buyer');
    await row.getByRole('link', { name: /^Review the reports/ }).click();
    await expect(page.getByText('It gives out my number.')).toBeVisible();
    await shoot(page, 'buyer-review-target');
    // Where others read it: the buyer's profile, opened in place.
    await page.getByRole('link', { name: "See it on the buyer's profile" }).click();
    await expect(page).toHaveURL(pagePaths.buyer(buyer.id));
    await expect(page.getByText(unkind)).toBeVisible();
    await page.goBack();
    await page.getByRole('button', { name: 'Remove review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this review' });
    await dialog.getByLabel('Reason, shown to the account').fill('Shares a phone number');
    await dialog.getByRole('button', { name: 'REMOVE REVIEW' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Actions taken' })).toContainText(
      'Removed the review',
    );
  });

  await test.step('it is gone from the profile, and its seller is told why', async () => {
    await buyerPage.reload();
    await expect(buyerPage.getByText(unkind)).toHaveCount(0);
    await expect(buyerPage.getByText('No seller has reviewed Daniel Okafor yet.')).toBeVisible();
    await sellerPage.goto(pagePaths.notifications());
    await expect(
      sellerPage.getByText(/Giglane removed your review “Difficult buyer.*: Shares a phone number/),
    ).toBeVisible();
  });
});
