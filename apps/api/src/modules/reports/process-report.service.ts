import { buffer } from 'node:stream/consumers';
import { PROCESS_REPORT_SECTIONS, type ProcessReportSection } from '@sakhli/shared/constants';
import type { Language } from '@sakhli/shared/enums';
import type {
  LocalizedReportText,
  ProcessReport,
  VisionProcessReport,
} from '@sakhli/shared/schemas/process-report';
import type { LlmClient } from '../../adapters/llm';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createConcurrencyLimit } from '../../lib/concurrency-limit';
import type { Log } from '../../lib/log';
import { propertyExists } from '../photos/photos.repository';
import { BUILTIN_SECTIONS, builtinTexts } from './builtin-report';
import { combineStatistics, type ListingPhotoFacts } from './photo-facts';
import { measurePhoto, type PhotoStatistics } from './photo-statistics';
import {
  hasPhotosInProcessing,
  photoSetOf,
  saveStatistics,
  saveVisionReport,
  selectReportPhotos,
  selectVisionReports,
  type MeasuredRendition,
  type ReportPhoto,
  type StoredVisionReport,
} from './process-report.repository';
import { describeListingPhotos, visionImage } from './vision-report';

/** A failed vision attempt is not repeated for the same photos before this long. */
const VISION_RETRY_MS = 60 * 60 * 1000;

export interface ProcessReportsOptions {
  db: Db;
  storage: Storage;
  /** The OpenAI-compatible client; vision reports need VISION_MODEL. */
  llm: LlmClient | undefined;
  log: Log;
  now?: () => Date;
  /** A listing's report changed (its photos measured, a vision report stored): the AI Score follows. */
  onReportChanged?: (propertyId: number) => void;
  /** Photo renditions measured by the pass over unmeasured ones (shared by many demo listings). */
  onPhotosMeasured?: (displayKeys: string[]) => void;
}

/** What a report says about a listing, in every language (for the AI Score). */
export interface ListingPhotoReport {
  source: ProcessReport['source'];
  texts: Partial<Record<ProcessReportSection, LocalizedReportText>>;
  /** The pixel facts of the analysed photos (null when none are measured yet). */
  facts: ListingPhotoFacts | null;
  analysedPhotoCount: number;
}

async function readBytes(storage: Storage, key: string): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw new Error(`photo rendition ${key} is missing from storage`);
  return buffer(object.body);
}

export function createProcessReportService(options: ProcessReportsOptions) {
  const { db, storage, llm, log } = options;
  const now = options.now ?? (() => new Date());
  const hasVision = llm?.capabilities.vision === true;
  // One photo decode at a time: reports are background work next to uploads and searches.
  const decodeLimit = createConcurrencyLimit(1);

  /** Decodes and measures a rendition; undefined (logged) when it cannot be read. */
  async function measure(key: string, photoId?: number): Promise<PhotoStatistics | undefined> {
    try {
      return await decodeLimit(async () => measurePhoto(await readBytes(storage, key)));
    } catch (error) {
      log.warn({ err: error, photoId, key }, 'photo statistics failed');
      return undefined;
    }
  }

  /**
   * Stores what was measured in one statement; a failure is logged (this report uses the figures anyway,
   * and the photos count as unmeasured next time).
   */
  async function save(measuredRenditions: MeasuredRendition[]): Promise<boolean> {
    try {
      await saveStatistics(db, measuredRenditions);
      return true;
    } catch (error) {
      log.warn({ err: error }, 'photo statistics not saved');
      return false;
    }
  }

  /** The photos with statistics, measuring those that had none (one that cannot be read stays without). */
  async function measured(photos: readonly ReportPhoto[]): Promise<ReportPhoto[]> {
    const after = await Promise.all(
      photos.map(async (photo) =>
        photo.statistics ? photo : { ...photo, statistics: await measure(photo.displayKey, photo.id) },
      ),
    );
    const fresh = after.flatMap((photo, index) =>
      photo.statistics && !photos[index]!.statistics
        ? [{ storageKey: photo.displayKey, statistics: photo.statistics }]
        : [],
    );
    const propertyId = photos[0]?.propertyId;
    if (propertyId !== undefined && fresh.length > 0 && (await save(fresh)))
      options.onReportChanged?.(propertyId);
    return after;
  }

  const factsOf = (photos: readonly ReportPhoto[]) =>
    combineStatistics(
      photos.flatMap((photo) => (photo.statistics ? [{ ...photo, statistics: photo.statistics }] : [])),
    );

  const isFreshVision = (report: StoredVisionReport | undefined, photoSet: string) =>
    report?.source === 'vision' && report.photoSet === photoSet;

  /** Whether a vision report of these photos is worth asking for now. */
  const isVisionDue = (report: StoredVisionReport | undefined, photoSet: string) =>
    hasVision &&
    !isFreshVision(report, photoSet) &&
    !(report?.photoSet === photoSet && now().getTime() - report.updatedAt.getTime() < VISION_RETRY_MS);

  /**
   * The photo report of the listing's photos as they are now, in every language: the vision report
   * when it describes exactly these photos, else the built-in texts from the measured ones.
   */
  function compose(
    photos: readonly ReportPhoto[],
    vision: StoredVisionReport | undefined,
  ): ListingPhotoReport {
    const facts = factsOf(photos) ?? null;
    if (isFreshVision(vision, photoSetOf(photos))) {
      return { source: 'vision', texts: vision!.sections, facts, analysedPhotoCount: photos.length };
    }
    const texts: ListingPhotoReport['texts'] = {};
    if (facts) {
      const [ka, en, ru] = [builtinTexts(facts, 'ka'), builtinTexts(facts, 'en'), builtinTexts(facts, 'ru')];
      for (const section of BUILTIN_SECTIONS) {
        texts[section] = { ka: ka[section], en: en[section], ru: ru[section] };
      }
    }
    return { source: 'builtin', texts, facts, analysedPhotoCount: facts?.photoCount ?? 0 };
  }

  /** After a listing's photos are processed: measure them, then ask the vision model (when configured). */
  async function generate(propertyId: number): Promise<void> {
    const photos = (await selectReportPhotos(db, [propertyId])).get(propertyId) ?? [];
    await measured(photos);
    if (photos.length === 0 || !llm || !hasVision) return;
    // More photos are coming: the last one's completion asks again.
    if (await hasPhotosInProcessing(db, propertyId)) return;
    const photoSet = photoSetOf(photos);
    if (!isVisionDue((await selectVisionReports(db, [propertyId])).get(propertyId), photoSet)) return;
    let sections: VisionProcessReport | null = null;
    try {
      const images = await Promise.all(
        photos.map((photo) =>
          decodeLimit(async () => visionImage(await readBytes(storage, photo.displayKey))),
        ),
      );
      sections = await describeListingPhotos(llm, images);
    } catch (error) {
      // The built-in report stands in; the next photo change (or an hour) tries again.
      log.warn({ err: error, propertyId }, 'vision process report failed; the built-in report answers');
    }
    await saveVisionReport(db, propertyId, photoSet, sections);
    if (sections) options.onReportChanged?.(propertyId);
  }

  return {
    generate,

    /**
     * GET /api/Property/{id}/process-report (the route admits Moderators and Admins): the vision report
     * when one describes the current photos, otherwise the built-in one (photos measured now if needed).
     * `requestVision` is called when a vision report is due, to have it made in the background.
     */
    async read(
      propertyId: number,
      language: Language,
      requestVision: () => Promise<void>,
    ): Promise<ProcessReport> {
      const photos = (await selectReportPhotos(db, [propertyId])).get(propertyId) ?? [];
      if (photos.length === 0) {
        if (!(await propertyExists(db, propertyId)))
          throw new AppError('PROPERTY_NOT_FOUND', 404, 'Property not found');
        throw new AppError(
          'PROCESS_REPORT_NOT_READY',
          404,
          'The listing has no processed photos to report on',
        );
      }
      const vision = (await selectVisionReports(db, [propertyId])).get(propertyId);
      if (isVisionDue(vision, photoSetOf(photos))) await requestVision();
      const report = compose(await measured(photos), vision);
      const sections = Object.fromEntries(
        PROCESS_REPORT_SECTIONS.map((section) => {
          const text = report.texts[section]?.[language] ?? null;
          return [section, { text, hasProcessed: text !== null }];
        }),
      ) as ProcessReport['sections'];
      return {
        propertyId,
        source: report.source,
        language,
        analysedPhotoCount: report.analysedPhotoCount,
        sections,
      };
    },

    /**
     * The photo reports of these listings from what is stored (no photo is decoded here), for the AI
     * Score. Listings with unmeasured photos are answered with what is known and returned in `unmeasured`.
     */
    async forListings(
      propertyIds: readonly number[],
    ): Promise<{ reports: Map<number, ListingPhotoReport>; unmeasured: number[] }> {
      const [photosByListing, visionReports] = await Promise.all([
        selectReportPhotos(db, propertyIds),
        selectVisionReports(db, propertyIds),
      ]);
      const reports = new Map<number, ListingPhotoReport>();
      const unmeasured: number[] = [];
      for (const [propertyId, photos] of photosByListing) {
        if (photos.some((photo) => !photo.statistics)) unmeasured.push(propertyId);
        reports.set(propertyId, compose(photos, visionReports.get(propertyId)));
      }
      return { reports, unmeasured };
    },

    /** Measures these photo renditions (the background pass over unmeasured ones); answers how many it could. */
    async measureKeys(keys: readonly string[]): Promise<number> {
      const measuredRenditions: MeasuredRendition[] = [];
      for (const key of keys) {
        const statistics = await measure(key);
        if (statistics) measuredRenditions.push({ storageKey: key, statistics });
      }
      if (measuredRenditions.length === 0 || !(await save(measuredRenditions))) return 0;
      options.onPhotosMeasured?.(measuredRenditions.map((rendition) => rendition.storageKey));
      return measuredRenditions.length;
    },
  };
}
export type ProcessReportService = ReturnType<typeof createProcessReportService>;
