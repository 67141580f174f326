import { jpeg } from '../src/modules/photos/testing/test-images';
import { uploadPhoto } from '../src/test/http-client';
import { waitFor } from './child-processes';
import {
  batumiDistrictId,
  createListing,
  listing,
  searchBatumi,
  signUp,
  uniqueEmail,
} from './cluster-client';
import { WEB_1, WEB_2, type CheckOutcome, type ClusterContext } from './cluster-context';

const SEARCH_DEADLINE_MS = 2_000;

/**
 * A photo uploaded to web1, attached to a new listing there, is processed by whichever instance runs the
 * jobs, and its renditions are served by web2; once the listing turns Active, every instance's search
 * shows it within 2 s.
 */
export async function checkPhotoAndSearch(context: ClusterContext) {
  const { instances } = context;
  const owner = await signUp(instances.url(WEB_1), uniqueEmail('owner'));
  const token = owner.accessToken ?? '';
  const imageId = await uploadPhoto(instances.url(WEB_1), token, await jpeg(1600, 1200));
  const uploadedAt = Date.now();
  const districtId = await batumiDistrictId(instances.url(WEB_1));
  // Every instance answers this search once before the listing exists: a cache of its own would keep that.
  await Promise.all(instances.names.map((name) => searchBatumi(instances.url(name))));
  const created = await createListing(instances.url(WEB_1), token, districtId, [imageId], 123_457);

  let photo: CheckOutcome;
  let activeAt: number | undefined;
  try {
    const active = await waitFor(
      'listing Active with its processed photo',
      async () => {
        const current = await listing(instances.url(WEB_2), token, created.id);
        return current.publishStatus === 'Active' && current.propertyPhotos[0]?.thumbnailUrl
          ? current
          : undefined;
      },
      { timeoutMs: 30_000, everyMs: 100 },
    );
    activeAt = Date.now();
    const served = await Promise.all(
      [active.propertyPhotos[0]?.thumbnailUrl ?? '', active.propertyPhotos[0]?.originalUrl ?? ''].map(
        async (url) => {
          const response = await fetch(new URL(url, instances.url(WEB_2)));
          const bytes = (await response.arrayBuffer()).byteLength;
          return {
            ok: response.status === 200 && /^image\//.test(response.headers.get('content-type') ?? ''),
            line: `${response.status} ${response.headers.get('content-type')} ${bytes} B`,
          };
        },
      ),
    );
    photo = {
      pass: served.every((answer) => answer.ok),
      detail: `uploaded to ${WEB_1}, processed and Active ${((activeAt - uploadedAt) / 1000).toFixed(1)} s later; ${WEB_2} serves thumbnail ${served[0]?.line}, display ${served[1]?.line}`,
    };
  } catch (error) {
    photo = { pass: false, detail: error instanceof Error ? error.message : String(error) };
  }
  const search =
    activeAt === undefined
      ? { pass: false, detail: 'not run: the listing never turned Active' }
      : await searchEverywhere(context, created.id, activeAt);
  return { photo, search, listingId: created.id };
}

async function searchEverywhere(
  { instances }: ClusterContext,
  id: number,
  activeAt: number,
): Promise<CheckOutcome> {
  const delays = await Promise.all(
    instances.names.map(async (name) => {
      try {
        await waitFor(
          'search shows the listing',
          async () => ((await searchBatumi(instances.url(name))).includes(id) ? true : undefined),
          {
            timeoutMs: SEARCH_DEADLINE_MS + 3_000,
            everyMs: 100,
          },
        );
        return { name, ms: Date.now() - activeAt };
      } catch {
        return { name, ms: Number.POSITIVE_INFINITY };
      }
    }),
  );
  const slowest = Math.max(...delays.map((delay) => delay.ms));
  return {
    pass: slowest <= SEARCH_DEADLINE_MS,
    detail: `${delays.map((delay) => `${delay.name} ${Number.isFinite(delay.ms) ? `${delay.ms} ms` : 'never'}`).join(', ')} after Active (limit ${SEARCH_DEADLINE_MS} ms)`,
  };
}

/** Puts the listing's expiry in the past; the scheduled sweep must make it Inactive, in one run per period. */
export async function startExpiryCheck({ database }: ClusterContext, listingId: number) {
  await database.query(`UPDATE properties SET expiry_date = now() - interval '1 minute' WHERE id = $1`, [
    listingId,
  ]);
  const expiredBy = Date.now();
  return async (context: ClusterContext): Promise<CheckOutcome> => {
    let expiredAfter: string;
    try {
      await waitFor(
        'listing Inactive',
        async () => {
          const { rows } = await context.database.query<{ status: string }>(
            'SELECT publish_status AS status FROM properties WHERE id = $1',
            [listingId],
          );
          return rows[0]?.status === 'Inactive' ? true : undefined;
        },
        { timeoutMs: Math.max(1_000, expiredBy + 95_000 - Date.now()), everyMs: 500 },
      );
      expiredAfter = `expired listing turned Inactive ${((Date.now() - expiredBy) / 1000).toFixed(0)} s after its date passed`;
    } catch {
      return { pass: false, detail: 'the listing whose expiry passed was still not Inactive after 95 s' };
    }
    const runs = await expiryRuns(context);
    return { pass: runs.pass, detail: `${expiredAfter}; ${runs.detail}` };
  };
}

/** The sweep's runs as the durable queue (pg-boss) recorded them: at most one per minute, one at least. */
async function expiryRuns({ database, startedAt }: ClusterContext): Promise<CheckOutcome> {
  const { rows: schema } = await database.query(
    `SELECT 1 FROM information_schema.tables WHERE table_schema = 'pgboss' AND table_name = 'job'`,
  );
  if (schema.length === 0)
    return {
      pass: false,
      detail: 'no pg-boss queue in the database: the sweep is a timer in every instance, not a schedule',
    };
  const { rows } = await database.query<{ minute: string; runs: number; completed: number }>(
    `SELECT date_trunc('minute', created_on)::text AS minute, count(*)::int AS runs,
            count(*) FILTER (WHERE state = 'completed')::int AS completed
       FROM pgboss.job WHERE name ~* 'expir' AND created_on >= $1 GROUP BY 1 ORDER BY 1`,
    [new Date(startedAt)],
  );
  const twice = rows.filter((row) => row.runs > 1);
  const completed = rows.reduce((sum, row) => sum + row.completed, 0);
  return {
    pass: rows.length > 0 && twice.length === 0 && completed > 0,
    detail: `expiry jobs per minute since the start: ${rows.map((row) => `${row.minute.slice(11, 16)}×${row.runs}`).join(', ') || 'none'}; ${completed} completed`,
  };
}
