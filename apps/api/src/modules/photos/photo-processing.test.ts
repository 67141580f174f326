import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhotoTestContext, imageFile, type PhotoTestContext } from './testing/photo-test-kit';
import { jpeg, jpegWithGps, sidewaysJpeg } from './testing/test-images';

/** The GPS IFD pointer tag (0x8825) in either byte order. */
const hasGpsTag = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

describe('photo processing', () => {
  let kit: PhotoTestContext;
  let token: string;
  beforeAll(async () => {
    kit = await createPhotoTestContext();
    ({ token } = await kit.signUp('phone@example.ge'));
  });
  afterAll(() => kit.close());

  async function uploadAndProcess(bytes: Buffer) {
    const { body } = await kit.upload(token, [imageFile(bytes)]);
    expect(body.success, JSON.stringify(body)).toBe(true);
    await kit.app.jobs.drain();
    return kit.photoRow(body.imageId!);
  }

  it('keeps no GPS position, camera or any other metadata in the original, display or thumbnail', async () => {
    const input = await jpegWithGps();
    const inputMetadata = await sharp(input).metadata();
    expect(inputMetadata.exif && hasGpsTag(inputMetadata.exif)).toBe(true);
    expect(input.includes('SakhliTestCam')).toBe(true);

    const photo = await uploadAndProcess(input);
    expect(await kit.jobOf(photo.id)).toMatchObject({ status: 'completed', errorMessage: null });
    for (const key of [photo.originalKey, photo.displayKey!, photo.thumbnailKey!]) {
      const stored = await kit.readStored(key);
      const metadata = await sharp(stored).metadata();
      expect(metadata.exif, key).toBeUndefined();
      expect(metadata.xmp, key).toBeUndefined();
      expect(metadata.iptc, key).toBeUndefined();
      expect(stored.includes('SakhliTestCam'), key).toBe(false);
      expect(stored.includes('GPS'), key).toBe(false);
    }
  });

  it('turns photos upright by their EXIF orientation before storing them', async () => {
    const photo = await uploadAndProcess(await sidewaysJpeg());
    expect(photo).toMatchObject({ width: 800, height: 1200 });
    const colourAt = async (key: string, yFraction: number) => {
      const { data, info } = await sharp(await kit.readStored(key))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const offset =
        (Math.floor(info.height * yFraction) * info.width + Math.floor(info.width / 2)) * info.channels;
      return { red: data[offset]!, blue: data[offset + 2]!, width: info.width, height: info.height };
    };
    for (const key of [photo.originalKey, photo.displayKey!]) {
      const top = await colourAt(key, 0.1);
      const bottom = await colourAt(key, 0.9);
      expect([top.width, top.height], key).toEqual([800, 1200]);
      expect(top.red, key).toBeGreaterThan(200);
      expect(top.blue, key).toBeLessThan(60);
      expect(bottom.blue, key).toBeGreaterThan(200);
      expect(bottom.red, key).toBeLessThan(60);
    }
    expect((await sharp(await kit.readStored(photo.originalKey)).metadata()).orientation).toBeUndefined();
  });

  it('makes a WebP display size within 1600 px and a 480×320 WebP thumbnail', async () => {
    const photo = await uploadAndProcess(await jpeg(2400, 1600));
    const display = await sharp(await kit.readStored(photo.displayKey!)).metadata();
    const thumbnail = await sharp(await kit.readStored(photo.thumbnailKey!)).metadata();
    expect(display).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(thumbnail).toMatchObject({ format: 'webp', width: 480, height: 320 });
    expect(photo.displayKey).toBe(photo.originalKey.replace(/\.jpg$/, '-display.webp'));
  });

  it('serves the stored photos with a year of caching', async () => {
    const photo = await uploadAndProcess(await jpeg());
    const response = await kit.app.inject({ method: 'GET', url: `/media/${photo.thumbnailKey}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(await kit.readStored(photo.thumbnailKey!))).toBe(true);
  });
});
