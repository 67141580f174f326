import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics: the jobs and tests reach them here. */
    metrics: Metrics;
  }
}

/** Jobs waiting per queue name, as a queue reports them when scraped. */
export type QueueDepthSource = () => Promise<Record<string, number>>;

let processRegistry: Registry | undefined;

/**
 * Event-loop delay, memory, CPU, handles: one set per process, whatever the number of apps in it (tests
 * build many), so they live in a registry of their own, merged into every scrape.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** One registry per app (never prom-client's global one): a test's app sees only its own numbers. */
export function createMetrics(database?: Pick<Database, 'poolStats'>) {
  const registry = new Registry();
  const registers = [registry];
  const labelNames = ['method', 'route', 'status_code'] as const;
  const httpRequests = new Counter({
    name: 'sakhli_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status code',
    labelNames,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'sakhli_http_request_duration_seconds',
    help: 'Time from the request until its answer was sent, by route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const cacheHits = new Counter({
    name: 'sakhli_cache_hits_total',
    help: 'Lookups answered from a cache, by cache',
    labelNames: ['cache'],
    registers,
  });
  const cacheMisses = new Counter({
    name: 'sakhli_cache_misses_total',
    help: 'Lookups a cache could not answer, by cache',
    labelNames: ['cache'],
    registers,
  });
  const queueDepthSources: QueueDepthSource[] = [];
  new Gauge({
    name: 'sakhli_queue_depth',
    help: 'Jobs waiting, by queue',
    labelNames: ['queue'],
    registers,
    async collect() {
      this.reset();
      for (const source of queueDepthSources) {
        for (const [queue, depth] of Object.entries(await source())) this.set({ queue }, depth);
      }
    },
  });
  const jobFailures = new Counter({
    name: 'sakhli_job_failures_total',
    help: 'Job attempts that failed, by queue',
    labelNames: ['queue'],
    registers,
  });
  const poolStats = database?.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'sakhli_db_pool_connections',
      help: 'Connections of the database pool: open (total) and unused (idle)',
      labelNames: ['state'],
      registers,
      collect() {
        const { total, idle } = poolStats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
      },
    });
    new Gauge({
      name: 'sakhli_db_pool_waiting',
      help: 'Queries waiting for a connection of the database pool',
      registers,
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }

  return {
    registry,
    /** Counts one request; `route` is the route's pattern, never the raw URL (unbounded series). */
    observeRequest(labels: { method: string; route: string; statusCode: number }, seconds: number) {
      const values = { method: labels.method, route: labels.route, status_code: labels.statusCode };
      httpRequests.inc(values);
      httpDuration.observe(values, seconds);
    },
    /** The hook a cache calls on each lookup, for its hit ratio. */
    cacheLookups(cache: string): (isHit: boolean) => void {
      return (isHit) => (isHit ? cacheHits : cacheMisses).inc({ cache });
    },
    /** A queue registers how to count its waiting jobs; it is asked at every scrape. */
    addQueueDepthSource(source: QueueDepthSource): void {
      queueDepthSources.push(source);
    },
    /** `jobFailures.inc({ queue })` at each failed attempt. */
    jobFailures,
    /** The Prometheus text of this app and of the process. */
    async scrape(): Promise<{ contentType: string; text: string }> {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, text: await merged.metrics() };
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** Request count and latency of every answered request, 404s under the route `(unmatched)`. */
export function measureRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(unmatched)',
        statusCode: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });
}
