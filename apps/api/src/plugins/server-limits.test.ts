import { once } from 'node:events';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** Sends `text` on a raw connection and answers everything the server sends back until it hangs up. */
async function sendAndWait(port: number, text: string) {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(text);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const started = performance.now();
  await once(socket, 'close');
  return { answer: Buffer.concat(chunks).toString(), seconds: (performance.now() - started) / 1000 };
}

describe('request time limits', () => {
  it('are 60 s for a whole request and 15 s for its headers unless told otherwise', async () => {
    const context = await createTestApp();
    try {
      expect(context.app.server.requestTimeout).toBe(60_000);
      expect(context.app.server.headersTimeout).toBe(15_000);
    } finally {
      await context.close();
    }
  });

  describe('shortened for the test', () => {
    let context: TestApp;
    let port: number;
    beforeAll(async () => {
      context = await createTestApp({}, {}, { requestTimeouts: { requestMs: 2_000, headersMs: 500 } });
      await context.app.listen({ port: 0, host: '127.0.0.1' });
      ({ port } = context.app.server.address() as AddressInfo);
    });
    afterAll(() => context.close());

    const TIMEOUT_ANSWER =
      /^HTTP\/1\.1 408 Request Timeout\r\n[\s\S]*\r\n\r\n\{"message":"[^"]+","code":"REQUEST_TIMEOUT"\}$/;

    it('drop a request whose headers stall, with a 408 in the usual error JSON', async () => {
      const { answer, seconds } = await sendAndWait(port, 'POST /api/Auth/signin HTTP/1.1\r\nHost: x\r\n');
      expect(answer).toMatch(TIMEOUT_ANSWER);
      // The headers limit, well before the whole request's.
      expect(seconds).toBeGreaterThan(0.45);
      expect(seconds).toBeLessThan(1.5);
    });

    it('drop a request whose body stalls', async () => {
      const head =
        'POST /api/Auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
      const { answer, seconds } = await sendAndWait(port, `${head}{"email":`);
      expect(answer).toMatch(TIMEOUT_ANSWER);
      expect(seconds).toBeGreaterThan(1.9);
      expect(seconds).toBeLessThan(4);
    });
  });
});
