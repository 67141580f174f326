import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@sakhli/shared/schemas/auth';
import type { ErrorResponse } from '@sakhli/shared/schemas/common';
import { createListingTestContext, type ListingTestContext } from '../properties/testing/listing-test-kit';
import { jpegWithGps, png } from '../photos/testing/test-images';
import { multipartBody } from '../photos/testing/photo-test-kit';
import { LOGO_SIDE } from './seller-logo';

/** An agency's logo: checked and cleaned like a photo, stored as a small square WebP, replaced and removed. */
describe('seller logo', () => {
  let t: ListingTestContext;

  const upload = (token: string | null, data: Buffer, contentType = 'image/png') => {
    const { payload, headers } = multipartBody([
      { name: 'LogoFile', filename: 'logo.png', contentType, data },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/Auth/profile/logo',
      payload,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };

  beforeAll(async () => {
    t = await createListingTestContext();
  });
  afterAll(() => t.close());

  it('refuses a guest (401), a file that is no image (415), a large one (413) and none at all (400)', async () => {
    const token = t.users.other.token;
    expect((await upload(null, await png(300, 200))).statusCode).toBe(401);
    const notImage = await upload(token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'.repeat(10)));
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json<ErrorResponse>().code).toBe('NOT_AN_IMAGE');
    const large = await upload(token, Buffer.concat([await png(300, 200), Buffer.alloc(2 * 1024 * 1024)]));
    expect(large.statusCode).toBe(413);
    expect(large.json<ErrorResponse>().code).toBe('LOGO_TOO_LARGE');
    const empty = await upload(token, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect((await t.call('other', 'GET', '/api/Auth/me')).json<User>().logoUrl).toBeNull();
  });

  it('stores a square WebP without metadata, served at a versioned URL; a new one replaces it', async () => {
    const first = await upload(t.users.other.token, await jpegWithGps(), 'image/jpeg');
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<User>().logoUrl!;
    expect(firstUrl).toMatch(new RegExp(`^/api/Agency/${t.users.other.id}/logo\\?v=`));
    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: LOGO_SIDE, height: LOGO_SIDE });
    expect(metadata.exif).toBeUndefined();

    const second = await upload(t.users.other.token, await png(400, 100));
    const secondUrl = second.json<User>().logoUrl!;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.call('other', 'GET', '/api/Auth/me')).json<User>().logoUrl).toBe(secondUrl);
  });

  it('removes the logo: the profile has none and the URL answers 404', async () => {
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/Auth/profile/logo',
      headers: { authorization: `Bearer ${t.users.other.token}` },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<User>().logoUrl).toBeNull();
    const gone = await t.app.inject({ method: 'GET', url: `/api/Agency/${t.users.other.id}/logo` });
    expect(gone.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/Auth/profile/logo' })).statusCode).toBe(401);
  });
});
