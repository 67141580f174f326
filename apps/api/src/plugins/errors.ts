import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, TooManyRequestsError } from '../lib/app-error';

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** One error handler: validation failures and AppErrors become `{message, code, errors}`; nothing internal leaks. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
        (errors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply
        .code(400)
        .send({ message: `Invalid ${Object.keys(errors).join(', ')}`, code: 'VALIDATION_FAILED', errors });
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL_ERROR' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL_ERROR' });
    }
    // Fastify's own client errors (bad JSON, body too large, bad content type): keep the status, name the problem.
    const code =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'INVALID_JSON'
        : (STATUS_CODES[status] ?? 'BAD_REQUEST');
    return reply.code(status).send({ message: error.message, code });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' }),
  );
}
