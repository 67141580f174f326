import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WISH_KEYS, type Wish } from '@sakhli/shared/schemas/assistant';
import { EMPTY_FILTER, type Filter } from '@sakhli/shared/schemas/filter';
import type { Database, Db } from '../../db/client';
import { properties } from '../../db/schema/index';
import { openTestDatabase } from '../../test/test-app';
import { createScorer, scoreFeatures, scorePlanOf } from '../assistant/score/score';
import { rankForChat, topOfRanking } from './chat-ranking';
import { selectScoredListings } from './chat-ranking.repository';
import { createListingBuilder, insertListings, insertSearchFixtures } from './test-fixtures';
import { createWishMasks } from './wish-masks';

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function randomOf(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const PHRASES = [
  'Sunny flat with a balcony',
  'no balcony',
  'quiet street, 5 minutes to the metro',
  'view of Old Tbilisi',
  'panoramic windows',
  'без лифта',
  'светлая квартира с парковкой',
  'ნათელი ბინა აივნით',
  'pets not allowed',
  'new kitchen, air conditioning, storage room',
  'near a school and a park',
  'A plain flat.',
];

describe('the AI Score in PostgreSQL', () => {
  let database: Database;
  let db: Db;
  let ids: number[];
  const random = randomOf(24);
  const errors: unknown[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    const build = createListingBuilder(await insertSearchFixtures(db));
    const pick = () => PHRASES[Math.floor(random() * PHRASES.length)]!;
    ids = await insertListings(
      db,
      Array.from({ length: 240 }, (_, index) => {
        const totalFloors = 2 + Math.floor(random() * 20);
        return build({
          description: `${pick()}. ${pick()}.`,
          // Cents and exact budget ratios, where rounding would tell two ways of computing apart.
          price: index % 7 === 0 ? 140_000 : Math.round(40_000 + random() * 300_000) + (index % 3) * 0.37,
          size: index % 11 === 0 ? 75 : Math.round((20 + random() * 180) * 100) / 100,
          floor: 1 + Math.floor(random() * totalFloors),
          totalFloorsBuilding: totalFloors,
        });
      }),
    );
    const masks = createWishMasks({
      db,
      log: { info: () => undefined, warn: () => undefined, error: (...args: unknown[]) => errors.push(args) },
      // VACUUM twice on the way (as every 100,000 rows at scale) and with ANALYZE at the end.
      vacuumEvery: 100,
    });
    masks.schedule();
    await masks.drain();
  });
  afterAll(() => database.close());

  const criteria = {
    city: 'Tbilisi',
    listingType: 'Sale',
    propertyType: 'Apartment',
    filter: EMPTY_FILTER,
  } as const;

  const wishesOf = (count: number): Wish[] =>
    Array.from({ length: count }, () => ({
      key: WISH_KEYS[Math.floor(random() * WISH_KEYS.length)]!,
      weight: [0.5, 1, 2, 0.3, 1.7][Math.floor(random() * 5)]!,
    }));

  /** Budgets and sizes of every kind: none, one bound, both, zero, and values the listings sit on. */
  const FILTERS: Partial<Filter>[] = [
    {},
    { maxPrice: 200_000, currency: 'USD' },
    { maxPrice: 200_000, currency: 'GEL' },
    { maxPrice: 140_000 / 0.7, currency: 'USD' },
    { maxPrice: 0, currency: 'USD' },
    { minSize: 60, maxSize: 90 },
    { minSize: 60 },
    { maxSize: 90 },
    { minSize: 0 },
    { maxSize: 0 },
    { minSize: 0, maxSize: 0 },
    { maxPrice: 330_000.37, currency: 'USD', minSize: 33.3, maxSize: 117.7 },
  ];

  it('gives every listing the score the JavaScript scorer gives it', async () => {
    const listings = await db.select().from(properties).where(inArray(properties.id, ids));
    for (const [index, extra] of FILTERS.entries()) {
      const chat = { filters: { ...EMPTY_FILTER, ...extra }, wishes: wishesOf(index % 5) };
      const scored = await selectScoredListings(db, ids, scorePlanOf(chat));
      const score = createScorer(chat);
      const expected = new Map(listings.map((listing) => [listing.id, score(listing)]));
      expect(scored.ids).toHaveLength(ids.length);
      scored.ids.forEach((id, position) => {
        expect([id, scored.scores[position]], JSON.stringify(chat)).toEqual([id, expected.get(id)!.score]);
      });
    }
    expect(errors).toEqual([]);
  });

  it('adds the photo report’s wishes to the listing’s own, as the scorer reads both', async () => {
    await db.execute(sql`update ${properties} set photo_wishes = (id * 2654435761) % 16777216`);
    const listings = await db.select().from(properties).where(inArray(properties.id, ids));
    const chat = { filters: { ...EMPTY_FILTER, maxPrice: 250_000 }, wishes: wishesOf(4) };
    const plan = scorePlanOf(chat);
    const scored = await selectScoredListings(db, ids, plan);
    const expected = new Map(
      listings.map((listing) => [
        listing.id,
        scoreFeatures(plan, {
          wishMask: listing.listingWishes! | listing.photoWishes!,
          price: listing.priceUsd,
          size: listing.size,
        }),
      ]),
    );
    scored.ids.forEach((id, position) => expect(scored.scores[position]).toBe(expected.get(id)));
  });

  it('finds the top of the order among the newest matches when enough score 100, as the whole order has it', async () => {
    const chat = { filters: EMPTY_FILTER, wishes: [{ key: 'balcony', weight: 1 }] as Wish[] };
    const whole = await rankForChat(db, criteria, chat, {});
    const best = whole.scores.filter((score) => score === 100).length;
    expect(best).toBeGreaterThan(3);
    const top = await topOfRanking(db, criteria, chat, {}, best);
    expect(Array.from(top!.ids)).toEqual(Array.from(whole.ids.slice(0, best)));
    expect(Array.from(top!.matched)).toEqual(Array.from(whole.matched.slice(0, best)));
    // More than score 100: the top is not known without the whole order.
    expect(await topOfRanking(db, criteria, chat, {}, best + 1)).toBeUndefined();
    // Embeddings could lift any match: no early answer with them.
    const similarity = () => Promise.resolve(new Map<number, number>());
    expect(await topOfRanking(db, criteria, chat, { similarity }, best)).toBeUndefined();
    // A newest match without its mask stored: no early answer either.
    await db.execute(sql`update ${properties} set listing_wishes = null where id = ${whole.ids[0]!}`);
    expect(await topOfRanking(db, criteria, chat, {}, 1)).toBeUndefined();
  });

  it('ranks by the stored masks when the background pass stores them while the search reads', async () => {
    const chat = { filters: EMPTY_FILTER, wishes: [{ key: 'balcony', weight: 1 }] as Wish[] };
    await db.execute(sql`update ${properties} set listing_wishes = 0 where listing_wishes is null`);
    const expected = await rankForChat(db, criteria, chat, {});
    const stored = await db
      .select({ id: properties.id, mask: properties.listingWishes })
      .from(properties)
      .where(inArray(properties.id, ids));
    await db.update(properties).set({ listingWishes: null }).where(inArray(properties.id, ids));
    // The search asks for the pass, which stores every mask before the search looks for the missing ones
    // (embedded, statements run in the order they are sent).
    let pass: Promise<string> | undefined;
    const restore = () =>
      db
        .execute(
          sql`update ${properties} set listing_wishes = stored.mask
        from unnest(${`{${stored.map((row) => row.id).join(',')}}`}::int[],
          ${`{${stored.map((row) => row.mask).join(',')}}`}::int[]) as stored(id, mask)
        where ${properties.id} = stored.id`,
        )
        .then(() => 'stored');
    const ranked = await rankForChat(db, criteria, chat, {
      onUnknownWishes: () => {
        pass ??= restore();
      },
    });
    expect(await pass).toBe('stored');
    expect(Array.from(ranked.scores)).toEqual(Array.from(expected.scores));
    expect(Array.from(ranked.ids)).toEqual(Array.from(expected.ids));
  });
});
