import { describe, expect, it } from 'vitest';
import { countAppliedFilters, EMPTY_FILTER, FilterSchema } from '../schemas/filter';
import { filterChips, filterWithoutChip } from './filter-chips';
import { parseFilterField } from './filter-fields';
import { distanceMetres, METRO_STATIONS, metroStationById, nearestMetroOf, walkMinutesOf } from './metro';

describe('metro stations (decision 042)', () => {
  it('lists the 23 stations of the two lines once, each named in ka, en and ru, inside Tbilisi', () => {
    expect(METRO_STATIONS).toHaveLength(23);
    expect(METRO_STATIONS.filter((metro) => metro.line === 1)).toHaveLength(16);
    expect(new Set(METRO_STATIONS.map((metro) => metro.id)).size).toBe(23);
    for (const metro of METRO_STATIONS) {
      expect(metro.nameKa).toMatch(/\p{Script=Georgian}/u);
      expect(metro.nameRu).toMatch(/\p{Script=Cyrillic}/u);
      expect(metro.latitude).toBeGreaterThan(41.65);
      expect(metro.latitude).toBeLessThan(41.8);
      expect(metro.longitude).toBeGreaterThan(44.7);
      expect(metro.longitude).toBeLessThan(44.9);
    }
  });

  it('measures great-circle distance (Liberty Square to Rustaveli is about 1.5 km)', () => {
    const liberty = metroStationById('liberty-square')!;
    const rustaveli = metroStationById('rustaveli')!;
    expect(distanceMetres(liberty, liberty)).toBe(0);
    expect(distanceMetres(liberty, rustaveli)).toBeGreaterThan(1200);
    expect(distanceMetres(liberty, rustaveli)).toBeLessThan(1800);
  });

  it('walks the straight line × 1.3 at 80 m a minute, rounded up, at least one minute', () => {
    expect(walkMinutesOf(0)).toBe(1);
    expect(walkMinutesOf(400)).toBe(7); // 520 m of streets: 6.5 minutes
    expect(walkMinutesOf(615)).toBe(10); // 799.5 m
    expect(walkMinutesOf(616)).toBe(11); // 800.8 m
  });

  it('finds the nearest station and the walk to it; none in Batumi, none far away', () => {
    // About 300 m north of Delisi, on Vazha-Pshavela Avenue.
    expect(nearestMetroOf('Tbilisi', 41.7281, 44.7462)).toEqual({
      metroStationId: 'delisi',
      metroWalkMinutes: 5,
    });
    // At the station itself (its coordinate, decision 042).
    expect(nearestMetroOf('Tbilisi', 41.69472, 44.79972)).toEqual({
      metroStationId: 'liberty-square',
      metroWalkMinutes: 1,
    });
    expect(nearestMetroOf('Batumi', 41.6935, 44.8016)).toEqual({
      metroStationId: null,
      metroWalkMinutes: null,
    });
    // Tskneti, up in the hills: no station within 40 minutes.
    expect(nearestMetroOf('Tbilisi', 41.69, 44.69)).toEqual({ metroStationId: null, metroWalkMinutes: null });
  });
});

describe('maxMetroWalkMinutes in the filter object (decision 042)', () => {
  it('takes 5, 10, 15 or 20 from an address and nothing else, as FilterSchema does', () => {
    for (const raw of ['5', '10', '15', '20']) {
      expect(parseFilterField('maxMetroWalkMinutes', raw)).toBe(Number(raw));
      expect(FilterSchema.parse({ maxMetroWalkMinutes: raw }).maxMetroWalkMinutes).toBe(Number(raw));
    }
    for (const raw of ['7', '0', '-5', 'ten', '25', '10.5']) {
      expect(parseFilterField('maxMetroWalkMinutes', raw)).toBeUndefined();
      expect(FilterSchema.safeParse({ maxMetroWalkMinutes: raw }).success).toBe(false);
    }
    expect(parseFilterField('maxMetroWalkMinutes', '')).toBeNull();
  });

  it('is one chip, counted among the applied filters, and its chip clears it alone', () => {
    const filter = { ...EMPTY_FILTER, minRooms: 2, maxMetroWalkMinutes: 10 as const };
    expect(filterChips(filter).map((chip) => [chip.key, chip.value])).toEqual([
      ['minRooms', 2],
      ['maxMetroWalkMinutes', 10],
    ]);
    expect(countAppliedFilters(filter)).toBe(2);
    expect(filterWithoutChip(filter, 'maxMetroWalkMinutes')).toEqual({
      ...filter,
      maxMetroWalkMinutes: null,
    });
  });
});
