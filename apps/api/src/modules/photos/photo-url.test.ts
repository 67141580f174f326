import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { PHOTOS } from '@sakhli/shared/constants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../lib/public-address';
import { createSafeFetcher } from '../../lib/safe-fetch';
import { redirect, startTestHttpServer, type TestHttpServer } from '../../lib/test-http-server';
import { peakRetainedBuffers } from '../../test/retained-memory';
import { createPhotoTestContext, type PhotoTestContext } from './testing/photo-test-kit';
import { jpeg, jpegWithGps } from './testing/test-images';

const UNAVAILABLE = {
  success: false,
  imageId: null,
  errors: ['Could not get a photo from this address.'],
  warnings: [],
  code: 'IMAGE_URL_UNAVAILABLE',
  message: 'Could not get a photo from this address.',
};

/** Serves photos on `host`; /to/<url> redirects to <url>. */
function startPhotoServer(host: string, photos: Record<string, Buffer>) {
  return startTestHttpServer(host, (path, response) => {
    if (path.startsWith('/to/')) return redirect(response, decodeURIComponent(path.slice(4)));
    const photo = photos[path];
    if (!photo) {
      response.writeHead(404);
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': photo.length });
    response.end(photo);
  });
}

describe('POST /api/Image with ImageUrl', () => {
  let internal: TestHttpServer;
  let photos: Record<string, Buffer>;
  beforeAll(async () => {
    photos = {
      '/photo.jpg': await jpeg(),
      '/gps.jpg': await jpegWithGps(),
      '/page.html': Buffer.from('<html>'),
    };
    internal = await startPhotoServer('127.0.0.1', photos);
  });
  afterAll(() => internal.close());

  describe('with the production address policy', () => {
    let kit: PhotoTestContext;
    let token: string;
    beforeAll(async () => {
      kit = await createPhotoTestContext();
      ({ token } = await kit.signUp('importer@example.ge'));
    });
    afterAll(() => kit.close());

    it('refuses every address on this machine or an internal network with one uniform answer', async () => {
      const port = internal.port;
      const urls = [
        `http://127.0.0.1:${port}/photo.jpg`,
        `http://localhost:${port}/photo.jpg`,
        `http://[::1]:${port}/photo.jpg`,
        `http://[::ffff:127.0.0.1]:${port}/photo.jpg`,
        `http://2130706433:${port}/photo.jpg`,
        `http://0x7f000001:${port}/photo.jpg`,
        `http://0177.0.0.1:${port}/photo.jpg`,
        `http://127.1:${port}/photo.jpg`,
        `http://0.0.0.0:${port}/photo.jpg`,
        'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
        'http://10.0.0.1/photo.jpg',
        'http://192.168.0.1/photo.jpg',
        'http://100.64.0.1/photo.jpg',
        'http://[fd00::1]/photo.jpg',
        'http://[fe80::1]/photo.jpg',
        'file:///etc/passwd',
        'ftp://example.com/photo.jpg',
        'not an address',
      ];
      for (const url of urls) {
        const { status, body } = await kit.upload(token, [{ name: 'ImageUrl', value: url }]);
        expect({ url, status, body }).toEqual({ url, status: 400, body: UNAVAILABLE });
      }
      expect(internal.requests).toEqual([]);
    });
  });

  describe('from a reachable server (a test policy that also allows 127.0.0.2)', () => {
    let kit: PhotoTestContext;
    let token: string;
    let site: TestHttpServer;
    beforeAll(async () => {
      const big = Buffer.alloc(PHOTOS.maxBytes + 1, 0x41);
      big.set([0xff, 0xd8, 0xff, 0xe0]);
      site = await startPhotoServer('127.0.0.2', { ...photos, '/big.jpg': big });
      kit = await createPhotoTestContext({
        photoUrlFetcher: createSafeFetcher({
          maxBytes: PHOTOS.maxBytes,
          // The production limit: the memory test below pauses its download to take measurements.
          timeoutMs: 15_000,
          maxRedirects: 3,
          addressPolicy: (address) => address === '127.0.0.2' || isPublicAddress(address),
        }),
      });
      ({ token } = await kit.signUp('importer@example.ge'));
    });
    afterAll(async () => {
      await kit.close();
      await site.close();
    });

    const fromUrl = (url: string) => kit.upload(token, [{ name: 'ImageUrl', value: url }]);

    it('imports the photo like an upload, without its GPS metadata', async () => {
      const { status, body } = await fromUrl(`${site.origin}/gps.jpg`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, errors: [] });
      await kit.app.jobs.drain();
      const photo = await kit.photoRow(body.imageId!);
      for (const key of [photo.originalKey, photo.thumbnailKey!]) {
        expect((await sharp(await kit.readStored(key)).metadata()).exif).toBeUndefined();
      }
    });

    it('still refuses a redirect from there to this machine, and says nothing more', async () => {
      for (const target of [
        `${internal.origin}/photo.jpg`,
        `http://localhost:${internal.port}/photo.jpg`,
        `http://[::ffff:127.0.0.1]:${internal.port}/photo.jpg`,
      ]) {
        const { status, body } = await fromUrl(`${site.origin}/to/${encodeURIComponent(target)}`);
        expect({ status, body }).toEqual({ status: 400, body: UNAVAILABLE });
      }
      expect(internal.requests).toEqual([]);
      expect(await fromUrl(`${site.origin}/missing.jpg`)).toMatchObject({ status: 400, body: UNAVAILABLE });
    });

    it('writes a download to disk as it arrives, never holding it in memory', async () => {
      const MB = 1024 * 1024;
      const piece = Buffer.alloc(MB, 0x5a);
      const { result, peakBytes } = await peakRetainedBuffers(async (sample) => {
        const slow = await startTestHttpServer('127.0.0.2', (_, response) => {
          void (async () => {
            response.writeHead(200, { 'content-length': 19 * MB });
            for (let sent = 1; sent <= 19; sent += 1) {
              if (!response.write(piece)) await once(response, 'drain');
              // Every few megabytes, once the app has had a moment to take them (a full collection is slow).
              if (sent % 4 === 0) {
                await sleep(5);
                sample();
              }
            }
            response.end();
          })();
        });
        try {
          return await fromUrl(`${slow.origin}/large.bin`);
        } finally {
          await slow.close();
        }
      });
      expect(result).toMatchObject({ status: 415, body: { code: 'NOT_AN_IMAGE' } });
      expect(peakBytes).toBeLessThan(4 * MB);
    });

    it('checks downloaded bytes like uploaded ones: too large 413, not an image 415', async () => {
      expect(await fromUrl(`${site.origin}/big.jpg`)).toMatchObject({
        status: 413,
        body: { code: 'IMAGE_TOO_LARGE' },
      });
      expect(await fromUrl(`${site.origin}/page.html`)).toMatchObject({
        status: 415,
        body: { code: 'NOT_AN_IMAGE' },
      });
    });
  });
});
