import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ClientConfig } from '@sakhli/shared/schemas/client-config';
import type { Config } from '../../config';
import { buildClientConfig } from './client-config.service';

/** Configuration only changes with a restart, so browsers may keep it for a few minutes. */
const CACHE_SECONDS = 300;

export function clientConfigRoutes(config: Config): FastifyPluginCallbackZod {
  const clientConfig = buildClientConfig(config);
  return (app, _options, done) => {
    app.get(
      '/api/client-config',
      {
        schema: {
          tags: ['client-config'],
          summary:
            'Public, non-secret settings of this server for the web app (map tiles, cities, sign-in providers)',
          response: { 200: ClientConfig },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', `public, max-age=${CACHE_SECONDS}`);
        return clientConfig;
      },
    );
    done();
  };
}
