import { eq, inArray, sql } from 'drizzle-orm';
import { restrictFilterToScope } from '@sakhli/shared/rules/filter-scope';
import type { ChatResponse } from '@sakhli/shared/schemas/chat';
import type { PropertyChunk } from '@sakhli/shared/schemas/property';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { properties } from '../src/db/schema/index';
import { reportText } from '../src/modules/assistant/score/scorable-listing';
import { scoreFeatures, scorePlanOf } from '../src/modules/assistant/score/score';
import { listingWishMask } from '../src/modules/assistant/score/wish-features';
import { selectScoredListings } from '../src/modules/properties/chat-ranking.repository';
import { searchConditions } from '../src/modules/properties/search-conditions';
import { median, percentile } from './statistics';

const SCOPE = { city: 'Tbilisi', listingType: 'Sale', propertyType: 'Apartment' } as const;
const SAMPLE = 2000;
const CHUNK = '/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=Apartment';

/**
 * The scores the search answers, checked against the scorer as it was before the masks were stored
 * (decision 013: the description and the photo report read on the request as one text) for a random
 * sample of the chat's matches; and chunk 1 as first answered against the same chunk cut from the kept
 * order. Answers one line for the report.
 */
export async function verifyScores(
  app: App,
  db: Db,
  headers: Record<string, string>,
  chatId: string,
  name: string,
): Promise<string> {
  const state = await app.inject({
    method: 'GET',
    url: `/api/Chat/${SCOPE.city}/${SCOPE.listingType}/${SCOPE.propertyType}/${chatId}`,
    headers,
  });
  const chat = state.json<ChatResponse>();
  const criteria = { ...SCOPE, filter: restrictFilterToScope(chat.filters, SCOPE) };
  const sample = await db
    .select({ id: properties.id })
    .from(properties)
    .where(searchConditions(criteria))
    .orderBy(sql`random()`)
    .limit(SAMPLE);
  const ids = sample.map((row) => row.id);
  const listings = await db.select().from(properties).where(inArray(properties.id, ids));
  const reports = await app.processReports.listingPhotoReports(ids);
  const plan = scorePlanOf(chat);
  const keys = chat.wishes.map((wish) => wish.key);
  const before = new Map(
    listings.map((listing) => {
      const text = [listing.description, reportText(reports.get(listing.id)?.texts)]
        .filter(Boolean)
        .join('\n');
      const wishMask = listingWishMask({ ...listing, description: text }, keys);
      const price = chat.filters.currency === 'GEL' ? listing.priceGel : listing.priceUsd;
      return [listing.id, scoreFeatures(plan, { wishMask, price, size: listing.size })];
    }),
  );
  const scored = await selectScoredListings(db, ids, plan);
  let equal = 0;
  const differences: string[] = [];
  scored.ids.forEach((id, index) => {
    if (before.get(id) === scored.scores[index]) equal += 1;
    else differences.push(`${id}: ${before.get(id)} → ${scored.scores[index]}`);
  });

  const chunk = async (query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `${CHUNK}&chatId=${chatId}&sortBy=SemanticScore&${query}`,
      headers,
    });
    return response.json<PropertyChunk>().items.map((item) => `${item.id}:${item.semanticScore}`);
  };
  const [answered, cut] = [
    await chunk('chunkNumber=1'),
    await chunk('chunkNumber=1&chunkSize=1&pageSize=75'),
  ];
  const isSame = answered.join() === cut.join();
  return `${name}: ${equal} of ${scored.ids.length} sampled matches score as the scorer before decision 024 did${differences.length > 0 ? ` (differ: ${differences.slice(0, 5).join(', ')})` : ''}; chunk 1 as first answered ${isSame ? 'equals' : 'DIFFERS from'} the kept order's first 75.`;
}

/**
 * What a photo report finishing adds (decision 024): a listing's masks computed again (its report read,
 * the matchers run) and written, in the background queue. Timed for random listings whose photo mask is
 * cleared first, so that each refresh writes.
 */
export async function timeRefresh(app: App, db: Db, count = 100): Promise<string> {
  const sample = await db
    .select({ id: properties.id })
    .from(properties)
    .orderBy(sql`random()`)
    .limit(count);
  const times: number[] = [];
  for (const { id } of sample) {
    await db.update(properties).set({ photoWishes: null }).where(eq(properties.id, id));
    const started = performance.now();
    app.wishMasks.refresh([id]);
    await app.wishMasks.drain();
    times.push(performance.now() - started);
  }
  return `a photo report finishing, its listing's masks computed again and written (\`wishMasks.refresh\`, in the background): p50 ${median(times).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms over ${times.length} random listings.`;
}
