import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSafeKey, type Storage } from '../../adapters/storage';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/** Photos are content-addressed (a new photo gets a new key), so they are cached for a year. */
export function mediaRoutes(storage: Storage): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/media/*',
      { schema: { hide: true, params: z.object({ '*': z.string() }) } },
      async (request, reply) => {
        const key = request.params['*'];
        const object = isSafeKey(key) ? await storage.get(key) : undefined;
        if (!object) return reply.code(404).send({ message: 'Photo not found', code: 'NOT_FOUND' });
        return reply
          .header(
            'Content-Type',
            CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
          )
          .header('Content-Length', object.size)
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(object.body);
      },
    );
  };
}
