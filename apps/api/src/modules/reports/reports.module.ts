import type { FastifyInstance } from 'fastify';
import type { Language } from '@sakhli/shared/enums';
import { processReportRoutes } from './process-report.routes';
import { selectUnmeasuredKeys } from './process-report.repository';
import {
  createProcessReportService,
  type ListingPhotoReport,
  type ProcessReportsOptions,
} from './process-report.service';
import type { JobQueue } from '../../jobs/queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The photo process reports: tests call `drain()` to finish the background work deterministically. */
    processReports: ProcessReports;
  }
}

/** Unmeasured photos are looked up in batches of this many storage keys. */
const MEASURE_BATCH = 100;
/** Listings whose photos the AI Score found unmeasured are queued at most this many per call. */
const SCORE_QUEUE_LIMIT = 20;

const REPORT_QUEUE = 'process-report';
/** The pass over unmeasured photos: one job at a time across instances, whichever instances ask for it. */
const MEASURING_QUEUE = 'photo-measuring';

export interface ProcessReportJobsOptions {
  jobs: JobQueue;
  /** After each measuring pass, failed or not (the AI Score's wish masks follow the photos measured). */
  afterMeasuring?: () => void;
}

/**
 * The photo process report (decision 012). Reports are made by the durable job queue, one listing per
 * job and a listing asked for twice before its turn made once: after a listing's photos are processed
 * (the photo jobs call `onPropertyPhotosReady`), when a moderator reads a report that a vision model
 * should redo, and for listings the AI Score found unmeasured. Photos never measured (the demo listings'
 * shared pool, photos of listings saved after their photos were processed) are measured in one pass, a
 * job that every job-running instance asks for at its start and one of them runs.
 */
export function createProcessReports(options: ProcessReportsOptions & ProcessReportJobsOptions) {
  const { jobs, log } = options;
  const service = createProcessReportService(options);
  jobs.define<{ propertyId: number }>(REPORT_QUEUE, {
    policy: 'perKey',
    retryLimit: 2,
    // A vision model reads every photo of the listing: minutes, not seconds, before another instance may retry.
    leaseSeconds: 900,
    handle: ({ propertyId }) => service.generate(propertyId),
  });
  const queueReport = (propertyId: number) =>
    jobs.enqueue(REPORT_QUEUE, { propertyId }, { singletonKey: String(propertyId) }).then(() => undefined);
  let measuring: Promise<number> | undefined;
  let isStopped = false;

  /** Measures every photo a report would use that has no statistics yet; answers how many it measured. */
  async function measurePass(): Promise<number> {
    const attempted = new Set<string>();
    let measured = 0;
    for (;;) {
      const keys = (await selectUnmeasuredKeys(options.db, MEASURE_BATCH)).filter(
        (key) => !attempted.has(key),
      );
      // The app is closing: the job is tried again later (here or by another instance).
      if (isStopped) throw new Error(`stopped after measuring ${measured} photos`);
      // Nothing left, or only photos that could not be read (missing from storage): done.
      if (keys.length === 0) return measured;
      for (const key of keys) attempted.add(key);
      measured += await service.measureKeys(keys);
    }
  }

  /** One pass at a time in this process: a call while one runs answers that one. */
  const measureUnmeasured = () =>
    (measuring ??= measurePass().finally(() => {
      measuring = undefined;
    }));

  jobs.define(MEASURING_QUEUE, {
    policy: 'perKey',
    retryLimit: 2,
    // Decoding a large photo pool one picture at a time takes minutes; past this another instance redoes it.
    leaseSeconds: 1800,
    async handle() {
      const started = performance.now();
      try {
        const count = await measureUnmeasured();
        if (count > 0)
          log.info(
            `process reports: ${count} photos measured in ${Math.round(performance.now() - started)} ms`,
          );
      } finally {
        options.afterMeasuring?.();
      }
    },
  });

  return {
    /** For the photo jobs: every photo of the listing is processed; its report is queued. */
    onPropertyPhotosReady: queueReport,
    read: (propertyId: number, language: Language) =>
      service.read(propertyId, language, () => queueReport(propertyId)),
    /**
     * The photo reports of these listings (texts in ka, en and ru, and the pixel facts), for the AI Score.
     * Answers from what is stored, within milliseconds; photos not measured yet are measured in the
     * background for next time.
     */
    async listingPhotoReports(propertyIds: readonly number[]): Promise<Map<number, ListingPhotoReport>> {
      const { reports, unmeasured } = await service.forListings(propertyIds);
      await jobs.enqueueMany(
        REPORT_QUEUE,
        unmeasured
          .slice(0, SCORE_QUEUE_LIMIT)
          .map((propertyId) => ({ data: { propertyId }, singletonKey: String(propertyId) })),
      );
      return reports;
    },
    /**
     * Asks for the pass over unmeasured photos. Instances that ask while it waits share one job; the
     * instance that runs it then schedules the wish masks (`afterMeasuring`).
     */
    queueMeasuring: () =>
      jobs.enqueue(MEASURING_QUEUE, {}, { singletonKey: MEASURING_QUEUE }).then(() => undefined),
    /** Runs the pass over unmeasured photos here, now (tests, benchmarks); answers how many it measured. */
    measureUnmeasured,
    /** Waits for the measuring pass and the queued work (tests). */
    async drain(): Promise<void> {
      await measuring?.catch(() => undefined);
      await jobs.drain();
    },
    async stop(): Promise<void> {
      isStopped = true;
      await measuring?.catch(() => undefined);
    },
  };
}
export type ProcessReports = ReturnType<typeof createProcessReports>;

/**
 * GET /api/Property/{id}/process-report and the background work. The measuring pass is queued once the
 * server listens (app.ts) and stops with the app; an app that only answers `inject()` (tests) measures
 * on demand.
 */
export async function registerProcessReports(
  app: FastifyInstance,
  options: Omit<ProcessReportsOptions, 'log'> & ProcessReportJobsOptions,
): Promise<ProcessReports> {
  const log = app.log.child({ module: 'process-reports' });
  const reports = createProcessReports({ ...options, log });
  app.decorate('processReports', reports);
  app.addHook('onClose', async () => reports.stop());
  await app.register(processReportRoutes(reports));
  return reports;
}
