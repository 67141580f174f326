import { describe, expect, it } from 'vitest';
import { ask, setFields } from './testing/assistant-test-kit';

const fields = (message: string, language: 'ka' | 'en' | 'ru') =>
  setFields(ask(message, { language }).filters);

describe('building status, renovation and furniture', () => {
  it.each([
    ['en', 'new building only', { buildingStatus: 'New' }],
    ['en', 'old building', { buildingStatus: 'Old' }],
    ['en', 'under construction', { buildingStatus: 'Ongoing' }],
    ['ru', 'новостройка', { buildingStatus: 'New' }],
    ['ru', 'в новом доме', { buildingStatus: 'New' }],
    ['ru', 'старый фонд', { buildingStatus: 'Old' }],
    ['ru', 'строящийся дом', { buildingStatus: 'Ongoing' }],
    ['ka', 'ახალი აშენებული', { buildingStatus: 'New' }],
    ['ka', 'ძველი აშენებული', { buildingStatus: 'Old' }],
    ['ka', 'მშენებარე კორპუსში', { buildingStatus: 'Ongoing' }],
  ] as const)('%s building: %s', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );

  it.each([
    ['en', 'white frame', 'WhiteFrame'],
    ['en', 'green frame', 'GreenFrame'],
    ['en', 'black frame', 'BlackFrame'],
    ['en', 'newly renovated', 'NewRenovated'],
    ['en', 'old renovation', 'OldRenovated'],
    ['ru', 'белый каркас', 'WhiteFrame'],
    ['ru', 'зелёный каркас', 'GreenFrame'],
    ['ru', 'черный каркас', 'BlackFrame'],
    ['ru', 'с евроремонтом', 'NewRenovated'],
    ['ru', 'со старым ремонтом', 'OldRenovated'],
    ['ka', 'თეთრი კარკასი', 'WhiteFrame'],
    ['ka', 'მწვანე კარკასი', 'GreenFrame'],
    ['ka', 'შავი კარკასი', 'BlackFrame'],
    ['ka', 'ახალი რემონტით', 'NewRenovated'],
    ['ka', 'ძველი რემონტით', 'OldRenovated'],
  ] as const)('%s renovation: %s', (language, message, renovationStatus) =>
    expect(fields(message, language)).toEqual({ renovationStatus }),
  );

  it.each([
    ['en', 'furnished please', true],
    ['en', 'unfurnished', false],
    ['en', 'without furniture', false],
    ['ru', 'с мебелью', true],
    ['ru', 'без мебели', false],
    ['ka', 'ავეჯით', true],
    ['ka', 'ავეჯის გარეშე', false],
  ] as const)('%s furniture: %s', (language, message, isFurnished) =>
    expect(fields(message, language)).toEqual({ isFurnished }),
  );

  it('sets no status it was told not to want, and none for "с ремонтом" (new or old?)', () => {
    expect(fields('not a new building', 'en')).toEqual({});
    expect(fields('студия с ремонтом', 'ru')).toEqual({ minRooms: 1, maxRooms: 1 });
  });

  it('keeps Old Tbilisi and Green Cape districts apart from statuses', () => {
    expect(fields('в Старом Тбилиси', 'ru')).not.toHaveProperty('buildingStatus');
    expect(setFields(ask('მწვანე კონცხზე', { language: 'ka', city: 'Batumi' }).filters)).not.toHaveProperty(
      'renovationStatus',
    );
  });
});

describe('a status word before or after its noun, with a height or material between', () => {
  it.each([
    ['ru', 'ремонт новый, 3 комнаты', { renovationStatus: 'NewRenovated', minRooms: 3, maxRooms: 3 }],
    ['ru', 'дом старый', { buildingStatus: 'Old' }],
    ['ka', 'რემონტი ძველი, 2 ოთახი', { renovationStatus: 'OldRenovated', minRooms: 2, maxRooms: 2 }],
    ['en', 'renovation: new', { renovationStatus: 'NewRenovated' }],
    ['en', 'an old brick block', { buildingStatus: 'Old' }],
    ['en', 'old twelve-storey building', { buildingStatus: 'Old' }],
    ['ru', 'старый кирпичный дом', { buildingStatus: 'Old' }],
    ['ru', 'в старом 12-этажном доме', { buildingStatus: 'Old' }],
    ['ka', 'ძველ ცხრასართულიან კორპუსში', { buildingStatus: 'Old' }],
    ['ka', 'ახალ თორმეტსართულიან შენობაში', { buildingStatus: 'New' }],
    ['en', 'euro repair', { renovationStatus: 'NewRenovated' }],
    ['en', "just reno'd", { renovationStatus: 'NewRenovated' }],
    ['en', 'old reno is fine', { renovationStatus: 'OldRenovated' }],
    ['en', 'pre-sale flat', { buildingStatus: 'Ongoing' }],
    ['ru', 'каркас белый', { renovationStatus: 'WhiteFrame' }],
    ['ka', 'კარკასი მწვანე', { renovationStatus: 'GreenFrame' }],
    ['ru', 'панелька, 2 комнаты', { buildingStatus: 'Old', minRooms: 2, maxRooms: 2 }],
    ['ka', 'სტალინკაში', { buildingStatus: 'Old' }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );

  it('takes an adjective after a noun only where its phrase ends', () => {
    // "ремонт, новый дом": the renovation is named, the new building is the house's.
    expect(fields('с ремонтом, новый дом', 'ru')).toEqual({ buildingStatus: 'New' });
    expect(fields('дом новый, ремонт старый', 'ru')).toEqual({
      buildingStatus: 'New',
      renovationStatus: 'OldRenovated',
    });
  });

  it.each([
    ['en', 'no furniture needed, we already have our own', { isFurnished: false }],
    ['en', 'I have my own furniture, so a 1 bed', { isFurnished: false, minBedrooms: 1, maxBedrooms: 1 }],
    ['ru', 'мебель не надо, у меня своя', { isFurnished: false }],
    ['ru', 'ищем под свою мебель', { isFurnished: false }],
    ['ka', 'ავეჯი არ გვჭირდება, ჩვენი გვაქვს', { isFurnished: false }],
    ['ka', 'საკუთარი ავეჯით შევდივართ', { isFurnished: false }],
  ] as const)('%s own furniture asks for a flat without: "%s"', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );

  it('keeps "own" about anything else from the furniture', () => {
    expect(fields('I have my own car, furnished please', 'en')).toEqual({ isFurnished: true });
    expect(fields('мебель не нужна', 'ru')).toEqual({});
  });

  it('reads "furnitured", the form many who learnt English elsewhere use, and its slips', () => {
    expect(fields('fully furnitured flat', 'en')).toEqual({ isFurnished: true });
    expect(fields('furnitered 2 bed', 'en')).toEqual({ isFurnished: true, minBedrooms: 2, maxBedrooms: 2 });
  });
});

describe('slang for a Soviet block (ninth round)', () => {
  it.each([
    ['ru', 'двушка в хрущике', { minRooms: 2, maxRooms: 2, buildingStatus: 'Old' }],
    ['ru', 'хрущи тоже смотрю, до 50к', { maxPrice: 50000, currency: 'USD', buildingStatus: 'Old' }],
    ['en', 'a khrushchevka is fine', { buildingStatus: 'Old' }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );
});

describe('a building still being built or built in Soviet times, in other words (tenth round)', () => {
  it.each([
    ['en', 'a block that is still going up', 'Ongoing'],
    ['en', 'a tower not yet completed', 'Ongoing'],
    ['ru', 'дом пока на стадии фундамента', 'Ongoing'],
    ['ru', 'в доме, который ещё строят', 'Ongoing'],
    ['ka', 'კორპუსი ჯერ კიდევ შენდება', 'Ongoing'],
    ['en', 'a USSR-era block', 'Old'],
    ['en', 'soviet built, 2 rooms', 'Old'],
    ['ru', 'дом, построенный при союзе', 'Old'],
    ['ka', 'საბჭოთა დროს აშენებული', 'Old'],
  ] as const)('%s "%s"', (language, message, buildingStatus) =>
    expect(fields(message, language)).toMatchObject({ buildingStatus }),
  );
});

describe('an empty flat, furniture the visitor brings (tenth round)', () => {
  it.each([
    ['ka', 'ცარიელი ბინა გვინდა'],
    ['ka', 'ავეჯს ჩვენსას ჩამოვიტანთ'],
    ['ru', 'нужна пустая квартира, без всего'],
    ['ru', 'мебель привезём свою'],
    ['en', 'we will bring our own furniture'],
    ['en', 'an empty apartment please'],
  ] as const)('%s "%s"', (language, message) =>
    expect(fields(message, language)).toEqual({ isFurnished: false }),
  );
});

describe('furniture named last in a list of what the flat comes with (eleventh round)', () => {
  it.each([
    ['en', 'comes with a dishwasher and furniture'],
    ['en', 'with a lift, a terrace and furniture'],
    ['ru', 'с посудомойкой и мебелью'],
    ['ru', 'с лифтом, кондиционером и мебелью'],
    ['ka', 'ლიფტით და ავეჯით'],
  ] as const)('%s "%s" is furnished', (language, message) =>
    expect(ask(message, { language, listingType: 'Rent' }).filters.isFurnished).toBe(true),
  );
});

describe('building, renovation and heating words as lexicons (issue 14, thirteenth slice)', () => {
  it.each([
    [
      'en',
      'a brand-new tower in Saburtalo',
      { buildingStatus: 'New', districtId: 8, districtName: 'Saburtalo' },
    ],
    ['en', 'newly-built high-rise', { buildingStatus: 'New' }],
    ['en', 'new residential complex', { buildingStatus: 'New' }],
    ['en', 'a primary market flat', { buildingStatus: 'New' }],
    ['ru', 'в новой высотке', { buildingStatus: 'New' }],
    ['ru', 'новый жилой комплекс', { buildingStatus: 'New' }],
    ['ru', 'свежепостроенный дом', { buildingStatus: 'New' }],
    ['ka', 'ახალ საცხოვრებელ კომპლექსში', { buildingStatus: 'New' }],
    ['ka', 'ახლახან აშენებულ კორპუსში', { buildingStatus: 'New' }],
    ['en', 'a Khrushchev block', { buildingStatus: 'Old' }],
    ['en', 'resale, pre-war building', { buildingStatus: 'Old' }],
    ['ru', 'в хрущевской пятиэтажке', { buildingStatus: 'Old' }],
    ['ru', 'старая высотка подойдёт', { buildingStatus: 'Old' }],
    ['ru', 'брежневский дом', { buildingStatus: 'Old' }],
    ['ka', 'ძველ ხუთსართულიანში', { buildingStatus: 'Old' }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(setFields(ask(message, { language }).filters)).toEqual(expected),
  );

  it.each([
    ['en', 'white-box condition', { renovationStatus: 'WhiteFrame' }],
    ['en', 'refurbished flat', { renovationStatus: 'NewRenovated' }],
    ['en', 'outdated renovation is fine', { renovationStatus: 'OldRenovated' }],
    ['ru', 'с черновой отделкой', { renovationStatus: 'BlackFrame' }],
    ['ru', 'предчистовая отделка', { renovationStatus: 'WhiteFrame' }],
    ['ru', 'с бабушкиным ремонтом', { renovationStatus: 'OldRenovated' }],
    ['ka', 'ახლადგარემონტებული ბინა', { renovationStatus: 'NewRenovated' }],
    ['ka', 'საბჭოთა რემონტით', { renovationStatus: 'OldRenovated' }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(setFields(ask(message, { language }).filters)).toEqual(expected),
  );

  it.each([
    ['en', 'centrally heated please', { heating: 'Central' }],
    ['en', 'heated electrically', { heating: 'Electric' }],
    ['ru', 'обогрев центральный', { heating: 'Central' }],
    ['ru', 'централизованное отопление', { heating: 'Central' }],
    ['ru', 'квартира с котлом', { heating: 'IndividualGasBoiler' }],
    ['ru', 'на газовом котле', { heating: 'IndividualGasBoiler' }],
    ['ka', 'ცენტრალიზებული გათბობა', { heating: 'Central' }],
    ['ka', 'დენით გათბობა', { heating: 'Electric' }],
    ['ka', 'გათბობა საკუთარ ქვაბზე', { heating: 'IndividualGasBoiler' }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(setFields(ask(message, { language }).filters)).toEqual(expected),
  );
});

describe('an unfinished building and a renovation just done (set 18)', () => {
  it.each([
    ['ka', 'ბინა დაუმთავრებელ კორპუსში', 'buildingStatus', 'Ongoing'],
    ['ru', 'недостроенный дом в Дигоми', 'buildingStatus', 'Ongoing'],
    ['ru', 'трёшка, недавно сделанный ремонт', 'renovationStatus', 'NewRenovated'],
    ['ka', 'ახლახან გაკეთებული რემონტით', 'renovationStatus', 'NewRenovated'],
    ['en', '2 rooms, renovation just done', 'renovationStatus', 'NewRenovated'],
  ] as const)('%s "%s"', (language, message, field, value) =>
    expect(ask(message, { language }).filters[field]).toBe(value),
  );
});
