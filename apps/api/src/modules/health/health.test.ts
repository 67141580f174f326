import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('application frame', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  it('answers /api/health with ok once it can serve', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sets the security headers of CONTRACT.md on every response', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('describes the API as OpenAPI 3 and serves the browsable docs', async () => {
    const spec = await context.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/Property/properties/chunk']),
    );
    const docs = await context.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) as unknown });
  });

  it('refuses malformed and oversized JSON bodies without a 500', async () => {
    const malformed = await context.app.inject({
      method: 'POST',
      url: '/api/Filter/Tbilisi/Sale/Apartment',
      headers: { 'content-type': 'application/json', 'x-guest-id': '5b1f2c1e-8d7a-4f0e-9a53-2f1f0f1e2d3c' },
      payload: '{"minPrice": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'INVALID_JSON' });
    const huge = await context.app.inject({
      method: 'POST',
      url: '/api/Filter/Tbilisi/Sale/Apartment',
      headers: { 'content-type': 'application/json', 'x-guest-id': '5b1f2c1e-8d7a-4f0e-9a53-2f1f0f1e2d3c' },
      payload: JSON.stringify({ cadastralCode: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 503 while the database cannot be reached', async () => {
    const other = await createTestApp();
    await other.database.close();
    const response = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    await other.app.close();
  });
});
