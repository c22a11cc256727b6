import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type Page,
  type Request,
} from '@playwright/test';
import { endpointPaths, type EndpointName } from '@giglane/contract/endpoint-paths';
import type { EndpointReply } from '@giglane/contract/endpoints';
import type { CallInput } from '../src/lib/api/client';
import { endpointUrl, isPathOf } from '../src/lib/api/endpoint-url';

const screenshotDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-results/screenshots',
);

export const WIDTHS = { desktop: 1280, mobile: 390 } as const;

/** Saves full-page screenshots of the current page at 1280 px and 390 px wide. */
export async function screenshotBoth(page: Page, name: string) {
  await mkdir(screenshotDir, { recursive: true });
  const original = page.viewportSize();
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: label === 'desktop' ? 900 : 844 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({
      path: path.join(screenshotDir, `${name}-${width}.png`),
      fullPage: true,
    });
  }
  if (original) await page.setViewportSize(original);
}

/** Saves what the window shows now, at its current size: menus and dropdowns sit in the window. */
export async function screenshotView(page: Page, name: string) {
  await mkdir(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`) });
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
