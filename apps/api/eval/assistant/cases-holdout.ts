import type { EvalConversation } from './case-types';

/**
 * Written after the interpreter reached its figures on the labelled set, and never used to tune it:
 * its score is the honest estimate of how the interpreter does on requests it has not seen.
 */
export const HOLDOUT_CASES: EvalConversation[] = [
  {
    id: 'h-en-1',
    language: 'en',
    turns: [
      {
        say: 'hey, 2br apartment around vake park pls, my budget is 180k',
        expect: { minBedrooms: 2, maxBedrooms: 2, district: 'Vake', maxPrice: 180000, currency: 'USD' },
        wishes: ['park'],
      },
      {
        say: 'needs to be renovated and have an elevator',
        change: { hasLift: true, renovationStatus: 'NewRenovated' },
        wishes: ['park'],
      },
    ],
  },
  {
    id: 'h-en-2',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'long term rental in saburtalo, 1 or 2 bedrooms, max 900$ a month',
        expect: { district: 'Saburtalo', minBedrooms: 1, maxBedrooms: 2, maxPrice: 900, currency: 'USD' },
      },
      { say: 'I have a dog', change: { petsAllowed: true }, wishes: [] },
    ],
  },
  {
    id: 'h-en-3',
    language: 'en',
    turns: [
      {
        say: 'new construction in didi digomi, 3 rooms, 90 sq m or more',
        expect: { buildingStatus: 'New', district: 'Didi Dighomi', minRooms: 3, maxRooms: 3, minSize: 90 },
      },
      { say: 'what do you have under 100 thousand', change: { maxPrice: 100000, currency: 'USD' } },
    ],
  },
  {
    id: 'h-en-4',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'house with a garden in krtsanisi, 4 bedrooms, 3 floors max',
        expect: { district: 'Krtsanisi', minBedrooms: 4, maxBedrooms: 4, maxNumberOfFloors: 3 },
        wishes: ['garden'],
      },
    ],
  },
  {
    id: 'h-en-5',
    language: 'en',
    turns: [
      {
        say: 'flat on the 3rd or 4th floor in ortachala, white frame ok',
        expect: { minFloor: 3, maxFloor: 4, district: 'Ortachala', renovationStatus: 'WhiteFrame' },
      },
      { say: 'actually forget ortachala, anywhere is fine', change: { district: null } },
    ],
  },
  {
    id: 'h-en-6',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'need an apartment for 5 nights in mtatsminda, max 60 usd per night',
        expect: { maxRentDuration: 5, district: 'Mtatsminda', maxPrice: 60, currency: 'USD' },
      },
    ],
  },
  {
    id: 'h-en-7',
    language: 'en',
    turns: [
      {
        say: 'apartments in isani between $50,000 and $70,000',
        expect: { district: 'Isani', minPrice: 50000, maxPrice: 70000, currency: 'USD' },
      },
      { say: 'too expensive', change: { minPrice: 42500, maxPrice: 59500 } },
    ],
  },
  {
    id: 'h-ru-1',
    language: 'ru',
    turns: [
      {
        say: 'Здравствуйте, ищу трехкомнатную квартиру в Ваке или Вере, до 250 тысяч',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Vake',
          alsoDistricts: ['Vera'],
          maxPrice: 250000,
          currency: 'USD',
        },
      },
      { say: 'желательно с балконом и парковкой', wishes: ['balcony', 'parking'] },
    ],
  },
  {
    id: 'h-ru-2',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'сниму однокомнатную на Сабуртало недорого, до 500 долларов',
        expect: { minRooms: 1, maxRooms: 1, district: 'Saburtalo', maxPrice: 500, currency: 'USD' },
      },
      { say: 'и чтобы рядом было метро', wishes: ['metro'] },
    ],
  },
  {
    id: 'h-ru-3',
    language: 'ru',
    turns: [
      {
        say: 'квартира в новостройке на Дигоми, площадь 70-90 метров, с белым каркасом',
        expect: {
          buildingStatus: 'New',
          district: 'Dighomi',
          minSize: 70,
          maxSize: 90,
          renovationStatus: 'WhiteFrame',
        },
      },
    ],
  },
  {
    id: 'h-ru-4',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'частный дом в Окрокане с бассейном до 400к',
        expect: { district: 'Okrokana', maxPrice: 400000, currency: 'USD' },
        wishes: ['pool'],
      },
      { say: 'минимум 3 спальни', change: { minBedrooms: 3 }, wishes: ['pool'] },
    ],
  },
  {
    id: 'h-ru-5',
    language: 'ru',
    turns: [
      {
        say: 'двушка с ремонтом в Глдани, этаж не выше пятого',
        expect: { minRooms: 2, maxRooms: 2, district: 'Gldani', maxFloor: 5 },
      },
      { say: 'а цена до 55 тыс долларов', change: { maxPrice: 55000, currency: 'USD' } },
    ],
  },
  {
    id: 'h-ru-6',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'посуточно квартира в Сололаки на 4 ночи до 150 лари за ночь',
        expect: { district: 'Sololaki', maxRentDuration: 4, maxPrice: 150, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'h-ru-7',
    language: 'ru',
    turns: [
      { say: 'квартиры на Вашлиджвари от 120 м2', expect: { district: 'Vashlijvari', minSize: 120 } },
      { say: 'нет, лучше в Багеби', change: { district: 'Bagebi' } },
    ],
  },
  {
    id: 'h-ka-1',
    language: 'ka',
    turns: [
      {
        say: 'მინდა სამოთახიანი ბინა ვერაზე, ახალი რემონტით, 200 ათას დოლარამდე',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Vera',
          renovationStatus: 'NewRenovated',
          maxPrice: 200000,
          currency: 'USD',
        },
      },
      { say: 'სასურველია აივნით', wishes: ['balcony'] },
    ],
  },
  {
    id: 'h-ka-2',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით ბინა საბურთალოზე 1000 ლარამდე, ავეჯით',
        expect: { district: 'Saburtalo', maxPrice: 1000, currency: 'GEL', isFurnished: true },
      },
      { say: 'წლით მინდა', change: { maxRentDuration: 365 } },
    ],
  },
  {
    id: 'h-ka-3',
    language: 'ka',
    turns: [
      {
        say: 'ბინა ნაძალადევში მეტროსთან ახლოს 50-60 ათასი დოლარი',
        expect: { district: 'Nadzaladevi', minPrice: 50000, maxPrice: 60000, currency: 'USD' },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'h-ka-4',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლი წავკისში, ორსართულიანი, ბუხრით და ავტოფარეხით',
        expect: { district: 'Tsavkisi', minNumberOfFloors: 2, maxNumberOfFloors: 2 },
        wishes: ['fireplace', 'garage'],
      },
    ],
  },
  {
    id: 'h-ka-5',
    language: 'ka',
    turns: [
      {
        say: 'ორსაძინებლიანი ბინა დიდუბეში, მინიმუმ 70 კვ.მ',
        expect: { minBedrooms: 2, maxBedrooms: 2, district: 'Didube', minSize: 70 },
      },
      { say: 'ფასი 90 ათასამდე', change: { maxPrice: 90000, currency: 'USD' } },
      { say: 'ცოტა იაფი', change: { maxPrice: 76500 } },
    ],
  },
  {
    id: 'h-ka-6',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად ბინა 2 ღამით ავლაბარში, 100 ლარამდე',
        expect: { maxRentDuration: 2, district: 'Avlabari', maxPrice: 100, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'h-ka-7',
    language: 'ka',
    turns: [
      {
        say: 'ძველ აშენებულში ბინა სოლოლაკში, მაღალი ჭერით',
        expect: { buildingStatus: 'Old', district: 'Sololaki' },
      },
    ],
  },
];
