import { IMAGE_FILE_FIELD, type ImageUploadResult } from '@sakhli/shared/schemas/image';
import { uploadForm, type UploadOptions } from '@/lib/upload-request';

/**
 * POST /api/Image with one file (multipart ImageFile). Every answer the server gives, refusals included,
 * is an upload result; no result (a proxy's page, the connection lost) rejects, and the caller shows
 * 'Failed to upload image. Please try again.'.
 */
export async function uploadImage(file: File, options: UploadOptions = {}): Promise<ImageUploadResult> {
  const form = new FormData();
  form.append(IMAGE_FILE_FIELD, file, file.name);
  const { status, body } = await uploadForm<ImageUploadResult>('/api/Image', form, options);
  if (!body || !Array.isArray(body.errors)) throw new Error(`Upload answered ${status} without a result`);
  return body;
}
