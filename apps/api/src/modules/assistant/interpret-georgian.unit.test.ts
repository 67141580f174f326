import { describe, expect, it } from 'vitest';
import { ask, districtNamed } from './testing/assistant-test-kit';

const vake = districtNamed('Vake');
const saburtalo = districtNamed('Saburtalo');

describe('Georgian verbs in any person and with any of their preverbs', () => {
  it.each(['ოთახები ამოშალეთ', 'ოთახები მოაშორეთ', 'ოთახების რაოდენობა წაშალოს'])(
    '"%s" lets the rooms go',
    (message) => {
      const { filters } = ask(message, { language: 'ka', filters: { minRooms: 3, maxRooms: 3 } });
      expect([filters.minRooms, filters.maxRooms]).toEqual([null, null]);
    },
  );

  it('a slip in a verb is read as the verb ("ოთახები მოაშრეთ")', () => {
    const { filters } = ask('ოთახები მოაშრეთ', { language: 'ka', filters: { minRooms: 3, maxRooms: 3 } });
    expect([filters.minRooms, filters.maxRooms]).toEqual([null, null]);
  });

  it('"საბურთალო ჩაამატეთ" adds a district to the one asked', () => {
    const { filters } = ask('საბურთალო ჩაამატეთ', { language: 'ka', filters: { districtId: vake.id } });
    expect([filters.districtId, filters.districtIds]).toEqual([vake.id, [saburtalo.id]]);
  });

  it('a district that does not suit, in Latin letters, is not the one asked ("vake ar gvawyobs, mxolod saburtalo")', () => {
    expect(ask('vake ar gvawyobs, mxolod saburtalo', { language: 'ka' }).filters.districtId).toBe(
      saburtalo.id,
    );
  });

  it('"ხუთ ათასს კიდევ გამოვძებნით" (we will find five thousand more) raises the budget by it', () => {
    const { filters } = ask('ხუთ ათასს კიდევ გამოვძებნით', {
      language: 'ka',
      filters: { maxPrice: 100_000, currency: 'USD' },
    });
    expect(filters.maxPrice).toBe(105_000);
  });

  it('"ორი საძინებელი ცოტაა, სამი გვინდოდა" asks for the count said after wanting', () => {
    const { filters } = ask('ორი საძინებელი ცოტაა, სამი გვინდოდა', { language: 'ka' });
    expect([filters.minBedrooms, filters.maxBedrooms]).toEqual([3, 3]);
  });

  it('a verb in Latin letters marks the message as Georgian ("200 larit meti gadavixdit": we will pay 200 more)', () => {
    const { filters } = ask('200 larit meti gadavixdit', {
      language: 'ka',
      listingType: 'Rent',
      filters: { maxPrice: 1000, currency: 'GEL' },
    });
    expect(filters.maxPrice).toBe(1200);
  });
});

describe('Georgian words with what is glued to them', () => {
  it('a number word with "from" glued to it is a number, not a breed of dog ("სამოცდაათიდან ოთხმოც ათასამდე")', () => {
    const { filters } = ask('სამოცდაათიდან ოთხმოც ათასამდე', { language: 'ka' });
    expect([filters.minPrice, filters.maxPrice, filters.petsAllowed]).toEqual([70_000, 80_000, null]);
  });

  it('a cat with the enclitic "too" is a pet ("ერთოთახიანი ორთაჭალაში, კატაც მყავს")', () => {
    expect(ask('ერთოთახიანი ორთაჭალაში, კატაც მყავს', { language: 'ka' }).filters.petsAllowed).toBe(true);
  });

  it('a number word with "on" glued to it is compared as a number ("სართული ხუთზე მაღლა": above the fifth)', () => {
    expect(ask('სართული ხუთზე მაღლა', { language: 'ka' }).filters.minFloor).toBe(6);
  });

  it('"newly built" with no building after it names a new building ("ახლად აშენებულში ვეძებ")', () => {
    expect(ask('ახლად აშენებულში ვეძებ', { language: 'ka' }).filters.buildingStatus).toBe('New');
  });
});

describe('Georgian phrases of a class', () => {
  it('"ძვირიც რომ იყოს, არ გვეწყინება" (even if dearer, we would not mind) concedes, it moves no price', () => {
    const { filters } = ask('ძვირიც რომ იყოს, არ გვეწყინება', {
      language: 'ka',
      filters: { maxPrice: 200_000, currency: 'USD' },
    });
    expect(filters.maxPrice).toBe(200_000);
  });

  it('"რემონტის მდგომარეობა სულ ერთია": the state of a field names the field', () => {
    const { filters } = ask('რემონტის მდგომარეობა სულ ერთია', {
      language: 'ka',
      filters: { renovationStatus: 'OldRenovated' },
    });
    expect(filters.renovationStatus).toBeNull();
  });

  it('"მანქანის ადგილით" (with a place for the car) asks for parking', () => {
    expect(ask('ოროთახიანი, მანქანის ადგილით', { language: 'ka' }).filters.hasParking).toBe(true);
  });

  it('a two-word unit, then a bound word, then the count ("სველი წერტილი არანაკლებ 2")', () => {
    const { filters } = ask('სველი წერტილი არანაკლებ 2', { language: 'ka' });
    expect([filters.minBathrooms, filters.maxBathrooms]).toEqual([2, null]);
  });

  it('a bound word that ends the clause after the count ("2 სველი წერტილი მაქსიმუმ")', () => {
    const { filters } = ask('2 სველი წერტილი მაქსიმუმ', { language: 'ka' });
    expect([filters.minBathrooms, filters.maxBathrooms]).toEqual([null, 2]);
  });
});
