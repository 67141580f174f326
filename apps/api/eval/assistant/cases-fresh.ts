import type { EvalConversation } from './case-types';

/**
 * The last set, written after the interpreter reached its figures on the other two. Its first run
 * (24 of 25, the Georgian "მე-10 სართულის ზემოთ" missed) is in docs/ASSISTANT.md; that one cue was
 * added afterwards.
 */
export const FRESH_CASES: EvalConversation[] = [
  {
    id: 'f-en-1',
    language: 'en',
    turns: [
      {
        say: 'Looking for a bright 2-bedroom in Saburtalo close to the metro, up to $140k',
        expect: { minBedrooms: 2, maxBedrooms: 2, district: 'Saburtalo', maxPrice: 140000, currency: 'USD' },
        wishes: ['sunny', 'metro'],
      },
      { say: 'only newly built please', change: { buildingStatus: 'New' } },
      { say: 'what if I go up to 160k?', change: { maxPrice: 160000 } },
    ],
  },
  {
    id: 'f-en-2',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'furnished studio to rent near vake park, 600 usd max',
        expect: {
          isFurnished: true,
          minRooms: 1,
          maxRooms: 1,
          district: 'Vake',
          maxPrice: 600,
          currency: 'USD',
        },
        wishes: ['park'],
      },
      {
        // Convention changed twice: issue 14's third slice cleared the district (it was Vera); with
        // districtIds (decision 040) "too" adds Vera to Vake.
        say: 'can be in vera too',
        expect: {
          district: 'Vake',
          alsoDistricts: ['Vera'],
          isFurnished: true,
          minRooms: 1,
          maxRooms: 1,
          maxPrice: 600,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'f-en-3',
    language: 'en',
    turns: [
      {
        say: 'need 4 rooms, 2 bathrooms, at least 120m2 in vake, max 450000',
        expect: {
          minRooms: 4,
          maxRooms: 4,
          minBathrooms: 2,
          maxBathrooms: 2,
          minSize: 120,
          district: 'Vake',
          maxPrice: 450000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'f-en-4',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'looking for a cottage in kojori or tskneti with a fireplace, under 250 thousand',
        expect: { district: 'Kojori', alsoDistricts: ['Tskneti'], maxPrice: 250000, currency: 'USD' },
        wishes: ['fireplace'],
      },
    ],
  },
  {
    id: 'f-en-5',
    language: 'en',
    turns: [
      {
        say: 'green frame flats in gldani from 30k',
        expect: { renovationStatus: 'GreenFrame', district: 'Gldani', minPrice: 30000, currency: 'USD' },
      },
      { say: 'and up to 45k', change: { maxPrice: 45000 } },
    ],
  },
  {
    id: 'f-en-6',
    language: 'en',
    turns: [
      {
        say: 'a 1 bed flat in isani for rent, 400 dollars',
        expect: { minBedrooms: 1, maxBedrooms: 1, district: 'Isani', maxPrice: 400, currency: 'USD' },
        otherScope: { listingType: 'Rent', propertyType: 'Apartment' },
      },
    ],
  },
  {
    id: 'f-ru-1',
    language: 'ru',
    turns: [
      {
        say: 'Добрый день! Интересует 2-х комнатная в Ваке, новостройка, бюджет 130-150к',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Vake',
          buildingStatus: 'New',
          minPrice: 130000,
          maxPrice: 150000,
          currency: 'USD',
        },
      },
      // Convention changed twice: issue 14's third slice cleared the district (it was Vera); with districtIds
      // (decision 040) "also Vera" adds Vera to Vake.
      { say: 'можно и на Вере посмотреть', change: { alsoDistricts: ['Vera'] } },
    ],
  },
  {
    id: 'f-ru-2',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'ищу квартиру в аренду на год, Сабуртало, с мебелью, две спальни',
        expect: {
          maxRentDuration: 365,
          district: 'Saburtalo',
          isFurnished: true,
          minBedrooms: 2,
          maxBedrooms: 2,
        },
      },
      { say: 'до 1200 долларов в месяц', change: { maxPrice: 1200, currency: 'USD' } },
    ],
  },
  {
    id: 'f-ru-3',
    language: 'ru',
    turns: [
      {
        say: 'квартира в Исани, 3 комнаты, не первый этаж, с лифтом',
        expect: { district: 'Isani', minRooms: 3, maxRooms: 3, minFloor: 2, hasLift: true },
        wishes: [],
      },
    ],
  },
  {
    id: 'f-ru-4',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'дом в Крцаниси с видом на город и бассейном, 3 спальни',
        expect: { district: 'Krtsanisi', minBedrooms: 3, maxBedrooms: 3 },
        wishes: ['cityView', 'pool'],
      },
    ],
  },
  {
    id: 'f-ru-5',
    language: 'ru',
    turns: [
      {
        say: 'однушка до 45 тысяч, район неважен',
        expect: { minRooms: 1, maxRooms: 1, maxPrice: 45000, currency: 'USD' },
      },
      { say: 'а если Глдани?', change: { district: 'Gldani' } },
    ],
  },
  {
    id: 'f-ka-1',
    language: 'ka',
    turns: [
      {
        say: 'მაინტერესებს ოროთახიანი ბინა საბურთალოზე, მეტროსთან ახლოს, 100 ათას დოლარამდე',
        expect: { minRooms: 2, maxRooms: 2, district: 'Saburtalo', maxPrice: 100000, currency: 'USD' },
        wishes: ['metro'],
      },
      { say: 'ახალ აშენებულში', change: { buildingStatus: 'New' } },
    ],
  },
  {
    id: 'f-ka-2',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ვეძებ ბინას ქირით ვაკეში, ავეჯით, 2 საძინებლით, 1500 დოლარამდე',
        expect: {
          district: 'Vake',
          isFurnished: true,
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 1500,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'f-ka-3',
    language: 'ka',
    turns: [
      {
        say: 'ბინა გლდანში 40 ათასამდე, თეთრი კარკასი',
        expect: { district: 'Gldani', maxPrice: 40000, currency: 'USD', renovationStatus: 'WhiteFrame' },
      },
      { say: 'ფართი მინიმუმ 60 კვადრატი', change: { minSize: 60 } },
    ],
  },
  {
    id: 'f-ka-4',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'ორსართულიანი სახლი ოქროყანაში, აუზით, 400 ათასამდე',
        expect: {
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          district: 'Okrokana',
          maxPrice: 400000,
          currency: 'USD',
        },
        wishes: ['pool'],
      },
    ],
  },
  {
    id: 'f-ka-5',
    language: 'ka',
    turns: [
      {
        say: 'სამოთახიანი ბინა ვაკეში, მე-10 სართულის ზემოთ',
        expect: { minRooms: 3, maxRooms: 3, district: 'Vake', minFloor: 11 },
      },
    ],
  },
];
