import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ImageUploadResult } from '@sakhli/shared/schemas/image';
import type { Adapters, AppOptions } from '../../../app';
import { imageProcessingJobs, propertyPhotos } from '../../../db/schema/index';
import { createTestApp } from '../../../test/test-app';

export type FormPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(parts: FormPart[]) {
  const boundary = `----sakhli${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const isFile = 'data' in part;
    const disposition = `form-data; name="${part.name}"${isFile ? `; filename="${part.filename}"` : ''}`;
    const type = isFile ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(isFile ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const imageFile = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): FormPart => ({
  name: 'ImageFile',
  filename,
  contentType,
  data,
});

/**
 * The app on a fresh database with accounts that need no e-mail confirmation, a moderator and an admin
 * address, and helpers to upload photos and read what was stored.
 */
export async function createPhotoTestContext(
  adapters: Pick<Adapters, 'photoUrlFetcher'> = {},
  options: AppOptions = {},
  overrides: Record<string, string> = {},
) {
  const context = await createTestApp(
    {
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      MODERATOR_EMAILS: 'moderator@example.ge',
      ADMIN_EMAILS: 'admin@example.ge',
      ...overrides,
    },
    adapters,
    options,
  );
  let clients = 0;

  /** Signs up and answers the access token and user id. */
  async function signUp(email: string) {
    clients += 1;
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/Auth/signup',
      payload: { email, password: 'Photos 12345' },
      remoteAddress: `10.9.${Math.floor(clients / 250)}.${(clients % 250) + 1}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ accessToken: string; user: { id: string } }>();
    return { token: body.accessToken, userId: body.user.id };
  }

  async function upload(token: string | undefined, parts: FormPart[], language = 'en') {
    const { payload, headers } = multipartBody(parts);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/Image',
      payload,
      headers: {
        ...headers,
        'accept-language': language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return {
      status: response.statusCode,
      body: response.json<ImageUploadResult>(),
      headers: response.headers,
    };
  }

  async function readStored(key: string): Promise<Buffer> {
    const object = await context.storage.get(key);
    expect(object, `stored object ${key}`).toBeDefined();
    return buffer(object!.body);
  }

  async function photoRow(id: number) {
    const [row] = await context.db.select().from(propertyPhotos).where(eq(propertyPhotos.id, id));
    return row!;
  }

  async function jobOf(photoId: number) {
    const [row] = await context.db
      .select()
      .from(imageProcessingJobs)
      .where(eq(imageProcessingJobs.photoId, photoId));
    return row!;
  }

  return { ...context, signUp, upload, readStored, photoRow, jobOf };
}
export type PhotoTestContext = Awaited<ReturnType<typeof createPhotoTestContext>>;
