import { describe, expect, it } from 'vitest';
import type { City, Language } from '@sakhli/shared/enums';
import { validateAddress } from '@sakhli/shared/rules/address-validity';
import { AddressSelection, SUGGESTION_LIMIT } from '@sakhli/shared/schemas/geo';
import { STREETS } from '../db/seed/data/streets';
import { GAZETTEER, GAZETTEER_BY_ID } from './geocoder-gazetteer';
import { createLocalGeocoder, distanceMeters } from './geocoder-local';

const geocoder = createLocalGeocoder();
const suggest = (query: string, options: { city?: City; language?: Language } = {}) =>
  geocoder.suggest(query, { language: 'en', limit: SUGGESTION_LIMIT, ...options });
const top = async (query: string, options: { city?: City; language?: Language } = {}) => {
  const [first] = await suggest(query, options);
  return first && `${first.mainText} | ${first.secondaryText}`;
};

describe('the gazetteer', () => {
  it('indexes every seeded street under a unique id, each with a district and a street type', () => {
    expect(GAZETTEER).toHaveLength(STREETS.length);
    expect(GAZETTEER_BY_ID.size).toBe(STREETS.length);
    for (const entry of GAZETTEER) {
      expect(entry.id, entry.street.nameEng).toMatch(/^(tbilisi|batumi):[a-z0-9-]+:[a-z0-9-]+$/);
      expect(entry.district, entry.id).toBeDefined();
      expect(entry.streetTypes.size, entry.id).toBeGreaterThan(0);
    }
  });
});

describe('local suggestions', () => {
  it('finds Ilia Chavchavadze Avenue from Latin, Georgian, Cyrillic and old spellings', async () => {
    for (const query of [
      'chavchavadze',
      'ჭავჭავაძე',
      'ჭავჭავაძის',
      'Чавчавадзе',
      'Tchavtchavadze',
      'CHAVCHAVADZE',
    ]) {
      expect(await top(query, { city: 'Tbilisi' }), query).toBe(
        'Ilia Chavchavadze Avenue | Vake, Tbilisi, Georgia',
      );
    }
  });

  it('forgives typos', async () => {
    expect(await top('chavchavaze', { city: 'Tbilisi' })).toMatch(/^Ilia Chavchavadze Avenue/);
    expect(await top('vaja pshavella')).toMatch(/^Vazha-Pshavela Avenue/);
    expect(await top('kosatva')).toMatch(/^Merab Kostava Street/);
    expect(await top('agmashenebeli ave', { city: 'Tbilisi' })).toMatch(/^Davit Aghmashenebeli Avenue/);
    expect(await top('marjanishvilli')).toMatch(/^Kote Marjanishvili Street/);
  });

  it('completes a word still being typed', async () => {
    expect(await top('chavch', { city: 'Tbilisi' })).toMatch(/^Ilia Chavchavadze Avenue/);
    expect(await top('pekin')).toMatch(/^Pekini Avenue/);
    expect(await top('Пекин')).toMatch(/^Pekini Avenue/);
  });

  it('needs no street-type word and keeps a house number in the suggestion and the place id', async () => {
    const [latin] = await suggest('vazha pshavela 45');
    expect(latin).toEqual({
      placeId: 'local:tbilisi:saburtalo:vazha-pshavela-avenue:45',
      mainText: '45 Vazha-Pshavela Avenue',
      secondaryText: 'Saburtalo, Tbilisi, Georgia',
    });
    const [georgian] = await suggest('ვაჟა-ფშაველას 45', { language: 'ka' });
    expect(georgian).toEqual({
      placeId: 'local:tbilisi:saburtalo:vazha-pshavela-avenue:45',
      mainText: 'ვაჟა-ფშაველას გამზირი 45',
      secondaryText: 'საბურთალო, თბილისი, საქართველო',
    });
    expect((await suggest('Важа-Пшавела 45', { language: 'ru' }))[0]).toMatchObject({
      placeId: 'local:tbilisi:saburtalo:vazha-pshavela-avenue:45',
      secondaryText: 'Сабуртало, Тбилиси, Грузия',
    });
  });

  it('tells a number in a street name from a house number', async () => {
    expect(await top('26 May Street')).toBe('26 May Street | Rustaveli, Batumi, Georgia');
    expect(await top('26 May Street 5')).toBe('5 26 May Street | Rustaveli, Batumi, Georgia');
    expect(await top('gldani 3 microdistrict 12')).toBe(
      '12 Gldani 3rd Microdistrict | Gldani, Tbilisi, Georgia',
    );
    expect(await top('rustaveli 2nd lane')).toMatch(/^Shota Rustaveli 2nd Lane/);
  });

  it('puts the requested city first, and a typed city or district narrows the result', async () => {
    expect(await top('chavchavadze', { city: 'Batumi' })).toMatch(/Batumi, Georgia$/);
    expect(await top('chavchavadze batumi', { city: 'Tbilisi' })).toMatch(/Batumi, Georgia$/);
    expect(await top('rustaveli', { city: 'Tbilisi' })).toBe(
      'Shota Rustaveli Avenue | Mtatsminda, Tbilisi, Georgia',
    );
    expect(await top('rustaveli', { city: 'Batumi' })).toBe('Rustaveli Avenue | Rustaveli, Batumi, Georgia');
    expect(await top('vazha pshavela dighomi')).toBe('Vazha-Pshavela Street | Dighomi, Tbilisi, Georgia');
    expect(await top('ვაკე ჭავჭავაძე')).toBe('Ilia Chavchavadze Avenue | Vake, Tbilisi, Georgia');
    expect(await top('chavchavadze bagrationi')).toBe(
      'Ilia Chavchavadze Street | Bagrationi, Batumi, Georgia',
    );
    // Batumi has a Tbilisi Street: a city name can be part of a street name.
    expect(await top('tbilisi street')).toBe('Tbilisi Street | Green Cape, Batumi, Georgia');
  });

  it('ranks whole-name and main-road matches first, and the street type typed', async () => {
    const names = (await suggest('vazha pshavela', { city: 'Tbilisi' })).map((found) => found.mainText);
    expect(names[0]).toBe('Vazha-Pshavela Avenue');
    expect(names.indexOf('Vazha-Pshavela Street')).toBeLessThan(names.indexOf('Vazha-Pshavela 1st Lane'));
    expect(await top('vazha pshavela street', { city: 'Tbilisi' })).toMatch(/^Vazha-Pshavela Street/);
    expect(await top('tamar mepe', { city: 'Batumi' })).toBe('Tamar Mepe Avenue | Tamari, Batumi, Georgia');
  });

  it('gives at most 8 suggestions from the first letter on, and none for noise, a bare number or type', async () => {
    expect(await suggest('a')).toHaveLength(SUGGESTION_LIMIT);
    expect(await top('sh', { language: 'en' })).toMatch(/^Sh/);
    expect(await suggest('street')).toEqual([]);
    expect(await suggest('45')).toEqual([]);
    expect(await suggest('xyzzy plugh')).toEqual([]);
    expect(await suggest('!!!')).toEqual([]);
  });
});

describe('local place details', () => {
  it('gives both full addresses the validity rule accepts, the street names and the point', async () => {
    const selection = await geocoder.details('local:tbilisi:saburtalo:vazha-pshavela-avenue:45');
    expect(AddressSelection.parse(selection)).toEqual({
      georgian: 'ვაჟა-ფშაველას გამზირი 45, თბილისი, საქართველო',
      english: '45 Vazha-Pshavela Avenue, Tbilisi, Georgia',
      georgianStreet: 'ვაჟა-ფშაველას გამზირი',
      englishStreet: 'Vazha-Pshavela Avenue',
      coordinates: { lat: 41.7264, lng: 44.7542 },
      placeId: 'local:tbilisi:saburtalo:vazha-pshavela-avenue:45',
      isValid: true,
      validationError: null,
    });
  });

  it('is valid for every street of the gazetteer, with and without a house number', async () => {
    for (const entry of GAZETTEER) {
      for (const placeId of [`local:${entry.id}`, `local:${entry.id}:7ბ`]) {
        const selection = await geocoder.details(placeId);
        expect(selection?.validationError, placeId).toBeNull();
        expect(validateAddress(selection?.english), placeId).toBeNull();
      }
    }
  });

  it('romanises a Georgian house letter in the English address', async () => {
    const selection = await geocoder.details('local:batumi:old-batumi:ilia-chavchavadze-street:7ბ');
    expect(selection).toMatchObject({
      georgian: 'ილია ჭავჭავაძის ქუჩა 7ბ, ბათუმი, საქართველო',
      english: '7b Ilia Chavchavadze Street, Batumi, Georgia',
    });
  });

  it('knows nothing of other ids', async () => {
    for (const placeId of [
      'local:tbilisi:saburtalo:no-such-street',
      'local:tbilisi:vake:vazha-pshavela-avenue',
      'local:tbilisi:saburtalo:vazha-pshavela-avenue:45:1',
      'local:tbilisi:saburtalo:vazha-pshavela-avenue:not-a-number',
      'osm:W123',
      '',
    ]) {
      expect(await geocoder.details(placeId), placeId).toBeNull();
    }
  });
});

describe('local reverse', () => {
  it('names the nearest street within 400 m and keeps the pin where it was dropped', async () => {
    const pin = { lat: 41.72651234, lng: 44.7556 };
    const selection = await geocoder.reverse(pin);
    expect(selection).toMatchObject({
      englishStreet: 'Vazha-Pshavela Avenue',
      english: 'Vazha-Pshavela Avenue, Tbilisi, Georgia',
      coordinates: { lat: 41.726512, lng: 44.7556 },
      isValid: true,
    });
  });

  it('names no street far from every one', async () => {
    expect(await geocoder.reverse({ lat: 42.5, lng: 44.0 })).toBeNull();
    expect(await geocoder.reverse({ lat: 41.65, lng: 41.55 })).toBeNull();
  });

  it('measures distance in metres', () => {
    expect(distanceMeters({ lat: 41.7, lng: 44.8 }, { lat: 41.7036, lng: 44.8 })).toBeCloseTo(400, -1);
  });
});
