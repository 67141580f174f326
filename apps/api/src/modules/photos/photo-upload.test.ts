import { PHOTOS } from '@sakhli/shared/constants';
import { ImageUploadResult } from '@sakhli/shared/schemas/image';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhotoTestContext, imageFile, type PhotoTestContext } from './testing/photo-test-kit';
import { avif, jpeg, jpegClaiming, png, pngBomb, webp } from './testing/test-images';

describe('POST /api/Image', () => {
  let kit: PhotoTestContext;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    // ROLE=web: an upload stays queued until the test drains the queue (no worker renders it first).
    kit = await createPhotoTestContext({}, {}, { ROLE: 'web' });
    ({ token, userId } = await kit.signUp('uploader@example.ge'));
  });
  afterAll(() => kit.close());

  const refusal = (status: number, code: string) => ({
    status,
    body: { success: false, imageId: null, warnings: [], code },
  });

  it.each([
    ['JPEG', jpeg, 'image/jpeg', 'jpg', 'jpeg'],
    ['PNG', png, 'image/png', 'png', 'png'],
    ['WebP', webp, 'image/webp', 'webp', 'webp'],
    ['AVIF', avif, 'image/avif', 'jpg', 'jpeg'],
  ] as const)(
    'accepts a %s photo as the uploader’s, unattached, queued for processing',
    async (_, make, type, extension, storedFormat) => {
      const { status, body } = await kit.upload(token, [imageFile(await make(), `photo.${extension}`, type)]);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(ImageUploadResult.parse(body)).toEqual({
        success: true,
        imageId: expect.any(Number) as unknown,
        errors: [],
        warnings: [],
      });
      const photo = await kit.photoRow(body.imageId!);
      expect(photo).toMatchObject({ uploaderId: userId, propertyId: null, width: 1200, height: 800 });
      expect(photo.originalKey).toMatch(new RegExp(`^photos/[0-9a-f]{2}/[0-9a-f-]{36}\\.${extension}$`));
      expect((await sharp(await kit.readStored(photo.originalKey)).metadata()).format).toBe(storedFormat);
      expect(await kit.jobOf(photo.id)).toMatchObject({ status: 'pending', retryCount: 0, maxRetries: 3 });
    },
  );

  it('checks the bytes, not the name: text called photo.jpg is not an image (415)', async () => {
    const fake = Buffer.from('Definitely a photo of a lovely flat in Vake, trust me.');
    expect(await kit.upload(token, [imageFile(fake, 'flat.jpg', 'image/jpeg')])).toMatchObject(
      refusal(415, 'NOT_AN_IMAGE'),
    );
    // A real PNG called .jpg with a JPEG type is still a PNG, and welcome.
    const misnamed = await kit.upload(token, [imageFile(await png(), 'flat.jpg', 'image/jpeg')]);
    expect(misnamed.body.success).toBe(true);
  });

  it('answers a truncated or damaged photo with success false and the reason, never 500', async () => {
    const whole = await jpeg();
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    expect(await kit.upload(token, [imageFile(truncated)])).toMatchObject(refusal(400, 'IMAGE_CORRUPT'));
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 0x5a)]);
    const damaged = await kit.upload(token, [imageFile(garbage)]);
    expect(damaged).toMatchObject(refusal(400, 'IMAGE_CORRUPT'));
    expect(damaged.body.errors).toEqual(['The photo is damaged or incomplete and cannot be read.']);
  });

  it('refuses a decompression bomb from its header, quickly and without decoding it (413)', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2_000);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    expect(await kit.upload(token, [imageFile(bomb, 'bomb.png', 'image/png')])).toMatchObject(
      refusal(413, 'IMAGE_TOO_MANY_PIXELS'),
    );
    expect(await kit.upload(token, [imageFile(await jpegClaiming(30_000, 30_000))])).toMatchObject(
      refusal(413, 'IMAGE_TOO_MANY_PIXELS'),
    );
    expect(performance.now() - started).toBeLessThan(1_000);
    // 400 megapixels would need 400 MB; nothing near that was allocated.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('lets 50 megapixels past the pixel limit, not one row more', async () => {
    const limit = await kit.upload(token, [imageFile(pngBomb(10_000, 5_000), 'big.png', 'image/png')]);
    expect(limit.status).not.toBe(413);
    const over = await kit.upload(token, [imageFile(pngBomb(10_000, 5_001), 'big.png', 'image/png')]);
    expect(over).toMatchObject(refusal(413, 'IMAGE_TOO_MANY_PIXELS'));
  });

  it('refuses a file over 20 MB (413)', async () => {
    const huge = Buffer.alloc(PHOTOS.maxBytes + 1, 0x41);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await kit.upload(token, [imageFile(huge)]);
    expect(response).toMatchObject(refusal(413, 'IMAGE_TOO_LARGE'));
    expect(response.body.errors).toEqual(['The photo is larger than 20 MB.']);
  });

  it('speaks the caller’s language in errors and warnings', async () => {
    const georgian = await kit.upload(token, [imageFile(Buffer.from('not an image at all'))], 'ka-GE');
    expect(georgian.body.errors).toEqual([
      'ეს ფაილი ფოტო არ არის. გამოიყენეთ JPEG, PNG, WebP, HEIC ან AVIF.',
    ]);
    const small = await kit.upload(token, [imageFile(await jpeg(640, 480))], 'ru-RU');
    expect(small.body).toMatchObject({
      success: true,
      warnings: ['Фото маленькое (640×480) и может выглядеть размытым.'],
    });
  });

  it('takes the file when both a file and an address come, and says so', async () => {
    const both = await kit.upload(token, [
      imageFile(await jpeg()),
      { name: 'ImageUrl', value: 'http://127.0.0.1:9/never-fetched.jpg' },
    ]);
    expect(both.body).toMatchObject({
      success: true,
      warnings: ['A file was chosen, so the address was not used.'],
    });
  });

  it('needs a photo, a signed-in caller and a multipart form', async () => {
    expect(await kit.upload(token, [{ name: 'Other', value: 'x' }])).toMatchObject(
      refusal(400, 'IMAGE_REQUIRED'),
    );
    expect(await kit.upload(token, [imageFile(Buffer.alloc(0))])).toMatchObject(
      refusal(400, 'IMAGE_REQUIRED'),
    );
    const guest = await kit.upload(undefined, [imageFile(await jpeg())]);
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({ code: 'UNAUTHORIZED' });
    const json = await kit.app.inject({
      method: 'POST',
      url: '/api/Image',
      payload: { ImageUrl: 'https://example.com/a.jpg' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ success: false, code: 'IMAGE_REQUIRED' });
  });
});
