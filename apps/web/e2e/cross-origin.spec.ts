import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { endpointPaths, type EndpointName } from '@giglane/contract/endpoint-paths';
import { endpointUrl } from '../src/lib/api/endpoint-url';
import { callEndpoint, demo, requestEndpoint, test } from './support';

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
  await requestEndpoint(request, 'signUp', { body: { name: 'Cors Client', email, password } });
  const { token, user } = await callEndpoint(request, 'signIn', { body: { email, password } });
  const { token: adminToken } = await callEndpoint(request, 'signIn', { body: demo.admin });
  const { id: jobTypeId } = await callEndpoint(
    request,
    'createCategory',
    { body: { tenLoaiCongViec: `Cross-origin ${Date.now()}` } },
    adminToken,
  );

  await page.goto(clientOrigin);
  /** Calls the endpoint with fetch from the other origin's page, as such clients do. */
  const call = (
    name: EndpointName,
    params: Record<string, unknown>,
    headers: Record<string, string>,
    body?: unknown,
  ) =>
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
      {
        method: endpointPaths[name].method,
        url: `${baseURL}${endpointUrl(name, { params })}`,
        headers,
        body,
      },
    );

  const edited = await call('updateUser', { id: user.id }, { token }, { name: 'Edited Elsewhere' });
  expect(edited.status).toBe(200);
  expect(edited.body).toMatchObject({ statusCode: 200, content: { name: 'Edited Elsewhere' } });

  // A password change answers a fresh session in a reply header, which the page may read.
  const renewed = await call('updateUser', { id: user.id }, { token }, { password: 'giglane2' });
  expect(renewed.status).toBe(200);
  expect(renewed.token).toMatch(/^ey/);

  const deleted = await call(
    'deleteCategory',
    { id: jobTypeId },
    { Authorization: `Bearer ${adminToken}` },
  );
  expect(deleted.status).toBe(200);
  expect(deleted.body).toMatchObject({ statusCode: 200 });
  expect(
    (await requestEndpoint(request, 'getCategory', { params: { id: jobTypeId } })).status(),
  ).toBe(404);
});
