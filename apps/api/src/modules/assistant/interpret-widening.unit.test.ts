import type { Filter } from '@sakhli/shared/schemas/filter';
import { describe, expect, it } from 'vitest';
import { ask, converse, districtNamed, setFields } from './testing/assistant-test-kit';

const before: Partial<Filter> = {
  minPrice: 80000,
  maxPrice: 120000,
  currency: 'USD',
  minRooms: 2,
  maxRooms: 2,
  minBedrooms: 2,
  maxBedrooms: 2,
  renovationStatus: 'NewRenovated',
  districtId: 8,
  districtName: 'Saburtalo',
  minFloor: 3,
};

const after = (message: string, language: 'ka' | 'en' | 'ru') =>
  setFields(ask(message, { language, filters: before }).filters);

const without = (...keys: (keyof Filter)[]) =>
  Object.fromEntries(Object.entries(before).filter(([key]) => !keys.includes(key as keyof Filter)));

describe('"too", "also", "тоже", "-ც": a value offered widens what the conversation has', () => {
  it.each([
    ['en', 'Isani is acceptable too'],
    ['en', 'also happy with Didube'],
    ['ru', 'Дидубе тоже рассмотрю'],
    ['ru', 'можно и в Исани'],
    ['ka', 'ისანიც მომწონს'],
    ['ka', 'დიდუბეზეც ვიფიქრებ'],
  ] as const)('%s a second district joins the first (districtIds, decision 040): %s', (language, message) => {
    const added = /isani|исани|ისანი/iu.test(message) ? 'Isani' : 'Didube';
    expect(after(message, language)).toEqual({ ...before, districtIds: [districtNamed(added).id] });
  });

  it.each([
    ['en', 'a 3 room place works as well', { minRooms: 2, maxRooms: 3 }],
    ['en', 'one bedroom would also do', { minBedrooms: 1, maxBedrooms: 2 }],
    ['ru', 'подойдёт и трёхкомнатная', { minRooms: 2, maxRooms: 3 }],
    ['ru', 'однокомнатную тоже посмотрю', { minRooms: 1, maxRooms: 2 }],
    ['ka', 'სამოთახიანიც წავა', { minRooms: 2, maxRooms: 3 }],
    ['ka', '3 საძინებლიანიც კარგია', { minBedrooms: 2, maxBedrooms: 3 }],
  ] as const)('%s a count offered stretches the range to hold it: %s', (language, message, widened) => {
    const field = 'minBedrooms' in widened ? 'Bedrooms' : 'Rooms';
    expect(after(message, language)).toEqual({
      ...without(`min${field}`, `max${field}`),
      ...widened,
    });
  });

  it.each([
    ['en', 'the 2nd floor works too', { minFloor: 2 }],
    ['ru', 'первый этаж тоже рассмотрю', {}],
    ['ka', 'პირველ სართულზეც თანახმა ვარ', {}],
  ] as const)(
    '%s a lower floor offered lowers the minimum; the ground floor drops it: %s',
    (language, message, floor) =>
      expect(after(message, language)).toEqual({ ...without('minFloor'), ...floor }),
  );

  it.each([
    ['en', 'an old renovation is OK too'],
    ['ru', 'старый ремонт тоже сойдёт'],
    ['ka', 'ძველი რემონტიც მისაღებია'],
  ] as const)('%s a second renovation lets the field go: %s', (language, message) =>
    expect(after(message, language)).toEqual(without('renovationStatus')),
  );

  it('a bound said with "also" narrows as any bound does', () => {
    expect(after('also under 90k', 'en')).toEqual({ ...before, maxPrice: 90000 });
  });

  it('"too" before an adjective is no widening', () => {
    expect(after('too small, 4 rooms please', 'en')).toMatchObject({ minRooms: 4, maxRooms: 4 });
  });

  it('a Georgian relative word ending in -ც is no widening', () => {
    expect(after('მინდა ბინა, სადაც 4 ოთახია', 'ka')).toMatchObject({ minRooms: 4, maxRooms: 4 });
  });

  it('with nothing to widen the value is simply set', () => {
    expect(setFields(ask('Vake too, and 2 rooms', { language: 'en' }).filters)).toEqual({
      districtId: 5,
      districtName: 'Vake',
      minRooms: 2,
      maxRooms: 2,
    });
  });
});

describe('widening who sells (seventh round)', () => {
  it.each([
    ['en', 'buying through an agent works as well'],
    ['ru', 'через агентство тоже подойдёт'],
    ['ka', 'აგენტის მეშვეობითაც შეიძლება'],
    ['en', 'agency ads would be ok as well'],
    ['ru', 'агентские варианты тоже подойдут'],
    ['ka', 'სააგენტოს განცხადებებიც არაუშავს'],
  ] as const)('%s "%s" after owners only lets the seller go', (language, message) =>
    expect(ask(message, { language, filters: { sellerType: 'Owner' } }).filters.sellerType).toBeNull(),
  );

  it('keeps the new seller when nothing else was set', () =>
    expect(ask('through an agency', { filters: { sellerType: null } }).filters.sellerType).toBe('Agency'));
});

describe('widening down to one moves the minimum there (eighth round)', () => {
  it.each([
    ['en', ['two-storey house', 'a single-storey one works too']],
    ['ru', ['двухэтажный дом', 'одноэтажный тоже подойдёт']],
    ['ka', ['ორსართულიანი სახლი', 'ერთსართულიანიც მისაღებია']],
  ] as const)('%s %j is 1 to 2 storeys', (language, messages) =>
    expect(setFields(converse(messages, { language, propertyType: 'House' }).filters)).toEqual({
      minNumberOfFloors: 1,
      maxNumberOfFloors: 2,
    }),
  );

  it('rooms too, while the ground floor still lets the floor go', () => {
    expect(setFields(converse(['2-room flat', 'a 1-room one is ok too']).filters)).toEqual({
      minRooms: 1,
      maxRooms: 2,
    });
    expect(setFields(converse(['3rd to 6th floor', 'the ground floor is fine too']).filters)).toEqual({
      maxFloor: 6,
    });
  });
});

describe('a bound below the range, or above it, offered too lets that side go (set 19)', () => {
  it.each([
    ['en', ['2 rooms, 60-70k'], 'under 60k works too', { minPrice: null, maxPrice: 70000 }],
    ['en', ['2 rooms, 60-70k'], 'over 70k is fine as well', { minPrice: 60000, maxPrice: null }],
    ['ru', ['двушка, 60-70 тысяч'], 'дешевле 60 тоже можно', { minPrice: null, maxPrice: 70000 }],
    ['ka', ['ოროთახიანი, 60-70 ათასი'], '60 ათასზე იაფიც გამოდგება', { minPrice: null, maxPrice: 70000 }],
    ['ka', ['ოროთახიანი, 60-70 ათასი'], '60-ზე იაფიც წავა', { minPrice: null, maxPrice: 70000 }],
    ['ka', ['ოროთახიანი, 60-70 ათასი'], '70-ზე ძვირიც გამოდგება', { minPrice: 60000, maxPrice: null }],
  ] as const)('%s %j then "%s"', (language, before, message, expected) =>
    expect(converse([...before, message], { language }).filters).toMatchObject(expected),
  );
});
