import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);

interface Serialized {
  json: string;
  gzipped?: Promise<Buffer>;
}
const serialized = new WeakMap<object, Serialized>();

/** Small bodies are not worth the compression header. */
const MIN_COMPRESSED_LENGTH = 1024;

function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    return coding.trim() === 'gzip' && !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
  });
}

/**
 * Sends `value` as JSON, serialising (and gzipping, for clients that accept it) each object once: a
 * cached search result is the same object for every request that hits it, so its bytes are reused. A
 * string or buffer payload skips Fastify's serializer; compression runs off the event loop.
 */
export async function sendMemoizedJson<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  value: T,
  serialize: (value: T) => string,
): Promise<FastifyReply> {
  let entry = serialized.get(value);
  if (!entry) {
    entry = { json: serialize(value) };
    serialized.set(value, entry);
  }
  reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  if (entry.json.length < MIN_COMPRESSED_LENGTH || !acceptsGzip(request.headers['accept-encoding'])) {
    return reply.send(entry.json);
  }
  entry.gzipped ??= gzipAsync(entry.json);
  return reply.header('content-encoding', 'gzip').send(await entry.gzipped);
}
