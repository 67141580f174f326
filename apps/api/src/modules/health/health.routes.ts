import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Readiness } from './readiness';

const Ok = z.object({ status: z.literal('ok') });
const Unavailable = z.object({ status: z.literal('unavailable') });

/**
 * CONTRACT.md section 5: `live` answers while the process runs (no database check, so a database blip
 * restarts nothing); `ready` (and `/api/health`, as before) 200 when it can serve, 503 without its
 * database and from the moment it is asked to stop.
 */
export function healthRoutes(readiness: Readiness): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/health/live', { schema: { tags: ['health'], response: { 200: Ok } } }, () => ({
      status: 'ok' as const,
    }));
    for (const url of ['/api/health', '/api/health/ready']) {
      app.get(
        url,
        { schema: { tags: ['health'], response: { 200: Ok, 503: Unavailable } } },
        async (_request, reply) =>
          (await readiness.isReady())
            ? { status: 'ok' as const }
            : reply.code(503).send({ status: 'unavailable' as const }),
      );
    }
  };
}
