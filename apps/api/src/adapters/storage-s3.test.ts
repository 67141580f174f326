import { text } from 'node:stream/consumers';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { mediaRoutes } from '../modules/photos/media.routes';
import { createStorage } from './storage';
import { createS3Storage } from './storage-s3';
import { startS3TestServer, type S3TestServer } from './storage-s3-test-server';

describe('S3 storage adapter against an S3-compatible server', () => {
  let server: S3TestServer;
  beforeAll(async () => {
    server = await startS3TestServer();
  });
  afterAll(() => server.close());

  const configured = () =>
    createStorage(
      loadConfig({
        STORAGE: 's3',
        S3_ENDPOINT: server.endpoint,
        S3_BUCKET: server.bucket,
        S3_ACCESS_KEY_ID: server.accessKeyId,
        S3_SECRET_ACCESS_KEY: server.secretAccessKey,
      }),
    );

  it('is what STORAGE=s3 selects, and stores, reads and deletes objects with signed requests', async () => {
    const storage = configured();
    await storage.put('photos/ab/one-thumb.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(server.objects.get('photos/ab/one-thumb.webp')).toEqual({
      body: Buffer.from('webp bytes'),
      contentType: 'image/webp',
    });
    const object = await storage.get('photos/ab/one-thumb.webp');
    expect(object?.size).toBe(10);
    expect(await text(object!.body)).toBe('webp bytes');
    await storage.delete('photos/ab/one-thumb.webp');
    expect(server.objects.has('photos/ab/one-thumb.webp')).toBe(false);
    expect(await storage.get('photos/ab/one-thumb.webp')).toBeUndefined();
    expect(server.requests).toEqual(
      expect.arrayContaining(['PUT photos/ab/one-thumb.webp', 'GET photos/ab/one-thumb.webp']),
    );
  });

  it('fails loudly with wrong credentials instead of pretending the object was stored', async () => {
    const storage = createS3Storage({
      endpoint: server.endpoint,
      region: 'us-east-1',
      bucket: server.bucket,
      accessKeyId: server.accessKeyId,
      secretAccessKey: 'not-the-secret',
    });
    await expect(storage.put('photos/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(server.objects.has('photos/x.webp')).toBe(false);
  });

  it('refuses keys that could escape the photo namespace', async () => {
    await expect(configured().put('../secret', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
  });

  it('serves stored photos through /media with a year of caching', async () => {
    const storage = configured();
    await storage.put('photos/cd/two-display.webp', Buffer.from('display'), 'image/webp');
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(mediaRoutes(storage));
    const response = await app.inject({ method: 'GET', url: '/media/photos/cd/two-display.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('display');
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/media/photos/cd/missing.webp' })).statusCode).toBe(404);
    await app.close();
  });
});
