import { expect, type Page } from '@playwright/test';
import { callEndpoint, demo, signInAs, test } from './support';

/** Every Content-Security-Policy violation the page reports, and the console's word of any. */
async function watchPolicy(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) messages.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => messages.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      report(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  return messages;
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle');
  return response!;
}

test('the storefront runs under its Content-Security-Policy without a single violation', async ({
  page,
  request,
}) => {
  const violations = await watchPolicy(page);
  const list = await callEndpoint(request, 'pageGigs', { query: { pageIndex: 1, pageSize: 1 } });
  const gigId = list.data[0]!.id;

  for (const path of ['/', '/home', '/search/logo?page=1', `/jobdetail/${gigId}`, '/login']) {
    const response = await visit(page, path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("script-src 'self'");
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the profile runs under the policy without a violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  await signInAs(page, demo.anna);
  await visit(page, '/profile');
  await expect(page.getByRole('main')).toBeVisible();
  expect(violations).toEqual([]);
});

test('the admin area runs under the policy without a violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  await signInAs(page, demo.admin);
  await visit(page, '/admin/managejob');
  await expect(page.getByRole('table')).toBeVisible();
  expect(violations).toEqual([]);
});

test('Swagger UI runs under its own policy without a violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  await visit(page, '/swagger/');
  await expect(page.getByText('Giglane API')).toBeVisible();
  expect(violations).toEqual([]);
});

test('the built scripts ship no public source map', async ({ request }) => {
  const html = await (await request.get('/home')).text();
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)![1]!;
  const script = await (await request.get(entry)).text();
  expect(script).not.toContain('sourceMappingURL');
  expect((await request.get(`${entry}.map`)).status()).toBe(404);
});
