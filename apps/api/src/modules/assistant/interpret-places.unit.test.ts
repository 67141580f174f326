import { describe, expect, it } from 'vitest';
import { GAZETTEER } from './lexicon/gazetteer';
import { isSpelledRight } from './text/spelling';
import { ask, districtNamed, TEST_DISTRICTS } from './testing/assistant-test-kit';

const districtOf = (message: string, language: 'ka' | 'en' | 'ru', city: 'Tbilisi' | 'Batumi' = 'Tbilisi') =>
  ask(message, { language, city }).filters.districtId;

describe('places named instead of a district', () => {
  it.each([
    ['en', 'flat in the old town', 'Old Tbilisi'],
    ['ru', 'в старом городе', 'Old Tbilisi'],
    ['ka', 'ძველ ქალაქში', 'Old Tbilisi'],
    ['en', 'near the sulphur baths', 'Old Tbilisi'],
    ['en', 'near Turtle lake', 'Vake'],
    ['ru', 'у Черепашьего озера', 'Vake'],
    ['ka', 'კუს ტბასთან', 'Vake'],
    ['en', 'near Mziuri park', 'Vake'],
    ['ru', 'рядом с парком Мзиури', 'Vake'],
    ['en', 'walking distance to Sameba cathedral', 'Avlabari'],
    ['en', 'close to Rustaveli avenue', 'Mtatsminda'],
    ['ka', 'მარჯანიშვილზე', 'Chughureti'],
    ['ru', 'на Марджанишвили', 'Chughureti'],
    ['en', 'by Delisi', 'Saburtalo'],
    ['ka', 'დელისთან', 'Saburtalo'],
    ['en', 'near Lisi lake', 'Lisi Lake'],
    // Kala, the everyday name of the old town.
    ['ka', 'კალის ახლოს', 'Old Tbilisi'],
    ['en', 'somewhere in Kala', 'Old Tbilisi'],
    ['ru', 'квартира в районе Калы', 'Old Tbilisi'],
  ] as const)('%s: %s', (language, message, district) =>
    expect(districtOf(message, language)).toBe(districtNamed(district).id),
  );

  it('forgives a typo in a place name as in a district name', () => {
    expect(districtOf('Marjanishvilli', 'en')).toBe(districtNamed('Chughureti').id);
    expect(districtOf('near turtle lak', 'en')).toBe(districtNamed('Vake').id);
  });

  it('takes no place from common words near a name or from a generic word alone', () => {
    for (const message of ['500 meters from the metro', 'in town', 'near a university', 'city centre'])
      expect(districtOf(message, 'en')).toBeNull();
  });

  it('knows a place only on the page of its city', () => {
    expect(districtOf('в районе Руставели', 'ru', 'Batumi')).toBe(districtNamed('Rustaveli').id);
    expect(districtOf('near Turtle lake', 'en', 'Batumi')).toBeNull();
  });
});

describe('metro stations', () => {
  const tbilisi = new Set(TEST_DISTRICTS.filter((d) => d.city === 'Tbilisi').map((d) => d.nameEng));

  it('maps every station to a Tbilisi district of the seed', () => {
    const stations = GAZETTEER.filter((place) => place.isMetroStation);
    expect(stations.length).toBeGreaterThanOrEqual(22);
    for (const station of stations) expect(tbilisi).toContain(station.district);
  });

  it.each([
    ['en', 'by Rustaveli metro', 'Mtatsminda'],
    ['ru', 'у метро Руставели', 'Mtatsminda'],
    ['ka', 'რუსთაველის მეტროსთან', 'Mtatsminda'],
    ['en', 'near Delisi station', 'Saburtalo'],
    ['ru', 'станция Делиси', 'Saburtalo'],
    ['ka', 'ახმეტელის თეატრის მეტროსთან', 'Gldani'],
    ['en', 'Technical University metro', 'Saburtalo'],
  ] as const)('%s: %s → the district and the metro wish', (language, message, district) => {
    const result = ask(message, { language });
    expect(result.filters.districtId).toBe(districtNamed(district).id);
    expect(result.wishes.map((wish) => wish.key)).toContain('metro');
  });

  it('asks for no metro when a station only names the area', () => {
    expect(ask('на Делиси', { language: 'ru' }).wishes).toEqual([]);
  });
});

describe('one-letter typos of every place name', () => {
  const oneWordNames = GAZETTEER.flatMap((place) =>
    place.names
      .filter((name) => !/[\s-]/u.test(name) && name.length >= 6)
      .map((name) => [name, place.district] as const),
  );
  const language = (name: string) =>
    /[\u10d0-\u10ff]/u.test(name) ? 'ka' : /[а-я]/iu.test(name) ? 'ru' : 'en';

  // A slip that makes another word of the language ("вокал" of вокзал) is that word.
  it.each(oneWordNames)('%s with a letter dropped or doubled still names %s', (name, district) => {
    const dropped = name.slice(0, 3) + name.slice(4);
    const doubled = name.slice(0, 4) + name.slice(3);
    const { city, id } = districtNamed(district);
    for (const typo of [dropped, doubled].filter((slip) => !isSpelledRight(slip.toLowerCase())))
      expect(districtOf(typo, language(name), city)).toBe(id);
  });

  it('takes a word of the language near a name for that word', () => {
    expect(districtOf('у жены вокал по вечерам', 'ru', 'Tbilisi')).toBeNull();
    expect(districtOf('ისინი ჩვენთან იცხოვრებენ, ორი ოთახი გვინდა', 'ka', 'Tbilisi')).toBeNull();
  });
});

describe('the landmarks of Tbilisi and Batumi, and names written short', () => {
  it.each([
    ['ru', 'Batumi', 'у площади Европы', 'Old Batumi'],
    ['ka', 'Batumi', 'ევროპის მოედანთან ახლოს', 'Old Batumi'],
    ['en', 'Batumi', 'close to the piazza', 'Old Batumi'],
    ['ru', 'Batumi', 'рядом с Алфавитной башней', 'Old Batumi'],
    ['ka', 'Batumi', 'დელფინარიუმთან ახლოს', 'Rustaveli'],
    ['en', 'Batumi', 'near the botanical garden', 'Green Cape'],
    ['ru', 'Tbilisi', 'у Ботанического сада', 'Old Tbilisi'],
    ['en', 'Tbilisi', 'europe sq', 'Avlabari'],
    ['ru', 'Tbilisi', 'пл. Героев', 'Vera'],
    ['ka', 'Tbilisi', 'რესპუბლიკის მოედანთან', 'Mtatsminda'],
    ['en', 'Tbilisi', 'by rike park', 'Avlabari'],
    ['ru', 'Tbilisi', 'у вокзала', 'Chughureti'],
    ['ka', 'Tbilisi', 'ვაგზალთან ახლოს', 'Chughureti'],
    ['en', 'Tbilisi', 'on chavchavadze ave', 'Vake'],
    ['ka', 'Tbilisi', 'პეკინზე', 'Saburtalo'],
    ['ka', 'Tbilisi', 'ჭავჭავაძეზე', 'Vake'],
    ['ru', 'Tbilisi', 'у ипподрома', 'Saburtalo'],
    ['en', 'Tbilisi', 'tech uni', 'Saburtalo'],
    ['en', 'Tbilisi', 'state uni area', 'Saburtalo'],
    ['en', 'Tbilisi', 'near elektrodepo', 'Didube'],
  ] as const)('%s %s: "%s" → %s', (language, city, message, district) =>
    expect(districtOf(message, language, city)).toBe(districtNamed(district).id),
  );

  it.each([
    ['ru', 'у метро Медицинская', 'Saburtalo'],
    ['ka', 'სამედიცინოს მეტროსთან', 'Saburtalo'],
    ['ru', 'возле метро Техуниверситет', 'Saburtalo'],
  ] as const)(
    '%s: a station named by its first word next to the metro, "%s"',
    (language, message, district) => {
      const result = ask(message, { language });
      expect(result.filters.districtId).toBe(districtNamed(district).id);
      expect(result.wishes.map((wish) => wish.key)).toContain('metro');
    },
  );

  it('names no station by a generic word without the metro, and no garden wish by a botanical garden', () => {
    expect(districtOf('medical insurance included', 'en')).toBeNull();
    expect(ask('у Ботанического сада', { language: 'ru' }).wishes).toEqual([]);
  });
});

describe('the word for a station is no station (seventh round)', () => {
  it.each([
    ['en', 'ten minutes on foot from a metro station'],
    ['ru', 'рядом со станцией метро'],
    ['ka', 'მეტროს სადგურიდან ახლოს'],
  ] as const)('%s "%s" names no district', (language, message) =>
    expect(ask(message, { language }).filters.districtId).toBeNull(),
  );

  it.each([
    ['ru', 'у метро Вокзальная'],
    ['en', 'by Station Square metro'],
    ['ka', 'სადგურის მოედანთან, მეტროსთან'],
  ] as const)('%s "%s" is still Station Square, in Chughureti', (language, message) =>
    expect(ask(message, { language }).filters.districtId).toBe(districtNamed('Chughureti').id),
  );

  it('reads a list of districts with an article before the second ("Vake or the Vera area")', () => {
    const { filters } = ask('a flat in Gldani or the Temka area');
    expect([filters.districtId, filters.districtIds]).toEqual([
      districtNamed('Gldani').id,
      [districtNamed('Temka').id],
    ]);
  });
});

describe('main streets as landmarks of their district, "st" and "ул." cut short (tenth round)', () => {
  it.each([
    ['en', 'a flat on Abashidze street', 'Vake'],
    ['en', 'Melikishvili st, 2 rooms', 'Vera'],
    ['ru', 'на ул. Меликишвили', 'Vera'],
    ['ka', 'ლესელიძის ქუჩაზე', 'Old Tbilisi'],
  ] as const)('%s "%s" is %s', (language, message, district) =>
    expect(ask(message, { language }).filters.districtId).toBe(districtNamed(district).id),
  );
});

describe("the old town's streets, churches and bridges (twelfth round)", () => {
  it.each([
    ['en', 'close to Anchiskhati basilica', 'Old Tbilisi'],
    ['ru', 'возле базилики Анчисхати', 'Old Tbilisi'],
    ['ka', 'ანჩისხატის ეკლესიასთან', 'Old Tbilisi'],
    ['ru', 'у Моста Мира', 'Old Tbilisi'],
    ['ka', 'მშვიდობის ხიდთან ახლოს', 'Old Tbilisi'],
  ] as const)('%s: %s', (language, message, district) =>
    expect(districtOf(message, language)).toBe(districtNamed(district).id),
  );
});

describe('the Mamadaviti church names Mtatsminda (set 18)', () => {
  it.each([
    ['en', 'flat below Mamadaviti church'],
    ['ru', 'квартира у церкви Мамадавити'],
  ] as const)('%s "%s"', (language, message) =>
    expect(districtOf(message, language)).toBe(districtNamed('Mtatsminda').id),
  );
});
