import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveLanguage } from '../../lib/request-language';
import { PhotoRejection } from '../photos/original-image';
import { photoMessage } from '../photos/photo-messages';

const LOGO_TOO_LARGE = { code: 'LOGO_TOO_LARGE', message: 'The logo is larger than 2 MB' } as const;

/** The logo file part, whole (logos are small: the multipart limit stops reading past 2 MB). */
export async function readLogoUpload(
  request: FastifyRequest,
  field: string,
): Promise<{ body: Buffer } | { rejection: unknown }> {
  if (!request.isMultipart()) return { rejection: new PhotoRejection('IMAGE_REQUIRED', 400) };
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        continue;
      }
      const body = await part.toBuffer();
      if (part.file.truncated) return { rejection: LOGO_TOO_LARGE };
      if (body.length > 0) return { body };
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    return { rejection: status === 413 ? LOGO_TOO_LARGE : new PhotoRejection('IMAGE_REQUIRED', 400) };
  }
  return { rejection: new PhotoRejection('IMAGE_REQUIRED', 400) };
}

/** A refused logo as CONTRACT.md's error JSON, in the caller's language where the photo texts have it. */
export function sendLogoRejection(rejection: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (!request.raw.complete) reply.header('Connection', 'close');
  if (rejection === LOGO_TOO_LARGE) return reply.code(413).send(LOGO_TOO_LARGE);
  if (rejection instanceof PhotoRejection) {
    const message = photoMessage(
      { code: rejection.code },
      resolveLanguage(request.headers['accept-language']),
    );
    return reply.code(rejection.statusCode).send({ message, code: rejection.code });
  }
  throw rejection;
}
