import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { todayWireDate } from '@giglane/contract/wire-values';
import { callEndpoint, isCallOf, isUrlOf, requestEndpoint, screenshotBoth, test } from './support';

/** A tiny valid PNG (4×4, teal), so the test needs no file on disk. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGPgndIBRwzEcQDbMxKRwASEBAAAAABJRU5ErkJggg==',
  'base64',
);

type Account = { email: string; password: string; name: string; phone: string };

let counter = 0;
function newAccount(): Account {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    email: `buyer-${tag}@example.com`,
    password: 'secret12',
    name: `Lan Tran ${tag}`,
    phone: '0912345678',
  };
}

/** Creates a fresh user through the API, as a visitor's sign-up would. */
async function createAccount(
  request: APIRequestContext,
  overrides: Partial<Account> = {},
): Promise<Account> {
  const account = { ...newAccount(), ...overrides };
  // The register form sends the confirmation along, beyond what the contract reads.
  const body = { ...account, passwordConfirm: account.password };
  const response = await requestEndpoint(request, 'signUp', { body });
  expect(response.status()).toBe(200);
  return account;
}

async function apiSignIn(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await requestEndpoint(request, 'signIn', {
    body: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  const { content } = (await response.json()) as {
    content: { token: string; user: { id: number } };
  };
  return content;
}

/** The first `count` gigs whose name holds `text`, as the API lists them. */
async function gigsNamed(request: APIRequestContext, text: string, count: number) {
  const views = await callEndpoint(request, 'findGigCardsByName', {
    params: { TenCongViec: text },
  });
  return views.slice(0, count).map((view) => view.congViec);
}

/** Books a gig as the given user, the way the gig page books. */
async function bookAs(request: APIRequestContext, token: string, userId: number, gigId: number) {
  const booked = await requestEndpoint(
    request,
    'createOrder',
    {
      body: {
        id: 0,
        maCongViec: gigId,
        maNguoiThue: userId,
        ngayThue: `${todayWireDate()} `,
        hoanThanh: false,
      },
    },
    token,
  );
  expect(booked.status()).toBe(201);
}

async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Full-page shots from the top, so the sticky header sits where a visitor sees it. */
const toasts = (page: Page) => page.getByRole('status');
const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });
const hiredSection = (page: Page) => page.getByRole('region', { name: 'Hired services' });
const hiredCards = (page: Page) => hiredSection(page).getByRole('article');

test('register: each rule shows its message beside its field; a good sign-up lands on /login; a taken email is refused', async ({
  page,
}) => {
  const signups: string[] = [];
  page.on('request', (request) => {
    if (isUrlOf(request.url(), 'signUp')) signups.push(request.method());
  });
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Giglane' })).toBeVisible();

  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm password', { exact: true });
  const name = page.getByLabel('Name');
  const phone = page.getByLabel('Phone');
  const submit = page.getByRole('button', { name: 'Submit' });

  // The slider beside the form: four slides, looping arrows, and it moves by itself.
  const slider = page.getByRole('region', { name: 'Why join Giglane' });
  await expect(slider.locator('[aria-roledescription="slide"]')).toHaveCount(4);
  // It moves by itself at first.
  await expect(slider.getByText('Slide 2 of 4')).toBeAttached();
  await slider.getByRole('button', { name: 'Pause slide show' }).click();
  await slider.getByRole('button', { name: 'Go to slide 1' }).click();
  await expect(slider.getByText('Slide 1 of 4')).toBeAttached();
  await expect(slider.getByRole('group', { name: '1 of 4' })).toContainText(
    'Find the right talent, fast',
  );
  // Looping both ways, one slide at a time.
  await slider.getByRole('button', { name: 'Previous slide' }).click();
  await expect(slider.getByText('Slide 4 of 4')).toBeAttached();
  await expect(slider.getByRole('group', { name: /of 4$/ })).toHaveCount(1);
  await expect(slider.getByRole('group', { name: '4 of 4' })).toContainText('Rated by real buyers');
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect(slider.getByText('Slide 1 of 4')).toBeAttached();
  await screenshotBoth(page, 'account-register');
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect(slider.getByText('Slide 2 of 4')).toBeAttached();
  await expect(slider.getByRole('group', { name: '2 of 4' })).toContainText(
    'Work with experts anywhere',
  );

  // Everything blank.
  await submit.click();
  await expect(email).toHaveAccessibleDescription('Email cannot be blank!');
  await expect(password).toHaveAccessibleDescription('Password cannot be blank!');
  await expect(confirm).toHaveAccessibleDescription('Confirm password cannot be blank!');
  await expect(name).toHaveAccessibleDescription('Name cannot be blank!');
  await expect(phone).toHaveAccessibleDescription('Phone number cannot be blank!');

  // Spaces only count as blank for the email, which is trimmed.
  await email.fill('   ');
  await submit.click();
  await expect(email).toHaveAccessibleDescription('Email cannot be blank!');
  await email.fill('not-an-email');
  await password.fill('abc');
  await confirm.fill('abd');
  await name.fill('   ');
  await submit.click();
  await expect(email).toHaveAccessibleDescription('Email is invalid!');
  await expect(password).toHaveAccessibleDescription('Password must be between 6 - 10 characters!');
  await expect(confirm).toHaveAccessibleDescription('Passwords must match');
  await expect(name).toHaveAccessibleDescription('Name cannot be blank!');
  await password.fill('abcdefghijk');
  await submit.click();
  await expect(password).toHaveAccessibleDescription('Password must be between 6 - 10 characters!');
  expect(signups).toEqual([]);

  // Each password has its own show/hide toggle.
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password', exact: true }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(confirm).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show confirm password' }).click();
  await expect(confirm).toHaveAttribute('type', 'text');

  const account = newAccount();
  await email.fill(`  ${account.email}  `);
  await password.fill(account.password);
  await confirm.fill(account.password);
  await name.fill(account.name);
  await phone.fill(account.phone);
  await submit.click();
  await expect(toasts(page).getByText('Successful register!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(signups).toEqual(['POST']);
  // The trimmed email is the one registered.
  await apiSignIn(page.request, account);

  // The same email again.
  await page.goto('/register');
  await email.fill(account.email);
  await password.fill('another1');
  await confirm.fill('another1');
  await name.fill('Someone Else');
  await phone.fill('0987654321');
  await submit.click();
  await expect(toasts(page).getByText('Email is already existed!')).toBeVisible();
  await expect(email).toHaveAccessibleDescription('Email is already existed!');
  await expect(page).toHaveURL(/\/register$/);
});

test('login: rules, a wrong password, then the right one lands on /home; a signed-in visitor of /login goes to /', async ({
  page,
}) => {
  const account = await createAccount(page.request);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Giglane' })).toBeVisible();
  await screenshotBoth(page, 'account-login');

  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  const login = page.getByRole('button', { name: 'Login' });

  await login.click();
  await expect(email).toHaveAccessibleDescription('Email cannot be blank');
  await expect(password).toHaveAccessibleDescription('Password cannot be blank!');
  await email.fill('someone@');
  await password.fill('    ');
  await login.click();
  await expect(email).toHaveAccessibleDescription('Email is invalid');
  await expect(password).toHaveAccessibleDescription('Password cannot be blank!');

  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');

  await email.fill(account.email);
  await password.fill('wrong-pass');
  await login.click();
  await expect(
    toasts(page).getByText('Login failed, username or password is incorrect'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await password.fill(account.password);
  await login.click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(accountNav(page).getByRole('link', { name: account.name })).toBeVisible();

  // The session is stored under the specification's keys, never with the password.
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('accessToken'),
    user: localStorage.getItem('userLogin'),
    userId: localStorage.getItem('userId'),
    everything: JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie,
  }));
  expect(stored.token).toBeTruthy();
  expect(JSON.parse(stored.user ?? '{}')).toMatchObject({
    email: account.email,
    name: account.name,
    password: '',
  });
  expect(stored.userId).toMatch(/^\d+$/);
  expect(stored.everything).not.toContain(account.password);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
});

test('profile: two ordered gigs are listed as cards with their state and a way to their order', async ({
  page,
}) => {
  const account = await createAccount(page.request);
  const { token, user } = await apiSignIn(page.request, account);
  await signInThroughForm(page, account);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: account.name })).toBeVisible();
  await expect(hiredSection(page).getByText("You haven't hired any services yet")).toBeVisible();
  await expect(hiredSection(page).getByRole('link', { name: 'Browse services' })).toHaveAttribute(
    'href',
    '/',
  );
  await screenshotBoth(page, 'account-profile-empty');

  // Two gigs booked as this user through the original API; they ask nothing, so both start.
  const gigs = await gigsNamed(page.request, 'logo', 2);
  expect(gigs).toHaveLength(2);
  for (const gig of gigs) await bookAs(page.request, token, user.id, gig.id);
  const orders = await callEndpoint(page.request, 'listMyOrders', {}, token);

  await page.reload();
  await expect(hiredCards(page)).toHaveCount(2);
  for (const gig of gigs) {
    const card = hiredCards(page).filter({ hasText: gig.tenCongViec });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`$${gig.giaTien}`);
    await expect(card.getByText('In progress')).toBeVisible();
    await expect(card.getByText('Hired on')).toBeVisible();
    await expect(card.getByRole('img', { name: /^Rated \d/ })).toBeVisible();
    // Started orders can no longer be cancelled by their buyer: no DEL.
    await expect(card.getByRole('button', { name: /^DEL/ })).toHaveCount(0);
    const order = orders.find((ordered) => ordered.congViec.id === gig.id)!;
    await expect(card.getByRole('link', { name: /^View order/ })).toHaveAttribute(
      'href',
      `/orders/${order.id}`,
    );
  }
  await screenshotBoth(page, 'account-profile-hires');
});

test('profile modal: closes on Escape, CANCEL and the overlay, keeps focus inside, checks its rules and saves', async ({
  page,
}) => {
  const account = await createAccount(page.request);
  await signInThroughForm(page, account);
  await page.goto('/profile');

  const edit = page.getByRole('button', { name: 'Edit profile' });
  const dialog = page.getByRole('dialog', { name: 'User Information' });
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url());
  });

  await edit.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expect(dialog.getByLabel('Name')).toHaveValue(account.name);
  await expect(dialog.getByLabel('Email')).toHaveValue(account.email);
  await expect(dialog.getByLabel('Phone')).toHaveValue(account.phone);
  await screenshotBoth(page, 'account-profile-modal');

  // Focus stays inside: backwards from the first field to the close button, then round to the last.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'UPDATE' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  await edit.click();
  await dialog.getByRole('button', { name: 'CANCEL' }).click();
  await expect(dialog).toBeHidden();

  await edit.click();
  await expect(dialog).toBeVisible();
  // The overlay: a corner of the screen outside the panel.
  await page.mouse.click(4, 4);
  await expect(dialog).toBeHidden();

  // A click inside the panel does not close it.
  await edit.click();
  await dialog.getByRole('heading', { name: 'User Information' }).click();
  await expect(dialog).toBeVisible();

  const name = dialog.getByLabel('Name');
  const password = dialog.getByLabel('Password', { exact: true });
  const phone = dialog.getByLabel('Phone');
  const update = dialog.getByRole('button', { name: 'UPDATE' });

  await name.fill('  ');
  await phone.fill('');
  await update.click();
  await expect(name).toHaveAccessibleDescription('Name cannot be blank!');
  await expect(phone).toHaveAccessibleDescription(/Phone number cannot be blank!/);
  await expect(password).toHaveAccessibleDescription(/Password cannot be blank!/);

  await phone.fill('12345678');
  await password.fill('abc');
  await update.click();
  await expect(phone).toHaveAccessibleDescription(/Phone number is not valid!/);
  await expect(password).toHaveAccessibleDescription(/Password must be between 6 - 10 characters!/);
  await phone.fill('0612345678');
  await password.fill('abcde');
  await update.click();
  await expect(phone).toHaveAccessibleDescription(/Phone number is not valid!/);
  await expect(password).toHaveAccessibleDescription(/Password must be between 6 - 10 characters!/);
  expect(puts).toEqual([]);

  const newName = `${account.name} Jr`;
  await name.fill(newName);
  await phone.fill('+84987654321');
  await password.fill(account.password);
  await update.click();
  await expect(dialog).toBeHidden();
  expect(puts).toHaveLength(1);
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByText('+84987654321')).toBeVisible();
  await expect(accountNav(page).getByRole('link', { name: newName })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByText('+84987654321')).toBeVisible();
  await expect(accountNav(page).getByRole('link', { name: newName })).toBeVisible();
  // The other fields were kept as they were.
  await expect(page.getByText(account.email).first()).toBeVisible();
});

/** The signed-in user's profile with its User Information modal open. */
async function openProfileEditor(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  return page.getByRole('dialog', { name: 'User Information' });
}

test('profile modal: a new password works at the next sign-in, the old one no longer', async ({
  page,
}) => {
  const account = await createAccount(page.request);
  await signInThroughForm(page, account);
  const dialog = await openProfileEditor(page);
  await dialog.getByLabel('Password', { exact: true }).fill('fresh-pw9');
  await dialog.getByRole('button', { name: 'UPDATE' }).click();
  await expect(dialog).toBeHidden();

  await accountNav(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    toasts(page).getByText('Login failed, username or password is incorrect'),
  ).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('fresh-pw9');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(accountNav(page).getByRole('link', { name: account.name })).toBeVisible();
});

test('profile modal: an account whose password is longer than 10 characters saves a name change', async ({
  page,
}) => {
  // The server accepts passwords of up to 100 characters, at sign-up and from an admin.
  const account = await createAccount(page.request, { password: 'twelve-chars' });
  await signInThroughForm(page, account);
  const dialog = await openProfileEditor(page);
  const newName = `${account.name} Le`;
  await dialog.getByLabel('Name').fill(newName);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'UPDATE' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(toasts(page).getByText('Your profile has been updated')).toBeVisible();

  // Still signed in, and the password still opens the account.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await apiSignIn(page.request, account);
});

test("profile modal: a malformed email is refused with the server's reason beside the field", async ({
  page,
}) => {
  const account = await createAccount(page.request);
  await signInThroughForm(page, account);
  const dialog = await openProfileEditor(page);
  const email = dialog.getByLabel('Email');
  await email.fill('not-an-email');
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  const answer = page.waitForResponse((response) => response.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'UPDATE' }).click();
  expect((await answer).status()).toBe(400);
  await expect(email).toHaveAccessibleDescription(/must be a valid email address/i);
  await expect(toasts(page).getByText('Fail', { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  await screenshotBoth(page, 'account-profile-modal-refused');

  await email.fill(account.email);
  await dialog.getByRole('button', { name: 'UPDATE' }).click();
  await expect(dialog).toBeHidden();
});

/** A second browser (its own storage) signed in to the same account, on the profile. */
async function otherBrowser(browser: Browser, baseURL: string, account: Account) {
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await signInThroughForm(other, account);
  await other.goto('/profile');
  await expect(other.getByRole('heading', { level: 1, name: account.name })).toBeVisible();
  return { other, context };
}

/** The other browser's next call is refused: it shows the notice and asks for a new sign-in. */
async function expectSignedOut(other: Page) {
  await other.reload();
  await expect(other).toHaveURL(/\/login$/);
  await expect(
    toasts(other).getByText('Token không hợp lệ hoặc đã hết hạn, vui lòng đăng nhập lại!'),
  ).toBeVisible();
  await expect(accountNav(other).getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test('Sign out everywhere: other browsers are signed out at their next call, this tab stays signed in', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await createAccount(page.request);
  await signInThroughForm(page, account);
  const { other, context } = await otherBrowser(browser, baseURL!, account);
  await page.goto('/profile');
  const before = await page.evaluate(() => localStorage.getItem('accessToken'));

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const question = page.getByRole('dialog', { name: /every other browser and device/ });
  await expect(question).toContainText('every other browser and device');
  await screenshotBoth(page, 'account-sign-out-everywhere-confirm');
  const answer = page.waitForResponse((response) =>
    isCallOf(response.request(), 'signOutEverywhere'),
  );
  await question.getByRole('button', { name: 'OK' }).click();
  expect((await answer).status()).toBe(200);
  await expect(toasts(page).getByText('You are signed out everywhere else')).toBeVisible();
  const after = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(after).not.toBe(before);

  await expectSignedOut(other);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: account.name })).toBeVisible();
  await expect(accountNav(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await context.close();
});

test('profile modal: a new password keeps this tab signed in and signs the other browsers out', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await createAccount(page.request);
  await signInThroughForm(page, account);
  const { other, context } = await otherBrowser(browser, baseURL!, account);
  const dialog = await openProfileEditor(page);
  await dialog.getByLabel('Password', { exact: true }).fill('fresh-pw7');
  await dialog.getByRole('button', { name: 'UPDATE' }).click();
  await expect(dialog).toBeHidden();

  await expectSignedOut(other);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: account.name })).toBeVisible();
  await expect(accountNav(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await context.close();
});

test('profile avatar: a picture is previewed, uploaded as formFile and shown on the profile and in the header', async ({
  page,
}) => {
  const account = await createAccount(page.request);
  await signInThroughForm(page, account);
  await page.goto('/profile');

  const headerLink = accountNav(page).getByRole('link', { name: account.name });
  await expect(headerLink.locator('img')).toHaveCount(0);
  const picker = page.getByLabel('Change photo');

  await picker.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByText('Choose a JPG, PNG or GIF picture.')).toBeVisible();

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const preview = page.getByRole('img', { name: 'Preview of your new profile photo' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect(page.getByText('Choose a JPG, PNG or GIF picture.')).toHaveCount(0);

  const upload = page.waitForResponse((response) => isUrlOf(response.url(), 'uploadAvatar'));
  await page.getByRole('button', { name: 'Save photo' }).click();
  const answer = await upload;
  expect(answer.request().method()).toBe('POST');
  expect(answer.request().headers()['content-type']).toContain('multipart/form-data');
  // The server reads only a part named formFile: anything else is refused with a 400.
  expect(answer.status()).toBe(200);

  const photo = page.getByRole('img', { name: `${account.name}'s profile photo` });
  await expect(photo).toHaveAttribute('src', /\/avatar\//);
  const src = await photo.getAttribute('src');
  await expect(headerLink.locator('img')).toHaveAttribute('src', src ?? '');
  await expect(toasts(page).getByText('Your profile photo has been updated')).toBeVisible();

  await page.reload();
  await expect(photo).toHaveAttribute('src', src ?? '');
  await expect(headerLink.locator('img')).toHaveAttribute('src', src ?? '');
  const served = await page.request.get(src ?? '');
  expect(served.status()).toBe(200);
});

test('sign out clears the stored session; /profile then sends to /login with the notice and back after signing in', async ({
  page,
}) => {
  const account = await createAccount(page.request);
  await signInThroughForm(page, account);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: account.name })).toBeVisible();

  await accountNav(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(accountNav(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  const stored = await page.evaluate(() => [
    localStorage.getItem('accessToken'),
    localStorage.getItem('userLogin'),
    localStorage.getItem('userId'),
    document.cookie.includes('accessToken='),
  ]);
  expect(stored).toEqual([null, null, null, false]);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toasts(page).getByText('You are not logged in !')).toBeVisible();

  // The login page remembers where the visitor was going.
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: account.name })).toBeVisible();
});

test('two tabs share the session: signing out in one signs the other out without a reload, and signing in signs it back in', async ({
  page: first,
  context,
}) => {
  const account = await createAccount(first.request);
  const { token, user } = await apiSignIn(first.request, account);
  const [gig] = await gigsNamed(first.request, 'logo', 1);
  await bookAs(first.request, token, user.id, gig!.id);
  await signInThroughForm(first, account);
  const second = await context.newPage();
  await second.goto('/profile');
  await expect(second.getByRole('heading', { level: 1, name: account.name })).toBeVisible();
  await expect(hiredCards(second)).toHaveCount(1);
  await expect(accountNav(second).getByRole('link', { name: account.name })).toBeVisible();
  // A page load would drop this; the second tab must follow the first one in place.
  const markTab = () => (window as unknown as { untouched?: boolean }).untouched === true;
  await second.evaluate(() => {
    (window as unknown as { untouched?: boolean }).untouched = true;
  });

  await accountNav(first).getByRole('button', { name: 'Sign out' }).click();
  await expect(first).toHaveURL(/\/login$/);

  // The profile has no session any more: the second tab is sent to /login with the notice.
  await expect(second).toHaveURL(/\/login$/);
  await expect(toasts(second).getByText('You are not logged in !')).toBeVisible();
  await expect(accountNav(second).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(accountNav(second).getByRole('link', { name: 'Join' })).toBeVisible();
  await expect(accountNav(second).getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  expect(await second.evaluate(markTab)).toBe(true);
  const stored = await second.evaluate(() => [
    localStorage.getItem('accessToken'),
    localStorage.getItem('userLogin'),
    localStorage.getItem('userId'),
    document.cookie.includes('accessToken='),
  ]);
  expect(stored).toEqual([null, null, null, false]);

  // Signing in again in the first tab: the second one, still on the login form, follows it in
  // place too, as a signed-in visitor of /login does.
  await signInThroughForm(first, account);
  await expect(accountNav(second).getByRole('link', { name: account.name })).toBeVisible();
  await expect(accountNav(second).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(second).toHaveURL(/\/$/);
  await expect(second.getByRole('button', { name: 'Login' })).toHaveCount(0);
  expect(await second.evaluate(markTab)).toBe(true);

  // Someone else signs in in the first tab. The second tab still holds the first user's hired
  // list in memory; while the new user's list is on its way, that old list must not show.
  await accountNav(first).getByRole('button', { name: 'Sign out' }).click();
  await expect(accountNav(second).getByRole('link', { name: 'Sign in' })).toBeVisible();
  const other = await createAccount(first.request);
  await signInThroughForm(first, other);
  await expect(accountNav(second).getByRole('link', { name: other.name })).toBeVisible();
  let releaseList = () => {};
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  await second.route(
    (url) => isUrlOf(url, 'listMyOrders'),
    async (route) => {
      await listHeld;
      await route.continue();
    },
  );
  await accountNav(second).getByRole('link', { name: other.name }).click();
  await expect(second.getByRole('heading', { level: 1, name: other.name })).toBeVisible();
  await expect(hiredSection(second).getByText(gig!.tenCongViec)).toHaveCount(0);
  releaseList();
  await expect(hiredSection(second).getByText("You haven't hired any services yet")).toBeVisible();
  expect(await second.evaluate(markTab)).toBe(true);
});
