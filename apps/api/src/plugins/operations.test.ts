import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PROXY = '10.1.2.3';

/** Parsed JSON log lines, as pino writes them. */
function captureLogs() {
  const lines: Array<Record<string, unknown>> = [];
  return {
    lines,
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  };
}

describe('request ids, the X-Forwarded-For warning and the probes', () => {
  let context: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    context = await createTestApp(
      { TRUST_PROXY: '10.0.0.0/8', LOG_LEVEL: 'info' },
      { logDestination: logs.destination },
    );
  });
  afterAll(() => context.close());

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, remoteAddress, headers });
  const linesOf = (reqId: string) => logs.lines.filter((line) => line.reqId === reqId);

  it('keeps the X-Request-Id of a trusted proxy, answers it and writes it in every log line', async () => {
    const response = await get('/api/health', PROXY, { 'x-request-id': 'lb-7f3a.2:01_x' });
    expect(response.headers['x-request-id']).toBe('lb-7f3a.2:01_x');
    const lines = linesOf('lb-7f3a.2:01_x');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes a fresh UUID for a peer that is not a trusted proxy, and for 404s too', async () => {
    const response = await get('/api/nothing-here', '192.0.2.7', { 'x-request-id': 'forged-id' });
    expect(response.statusCode).toBe(404);
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(linesOf(id)).toHaveLength(2);
    expect(linesOf('forged-id')).toHaveLength(0);
  });

  it.each([['x'.repeat(129)], ['two words'], ['id;drop'], ['ünïcode'], ['']])(
    'replaces an unfit X-Request-Id %j from a trusted proxy with a UUID',
    async (given) => {
      const response = await get('/api/health', PROXY, { 'x-request-id': given });
      expect(response.headers['x-request-id']).toMatch(UUID);
    },
  );

  it('keeps the longest fit X-Request-Id (128 characters)', async () => {
    const given = 'a'.repeat(128);
    expect((await get('/api/health', PROXY, { 'x-request-id': given })).headers['x-request-id']).toBe(given);
  });

  it('warns once per untrusted peer that sends X-Forwarded-For, never for a trusted proxy', async () => {
    const warnings = () =>
      logs.lines.filter((line) => String(line.msg).includes('TRUST_PROXY does not name'));
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    await get('/api/health', PROXY, forwarded);
    expect(warnings()).toHaveLength(0);
    for (let index = 0; index < 5; index += 1) await get('/api/health', '198.51.100.4', forwarded);
    await get('/api/health', '198.51.100.5', forwarded);
    await get('/api/health', '198.51.100.6');
    expect(warnings().map((line) => line.peer)).toEqual(['198.51.100.4', '198.51.100.5']);
    expect(warnings()[0]).toMatchObject({ level: 40 });
  });

  it('is live and ready while it serves; from the moment it is asked to stop, not ready but still live', async () => {
    expect((await get('/api/health/live', PROXY)).json()).toEqual({ status: 'ok' });
    expect((await get('/api/health/ready', PROXY)).statusCode).toBe(200);
    context.app.readiness.drain();
    for (const url of ['/api/health/ready', '/api/health']) {
      const response = await get(url, PROXY);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    }
    expect((await get('/api/health/live', PROXY)).statusCode).toBe(200);
  });
});
