import { z } from 'zod';

/** Multipart field names of POST /api/Image (SPEC.md section 7). */
export const IMAGE_FILE_FIELD = 'ImageFile';
export const IMAGE_URL_FIELD = 'ImageUrl';

/**
 * SPEC.md section 3 'Image upload result': the body of every answer of POST /api/Image, refusals
 * included. `errors` and `warnings` are texts in the caller's language, shown on the photo card.
 * A refusal also carries CONTRACT.md's `code` and `message`, and its HTTP status says the class
 * (400 unreadable or no image given, 413 too large, 415 not a supported image; decision 008).
 */
export const ImageUploadResult = z.object({
  success: z.boolean(),
  imageId: z.number().int().nullable(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  code: z.string().optional(),
  message: z.string().optional(),
});
export type ImageUploadResult = z.infer<typeof ImageUploadResult>;

export const PROCESSING_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

/** SPEC.md section 3 'Image processing record': one per photo of a listing, in display order. */
export const ImageProcessingRecord = z.object({
  propertyPhotoId: z.number().int(),
  originalUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  processingStatus: z.enum(PROCESSING_STATUSES),
  processingStartedAt: z.iso.datetime().nullable(),
  processingCompletedAt: z.iso.datetime().nullable(),
  retryCount: z.number().int(),
  maxRetries: z.number().int(),
  errorMessage: z.string().nullable(),
});
export type ImageProcessingRecord = z.infer<typeof ImageProcessingRecord>;

export const ImageProcessingRecords = z.array(ImageProcessingRecord);

export const ImagePropertyParams = z.object({
  propertyId: z.coerce
    .number({ error: 'Must be a listing id' })
    .int('Must be a listing id')
    .positive('Must be a listing id')
    .max(2_147_483_647, 'Must be a listing id'),
});
