import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { gigTitle, sellerAndBuyer } from './orders-support';
import {
  callEndpoint,
  expectAxeClean,
  placeAtQuote,
  screenshotBoth,
  signInAs,
  signUp,
  test,
} from './support';

/** Full-page shots from the top, so the sticky header sits where a visitor sees it. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, name);
}

/** What every profile once showed, whoever the user was. */
const PLACEHOLDERS = [/Vietnam/, /English/, /: Basic/, /B\.Sc\./, /Ho Chi Minh/, /2015 – 2019/];

test("a new user's profile shows only what they enter, and another visitor sees it", async ({
  page,
  browser,
}) => {
  const account = await signUp(page.request, 'profile', 'Inês Carvalho');
  const { user, token } = await signInAs(page, account);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Inês Carvalho' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add your country' })).toBeVisible();
  const main = page.getByRole('main');
  for (const placeholder of PLACEHOLDERS) await expect(main.getByText(placeholder)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a language' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add education' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a certification' })).toBeVisible();
  await expectAxeClean(page);
  await shoot(page, 'profile-details-empty');

  // The country, by keyboard: the dialog's first field has the focus.
  await page.getByRole('button', { name: 'Add your country' }).click();
  const country = page.getByRole('dialog', { name: 'Where are you from?' });
  await expect(country.getByLabel('Country', { exact: true })).toBeFocused();
  await page.keyboard.type('Portugal');
  await page.keyboard.press('Enter');
  await expect(country).toBeHidden();
  await expect(page.getByText('Portugal')).toBeVisible();

  // A language needs its level; the dialog says so before anything is sent.
  await page.getByRole('button', { name: 'Add a language' }).click();
  const languages = page.getByRole('dialog', { name: 'Languages' });
  await languages.getByRole('button', { name: 'Add a language' }).click();
  await languages.getByLabel('Language 1', { exact: true }).fill('Portuguese');
  await languages.getByRole('button', { name: 'SAVE' }).click();
  await expect(languages.getByText('Choose a level')).toBeVisible();
  await languages.getByLabel('Level of language 1').selectOption('native');
  await languages.getByRole('button', { name: 'Add a language' }).click();
  await languages.getByLabel('Language 2', { exact: true }).fill('English');
  await languages.getByLabel('Level of language 2').selectOption('fluent');
  await expectAxeClean(page);
  await shoot(page, 'profile-details-languages-dialog');
  await languages.getByRole('button', { name: 'SAVE' }).click();
  await expect(languages).toBeHidden();

  await page.getByRole('button', { name: 'Add education' }).click();
  const education = page.getByRole('dialog', { name: 'Education' });
  await education.getByRole('button', { name: 'Add a school' }).click();
  await education.getByLabel('College or university').fill('University of Porto');
  await education.getByLabel('Degree', { exact: true }).fill('M.A.');
  await education.getByLabel('Major').fill('Communication Design');
  await education.getByLabel('Year of graduation').fill('2020');
  await shoot(page, 'profile-details-education-dialog');
  await education.getByRole('button', { name: 'SAVE' }).click();
  await expect(education).toBeHidden();

  await expect(main.getByText('Portuguese')).toBeVisible();
  await expect(main.getByText('– Native or bilingual')).toBeVisible();
  await expect(main.getByText('– Fluent')).toBeVisible();
  await expect(main.getByText('M.A. in Communication Design')).toBeVisible();
  await expect(main.getByText('University of Porto, graduated 2020')).toBeVisible();
  await page.reload();
  await expect(main.getByText('University of Porto, graduated 2020')).toBeVisible();
  await expectAxeClean(page);
  await shoot(page, 'profile-details-filled');

  // She opens her seller profile with the same country and languages: their levels stay.
  await callEndpoint(
    page.request,
    'saveSellerProfile',
    {
      body: {
        displayName: 'Inês Carvalho',
        headline: 'Editorial layouts and brand books for publishers',
        skills: ['InDesign', 'Typography'],
        languages: ['Portuguese', 'English'],
        country: 'Portugal',
      },
    },
    token,
  );

  // Another visitor, signed out, on her public page: what she entered, no empty section.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/seller/${user.id}`);
  const card = visitor.getByRole('region', { name: 'Seller profile' });
  await expect(card.getByRole('heading', { name: 'Inês Carvalho' })).toBeVisible();
  await expect(card.getByText('Portugal')).toBeVisible();
  await expect(card.getByText('Portuguese')).toBeVisible();
  await expect(card.getByText('– Native or bilingual')).toBeVisible();
  await expect(card.getByText('– Fluent')).toBeVisible();
  await expect(card.getByText('M.A. in Communication Design')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Certification' })).toHaveCount(0);
  for (const placeholder of [/Vietnam/, /B\.Sc\./, /Ho Chi Minh/])
    await expect(card.getByText(placeholder)).toHaveCount(0);
  await expectAxeClean(visitor);
  await shoot(visitor, 'profile-details-seller-page');
  await visitor.context().close();
});

test('Hired services show the Standard package an order bought, at its Standard price', async ({
  browser,
}) => {
  const { buyerPage, buyer, gig, sellerPage } = await sellerAndBuyer(browser, {
    title: gigTitle('draw your brand kit'),
  });
  // The gig's Basic package is US$35; the buyer orders its Standard one, US$90.
  const order = await placeAtQuote(
    buyerPage.request,
    { body: { gigId: gig.id, package: 'standard', idempotencyKey: randomUUID() } },
    buyer.token,
  );

  await buyerPage.goto('/profile');
  const card = buyerPage
    .getByRole('region', { name: 'Hired services' })
    .getByRole('article', { name: gig.title });
  await expect(card.getByText('Standard', { exact: true })).toBeVisible();
  await expect(card.getByText('Brand kit', { exact: true })).toBeVisible();
  await expect(
    card.getByText('Three concepts, the chosen one in every format you need.'),
  ).toBeVisible();
  await expect(card.getByText('5 Days Delivery · 2 Revisions')).toBeVisible();
  await expect(card).toContainText('$90');
  await expect(card).not.toContainText('$35');
  await expect(card.getByRole('link', { name: /^View order/ })).toHaveAttribute(
    'href',
    `/orders/${order.id}`,
  );
  await shoot(buyerPage, 'profile-details-hired-standard');

  await card.getByRole('link', { name: /^View order/ }).click();
  await expect(buyerPage).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(buyerPage.getByText('US$90').first()).toBeVisible();
  await buyerPage.context().close();
  await sellerPage.context().close();
});
