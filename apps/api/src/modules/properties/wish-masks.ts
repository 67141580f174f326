import type { ProcessReportSection } from '@sakhli/shared/constants';
import type { LocalizedReportText } from '@sakhli/shared/schemas/process-report';
import type { Db } from '../../db/client';
import type { Log } from '../../lib/log';
import { listingWishMask, reportWishMask, WISH_FEATURES_VERSION } from '../assistant/score/wish-features';
import {
  countListingsShowing,
  forgetPhotoWishes,
  readWishFeaturesState,
  rebuildListingIndexes,
  restartWishFeaturesPass,
  saveWishFeaturesState,
  saveWishMasks,
  selectUnknownWishSources,
  selectWishSources,
  selectWishSourcesOf,
  vacuumListings,
  type WishMaskSource,
} from './wish-masks.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The stored wish masks of the AI Score; tests call `drain()` to finish the background work. */
    wishMasks: WishMasks;
  }
}

/** A listing's photo report texts by section, in every language (reports module, `listingPhotoReports`). */
export type PhotoReportTexts = (
  ids: readonly number[],
) => Promise<Map<number, { texts: Partial<Record<ProcessReportSection, LocalizedReportText>> }>>;

export interface WishMasksOptions {
  db: Db;
  log: Log;
  /** Where photo reports are read from (without it, photos add no wish). */
  photoReports?: PhotoReportTexts;
  /** Rows a pass writes between two VACUUMs of the listings (VACUUM_EVERY; tests lower it). */
  vacuumEvery?: number;
}

/** Listings computed and written per statement. */
const BATCH = 1000;
/**
 * Writing a row's masks leaves its old version behind (the masks are in an index, so the update is not
 * HOT). A pass that writes this many rows VACUUMs the table, and at its end once more (with ANALYZE) and
 * rebuilds the table's indexes: the old versions are reclaimed and reused as it goes, so a pass over a
 * million listings grows the table by about a tenth rather than doubling it, index-only scans keep
 * working (they need the pages marked all-visible again, which autovacuum would do only much later), and
 * the indexes are as compact as before the pass.
 */
const VACUUM_EVERY = 100_000;
/** `nextId` of a finished pass over every listing. */
const DONE = 2_147_483_647;

/**
 * Keeps the wish masks of the AI Score stored per listing (decision 024). A listing's own mask is
 * written by the listing service with its content; this computes the rest in the background, one batch
 * at a time: listings whose photo report changed (`refresh`), and a pass (`schedule`: after start, and
 * whenever a search met a listing without masks) over every listing when the stored masks are of
 * another WISH_FEATURES_VERSION, then over those whose masks are missing. Refreshes go before the
 * pass's next batch.
 */
export function createWishMasks({ db, log, photoReports, vacuumEvery = VACUUM_EVERY }: WishMasksOptions) {
  const refreshing = new Set<number>();
  const measured: (readonly string[])[] = [];
  let isPassRequested = false;
  let isStopped = false;
  let running: Promise<void> | undefined;

  async function compute(sources: readonly WishMaskSource[]): Promise<number> {
    if (sources.length === 0) return 0;
    const reports = photoReports ? await photoReports(sources.map((source) => source.id)) : undefined;
    return saveWishMasks(
      db,
      sources.map((source) => ({
        id: source.id,
        version: source.version,
        listingWishes: listingWishMask(source),
        photoWishes: reportWishMask(reports?.get(source.id)?.texts),
      })),
    );
  }

  /** The batches of one pass: every listing from where the pass stopped, if needed, then the unknown. */
  async function* passBatches(): AsyncGenerator<WishMaskSource[]> {
    let state = await readWishFeaturesState(db);
    if (state.version !== WISH_FEATURES_VERSION) {
      state = { version: WISH_FEATURES_VERSION, nextId: 0 };
      await saveWishFeaturesState(db, state);
    }
    while (state.nextId < DONE) {
      const sources = await selectWishSources(db, state.nextId, BATCH);
      yield sources;
      state = { ...state, nextId: sources.length < BATCH ? DONE : sources.at(-1)!.id + 1 };
      await saveWishFeaturesState(db, state);
    }
    for (let afterId = 0; ;) {
      const sources = await selectUnknownWishSources(db, afterId, BATCH);
      if (sources.length === 0) return;
      yield sources;
      afterId = sources.at(-1)!.id;
    }
  }

  async function work(): Promise<void> {
    let pass: AsyncGenerator<WishMaskSource[]> | undefined;
    let written = 0;
    let sinceVacuum = 0;
    let started = 0;
    while (!isStopped) {
      const displayKeys = measured.shift();
      if (displayKeys) {
        // When the pass over every listing starts over, one under way is dropped: the next begins anew.
        if (await followMeasuredPhotos(displayKeys)) pass = undefined;
        continue;
      }
      if (refreshing.size > 0) {
        const ids = [...refreshing].slice(0, BATCH);
        for (const id of ids) refreshing.delete(id);
        await compute(await selectWishSourcesOf(db, ids));
        continue;
      }
      if (!pass) {
        if (!isPassRequested) return;
        isPassRequested = false;
        pass = passBatches();
        written = 0;
        started = performance.now();
      }
      const batch = await pass.next();
      if (batch.done) {
        pass = undefined;
        if (written === 0) continue;
        if (written >= vacuumEvery) {
          await vacuumListings(db, { analyze: true });
          await rebuildListingIndexes(db);
        }
        sinceVacuum = 0;
        log.info(`wish masks: ${written} listings written in ${Math.round(performance.now() - started)} ms`);
        continue;
      }
      const count = await compute(batch.value);
      written += count;
      sinceVacuum += count;
      if (sinceVacuum >= vacuumEvery) {
        await vacuumListings(db, { analyze: false });
        sinceVacuum = 0;
      }
    }
  }

  /**
   * Photos were measured by the pass over unmeasured ones: the listings showing them get their photo
   * masks computed again. The demo listings share a pool of photos, so this can be every listing: then
   * the pass over every listing starts over (it writes only the masks that change, vacuuming as it goes)
   * rather than one statement setting a million masks to null. True when it started that pass over.
   */
  async function followMeasuredPhotos(displayKeys: readonly string[]): Promise<boolean> {
    const count = await countListingsShowing(db, displayKeys);
    if (count === 0) return false;
    isPassRequested = true;
    if (count <= vacuumEvery) {
      await forgetPhotoWishes(db, displayKeys);
      return false;
    }
    await restartWishFeaturesPass(db);
    return true;
  }

  function schedule(): void {
    isPassRequested = true;
    start();
  }

  function start() {
    if (running || isStopped) return;
    running = work()
      .catch((error: unknown) => log.error({ err: error }, 'wish masks: background work failed'))
      .finally(() => {
        running = undefined;
        if (refreshing.size > 0 || measured.length > 0) start();
      });
  }

  return {
    /** These listings' photo reports changed: their masks are computed again in the background. */
    refresh(ids: readonly number[]): void {
      for (const id of ids) refreshing.add(id);
      start();
    },
    /** Asks for a pass (another one after the current, if one runs). Returns at once. */
    schedule,
    /** Photos were measured (the pass over unmeasured ones): see `followMeasuredPhotos`. */
    onPhotosMeasured(displayKeys: readonly string[]): void {
      measured.push(displayKeys);
      start();
    },
    /** Waits for the background work (tests, benchmarks). */
    async drain(): Promise<void> {
      while (running) await running;
    },
    async stop(): Promise<void> {
      isStopped = true;
      await running;
    },
  };
}
export type WishMasks = ReturnType<typeof createWishMasks>;
