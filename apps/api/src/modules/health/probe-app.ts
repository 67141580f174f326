import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Metrics } from '../../observability/metrics';
import { registerErrorHandler } from '../../plugins/errors';
import { operationOptions, registerOperations } from '../../plugins/operations';

/**
 * ROLE=worker's HTTP server: the probes only, so an orchestrator can tell a stuck worker from a
 * healthy one; no public API, so a worker wrongly put behind the balancer serves nobody (decision 027).
 */
export async function buildProbeApp(config: Config, database: Database, metrics: Metrics) {
  const app = Fastify({ logger: { level: config.logLevel }, ...operationOptions(config) });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerOperations(app, { config, database, metrics });
  return app;
}
