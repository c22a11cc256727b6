import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { endpointPaths, type EndpointName } from '@giglane/contract/endpoint-paths';
import type { EndpointReply } from '@giglane/contract/endpoints';
import type { PlaceOrderBody } from '@giglane/contract/orders';
import type { CallInput } from '../src/lib/api/client';
import { endpointUrl, isPathOf } from '../src/lib/api/endpoint-url';

const screenshotDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-results/screenshots',
);

export const WIDTHS = { desktop: 1280, mobile: 390 } as const;

/**
 * Screenshots are for a person looking at the screens (`E2E_SCREENSHOTS=on`), not checks: a run
 * without them asserts exactly the same and spends no time drawing pictures nobody opens.
 */
const screenshotsOn = process.env.E2E_SCREENSHOTS === 'on';

/**
 * Saves screenshots of the page at 1280 px and 390 px wide (or `widths`), then puts the window
 * back: the whole page from its top, or with `window` what the window shows (open dialogs, menus
 * and drawers sit in the window; below the fold a full page would show the page without them).
 * Each waits for the network to go quiet first, unless `networkIdle` is false (a page with a frame
 * of another origin, which never reports it).
 */
export async function screenshotBoth(
  page: Page,
  name: string,
  {
    window = false,
    networkIdle = true,
    widths = [WIDTHS.desktop, WIDTHS.mobile],
  }: { window?: boolean; networkIdle?: boolean; widths?: readonly number[] } = {},
) {
  if (!screenshotsOn) return;
  await mkdir(screenshotDir, { recursive: true });
  const original = page.viewportSize();
  if (!window) await page.evaluate(() => globalThis.scrollTo(0, 0));
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === WIDTHS.desktop ? 900 : 844 });
    if (networkIdle) await page.waitForLoadState('networkidle');
    await page.screenshot({
      path: path.join(screenshotDir, `${name}-${width}.png`),
      fullPage: !window,
    });
  }
  if (original) await page.setViewportSize(original);
}

/** Saves what the window shows now, at its current size: menus and dropdowns sit in the window. */
export async function screenshotView(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await screenshotBoth(page, name, { window: true, networkIdle: false, widths: [width] });
}

/**
 * Opens a server-rendered page and waits until the app has taken it over: until then its HTML
 * shows, but a key pressed on it does nothing.
 */
export async function openHydrated(page: Page, path: string) {
  // A flow's `goto` returns once the app holds the page (`test` below).
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/**
 * Waits until the app has started taking the page over: React marks the root as its own in the
 * call that starts hydrating, and this looks at every frame (Playwright's default), so it returns
 * in the very frame of that call.
 */
export async function hydrationStarted(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * Whether the app holds the page: React marks its root in the call that creates or hydrates it. A
 * page with JavaScript off, or one that is not the app's (no root), is as it will stay.
 */
const appHoldsPage = () => {
  const root = document.getElementById('root');
  return (
    root === null ||
    matchMedia('(scripting: none)').matches ||
    Object.keys(root).some((key) => key.startsWith('__reactContainer'))
  );
};

/** `page.goto` and `page.reload`, returning once the app holds the page they opened. */
function waitingForTheApp(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // A flow that asks for the moment of commit gets that moment.
    if (options?.waitUntil !== 'commit') await page.waitForFunction(appHoldsPage);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await page.waitForFunction(appHoldsPage);
    return response;
  };
  return page;
}

let newPagesWait = false;

/**
 * The flows' `test`: Playwright's, with every page a flow opens (its `page`, or a context's
 * `newPage()`) navigating as a person would act, once the app holds the page. A server-rendered
 * page shows before its script has run, and a click or key on it until then is lost; flows that
 * clicked at once failed now and then, the faster they ran. Installed once per worker.
 */
export const test = base.extend<object, { pagesWaitForTheApp: void }>({
  pagesWaitForTheApp: [
    async ({ browser }, use) => {
      if (!newPagesWait) {
        const context = await browser.newContext();
        const prototype = Object.getPrototypeOf(context) as BrowserContext;
        await context.close();
        // eslint-disable-next-line @typescript-eslint/unbound-method -- called with each context
        const newPage = prototype.newPage;
        prototype.newPage = async function (this: BrowserContext) {
          return waitingForTheApp(await newPage.call(this));
        };
        newPagesWait = true;
      }
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});

/**
 * Every error and warning the page writes to the console, and every error it throws: React's
 * hydration mismatches ("did not match", "Hydration failed", recoverable errors) are among them.
 */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`thrown: ${error.message}`));
  return messages;
}

/** Demo accounts the seed creates (see the README). */
export const demo = {
  admin: { email: 'admin@giglane.dev', password: 'admin123' },
  anna: { email: 'anna@giglane.dev', password: 'giglane1' },
  minh: { email: 'minh@giglane.dev', password: 'giglane1' },
};

/** What a test sends an endpoint: its path parameters, query and body, as the contract types them. */
export type EndpointCall<N extends EndpointName> = Omit<CallInput<N>, 'signal' | 'file'>;

/**
 * Sends one request to the endpoint of that name (its method and path from the contract), with a
 * session token when given, and answers the response as it is: for tests of statuses and headers.
 */
export function requestEndpoint<N extends EndpointName>(
  request: APIRequestContext,
  name: N,
  input: EndpointCall<N>,
  token?: string,
): Promise<APIResponse> {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  return request.fetch(endpointUrl(name, { params: { ...params }, query: { ...query } }), {
    method: endpointPaths[name].method,
    headers: token ? { token } : {},
    data: body,
  });
}

/** Calls the endpoint of that name, expects it to succeed, and answers the envelope's content. */
export async function callEndpoint<N extends EndpointName>(
  request: APIRequestContext,
  name: N,
  input: EndpointCall<N>,
  token?: string,
): Promise<EndpointReply<N>> {
  const response = await requestEndpoint(request, name, input, token);
  expect(response.ok(), `${name}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { content: EndpointReply<N> }).content;
}

/** The test processor's cards the flows pay with (its list: GET /api/payments/settings). */
export const testCards = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  confirmation: '4000 0025 0000 3155',
};

/** A card of the test processor's, as the API takes it, good for a few years yet. */
export const testCard = (number = testCards.succeeds) => ({
  number,
  expMonth: 12,
  expYear: new Date().getFullYear() + 3,
  cvc: '123',
  name: 'Test Buyer',
});

/**
 * Places an order as the checkout does, confirming the quote the checkout shows now, and pays it
 * with the test card that succeeds (payments are on by default): the order as it is then. With
 * `pay: false` it stays placed and unpaid.
 */
export async function placeAtQuote(
  request: APIRequestContext,
  { body, pay = true }: { body: Omit<PlaceOrderBody, 'quoteVersion'>; pay?: boolean },
  token: string,
) {
  const { quotes } = await callEndpoint(request, 'getCheckout', { params: { id: body.gigId } });
  const quote = quotes.find((offered) => offered.tier === body.package)!;
  const placed = await callEndpoint(
    request,
    'placeOrder',
    { body: { ...body, quoteVersion: quote.version } },
    token,
  );
  if (!pay) return placed;
  await callEndpoint(
    request,
    'payOrder',
    { params: { id: placed.id }, body: { card: testCard() } },
    token,
  );
  return callEndpoint(request, 'getOrderView', { params: { id: placed.id } }, token);
}

/** Fills the checkout's or the order page's card form with a test card. */
export async function fillCard(page: Page, number = testCards.succeeds) {
  await page.getByLabel('Card number').fill(number);
  await page
    .getByLabel('Expiry (MM/YY)')
    .fill(`12/${String(new Date().getFullYear() + 3).slice(2)}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Test Buyer');
}

/** Whether a URL has the path of the endpoint of that name, with any parameters. */
export function isUrlOf(url: URL | string, name: EndpointName): boolean {
  return isPathOf(new URL(url).pathname, name);
}

/** Whether a request the page made calls the endpoint of that name: its method and its path. */
export function isCallOf(request: Request, name: EndpointName): boolean {
  return request.method() === endpointPaths[name].method && isUrlOf(request.url(), name);
}

/**
 * Signs in through the API and stores the session the way the web app does, on every page load of
 * this test (an init script): tests of signing out sign in through the form instead.
 */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  const content = await callEndpoint(page.request, 'signIn', { body: account });
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('userLogin', JSON.stringify(user));
      localStorage.setItem('userId', String(user.id));
    },
    [content.token, content.user] as const,
  );
  return content;
}

type Account = { email: string; password: string; name: string; phone: string };

/**
 * A fresh account, signed up through the API as a visitor's sign-up would; its email is unique,
 * its name `name` or one made unique.
 */
export async function signUp(
  request: APIRequestContext,
  prefix: string,
  name?: string,
): Promise<Account & { tag: string }> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const account = {
    email: `${prefix}-${tag}@example.com`,
    password: 'secret12',
    name: name ?? `Linh Vo ${tag}`,
    phone: '0912345678',
  };
  // The register form sends the confirmation along, beyond what the contract reads.
  const body = { ...account, passwordConfirm: account.password };
  expect((await requestEndpoint(request, 'signUp', { body })).status()).toBe(200);
  return { ...account, tag };
}

/** A fresh account that has become a seller, both through the API, under `displayName`. */
export async function newSeller(request: APIRequestContext, displayName = 'Linh Vo') {
  const { tag, ...account } = await signUp(request, 'gig-maker');
  const { token } = await callEndpoint(request, 'signIn', { body: account });
  const profile: EndpointCall<'saveSellerProfile'>['body'] = {
    displayName,
    headline: 'Brand identities for small businesses, drawn by hand',
    skills: ['Logo design', 'Illustrator'],
    languages: ['English', 'Vietnamese'],
    country: 'Vietnam',
  };
  await callEndpoint(request, 'saveSellerProfile', { body: profile }, token);
  return { account, token, tag };
}

/**
 * A real picture, drawn in the browser: a 1280×720 JPEG of a gradient and a title, well under the
 * upload limit, as a seller's exported mock-up would be.
 */
export async function drawPicture(page: Page, text: string, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([label, angle]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1280;
      canvas.height = 720;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, 1280, 720);
      gradient.addColorStop(0, `hsl(${angle} 70% 45%)`);
      gradient.addColorStop(1, `hsl(${angle + 60} 70% 30%)`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, 1280, 720);
      context.fillStyle = 'rgba(255,255,255,0.92)';
      context.beginPath();
      context.arc(640, 300, 150, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = `hsl(${angle} 70% 30%)`;
      context.font = 'bold 120px sans-serif';
      context.textAlign = 'center';
      context.fillText(label.slice(0, 2).toUpperCase(), 640, 342);
      context.fillStyle = 'white';
      context.font = 'bold 56px sans-serif';
      context.fillText(label, 640, 580);
      return canvas.toDataURL('image/jpeg', 0.88);
    },
    [text, hue] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Fails on any serious or critical WCAG 2.1 AA finding of axe on the page as it is. */
export async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`),
  ).toEqual([]);
}
