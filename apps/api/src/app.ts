import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Storage } from './adapters/storage';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web';
import { healthRoutes } from './modules/health/health.routes';
import { districtRoutes } from './modules/districts/districts.routes';
import { filterRoutes } from './modules/filters/filters.routes';
import { propertyRoutes } from './modules/properties/properties.routes';
import { mediaRoutes } from './modules/photos/media.routes';
import { insightsRoutes } from './modules/insights/insights.routes';
import { clientConfigRoutes } from './modules/client-config/client-config.routes';

export interface Adapters {
  database: Database;
  storage: Storage;
}

/** Builds the whole application: every plugin and module is registered here, in one list. */
export async function buildApp(config: Config, adapters: Adapters, options: FastifyServerOptions = {}) {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy ?? false,
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
    ...options,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  await registerDocs(app);

  const { database, storage } = adapters;
  await app.register(healthRoutes(database));
  await app.register(districtRoutes(database));
  await app.register(filterRoutes(database));
  await app.register(propertyRoutes(database, storage));
  await app.register(insightsRoutes(database));
  await app.register(clientConfigRoutes(config));
  await app.register(mediaRoutes(storage));
  await registerWebApp(app);
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
