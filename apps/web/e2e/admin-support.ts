import { crc32, deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { EndpointName } from '@giglane/contract/endpoint-paths';
import { callEndpoint, isCallOf, type EndpointCall } from './support';

/*
 * What the admin-*.spec.ts flows share. Each flow creates the records it needs through the API
 * under a unique name, so flows never depend on each other or on the seed's rows, and the files
 * run side by side.
 */

export const ROUTES = [
  '/admin/managejobtype',
  '/admin/manageservice',
  '/admin/manageuser',
  '/admin/managejob',
  '/admin/managecomment',
];

let counter = 0;
/** A tag no other test run uses, to name records and find them again by keyword. */
export function uniqueTag() {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A small real PNG of one colour, made here so the test needs no file on disk. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour RGB
  const row = Buffer.from([0, ...Array.from({ length: width }, () => rgb).flat()]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The API as the admin calls it, to set up and check records around the browser steps. */
export function adminApi(request: APIRequestContext, token: string) {
  const call = <N extends EndpointName>(name: N, input: EndpointCall<N>) =>
    callEndpoint(request, name, input, token);
  return {
    call,
    /** A subcategory the menu lists, for new gigs. */
    async subcategoryId() {
      const menu = await call('getCategoryMenu', {});
      return menu[0]!.dsNhomChiTietLoai[0]!.dsChiTietLoai[0]!.id;
    },
    /** A listed gig with one Basic package at US$45, the admin's own or `sellerId`'s. */
    async createGig(name: string, sellerId?: number) {
      return call('createGig', {
        body: {
          nguoiTao: sellerId,
          tenCongViec: name,
          giaTien: 45,
          moTa: 'A gig made by the admin tests.',
          moTaNgan: 'Made by the admin tests',
          maChiTietLoaiCongViec: await this.subcategoryId(),
          saoCongViec: 5,
        },
      });
    },
    async createUser(name: string) {
      return call('createUser', {
        body: {
          name,
          email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
          password: 'secret12',
          phone: '0912345678',
          role: 'USER',
        },
      });
    },
  };
}

export const toast = (page: Page, text: string) =>
  page.getByRole('status').getByText(text, { exact: true });

/**
 * Runs a change and expects its notice. Earlier notices of the same text fade first (they last a
 * few seconds), so the one seen afterwards is this change's own.
 */
export async function expectNotice(page: Page, text: string, change: () => Promise<unknown>) {
  await expect(toast(page, text)).toHaveCount(0, { timeout: 10_000 });
  await change();
  await expect(toast(page, text)).toBeVisible();
}

export const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Answers the confirmation dialog of a delete. */
export async function confirmYes(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
}

export const dataRows = (table: Locator) => table.locator('tbody tr');

/** Waits for the list request of a paging endpoint and returns its query. */
export function listRequest(
  page: Page,
  endpoint: EndpointName,
  check: (query: URLSearchParams) => boolean,
) {
  return page
    .waitForRequest(
      (request) => isCallOf(request, endpoint) && check(new URL(request.url()).searchParams),
    )
    .then((request) => new URL(request.url()).searchParams);
}

export async function search(page: Page, label: string, keyword: string) {
  await page.getByRole('searchbox', { name: label }).fill(keyword);
  await page.getByRole('searchbox', { name: label }).press('Enter');
}

/**
 * An axe scan of the page as it stands: a few seconds on a quiet machine, up to half a minute when
 * both cores are busy, so it is a step with a budget of its own.
 */
export async function expectNoWcagViolations(page: Page, what: string) {
  await test.step(
    `WCAG A and AA checks: ${what}`,
    async () => {
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const found = violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(found, what).toEqual([]);
    },
    { timeout: 45_000 },
  );
}
