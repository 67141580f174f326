import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry credentials: e-mailed link tokens (/auth/confirm), the token pair of
 * /auth/reset-password, and the code and state of /auth/callback. Their values never reach a log.
 */
const SECRET_PARAMETERS = new Set(['token', 'access_token', 'refresh_token', 'id_token', 'code', 'state']);

/** The URL as logged: credential-bearing query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const parameters = new URLSearchParams(url.slice(queryStart + 1));
  let isRedacted = false;
  for (const name of new Set(parameters.keys())) {
    if (SECRET_PARAMETERS.has(name.toLowerCase())) {
      parameters.set(name, '[redacted]');
      isRedacted = true;
    }
  }
  return isRedacted ? `${url.slice(0, queryStart)}?${parameters.toString()}` : url;
}

/** Fastify's request log line with the URL redacted (no headers, no body, as by default). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
