import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_POINTS_LIMIT } from '@sakhli/shared/constants';
import { MapPoints } from '@sakhli/shared/schemas/property';
import { and } from 'drizzle-orm';
import { boxOfCells, cellsCovering } from '@sakhli/shared/rules/map-grid';
import { EMPTY_FILTER } from '@sakhli/shared/schemas/filter';
import { createTestApp, type TestApp } from '../../test/test-app';
import { clustersOf } from './map-cells';
import { selectSearchCells } from './map-points';
import { selectFineCells } from './map-points.repository';
import { boundingBoxConditions, searchConditions } from './search-conditions';
import { createListingBuilder, insertListings, insertSearchFixtures } from './test-fixtures';

/** More sale apartments than the map sends one by one, spread over Tbilisi; a fifth have 4 rooms. */
const SPREAD = MAP_POINTS_LIMIT + 1_500;
const FOUR_ROOMS_EVERY = 5;

interface Placed {
  id: number;
  latitude: number;
  longitude: number;
  rooms: number;
}

describe('map points with a zoom: server clusters (decision 025)', () => {
  let context: TestApp;
  let listings: Placed[];
  let loner: Placed;

  beforeAll(async () => {
    context = await createTestApp();
    const fixtures = await insertSearchFixtures(context.db);
    const build = createListingBuilder(fixtures);
    // A deterministic spread (linear congruential generator) over the middle of Tbilisi.
    let seed = 7;
    const random = () => (seed = (seed * 1_664_525 + 1_013_904_223) % 4_294_967_296) / 4_294_967_296;
    const rows = Array.from({ length: SPREAD }, (_, index) =>
      build({
        latitude: Number((41.68 + random() * 0.1).toFixed(6)),
        longitude: Number((44.72 + random() * 0.16).toFixed(6)),
        price: 40_000 + Math.round(random() * 400) * 1_000,
        rooms: index % FOUR_ROOMS_EVERY === 0 ? 4 : 2,
        districtId: index % 2 === 0 ? fixtures.vakeId : fixtures.saburtaloId,
      }),
    );
    // Alone in the north-east corner of the city: its cell holds it only.
    rows.push(build({ latitude: 41.85, longitude: 45.05, price: 777_000, rooms: 3 }));
    // Not in the search: another scope, and a listing that is not Active.
    rows.push(build({ listingType: 'Rent', price: 900 }), build({ publishStatus: 'Inactive' }));
    const ids: number[] = [];
    for (let start = 0; start < rows.length; start += 1_000) {
      ids.push(...(await insertListings(context.db, rows.slice(start, start + 1_000))));
    }
    const placed = rows.slice(0, SPREAD + 1).map((row, index) => ({
      id: ids[index]!,
      latitude: row.latitude,
      longitude: row.longitude,
      rooms: row.rooms,
    }));
    loner = placed.pop()!;
    listings = placed;
  }, 120_000);
  afterAll(() => context.close());

  const mapPoints = async (query: string) => {
    const response = await context.app.inject({ method: 'GET', url: `/api/Property/map-points?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return MapPoints.parse(response.json());
  };
  /** The listings an answer accounts for: its points plus its clusters' counts. */
  const accounted = (answer: MapPoints) =>
    answer.points.length + (answer.clusters ?? []).reduce((sum, [count]) => sum + count, 0);

  it('groups a large result into clusters whose counts add up to the total', async () => {
    const answer = await mapPoints('zoom=12');
    expect(answer.clusterZoom).toBe(12);
    expect(answer.view).toBeUndefined();
    expect(answer.totalCount).toBe(SPREAD + 1);
    expect(accounted(answer)).toBe(answer.totalCount);
    // A screenful: the city at zoom 12 is about 20 by 20 cells of 64 px.
    expect(answer.clusters!.length).toBeGreaterThan(4);
    expect(answer.clusters!.length).toBeLessThan(400);
    for (const [count, latitude, longitude, minPriceUsd, maxPriceUsd] of answer.clusters!) {
      expect(count).toBeGreaterThan(1);
      expect(latitude).toBeGreaterThanOrEqual(41.68);
      expect(latitude).toBeLessThanOrEqual(41.78);
      expect(longitude).toBeGreaterThanOrEqual(44.72);
      expect(longitude).toBeLessThanOrEqual(44.88);
      expect(minPriceUsd).toBeLessThanOrEqual(maxPriceUsd);
    }
    // A cell of one listing comes as that listing's point.
    expect(answer.points).toEqual([[loner.id, loner.latitude, loner.longitude, 777_000, 777_000 * 2.7]]);
  });

  it('places each cluster at the mean position of its listings', async () => {
    // At zoom 6 a cell is 1.4 degrees wide: the spread falls into one cell, the listing at 45.05° east into
    // the next.
    const answer = await mapPoints('zoom=6');
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(answer.clusters).toHaveLength(1);
    const [count, latitude, longitude] = answer.clusters![0]!;
    expect(count).toBe(SPREAD);
    expect(latitude).toBeCloseTo(mean(listings.map((listing) => listing.latitude)), 5);
    expect(longitude).toBeCloseTo(mean(listings.map((listing) => listing.longitude)), 5);
    expect(answer.points.map(([id]) => id)).toEqual([loner.id]);
  });

  it('applies the filter to the clusters', async () => {
    const answer = await mapPoints('zoom=13&minRooms=2&maxRooms=2');
    const twoRooms = listings.filter((listing) => listing.rooms === 2).length;
    expect(twoRooms).toBeGreaterThan(MAP_POINTS_LIMIT);
    expect(answer.clusters).toBeDefined();
    expect(answer.totalCount).toBe(twoRooms);
    expect(accounted(answer)).toBe(twoRooms);
  });

  it('sends the listings themselves, with no clusters, when the search has at most the limit', async () => {
    const answer = await mapPoints('zoom=12&minRooms=3');
    const expected = listings.filter((listing) => listing.rooms >= 3).concat(loner);
    expect(expected.length).toBeLessThanOrEqual(MAP_POINTS_LIMIT);
    expect(answer.clusters).toBeUndefined();
    expect(answer.view).toBeUndefined();
    expect(answer.totalCount).toBe(expected.length);
    expect(answer.points.map(([id]) => id).sort((a, b) => a - b)).toEqual(
      expected.map((listing) => listing.id).sort((a, b) => a - b),
    );
  });

  it('clusters only the view, widened to whole cells, when the view holds more than the limit', async () => {
    const answer = await mapPoints('zoom=13&view=44.70,41.66,44.86,41.80');
    const view = answer.view!;
    // Widened outwards to the cells of zoom 13 (64 px, about 0.011 degrees of longitude).
    expect(view.west).toBeLessThanOrEqual(44.7);
    expect(view.west).toBeGreaterThan(44.7 - 0.011);
    expect(view.east).toBeGreaterThanOrEqual(44.86);
    expect(view.east).toBeLessThan(44.86 + 0.011);
    const inView = listings.filter(
      (listing) =>
        listing.longitude >= view.west &&
        listing.longitude <= view.east &&
        listing.latitude >= view.south &&
        listing.latitude <= view.north,
    );
    expect(inView.length).toBeGreaterThan(MAP_POINTS_LIMIT);
    expect(answer.clusterZoom).toBe(13);
    expect(answer.totalCount).toBe(inView.length);
    expect(accounted(answer)).toBe(inView.length);
    for (const [, latitude, longitude] of answer.clusters!) {
      expect(longitude).toBeGreaterThanOrEqual(view.west);
      expect(longitude).toBeLessThanOrEqual(view.east);
      expect(latitude).toBeGreaterThanOrEqual(view.south);
      expect(latitude).toBeLessThanOrEqual(view.north);
    }
  });

  it("sends the view's listings as points when the view holds at most the limit", async () => {
    const answer = await mapPoints('zoom=16&view=44.75,41.70,44.76,41.71');
    const view = answer.view!;
    const expected = listings.filter(
      (listing) =>
        listing.longitude >= view.west &&
        listing.longitude <= view.east &&
        listing.latitude >= view.south &&
        listing.latitude <= view.north,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.clusters).toBeUndefined();
    expect(answer.points.map(([id]) => id).sort((a, b) => a - b)).toEqual(
      expected.map((listing) => listing.id).sort((a, b) => a - b),
    );
  });

  it('keeps to the searched area (bbox) inside the view', async () => {
    const answer = await mapPoints('zoom=13&view=44.70,41.66,44.86,41.80&bbox=44.72,41.68,44.80,41.73');
    const inArea = listings.filter(
      (listing) =>
        listing.longitude >= 44.72 &&
        listing.longitude <= 44.8 &&
        listing.latitude >= 41.68 &&
        listing.latitude <= 41.73,
    );
    expect(answer.totalCount).toBe(inArea.length);
    expect(accounted(answer)).toBe(inArea.length);
  });

  it('sums the same clusters from the kept cells of the search as from the cells of the view', async () => {
    const criteria = {
      city: 'Tbilisi' as const,
      listingType: 'Sale' as const,
      propertyType: 'Apartment' as const,
      filter: EMPTY_FILTER,
    };
    const range = cellsCovering({ west: 44.7, south: 41.66, east: 44.86, north: 41.8 }, 15);
    const view = and(searchConditions(criteria), ...boundingBoxConditions(boxOfCells(range)))!;
    const kept = clustersOf(await selectSearchCells(context.db, criteria), 15, range);
    const read = clustersOf(await selectFineCells(context.db, view, range), 15);
    // Positions agree to the last decimal but one: sums added in another order round differently.
    const rows = (json: string) =>
      (JSON.parse(json) as number[][])
        .map(([first, latitude, longitude, ...rest]) => [first, latitude! * 1e5, longitude! * 1e5, ...rest])
        .map((row) => row.map((value) => Math.round(value!)))
        .sort((a, b) => a[1]! - b[1]! || a[2]! - b[2]! || a[0]! - b[0]!);
    expect(kept.totalCount).toBe(read.totalCount);
    expect(rows(kept.clustersJson)).toEqual(rows(read.clustersJson));
    expect(rows(kept.pointsJson)).toEqual(rows(read.pointsJson));
    expect(kept.totalCount).toBeGreaterThan(MAP_POINTS_LIMIT);
  });

  it('keeps the answer without a zoom: every match as a point', async () => {
    const answer = await mapPoints('');
    expect(answer.points).toHaveLength(SPREAD + 1);
    expect(answer.clusters).toBeUndefined();
  });

  it.each([
    ['zoom=abc', 'zoom'],
    ['zoom=12.5', 'zoom'],
    ['zoom=-1', 'zoom'],
    ['zoom=23', 'zoom'],
    ['view=44.7,41.6,44.9,41.8', 'view'],
    ['zoom=12&view=44.7,41.6,44.9', 'view'],
    ['zoom=12&view=44.7,41.8,44.9,41.6', 'view'],
  ])('rejects %s naming %s', async (query, field) => {
    const response = await context.app.inject({ method: 'GET', url: `/api/Property/map-points?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { [field]: expect.any(Array) as unknown },
    });
  });

  it('answers an empty view or a view across the antimeridian without failing', async () => {
    const empty = await mapPoints('zoom=14&view=10,10,10.1,10.1');
    expect(empty.totalCount).toBe(0);
    expect(accounted(empty)).toBe(0);
    const across = await mapPoints('zoom=3&view=170,-10,-170,10');
    expect(across.totalCount).toBe(0);
  });
});
