import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { demo } from './support';

/**
 * A front end of the original API on its own origin: a page served from another port, calling the
 * API with fetch as such clients do, its session in the `token` header.
 */
let client: Server;
let clientOrigin: string;

test.beforeAll(async () => {
  client = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>Another front end</title><h1>Another front end</h1>');
  });
  await new Promise<void>((resolve) => client.listen(0, '127.0.0.1', resolve));
  clientOrigin = `http://127.0.0.1:${(client.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => client.close(() => resolve())));

type Reply = {
  status: number;
  body: { statusCode: number; content: unknown };
  token: string | null;
};

test('a front end on another origin edits a profile and deletes a record with PUT and DELETE', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `cors-${Date.now()}@example.com`;
  const password = 'giglane1';
  await request.post('/api/auth/signup', { data: { name: 'Cors Client', email, password } });
  const signin = await request.post('/api/auth/signin', { data: { email, password } });
  const { token, user } = (
    (await signin.json()) as { content: { token: string; user: { id: number } } }
  ).content;
  const admin = await request.post('/api/auth/signin', { data: demo.admin });
  const adminToken = ((await admin.json()) as { content: { token: string } }).content.token;
  const created = await request.post('/api/loai-cong-viec', {
    headers: { token: adminToken },
    data: { tenLoaiCongViec: `Cross-origin ${Date.now()}` },
  });
  const jobTypeId = ((await created.json()) as { content: { id: number } }).content.id;

  await page.goto(clientOrigin);
  const call = (method: string, url: string, headers: Record<string, string>, body?: unknown) =>
    page.evaluate(
      async ({ method, url, headers, body }): Promise<Reply> => {
        const response = await fetch(url, {
          method,
          headers: { 'Content-Type': 'application/json', tokenCybersoft: 'any', ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return {
          status: response.status,
          body: (await response.json()) as Reply['body'],
          token: response.headers.get('token'),
        };
      },
      { method, url: `${baseURL}${url}`, headers, body },
    );

  const edited = await call(
    'PUT',
    `/api/users/${user.id}`,
    { token },
    { name: 'Edited Elsewhere' },
  );
  expect(edited.status).toBe(200);
  expect(edited.body).toMatchObject({ statusCode: 200, content: { name: 'Edited Elsewhere' } });

  // A password change answers a fresh session in a reply header, which the page may read.
  const renewed = await call('PUT', `/api/users/${user.id}`, { token }, { password: 'giglane2' });
  expect(renewed.status).toBe(200);
  expect(renewed.token).toMatch(/^ey/);

  const deleted = await call('DELETE', `/api/loai-cong-viec/${jobTypeId}`, {
    Authorization: `Bearer ${adminToken}`,
  });
  expect(deleted.status).toBe(200);
  expect(deleted.body).toMatchObject({ statusCode: 200 });
  expect((await request.get(`/api/loai-cong-viec/${jobTypeId}`)).status()).toBe(404);
});
