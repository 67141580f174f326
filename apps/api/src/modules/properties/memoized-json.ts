import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  compressors,
  MIN_COMPRESSED_LENGTH,
  preferredEncoding,
  type Encoding,
} from '../../lib/response-compression';

interface Serialized {
  json: string;
  compressed: Partial<Record<Encoding, Promise<Buffer>>>;
}
const serialized = new WeakMap<object, Serialized>();

/**
 * Sends `value` as JSON, serialising (and compressing, for clients that accept it) each object once: a
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
    entry = { json: serialize(value), compressed: {} };
    serialized.set(value, entry);
  }
  reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (entry.json.length < MIN_COMPRESSED_LENGTH || !encoding) return reply.send(entry.json);
  const compressed = (entry.compressed[encoding] ??= compressors[encoding](entry.json));
  return reply.header('content-encoding', encoding).send(await compressed);
}
