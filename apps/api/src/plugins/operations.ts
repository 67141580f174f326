import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { trustedProxiesOf } from '../lib/proxy-trust';
import { healthRoutes } from '../modules/health/health.routes';
import { createReadiness } from '../modules/health/readiness';
import { measureRequests, type Metrics } from '../observability/metrics';
import { echoRequestIds, requestIdOf } from '../observability/request-ids';
import { warnOfUntrustedForwardedFor } from './forwarded-for-warning';

/** Fastify options every HTTP server of the app shares (the API and the worker's probes). */
export function operationOptions(config: Pick<Config, 'trustProxy'>) {
  const isTrustedProxy = trustedProxiesOf(config.trustProxy);
  return {
    trustProxy: config.trustProxy ? (address: string) => isTrustedProxy(address) : false,
    genReqId: requestIdOf(isTrustedProxy),
    // A request arriving on a connection that was already open while the server drains is served (with
    // `Connection: close`) rather than refused: the balancer may not retry a 503, and readiness already
    // says 503 so no new work is sent here (decision 027).
    return503OnClosing: false,
  };
}

/**
 * What an operator needs of every HTTP server: request ids answered and logged, the X-Forwarded-For
 * warning, request metrics, and the probes (`app.readiness`, `app.metrics`).
 */
export async function registerOperations(
  app: FastifyInstance,
  { config, database, metrics }: { config: Pick<Config, 'trustProxy'>; database: Database; metrics: Metrics },
) {
  echoRequestIds(app);
  warnOfUntrustedForwardedFor(app, trustedProxiesOf(config.trustProxy));
  measureRequests(app, metrics);
  app.decorate('metrics', metrics);
  const readiness = createReadiness(database);
  app.decorate('readiness', readiness);
  // Once draining, a kept-alive connection is closed after its answer instead of waiting idle for
  // the cut-off: the client (or balancer) opens its next one elsewhere.
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.isDraining) reply.header('Connection', 'close');
  });
  await app.register(healthRoutes(readiness));
}
