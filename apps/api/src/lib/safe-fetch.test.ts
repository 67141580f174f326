import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';
import { createSafeFetcher, SafeFetchError, type SafeFetchOptions } from './safe-fetch';
import { redirect, startTestHttpServer, type TestHttpServer } from './test-http-server';

/** Tests run on loopback: 127.0.0.2 stands in for "a public web server", 127.0.0.1 for the internal target. */
const PUBLIC_STAND_IN = '127.0.0.2';
const testPolicy = (address: string) => address === PUBLIC_STAND_IN || isPublicAddress(address);
const LIMITS = { maxBytes: 1_000, timeoutMs: 500, maxRedirects: 3 };

describe('safe fetch', () => {
  let internal: TestHttpServer;
  let site: TestHttpServer;
  beforeAll(async () => {
    internal = await startTestHttpServer('127.0.0.1', (_, response) => response.end('internal secret'));
    site = await startTestHttpServer(PUBLIC_STAND_IN, (path, response) => {
      const hops = /^\/chain\/(\d+)$/.exec(path);
      if (hops)
        return Number(hops[1]) === 0
          ? response.end('arrived')
          : redirect(response, `/chain/${Number(hops[1]) - 1}`);
      const redirects: Record<string, string> = {
        '/to-loopback': `${internal.origin}/secret`,
        '/to-localhost': `http://localhost:${internal.port}/secret`,
        '/to-mapped': `http://[::ffff:127.0.0.1]:${internal.port}/secret`,
        '/to-decimal': `http://2130706433:${internal.port}/secret`,
        '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
        '/to-file': 'file:///etc/passwd',
      };
      if (redirects[path]) return redirect(response, redirects[path]);
      if (path === '/ok') return response.end('hello');
      if (path === '/big-declared') {
        response.writeHead(200, { 'content-length': '5000' });
        return response.end(Buffer.alloc(5_000));
      }
      if (path === '/big-streamed') {
        response.writeHead(200);
        for (let index = 0; index < 10; index += 1) response.write(Buffer.alloc(200));
        return response.end();
      }
      if (path === '/slow') return; // never answers
      if (path === '/stalls' || path === '/cut-off') {
        response.writeHead(200, { 'content-length': '1000' });
        response.write(Buffer.alloc(100));
        if (path === '/cut-off') setTimeout(() => response.socket?.destroy(), 20);
        return;
      }
      response.writeHead(404);
      response.end('not here');
    });
  });
  afterAll(async () => {
    await site.close();
    await internal.close();
  });

  const fetcher = (options: Partial<SafeFetchOptions> = {}) =>
    createSafeFetcher({ ...LIMITS, addressPolicy: testPolicy, ...options });
  /** The whole body, as a caller reading the stream gets it. */
  const text = async (download: ReturnType<typeof fetcher>, url: string) =>
    (await buffer(await download.fetch(url))).toString();
  const refusal = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(SafeFetchError);

  it('by default reaches nothing on this machine, however the address is written', async () => {
    const strict = createSafeFetcher(LIMITS);
    const port = internal.port;
    for (const host of [
      '127.0.0.1',
      'localhost',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '2130706433',
      '0x7f.0.0.1',
      '0177.0.0.1',
      '017700000001',
      '127.1',
      '0.0.0.0',
      '[::]',
      PUBLIC_STAND_IN,
    ]) {
      await refusal(strict.fetch(`http://${host}:${port}/secret`));
    }
    expect(internal.requests).toEqual([]);
  });

  it('downloads from an allowed server', async () => {
    expect(await text(fetcher(), `${site.origin}/ok`)).toBe('hello');
  });

  it('checks every redirect target after resolving it, before connecting', async () => {
    for (const path of [
      '/to-loopback',
      '/to-localhost',
      '/to-mapped',
      '/to-decimal',
      '/to-metadata',
      '/to-file',
    ]) {
      await refusal(fetcher().fetch(`${site.origin}${path}`));
    }
    expect(internal.requests).toEqual([]);
  });

  it('follows at most 3 redirects', async () => {
    expect(await text(fetcher(), `${site.origin}/chain/3`)).toBe('arrived');
    await refusal(fetcher().fetch(`${site.origin}/chain/4`));
  });

  it('stops reading past the byte cap, declared or not, and says the download is too large', async () => {
    for (const path of ['/big-declared', '/big-streamed']) {
      const error = await text(fetcher(), `${site.origin}${path}`).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SafeFetchError);
      expect((error as SafeFetchError).isTooLarge).toBe(true);
    }
  });

  it('gives up after the time limit, and on answers other than 200', async () => {
    const started = performance.now();
    await refusal(fetcher().fetch(`${site.origin}/slow`));
    expect(performance.now() - started).toBeLessThan(2_000);
    await refusal(fetcher().fetch(`${site.origin}/missing`));
    // The limit holds while the body is read too, and a body cut short is a failed download.
    const stalling = performance.now();
    await refusal(text(fetcher(), `${site.origin}/stalls`));
    expect(performance.now() - stalling).toBeLessThan(2_000);
    await refusal(text(fetcher(), `${site.origin}/cut-off`));
    const hanging = fetcher({ resolve: () => new Promise<string[]>(() => undefined) });
    const resolving = performance.now();
    await refusal(hanging.fetch(`http://slow-dns.example:${site.port}/ok`));
    expect(performance.now() - resolving).toBeLessThan(2_000);
  });

  it('connects to the address it checked: a name that re-resolves elsewhere (DNS rebinding) cannot switch it', async () => {
    const answers = [[PUBLIC_STAND_IN], ['127.0.0.1']];
    let lookups = 0;
    const rebinding = fetcher({ resolve: async () => answers[Math.min(lookups++, 1)]! });
    expect(await text(rebinding, `http://photos.example:${site.port}/ok`)).toBe('hello');
    expect(lookups).toBe(1);
    // A name with any internal answer is refused, whichever answer would have been used.
    const mixed = fetcher({ resolve: async () => [PUBLIC_STAND_IN, '127.0.0.1'] });
    await refusal(mixed.fetch(`http://photos.example:${site.port}/ok`));
    const unknown = fetcher({ resolve: async () => [] });
    await refusal(unknown.fetch(`http://nowhere.example:${site.port}/ok`));
    expect(internal.requests).toEqual([]);
  });

  it('speaks only http and https, without credentials in the address', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/photo.jpg',
      'gopher://127.0.0.2:70/',
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      `http://user:secret@${PUBLIC_STAND_IN}:${site.port}/ok`,
      'not a url at all',
    ]) {
      await refusal(fetcher().fetch(url));
    }
    expect(site.requests.filter((path) => path === '/ok')).toHaveLength(2);
  });
});
