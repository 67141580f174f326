import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTOS } from '@sakhli/shared/constants';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import {
  IMAGE_FILE_FIELD,
  IMAGE_URL_FIELD,
  ImageProcessingRecords,
  ImagePropertyParams,
  ImageUploadResult,
} from '@sakhli/shared/schemas/image';
import { resolveLanguage } from '../../lib/request-language';
import { requireRole, requireUser, signedInUser } from '../../plugins/auth';
import type { ImageRecordsService } from './image-records.service';
import { PhotoRejection } from './original-image';
import { photoMessage } from './photo-messages';
import type { PhotoUploadService, UploadInput } from './photo-upload.service';

/**
 * The ImageFile and ImageUrl parts of the form; other parts are read past and ignored. The file goes to
 * disk as it arrives, and reading stops the moment it passes CONTRACT.md's 20 MB.
 */
async function readUploadParts(request: FastifyRequest, uploads: PhotoUploadService): Promise<UploadInput> {
  if (!request.isMultipart()) throw new PhotoRejection('IMAGE_REQUIRED', 400);
  const input: UploadInput = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === IMAGE_FILE_FIELD && !input.file) {
          part.file.once('limit', () => part.file.destroy(new PhotoRejection('IMAGE_TOO_LARGE', 413)));
          input.file = await uploads.receive(part.file);
        } else part.file.resume();
      } else if (part.fieldname === IMAGE_URL_FIELD && typeof part.value === 'string') {
        if (part.valueTruncated) throw new PhotoRejection('IMAGE_URL_UNAVAILABLE', 400);
        input.url = part.value;
      }
    }
  } catch (error) {
    await input.file?.remove();
    if (error instanceof PhotoRejection) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new PhotoRejection('IMAGE_TOO_LARGE', 413);
    throw new PhotoRejection('UPLOAD_INCOMPLETE', 400);
  }
  // An empty file input (nothing chosen) counts as no file.
  if (input.file?.size === 0) {
    await input.file.remove();
    delete input.file;
  }
  return input;
}

function sendRejection(rejection: PhotoRejection, request: FastifyRequest, reply: FastifyReply) {
  const message = photoMessage({ code: rejection.code }, resolveLanguage(request.headers['accept-language']));
  if (rejection.retryAfterSeconds) reply.header('Retry-After', String(rejection.retryAfterSeconds));
  // The rest of a body refused before its end is never read: the connection closes after the answer.
  if (!request.raw.complete) reply.header('Connection', 'close');
  return reply
    .code(rejection.statusCode)
    .send({ success: false, imageId: null, errors: [message], warnings: [], code: rejection.code, message });
}

export function imageRoutes(
  uploads: PhotoUploadService,
  records: ImageRecordsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Only this route reads multipart; one photo per request, streamed to disk (20 MB at most).
    await app.register(multipart, {
      limits: { fileSize: PHOTOS.maxBytes, files: 2, fields: 10, fieldSize: 4096, parts: 20 },
    });
    app.post(
      '/api/Image',
      {
        onRequest: requireUser,
        schema: {
          tags: ['photos'],
          summary: 'Uploads one photo (multipart ImageFile, or ImageUrl to fetch) and queues its processing',
          consumes: ['multipart/form-data'],
          response: {
            200: ImageUploadResult,
            400: ImageUploadResult,
            401: ErrorResponse,
            413: ImageUploadResult,
            415: ImageUploadResult,
            429: ImageUploadResult,
          },
        },
      },
      async (request, reply) => {
        const language = resolveLanguage(request.headers['accept-language']);
        const uploaderId = signedInUser(request).id;
        try {
          // Nothing has read the body yet (@fastify/multipart only marks the request): admission comes first.
          const release = await uploads.admit(uploaderId);
          try {
            const outcome = await uploads.upload(uploaderId, await readUploadParts(request, uploads));
            return {
              success: true,
              imageId: outcome.imageId,
              errors: [],
              warnings: outcome.warnings.map((warning) => photoMessage(warning, language)),
            };
          } finally {
            release();
          }
        } catch (error) {
          if (error instanceof PhotoRejection) return sendRejection(error, request, reply);
          throw error;
        }
      },
    );
    app.get(
      '/api/Image/:propertyId',
      {
        onRequest: requireRole('Moderator'),
        schema: {
          tags: ['photos'],
          summary: "The processing records of a listing's photos (Moderator and Admin)",
          params: ImagePropertyParams,
          response: {
            200: ImageProcessingRecords,
            400: ErrorResponse,
            401: ErrorResponse,
            403: ErrorResponse,
            404: ErrorResponse,
          },
        },
      },
      async (request) => records.forProperty(request.params.propertyId),
    );
  };
}
