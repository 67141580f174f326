import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions } from 'fastify';

/** How long a client may take to send a request (CONTRACT.md section 6): then its connection is dropped. */
export interface RequestTimeouts {
  /** The whole request, body included. */
  requestMs: number;
  /** Its header block: a few kilobytes, so far less (a client that trickles headers holds a socket). */
  headersMs: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = { requestMs: 60_000, headersMs: 15_000 };

/**
 * Idle connections between requests stay open this long: longer than the 60 s idle timeout of common load
 * balancers, so the balancer, not this server, closes an idle connection (no request lost in a race).
 */
const KEEP_ALIVE_MS = 72_000;

/** A connection's own answers to what Node refuses before any route runs, in the CONTRACT.md error JSON. */
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request did not arrive in time',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: 'The request headers are too large',
  },
};
const MALFORMED = { status: 400, code: 'BAD_REQUEST', message: 'Malformed request' };

function answerClientError(error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ message, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Fastify's server options for the limits above. A connection that goes silent mid-request (a client that
 * stops reading its answer) is dropped after twice the request time; Node checks its connections for expired
 * requests every second (its default, 30 s, would let a 60 s limit run to 90).
 */
export function serverLimits(timeouts: Partial<RequestTimeouts> = {}) {
  const { requestMs, headersMs } = { ...REQUEST_TIMEOUTS, ...timeouts };
  const headersTimeout = Math.min(headersMs, requestMs);
  return {
    requestTimeout: requestMs,
    connectionTimeout: 2 * requestMs,
    keepAliveTimeout: KEEP_ALIVE_MS,
    http: { headersTimeout, connectionsCheckingInterval: Math.min(1_000, headersTimeout / 4) },
    clientErrorHandler: answerClientError,
  } satisfies FastifyHttpOptions<Server>;
}
