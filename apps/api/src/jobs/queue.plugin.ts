import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { Metrics } from '../observability/metrics';
import { createJobQueue, type JobQueue, type QueueTimings } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (tests drain it). */
    jobs: JobQueue;
  }
}

/**
 * The app's job queue: modules define their queues while the app is built, it starts once the app is
 * ready (every queue known) and stops, waiting for the attempts under way, when the app closes.
 */
export function registerJobQueue(
  app: FastifyInstance,
  options: {
    database: Database;
    role: 'all' | 'web' | 'worker';
    timings?: Partial<QueueTimings>;
    /**
     * Tests: the queue starts at the first request that may write (not GET or HEAD: its handler may
     * enqueue in a transaction) or the first direct use, not when the app is ready. A worker, which
     * serves no request, always starts when ready.
     */
    startsWhenUsed?: boolean;
  },
  metrics: Metrics,
) {
  const startsWhenUsed = options.startsWhenUsed === true && options.role !== 'worker';
  const jobs = createJobQueue({
    ...options,
    startsWhenUsed,
    log: app.log.child({ module: 'jobs' }),
    onJobFailed: (queue) => metrics.jobFailures.inc({ queue }),
  });
  metrics.addQueueDepthSource(async () =>
    Object.fromEntries(Object.entries(await jobs.depth()).map(([queue, counts]) => [queue, counts.waiting])),
  );
  app.decorate('jobs', jobs);
  if (!startsWhenUsed) app.addHook('onReady', () => jobs.start());
  else
    app.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') await jobs.start();
    });
  app.addHook('onClose', () => jobs.stop());
  return jobs;
}
