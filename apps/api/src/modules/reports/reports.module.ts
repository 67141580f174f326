import type { FastifyInstance } from 'fastify';
import type { Language } from '@sakhli/shared/enums';
import { processReportRoutes } from './process-report.routes';
import { selectUnmeasuredKeys } from './process-report.repository';
import {
  createProcessReportService,
  type ListingPhotoReport,
  type ProcessReportsOptions,
} from './process-report.service';
import { createKeyedQueue } from './report-queue';

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

/**
 * The photo process report (decision 012). Work happens in one background queue: after a listing's
 * photos are processed (the photo jobs call `onPropertyPhotosReady`), when a moderator reads a report
 * that a vision model should redo, and in one pass after start that measures photos never measured
 * (the demo listings' shared pool, photos of listings saved after their photos were processed).
 */
export function createProcessReports(options: ProcessReportsOptions) {
  const service = createProcessReportService(options);
  const queue = createKeyedQueue<number>((propertyId) => service.generate(propertyId), options.log);
  let measuring: Promise<number> | undefined;
  let isStopped = false;

  /** Measures every photo a report would use that has no statistics yet; answers how many it measured. */
  async function measureUnmeasured(): Promise<number> {
    const attempted = new Set<string>();
    let measured = 0;
    for (;;) {
      const keys = (await selectUnmeasuredKeys(options.db, MEASURE_BATCH)).filter(
        (key) => !attempted.has(key),
      );
      // Nothing left, or only photos that could not be read (missing from storage): stop.
      if (keys.length === 0 || isStopped) return measured;
      for (const key of keys) attempted.add(key);
      measured += await service.measureKeys(keys);
    }
  }

  return {
    /** For the photo jobs: every photo of the listing is processed. Returns at once. */
    onPropertyPhotosReady(propertyId: number): void {
      queue.schedule(propertyId);
    },
    read: (propertyId: number, language: Language) =>
      service.read(propertyId, language, () => queue.schedule(propertyId)),
    /**
     * The photo reports of these listings (texts in ka, en and ru, and the pixel facts), for the AI Score.
     * Answers from what is stored, within milliseconds; photos not measured yet are measured in the
     * background for next time.
     */
    async listingPhotoReports(propertyIds: readonly number[]): Promise<Map<number, ListingPhotoReport>> {
      const { reports, unmeasured } = await service.forListings(propertyIds);
      for (const propertyId of unmeasured.slice(0, SCORE_QUEUE_LIMIT)) queue.schedule(propertyId);
      return reports;
    },
    /** Starts the pass over unmeasured photos (once; later calls answer the same pass). */
    measureUnmeasured(): Promise<number> {
      measuring ??= measureUnmeasured();
      return measuring;
    },
    /** Waits for the queued work and the measuring pass. */
    async drain(): Promise<void> {
      await measuring;
      await queue.drain();
    },
    async stop(): Promise<void> {
      isStopped = true;
      await Promise.all([queue.stop(), measuring]);
    },
  };
}
export type ProcessReports = ReturnType<typeof createProcessReports>;

/**
 * GET /api/Property/{id}/process-report and the background work. The measuring pass starts once the
 * server listens (it never delays the start) and stops with the app; an app that only answers
 * `inject()` (tests) measures on demand.
 */
export async function registerProcessReports(
  app: FastifyInstance,
  options: Omit<ProcessReportsOptions, 'log'>,
): Promise<ProcessReports> {
  const log = app.log.child({ module: 'process-reports' });
  const reports = createProcessReports({ ...options, log });
  app.decorate('processReports', reports);
  app.addHook('onListen', async () => {
    const started = performance.now();
    void reports.measureUnmeasured().then(
      (count) => {
        if (count > 0)
          log.info(
            `process reports: ${count} photos measured in ${Math.round(performance.now() - started)} ms`,
          );
      },
      (error: unknown) => log.error({ err: error }, 'process reports: measuring pass failed'),
    );
  });
  app.addHook('onClose', async () => reports.stop());
  await app.register(processReportRoutes(reports));
  return reports;
}
