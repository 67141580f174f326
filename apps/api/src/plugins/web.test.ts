import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors';
import { registerWebApp } from './web';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = `export const listings = ${JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id })))};`;

/** A web build as `vite build` leaves it: hashed assets and index.html, each with brotli and gzip copies. */
function writeBuild(root: string) {
  mkdirSync(path.join(root, 'assets'));
  for (const [file, content] of [
    ['index.html', INDEX_HTML],
    ['assets/index-Abc123.js', SCRIPT],
  ] as const) {
    writeFileSync(path.join(root, file), content);
    writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(root, `${file}.gz`), gzipSync(content));
  }
}

describe('web app serving', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'sakhli-web-dist-'));
    writeBuild(root);
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    await registerWebApp(app, { root });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli copy of a script to a client that accepts brotli, cached for a year', async () => {
    const response = await get('/assets/index-Abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await get('/assets/index-Abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const response = await get('/assets/index-Abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('sends index.html compressed and never cached without revalidation', async () => {
    const response = await get('/', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('answers an unknown client path with index.html, for the client router', async () => {
    const response = await get('/property/12?lang=en', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('sends the auth and unsubscribe pages, whose addresses carry tokens, with Referrer-Policy no-referrer', async () => {
    const confirm = await get('/auth/confirm?token=abc&type=signup', 'gzip');
    expect(confirm.statusCode).toBe(200);
    expect(confirm.headers['referrer-policy']).toBe('no-referrer');
    const unsubscribe = await get('/unsubscribe/abc.def', 'gzip');
    expect(unsubscribe.statusCode).toBe(200);
    expect(unsubscribe.headers['referrer-policy']).toBe('no-referrer');
    expect((await get('/property/12')).headers['referrer-policy']).toBeUndefined();
  });

  it('answers an unknown API path with a JSON 404, not the page', async () => {
    const response = await get('/api/no-such-thing', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers a missing asset (a client of the previous build) with 404, not the page', async () => {
    const response = await get('/assets/index-Old999.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
