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
  options: { database: Database; role: 'all' | 'web' | 'worker'; timings?: Partial<QueueTimings> },
  metrics: Metrics,
) {
  const jobs = createJobQueue({
    ...options,
    log: app.log.child({ module: 'jobs' }),
    onJobFailed: (queue) => metrics.jobFailures.inc({ queue }),
  });
  metrics.addQueueDepthSource(async () =>
    Object.fromEntries(Object.entries(await jobs.depth()).map(([queue, counts]) => [queue, counts.waiting])),
  );
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  return jobs;
}
