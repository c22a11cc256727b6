import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { callEndpoint, requestEndpoint, screenshotBoth, signInAs, test } from './support';

/** Scrolls through the page so that lazy pictures are loaded before a screenshot. */
async function loadLazyPictures(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A fresh account, signed up through the API as a visitor would. */
async function newUser(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const account = {
    email: `seller-${tag}@example.com`,
    password: 'secret12',
    name: `Mai Pham ${tag}`,
    phone: '0912345678',
  };
  // The register form sends the confirmation along, beyond what the contract reads.
  const body = { ...account, passwordConfirm: account.password };
  const response = await requestEndpoint(request, 'signUp', { body });
  expect(response.status()).toBe(200);
  return account;
}

test("the gig page's seller card leads to the seller's page: profile, gigs and reviews", async ({
  page,
  request,
}) => {
  const [first] = (await callEndpoint(request, 'pageGigs', { query: { pageSize: 1 } })).data;
  const offer = await callEndpoint(request, 'getGigOffer', { params: { id: first!.id } });
  const { seller, gigs } = await callEndpoint(request, 'getSeller', {
    params: { id: offer.seller.id },
  });
  const reviews = await callEndpoint(request, 'pageSellerReviews', {
    params: { id: seller.id },
    query: { pageIndex: 1, pageSize: 5 },
  });

  await page.goto(`/jobdetail/${first!.id}`);
  await page
    .getByRole('region', { name: 'About The Seller' })
    .getByRole('link', { name: offer.seller.name })
    .click();
  await expect(page).toHaveURL(new RegExp(`/seller/${seller.id}$`));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seller.displayName);
  await expect(page).toHaveTitle(`${seller.displayName} | Giglane`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`^${seller.displayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `),
  );
  const profile = page.getByRole('region', { name: 'Seller profile' });
  if (seller.headline) await expect(profile.getByText(seller.headline)).toBeVisible();
  if (seller.country)
    await expect(profile.getByText(seller.country, { exact: true })).toBeVisible();
  for (const skill of seller.skills)
    await expect(profile.getByText(skill, { exact: true })).toBeVisible();
  // Each language with the level the seller gave it, as the profile's sections have it.
  const details = await callEndpoint(request, 'getProfileDetails', { params: { id: seller.id } });
  expect(details.languages.map((language) => language.name)).toEqual(seller.languages);
  for (const language of details.languages) {
    // "English– Fluent": the name starts its line, so a skill that names it is not taken for it.
    const name = language.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const line = profile.getByRole('listitem').filter({ hasText: new RegExp(`^${name}(–|$)`) });
    await expect(line).toBeVisible();
    if (language.level) await expect(line).toContainText(new RegExp(language.level, 'i'));
  }

  const cards = page
    .getByRole('region', { name: `${seller.displayName}'s Gigs` })
    .getByRole('article');
  await expect(cards).toHaveCount(gigs.length);
  await expect(cards.first().getByRole('link')).toHaveAttribute(
    'href',
    `/jobdetail/${gigs[0]!.congViec.id}`,
  );
  await expect(cards.first()).toContainText(`US$${gigs[0]!.congViec.giaTien}`);
  await expect(cards.first()).toContainText(
    `${gigs[0]!.deliveryDays} ${gigs[0]!.deliveryDays === 1 ? 'day' : 'days'} delivery`,
  );

  const total = reviews.totalRow;
  const reviewList = page.getByRole('region', {
    name: `${total.toLocaleString('en-US')} ${total === 1 ? 'Review or comment' : 'Reviews and comments'}`,
  });
  await expect(reviewList.getByRole('article')).toHaveCount(Math.min(5, total));
  if (total > 0)
    await expect(reviewList.getByRole('article').first()).toContainText(reviews.data[0]!.content);
  if (total > 5) {
    await reviewList.getByRole('button', { name: 'Older' }).click();
    await expect(reviewList.getByText('Page 2 of')).toBeVisible();
    const second = await callEndpoint(request, 'pageSellerReviews', {
      params: { id: seller.id },
      query: { pageIndex: 2, pageSize: 5 },
    });
    await expect(reviewList.getByRole('article').first()).toContainText(second.data[0]!.author);
    await reviewList.getByRole('button', { name: 'Newer' }).click();
  }

  await loadLazyPictures(page);
  await screenshotBoth(page, 'seller');
});

test('an unknown seller shows the not-found notice with a way home', async ({ page }) => {
  await page.goto('/seller/987654');
  await expect(page.getByRole('heading', { level: 1, name: 'Seller not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a visitor asked to sign in for the onboarding comes back to it', async ({
  page,
  request,
}) => {
  const account = await newUser(request);
  await page.goto('/become-a-seller');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/become-a-seller$/);
  await expect(page.getByRole('form', { name: 'Become a seller' })).toBeVisible();
});

test('a new user becomes a seller through the form, and the menu then leads to the dashboard', async ({
  page,
  request,
}) => {
  const account = await newUser(request);
  const { token, user } = await signInAs(page, account);

  await page.goto('/profile');
  const menu = page.getByRole('navigation', { name: 'Account' });
  await menu.getByRole('link', { name: 'Become a seller' }).click();
  await expect(page).toHaveURL(/\/become-a-seller$/);
  const form = page.getByRole('form', { name: 'Become a seller' });
  await expect(form.getByLabel('Display name')).toHaveValue(account.name);
  await screenshotBoth(page, 'become-seller');

  // The contract's rules, beside each field, before anything is sent.
  await form.getByLabel('Display name').fill('M');
  await form.getByLabel('One-line description').fill('Short');
  await form.getByRole('button', { name: 'Become a seller' }).click();
  await expect(form.getByText('Must be 2 to 50 characters')).toBeVisible();
  await expect(form.getByText('Must be 10 to 120 characters')).toBeVisible();
  await expect(form.getByText('Must name at least one of your skills')).toBeVisible();
  await expect(form.getByText('Must name at least one of your languages')).toBeVisible();
  await screenshotBoth(page, 'become-seller-invalid');

  await form.getByLabel('Display name').fill('Mai Pham Studio');
  await form.getByLabel('One-line description').fill('Friendly logos and brand kits for cafés');
  await form.getByRole('textbox', { name: 'Skills' }).fill('Logo design');
  await form.getByRole('textbox', { name: 'Skills' }).press('Enter');
  await form.getByRole('textbox', { name: 'Skills' }).fill('Illustration');
  await form.getByRole('textbox', { name: 'Skills' }).press('Enter');
  await form.getByRole('textbox', { name: 'Languages' }).fill('English');
  await form.getByRole('textbox', { name: 'Languages' }).press('Enter');
  await form.getByRole('textbox', { name: 'Languages' }).fill('Vietnamese');
  await form.getByRole('textbox', { name: 'Languages' }).press('Enter');
  await form.getByLabel('Country').fill('Vietnam');
  await form.getByRole('button', { name: 'Become a seller' }).click();

  await expect(page).toHaveURL(/\/seller-dashboard\/gigs$/);
  await expect(menu.getByRole('link', { name: 'Seller dashboard' })).toHaveAttribute(
    'href',
    '/seller-dashboard/gigs',
  );
  await expect(menu.getByRole('link', { name: 'Become a seller' })).toHaveCount(0);

  const profile = await callEndpoint(request, 'getSellerProfile', {}, token);
  expect(profile).toMatchObject({
    id: user.id,
    displayName: 'Mai Pham Studio',
    headline: 'Friendly logos and brand kits for cafés',
    skills: ['Logo design', 'Illustration'],
    languages: ['English', 'Vietnamese'],
    country: 'Vietnam',
  });
  expect(profile.sellerSince).not.toBeNull();
});
