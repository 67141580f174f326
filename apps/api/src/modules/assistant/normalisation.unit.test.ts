import { describe, expect, it } from 'vitest';
import { ask, districtNamed, setFields } from './testing/assistant-test-kit';
import { fromLayout, isLayoutWord } from './text/keyboard-layout';
import { normalizeMessage } from './text/normalize';
import { correctTypos } from './text/typo-correction';

describe('Georgian typed on a Latin keyboard with the Georgian layout', () => {
  it('maps every key of the layout, the shifted ones to their own letters', () => {
    expect(fromLayout('abgdevzTiklmnopJrstufqRySCcZwWxjh')).toBe('აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ');
  });

  it('reads a word as the layout only when a shifted letter stands inside it', () => {
    expect(['vakeSi', 'samoTaxiani', 'saZinebliani', 'Wavi'].map(isLayoutWord)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(['Tbilisi', 'iPhone', 'McDonald', 'vake', 'VAKE'].map(isLayoutWord)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('leaves capitals-only abbreviations alone ("3BR", "AC", "PS")', () => {
    expect(setFields(ask('3BR with AC in Vake').filters)).toMatchObject({ minBedrooms: 3, maxBedrooms: 3 });
    expect(normalizeMessage('PS: 2BR')).toBe('ps: 2br');
  });

  it('turns the whole message Georgian once layout words show it is', () => {
    expect(normalizeMessage('samoTaxiani bina vakeSi')).toBe('სამოთახიანი ბინა ვაკეში');
    expect(normalizeMessage('saZinebliani')).toBe('საძინებლიანი');
  });

  it('reads such a message as the Georgian it is', () => {
    const result = ask('samoTaxiani bina vakeSi', { language: 'ka' });
    expect(setFields(result.filters)).toMatchObject({
      minRooms: 3,
      maxRooms: 3,
      districtId: districtNamed('Vake').id,
    });
  });
});

describe('loose transliteration matched against the Georgian vocabulary', () => {
  it('spells a loosely transliterated word as the vocabulary does (t may be თ or ტ)', () => {
    expect(normalizeMessage('dzveli remontit')).toBe('ძველი რემონტით');
    expect(normalizeMessage('qirit')).toBe('ქირით');
  });

  it('leaves English and Latin words that are not Georgian alone', () => {
    expect(normalizeMessage('deposit limit')).toBe('deposit limit');
    expect(normalizeMessage('2 bedrooms in vake')).toBe('2 bedrooms in vake');
  });

  it('reads the amenities from them, and leaves them English in English (tenth round)', () => {
    expect(setFields(ask('sami otaxi, obligatorad liftit', { language: 'ka' }).filters)).toMatchObject({
      hasLift: true,
    });
    expect(setFields(ask('ori otaxiani, konditsionerit', { language: 'ka' }).filters)).toMatchObject({
      hasAirConditioning: true,
    });
    expect(normalizeMessage('lift, balcony, quiet')).toBe('lift, balcony, quiet');
  });

  it('reads the renovation and the rent page from them', () => {
    expect(ask('dzveli remontit', { language: 'ka' }).filters.renovationStatus).toBe('OldRenovated');
    expect(ask('qirit', { language: 'ka' }).otherScope?.listingType).toBe('Rent');
  });
});

describe('typo-tolerant matching of the whole vocabulary', () => {
  it.each([
    ['2 bathroms', '2 bathrooms'],
    ['balcny please', 'balcony please'],
    ['parkng', 'parking'],
    ['евроремнт', 'евроремонт'],
    ['новострй', 'новострой'],
  ])('%s → %s', (typed, meant) => expect(correctTypos(normalizeMessage(typed))).toBe(meant));

  it('does not touch short words, known words or words near none', () => {
    for (const text of ['at least 3 rooms', 'right now', 'квартал', 'there is a lift'])
      expect(correctTypos(text)).toBe(text);
  });

  it('takes Э and Е at the start of a Russian word for one another, as loanwords are misspelt', () => {
    expect(correctTypos('эвроремонта')).toBe('евроремонта');
    expect(correctTypos('этажом выше')).toBe('этажом выше');
    expect(ask('трёшка с эвроремонтом', { language: 'ru' }).filters.renovationStatus).toBe('NewRenovated');
  });

  it('takes another case ending of a Georgian or Russian word for no typo', () => {
    for (const text of ['ბინა ძველ თბილისში', 'ბინა ისანში', 'просторная квартира', 'площадью 80'])
      expect(correctTypos(text)).toBe(text);
    expect(ask('просторная квартира', { language: 'ru' }).changes).toEqual([]);
  });

  it('takes a word its language spells so for no typo, however near a known word', () => {
    // "we'll take" is not "eighth", a shop is not "high", warm is not Tbilisi, the cheapest is not cheaper.
    for (const text of ['возьмём', 'снимем', 'მაღაზია', 'თბილი', 'ვიყიდით', 'the cheapest', 'closer'])
      expect(correctTypos(text)).toBe(text);
    expect(setFields(ask('возьмём однушку у парка', { language: 'ru' }).filters)).toEqual({
      minRooms: 1,
      maxRooms: 1,
    });
  });

  it('reads what the corrected words mean', () => {
    expect(ask('2 bathroms').filters.minBathrooms).toBe(2);
    expect(ask('евроремнт', { language: 'ru' }).filters.renovationStatus).toBe('NewRenovated');
    expect(ask('новострй', { language: 'ru' }).filters.buildingStatus).toBe('New');
  });
});

describe('a first capital that is a shifted key, in a message typed on the layout', () => {
  it.each([
    ['Tetri karkasi vakeSi', 'თეთრი კარკასი ვაკეში'],
    ['Zveli remontiT', 'ძველი რემონტით'],
    ['Saburtaloze 2 oTaxiani', 'საბურთალოზე 2 ოთახიანი'],
  ])('%s → %s', (typed, meant) => expect(normalizeMessage(typed)).toBe(meant));

  it('leaves a capital first letter alone in a message with no layout word', () => {
    expect(normalizeMessage('Zveli Tbilisi')).not.toContain('ძ');
    expect(setFields(ask('Tetri karkasi vakeSi', { language: 'ka' }).filters)).toEqual({
      renovationStatus: 'WhiteFrame',
      districtId: districtNamed('Vake').id,
      districtName: 'ვაკე',
    });
  });
});
