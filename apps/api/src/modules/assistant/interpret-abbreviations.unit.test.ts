import { describe, expect, it } from 'vitest';
import { ask, setFields } from './testing/assistant-test-kit';

const fields = (message: string, language: 'ka' | 'en' | 'ru') =>
  setFields(ask(message, { language }).filters);

describe('abbreviations and market words', () => {
  it.each([
    ['ka', '4ოთ. ბინა', { minRooms: 4, maxRooms: 4 }],
    ['ka', '3 საძ. ბინა', { minBedrooms: 3, maxBedrooms: 3 }],
    ['ka', '2 სველი წერტილი', { minBathrooms: 2, maxBathrooms: 2 }],
    ['en', '3bd/2ba', { minBedrooms: 3, maxBedrooms: 3, minBathrooms: 2, maxBathrooms: 2 }],
    ['en', '2 bed', { minBedrooms: 2, maxBedrooms: 2 }],
    ['en', '2 bathroms', { minBathrooms: 2, maxBathrooms: 2 }],
    ['ru', '1-к', { minRooms: 1, maxRooms: 1 }],
    ['ru', '2 к.кв.', { minRooms: 2, maxRooms: 2 }],
    ['ru', '4-комн.', { minRooms: 4, maxRooms: 4 }],
    ['ru', '2 сп.', { minBedrooms: 2, maxBedrooms: 2 }],
    ['ru', 'евроремнт', { renovationStatus: 'NewRenovated' }],
  ] as const)('%s counts: %s', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );

  it.each([
    ['en', 'Soviet-era block', { buildingStatus: 'Old' }],
    ['en', 'Stalin-era flat', { buildingStatus: 'Old' }],
    ['en', 'off-plan', { buildingStatus: 'Ongoing' }],
    ['en', 'black frame', { renovationStatus: 'BlackFrame' }],
    ['en', 'white frame', { renovationStatus: 'WhiteFrame' }],
    ['en', 'green frame', { renovationStatus: 'GreenFrame' }],
    ['ru', 'сталинка', { buildingStatus: 'Old' }],
    ['ru', 'хрущёвка', { buildingStatus: 'Old' }],
    ['ru', 'чешка со старым ремонтом', { buildingStatus: 'Old', renovationStatus: 'OldRenovated' }],
    ['ru', 'чешский проект', { buildingStatus: 'Old' }],
    ['ru', 'строящийся дом', { buildingStatus: 'Ongoing' }],
    ['ka', 'ჩეხური პროექტი', { buildingStatus: 'Old' }],
    ['ka', 'საბჭოთა კორპუსი', { buildingStatus: 'Old' }],
    ['ka', 'შავი კარკასი', { renovationStatus: 'BlackFrame' }],
    ['ka', 'თეთრი კარკასი', { renovationStatus: 'WhiteFrame' }],
  ] as const)('%s statuses: %s', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );
});

describe('heating adjectives cut short, more market words (eighth round)', () => {
  it.each([
    ['ka', 'ინდ. გათბობა აქვს?', { heating: 'IndividualGasBoiler' }],
    ['ru', 'инд. отопление', { heating: 'IndividualGasBoiler' }],
    ['en', 'ind. heating please', { heating: 'IndividualGasBoiler' }],
    ['ka', 'ცენტრ. გათბობით', { heating: 'Central' }],
    ['ru', 'центр. отопление', { heating: 'Central' }],
    ['en', 'a flat in a white-box state', { renovationStatus: 'WhiteFrame' }],
    ['en', 'an old commie-era building is ok', { buildingStatus: 'Old' }],
    ['en', 'commie blocks only', { buildingStatus: 'Old' }],
    ['ru', 'совковый дом', { buildingStatus: 'Old' }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );
});

describe('rooms cut to "ком" (ninth round)', () => {
  it.each([
    ['ru', '3 ком. квартира в Ваке', { minRooms: 3, maxRooms: 3, districtId: 5, districtName: 'Ваке' }],
    ['ru', 'от 2 ком', { minRooms: 2 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );
});
