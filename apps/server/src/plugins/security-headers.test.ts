import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('forbid framing, sniffing and full referrers, and limit every reply to its own origin', async () => {
    for (const url of ['/api/skill', '/api/no-such-route', '/health']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      // Style attributes only, which server-rendered pages carry: no style element of another's.
      expect(response.headers['content-security-policy'], url).toContain(
        "style-src 'self'; style-src-attr 'unsafe-inline'",
      );
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      // Clients on other origins show our pictures and read our replies.
      expect(response.headers['cross-origin-resource-policy'], url).toBeUndefined();
    }
  });

  it('leave Swagger UI its own policy: its own scripts only, and the styles it adds as it runs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/swagger/' });
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' *;/);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("img-src 'self' data: validator.swagger.io");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
