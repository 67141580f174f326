import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyViewDays, propertyViews, propertyViewTotals } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPropertyService, type PropertyService } from './property.service';
import { createListingBuilder, insertListings, insertSearchFixtures } from './test-fixtures';

/** Views by Tbilisi day (CONTRACT.md section 6, decision 020), on a clock the test moves. */
describe('view counting per Tbilisi day', () => {
  let context: TestApp;
  let service: PropertyService;
  let listing: number;
  // 23:59 on 1 March in Tbilisi (UTC+4).
  let clock = new Date('2026-03-01T19:59:00Z');

  beforeAll(async () => {
    context = await createTestApp();
    const fixtures = await insertSearchFixtures(context.db);
    [listing] = (await insertListings(context.db, [createListingBuilder(fixtures)()])) as [number];
    service = createPropertyService(context.db, context.storage, { now: () => clock });
  });
  afterAll(() => context.close());

  const view = async (visitorKey: string) =>
    (await service.getProperty(listing, { viewer: undefined, visitorKey, language: 'en' })).property
      .viewCount;
  const visitDays = async () =>
    (await context.db.select().from(propertyViews).where(eq(propertyViews.propertyId, listing))).map(
      (row) => row.day,
    );
  const total = async () =>
    (await context.db.select().from(propertyViewTotals).where(eq(propertyViewTotals.propertyId, listing)))[0]
      ?.views;
  const dailyTotals = () =>
    context.db
      .select({ day: propertyViewDays.day, views: propertyViewDays.views })
      .from(propertyViewDays)
      .where(eq(propertyViewDays.propertyId, listing))
      .orderBy(asc(propertyViewDays.day));

  it('counts a visitor once a day and again when a new Tbilisi day starts', async () => {
    expect(await view('a')).toBe(1);
    expect(await view('a')).toBe(1);
    expect(await view('b')).toBe(2);
    clock = new Date('2026-03-01T20:00:00Z'); // midnight in Tbilisi, still 1 March in UTC
    expect(await view('a')).toBe(3);
    expect(await view('a')).toBe(3);
    expect(await dailyTotals()).toEqual([
      { day: '2026-03-01', views: 2 },
      { day: '2026-03-02', views: 1 },
    ]);
    expect(await total()).toBe(3);
  });

  it('prunes who was counted on finished days and keeps the totals', async () => {
    expect(await service.pruneFinishedViews()).toBe(2);
    expect(await visitDays()).toEqual(['2026-03-02']);
    expect(await dailyTotals()).toEqual([
      { day: '2026-03-01', views: 2 },
      { day: '2026-03-02', views: 1 },
    ]);
    // Today's visitors are still known: no second count after the prune.
    expect(await view('a')).toBe(3);
    expect(await total()).toBe(3);
    expect(await service.pruneFinishedViews()).toBe(0);
  });
});
