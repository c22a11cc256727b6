import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the envelope', () => {
  it('wraps every reply, with the HTTP status in statusCode and an ISO date with offset', async () => {
    const reply = await call(t.app, 'GET', '/api/loai-cong-viec');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ statusCode: 200, content: [] });
    expect(reply.body?.dateTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$/);
    expect(reply.body).not.toHaveProperty('message');
  });

  it('answers an unknown API route with a 404 in the envelope', async () => {
    const reply = await call(t.app, 'GET', '/api/khong-co');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({
      statusCode: 404,
      message: 'Không tìm thấy tài nguyên!',
      content: null,
    });
  });

  it('answers malformed JSON with a 400 naming the body, not a 500', async () => {
    const { token } = await t.createAdmin();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/loai-cong-viec',
      headers: { token, 'content-type': 'application/json' },
      payload: '{"tenLoaiCongViec": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      message: 'Dữ liệu nhập vào không đúng!',
      content: 'body: must be valid JSON',
    });
  });

  it('answers a body of the wrong type with a 400 naming the field', async () => {
    const { token } = await t.createAdmin();
    const reply = await call(t.app, 'POST', '/api/loai-cong-viec', {
      token,
      body: { tenLoaiCongViec: true },
    });
    expect(reply.status).toBe(400);
    expect(reply.body?.content).toMatch(/^tenLoaiCongViec: /);
  });

  it('answers an id beyond the 32-bit range with a 400, never a database error', async () => {
    const reply = await call(t.app, 'GET', '/api/loai-cong-viec/99999999999');
    expect(reply.status).toBe(400);
    expect(reply.body?.content).toBe('id: is out of range');
  });

  it('answers a bad percent-encoding in the path with a 400 naming the url', async () => {
    const reply = await call(t.app, 'GET', '/api/cong-viec/%E0%A4%A');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      statusCode: 400,
      message: 'Dữ liệu nhập vào không đúng!',
      content: 'url: must be valid percent-encoded UTF-8',
    });
  });

  it('answers an over-long path parameter with a 414 in the envelope', async () => {
    const reply = await call(
      t.app,
      'GET',
      `/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/${'a'.repeat(2000)}`,
    );
    expect(reply.status).toBe(414);
    expect(reply.body).toMatchObject({
      statusCode: 414,
      content: 'url: a path parameter must be at most 1800 characters',
    });
    // A long search text of the schemas' size, percent-encoded, still reaches its route.
    const vietnamese = encodeURIComponent('thiết kế '.repeat(20));
    const search = await call(
      t.app,
      'GET',
      `/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/${vietnamese}`,
    );
    expect(search.status).toBe(200);
  });

  it('takes a DELETE that declares JSON but sends no body, as axios does', async () => {
    const { token } = await t.createAdmin();
    const created = await call(t.app, 'POST', '/api/loai-cong-viec', {
      token,
      body: { tenLoaiCongViec: 'Short-lived' },
    });
    const id = (created.body?.content as { id: number }).id;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/loai-cong-viec/${id}`,
      headers: { token, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ statusCode: 200, message: 'Xóa thành công!' });
    // A PUT that needs a body still says which one is missing.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/loai-cong-viec/${id}`,
      headers: { token, 'content-type': 'application/json' },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({ statusCode: 400, message: 'Dữ liệu nhập vào không đúng!' });
  });

  it('answers an OPTIONS request that is no CORS preflight with a 400 in the envelope', async () => {
    const response = await t.app.inject({ method: 'OPTIONS', url: '/api/loai-cong-viec' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      content: 'Origin: is required in a CORS preflight',
    });
  });
});

describe('CORS', () => {
  const listOf = (header: unknown) => String(header).split(/,\s*/);
  const preflight = (app: TestApp['app'], origin: string, method: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/users/1',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'token,tokencybersoft,authorization,content-type',
      },
    });

  it('lets browsers on other origins use every verb and header of the contract', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const response = await preflight(t.app, 'https://client.example', method);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('https://client.example');
      expect(listOf(response.headers['access-control-allow-methods'])).toContain(method);
      expect(listOf(response.headers['access-control-allow-headers'])).toEqual([
        'token',
        'tokenCybersoft',
        'Authorization',
        'Content-Type',
      ]);
    }
    const read = await call(t.app, 'GET', '/api/skill', {
      headers: { origin: 'https://client.example' },
    });
    expect(listOf(read.response.headers['access-control-expose-headers'])).toEqual([
      'token',
      'Retry-After',
    ]);
  });

  it('refuses origins outside a configured list', async () => {
    const listed = await createTestApp({ corsOrigins: ['https://shop.example'] });
    try {
      const allowed = await preflight(listed.app, 'https://shop.example', 'PUT');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
      const foreign = await preflight(listed.app, 'https://foreign.example', 'PUT');
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
      const read = await call(listed.app, 'GET', '/api/skill', {
        headers: { origin: 'https://foreign.example' },
      });
      expect(read.response.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await listed.close();
    }
  });
});

describe('timeouts', () => {
  it('bound how long a client may hold a connection, a request and its headers', () => {
    const server = t.app.server;
    // An hour for a body: a large delivery on a slow uplink (decision 035).
    expect(server.requestTimeout).toBe(3_600_000);
    expect(server.headersTimeout).toBe(15_000);
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.timeout).toBe(120_000);
  });
});

describe('the API documentation', () => {
  it('serves Swagger UI at /swagger', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/swagger/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('documents every endpoint of the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/swagger/json' });
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(expect.arrayContaining(CONTRACT_ENDPOINTS));
  });
});

/** The contract's §4 table, with path parameters as OpenAPI writes them. */
const CONTRACT_ENDPOINTS = [
  'POST /api/auth/signup',
  'POST /api/auth/signin',
  'GET /api/users',
  'POST /api/users',
  'DELETE /api/users',
  'GET /api/users/phan-trang-tim-kiem',
  'GET /api/users/{id}',
  'PUT /api/users/{id}',
  'GET /api/users/search/{TenNguoiDung}',
  'POST /api/users/upload-avatar',
  'GET /api/loai-cong-viec',
  'GET /api/loai-cong-viec/phan-trang-tim-kiem',
  'GET /api/loai-cong-viec/{id}',
  'POST /api/loai-cong-viec',
  'PUT /api/loai-cong-viec/{id}',
  'DELETE /api/loai-cong-viec/{id}',
  'GET /api/chi-tiet-loai-cong-viec',
  'GET /api/chi-tiet-loai-cong-viec/phan-trang-tim-kiem',
  'GET /api/chi-tiet-loai-cong-viec/{id}',
  'POST /api/chi-tiet-loai-cong-viec',
  'PUT /api/chi-tiet-loai-cong-viec/{id}',
  'DELETE /api/chi-tiet-loai-cong-viec/{id}',
  'POST /api/chi-tiet-loai-cong-viec/them-nhom-chi-tiet-loai',
  'PUT /api/chi-tiet-loai-cong-viec/sua-nhom-chi-tiet-loai/{id}',
  'POST /api/chi-tiet-loai-cong-viec/upload-hinh-nhom-loai-cong-viec/{MaNhomLoaiCongViec}',
  'GET /api/cong-viec',
  'GET /api/cong-viec/phan-trang-tim-kiem',
  'GET /api/cong-viec/{id}',
  'POST /api/cong-viec',
  'PUT /api/cong-viec/{id}',
  'DELETE /api/cong-viec/{id}',
  'POST /api/cong-viec/upload-hinh-cong-viec/{MaCongViec}',
  'GET /api/cong-viec/lay-menu-loai-cong-viec',
  'GET /api/cong-viec/lay-chi-tiet-loai-cong-viec/{MaLoaiCongViec}',
  'GET /api/cong-viec/lay-cong-viec-theo-chi-tiet-loai/{MaChiTietLoai}',
  'GET /api/cong-viec/lay-cong-viec-chi-tiet/{MaCongViec}',
  'GET /api/cong-viec/lay-danh-sach-cong-viec-theo-ten/{TenCongViec}',
  'GET /api/cong-viec/tim-kiem',
  'GET /api/thue-cong-viec',
  'GET /api/thue-cong-viec/phan-trang-tim-kiem',
  'GET /api/thue-cong-viec/{id}',
  'POST /api/thue-cong-viec',
  'PUT /api/thue-cong-viec/{id}',
  'DELETE /api/thue-cong-viec/{id}',
  'GET /api/thue-cong-viec/lay-danh-sach-da-thue',
  'POST /api/thue-cong-viec/hoan-thanh-cong-viec/{MaThueCongViec}',
  'GET /api/binh-luan',
  'GET /api/binh-luan/phan-trang-tim-kiem',
  'POST /api/binh-luan',
  'PUT /api/binh-luan/{id}',
  'DELETE /api/binh-luan/{id}',
  'GET /api/binh-luan/lay-binh-luan-theo-cong-viec/{MaCongViec}',
  'GET /api/skill',
];

describe('compression', () => {
  it('compresses large replies for clients that accept it', async () => {
    const { token } = await t.createAdmin();
    for (let i = 0; i < 40; i += 1)
      await call(t.app, 'POST', '/api/loai-cong-viec', {
        token,
        body: { tenLoaiCongViec: `Compressible job type number ${i}` },
      });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/loai-cong-viec',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
