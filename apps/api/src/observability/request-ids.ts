import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What a proxy may hand on: short, and nothing that could break a log line or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the proxy's X-Request-Id when the peer is a trusted proxy and the value is sane
 * (one id follows a request through the balancer and every instance), else a fresh UUID. Anyone else's
 * value is ignored, so a client cannot make its requests look like someone else's in the logs.
 */
export function requestIdOf(isTrustedProxy: (address: string | undefined) => boolean) {
  return (request: IncomingMessage): string => {
    const given = request.headers['x-request-id'];
    const isKept =
      typeof given === 'string' &&
      SANE_REQUEST_ID.test(given) &&
      isTrustedProxy(request.socket.remoteAddress);
    return isKept ? given : randomUUID();
  };
}

/** Answers every request, errors and 404s included, with its id (the `reqId` of its log lines). */
export function echoRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
