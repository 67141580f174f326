import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMPTY_FILTER } from '@sakhli/shared/schemas/filter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase } from './test/test-app';

const apiRoot = path.resolve(import.meta.dirname, '..');
const FILTER_PATH = '/api/Filter/Tbilisi/Sale/Apartment';

/** `npm start` as an operator runs it, on an ephemeral port, until it logs where it listens. */
async function startServer(environment: Record<string, string>) {
  const { DATABASE_URL: _url, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      METRICS_PORT: '0',
      SEED_DEMO: 'false',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  return { port, exited, stop: (signal: NodeJS.Signals) => child.kill(signal), output: () => output };
}

/**
 * A POST whose body arrives slowly: its first part now, the rest when `finish` is called. The answer's
 * head resolves `response`.
 */
function startSlowRequest(port: number) {
  const body = JSON.stringify(EMPTY_FILTER);
  const socket = connect(port, '127.0.0.1');
  socket.write(
    `POST ${FILTER_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `X-Guest-Id: 3d9c1e52-7a4b-4c8e-9f21-6b5a4d3c2e10\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
      body.slice(0, 10),
  );
  let answer = '';
  const response = new Promise<string>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.includes('\r\n\r\n')) resolve(answer.split('\r\n\r\n')[0] ?? '');
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`connection closed before an answer: ${answer}`)));
  });
  // Written, not ended: a half-closed connection is one whose client has gone (Node drops the request).
  return { response, finish: () => socket.write(body.slice(10)), close: () => socket.destroy() };
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sakhli-drain-'));
  const environment: Record<string, string> = { DATA_DIR: dataDir };
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const database = await createServerDatabase(serverUrl);
    Object.assign(environment, { DATABASE_URL: database.url, JWT_SECRET: 'drain-test-'.repeat(4) });
    dropDatabase = () => database.drop();
  });
  afterAll(() => dropDatabase?.());

  it('with ROLE=worker answers the probes only, not the API, and serves its metrics', async () => {
    const metricsPort = await freePort();
    const server = await startServer({ ...environment, ROLE: 'worker', METRICS_PORT: String(metricsPort) });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
      expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
      expect((await fetch(`${base}${FILTER_PATH}`, { headers: { 'x-guest-id': 'x' } })).status).toBe(404);
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(metrics).toContain(
        'sakhli_http_requests_total{method="GET",route="/api/health/live",status_code="200"} 1',
      );
    } finally {
      server.stop('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  });

  it('on SIGTERM refuses new connections, finishes the request in flight and exits 0', async () => {
    const server = await startServer(environment);
    const base = `http://127.0.0.1:${server.port}`;
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    const slow = startSlowRequest(server.port);
    // The server has the request (its headers) before it is told to stop.
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();
    slow.finish();
    const head = await slow.response;
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head).toMatch(/\r\nconnection: close(\r\n|$)/i);
    const stoppedWithin = Date.now();
    expect(await server.exited).toBe(0);
    // The answered connection was closed at once, not left idle until the 10 s cut-off.
    expect(Date.now() - stoppedWithin).toBeLessThan(5000);
    slow.close();
    expect(server.output()).toContain('SIGTERM: draining');
  });
});
