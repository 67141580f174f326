import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

/** CONTRACT.md section 1: 200 once the app can serve, 503 while the database cannot be reached. */
export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          response: {
            200: z.object({ status: z.literal('ok') }),
            503: z.object({ status: z.literal('unavailable') }),
          },
        },
      },
      async (_request, reply) =>
        (await database.ping())
          ? { status: 'ok' as const }
          : reply.code(503).send({ status: 'unavailable' as const }),
    );
  };
}
