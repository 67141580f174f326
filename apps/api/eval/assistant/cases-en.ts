import type { EvalConversation } from './case-types';

/** English requests as visitors type them: lower case, abbreviations, typos, no punctuation. */
export const ENGLISH_CASES: EvalConversation[] = [
  {
    id: 'en-vake-2bed',
    language: 'en',
    turns: [
      {
        say: 'looking for a 2 bedroom flat in vake under 200k',
        expect: { minBedrooms: 2, maxBedrooms: 2, district: 'Vake', maxPrice: 200000, currency: 'USD' },
      },
      { say: 'furnished please', change: { isFurnished: true } },
      { say: 'actually make it saburtalo', change: { district: 'Saburtalo' } },
      { say: 'cheaper', change: { maxPrice: 170000 } },
    ],
  },
  {
    id: 'en-saburtalo-3room',
    language: 'en',
    turns: [
      {
        say: '3 room apartment saburtalo between 120 and 160 thousand dollars',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Saburtalo',
          minPrice: 120000,
          maxPrice: 160000,
          currency: 'USD',
        },
      },
      { say: 'new building only', change: { buildingStatus: 'New' } },
      { say: 'not on the first floor', change: { minFloor: 2 } },
    ],
  },
  {
    id: 'en-studio-budget',
    language: 'en',
    turns: [
      {
        say: 'Hi! I need a studio near the center, budget $70,000',
        expect: { minRooms: 1, maxRooms: 1, maxPrice: 70000, currency: 'USD' },
      },
      { say: 'with balcony and parking', change: { hasBalcony: true, hasParking: true }, wishes: [] },
    ],
  },
  {
    id: 'en-didi-dighomi',
    language: 'en',
    turns: [
      {
        say: 'apartment in Didi Digomi, at least 80 m2, white frame',
        expect: { district: 'Didi Dighomi', minSize: 80, renovationStatus: 'WhiteFrame' },
      },
      { say: 'up to 90k', change: { maxPrice: 90000, currency: 'USD' } },
      { say: 'forget the price', change: { maxPrice: null, currency: null } },
    ],
  },
  {
    id: 'en-rent-vera',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: '1 bedroom for rent in vera up to 800 usd per month',
        expect: { minBedrooms: 1, maxBedrooms: 1, district: 'Vera', maxPrice: 800, currency: 'USD' },
      },
      { say: 'for 6 months', change: { maxRentDuration: 180 } },
      { say: 'pets allowed?', change: { petsAllowed: true }, wishes: [] },
    ],
  },
  {
    id: 'en-daily-old-tbilisi',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'need a place in old tbilisi for 3 nights, max 150 lari per night',
        expect: { district: 'Old Tbilisi', maxRentDuration: 3, maxPrice: 150, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'en-house-tskneti',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'two-storey house in tskneti with garden up to 350k',
        expect: {
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          district: 'Tskneti',
          maxPrice: 350000,
          currency: 'USD',
        },
        wishes: ['garden'],
      },
      { say: '3 bathrooms at least', change: { minBathrooms: 3 }, wishes: ['garden'] },
    ],
  },
  {
    id: 'en-other-house',
    language: 'en',
    turns: [
      {
        say: 'i want to buy a house in kojori',
        expect: { district: 'Kojori' },
        otherScope: { listingType: 'Sale', propertyType: 'House' },
      },
    ],
  },
  {
    id: 'en-other-rent',
    language: 'en',
    turns: [
      {
        say: 'Looking to rent a 2-bed in Vake',
        expect: { minBedrooms: 2, maxBedrooms: 2, district: 'Vake' },
        otherScope: { listingType: 'Rent', propertyType: 'Apartment' },
      },
    ],
  },
  {
    id: 'en-isani-full',
    language: 'en',
    turns: [
      {
        say: 'newly renovated 3-bedroom, 2 bathrooms, floor 3 to 7, isani',
        expect: {
          renovationStatus: 'NewRenovated',
          minBedrooms: 3,
          maxBedrooms: 3,
          minBathrooms: 2,
          maxBathrooms: 2,
          minFloor: 3,
          maxFloor: 7,
          district: 'Isani',
        },
      },
    ],
  },
  {
    id: 'en-saburtalo-size',
    language: 'en',
    turns: [
      {
        say: 'saburtalo area 60-80 sqm old renovation',
        expect: { district: 'Saburtalo', minSize: 60, maxSize: 80, renovationStatus: 'OldRenovated' },
      },
    ],
  },
  {
    id: 'en-nutsubidze-ongoing',
    language: 'en',
    turns: [
      {
        say: 'under construction flats in nutsubidze plateau from 50k to 75k',
        expect: {
          buildingStatus: 'Ongoing',
          district: 'Nutsubidze Plateau',
          minPrice: 50000,
          maxPrice: 75000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'en-year-elevator',
    language: 'en',
    turns: [
      {
        say: 'apartment built in 2018 with elevator, quiet street',
        expect: { buildingYear: 2018, hasLift: true },
        wishes: ['quiet'],
      },
    ],
  },
  {
    id: 'en-cadastral',
    language: 'en',
    turns: [{ say: 'cadastral code 01.14.14.009.032', expect: { cadastralCode: '01.14.14.009.032' } }],
  },
  {
    id: 'en-gldani-any-district',
    language: 'en',
    turns: [
      {
        say: '2 or 3 rooms in gldani, max 60000$',
        expect: { minRooms: 2, maxRooms: 3, district: 'Gldani', maxPrice: 60000, currency: 'USD' },
      },
      { say: 'and with furniture', change: { isFurnished: true } },
      { say: 'any district is ok', change: { district: null } },
    ],
  },
  {
    id: 'en-black-frame-around',
    language: 'en',
    turns: [
      {
        say: 'black frame 100 m2 around 100k',
        expect: {
          renovationStatus: 'BlackFrame',
          minSize: 100,
          minPrice: 90000,
          maxPrice: 110000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'en-translit-georgian',
    language: 'en',
    turns: [
      {
        say: 'vakeshi 2 otaxiani bina 150 atasamde',
        expect: { district: 'Vake', minRooms: 2, maxRooms: 2, maxPrice: 150000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'en-mtatsminda-view',
    language: 'en',
    turns: [
      {
        say: '3br in mtatsminda w/ a view, 250k tops',
        expect: { minBedrooms: 3, maxBedrooms: 3, district: 'Mtatsminda', maxPrice: 250000, currency: 'USD' },
        wishes: ['view'],
      },
    ],
  },
  {
    id: 'en-switch-district',
    language: 'en',
    turns: [
      { say: 'show me places in saburtalo', expect: { district: 'Saburtalo' } },
      { say: 'what about vake instead', expect: { district: 'Vake' } },
      { say: 'and bigger, at least 100 square meters', change: { minSize: 100 } },
    ],
  },
  {
    id: 'en-gel-budget',
    language: 'en',
    turns: [{ say: 'price in lari: up to 400 000 gel', expect: { maxPrice: 400000, currency: 'GEL' } }],
  },
  {
    id: 'en-million',
    language: 'en',
    turns: [
      {
        say: '1.2m budget, 4 bedrooms, vake, furnished',
        expect: {
          maxPrice: 1200000,
          currency: 'USD',
          minBedrooms: 4,
          maxBedrooms: 4,
          district: 'Vake',
          isFurnished: true,
        },
      },
    ],
  },
  {
    id: 'en-unfurnished-massive',
    language: 'en',
    turns: [
      {
        say: 'unfurnished 2 bed in dighomi masivi',
        expect: { isFurnished: false, minBedrooms: 2, maxBedrooms: 2, district: 'Dighomi Massive' },
      },
    ],
  },
  {
    id: 'en-rent-year',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'rent for a year, 3 rooms, up to 1000 dollars, with a sea view lol',
        expect: { maxRentDuration: 365, minRooms: 3, maxRooms: 3, maxPrice: 1000, currency: 'USD' },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'en-batumi-sea',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: 'sea view apartment in new boulevard under 90k',
        expect: { district: 'New Boulevard', maxPrice: 90000, currency: 'USD' },
        wishes: ['seaView'],
      },
      { say: 'high floor please', wishes: ['seaView', 'highFloor'] },
    ],
  },
  {
    id: 'en-ground-floor-yard',
    language: 'en',
    turns: [
      {
        say: 'ground floor with a yard in avlabari',
        expect: { minFloor: 1, maxFloor: 1, district: 'Avlabari' },
        wishes: ['garden'],
      },
    ],
  },
  {
    id: 'en-didube-metro',
    language: 'en',
    turns: [
      {
        say: 'I need something near metro in didube, 2 rooms, 70-90k',
        expect: {
          district: 'Didube',
          minRooms: 2,
          maxRooms: 2,
          minPrice: 70000,
          maxPrice: 90000,
          currency: 'USD',
        },
        wishes: ['metro'],
      },
      {
        say: 'a little more expensive is ok',
        change: { minPrice: 80500, maxPrice: 103500 },
        wishes: ['metro'],
      },
      {
        say: 'start over. 1 bedroom in isani',
        expect: { minBedrooms: 1, maxBedrooms: 1, district: 'Isani' },
        wishes: [],
      },
    ],
  },
  {
    id: 'en-house-lilo',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'single storey house in lilo with garage',
        expect: { minNumberOfFloors: 1, maxNumberOfFloors: 1, district: 'Lilo' },
        wishes: ['garage'],
      },
    ],
  },
  {
    id: 'en-typo-saburtalo',
    language: 'en',
    turns: [{ say: 'apartment in saburtlo', expect: { district: 'Saburtalo' } }],
  },
  {
    id: 'en-typo-vake',
    language: 'en',
    turns: [{ say: 'flat in vakke, 3 rooms', expect: { district: 'Vake', minRooms: 3, maxRooms: 3 } }],
  },
  {
    id: 'en-green-frame',
    language: 'en',
    turns: [
      {
        say: 'green frame in ortachala from 45 000 $',
        expect: { renovationStatus: 'GreenFrame', district: 'Ortachala', minPrice: 45000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'en-other-daily',
    language: 'en',
    turns: [
      {
        say: 'looking for daily rental in mtatsminda',
        expect: { district: 'Mtatsminda' },
        otherScope: { listingType: 'DailyRent', propertyType: 'Apartment' },
      },
    ],
  },
  {
    id: 'en-rent-pets',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'pet friendly 1 bedroom vake, 700-900 usd, long term',
        expect: {
          minBedrooms: 1,
          maxBedrooms: 1,
          district: 'Vake',
          minPrice: 700,
          maxPrice: 900,
          currency: 'USD',
          petsAllowed: true,
        },
        wishes: [],
      },
    ],
  },
  {
    id: 'en-four-rooms',
    language: 'en',
    turns: [
      { say: '4 rooms or more', expect: { minRooms: 4 } },
      { say: 'not more than 300k', change: { maxPrice: 300000, currency: 'USD' } },
    ],
  },
  {
    id: 'en-sunny-quiet',
    language: 'en',
    turns: [
      {
        say: 'Sunny, quiet flat, 5th floor or higher, Vera or Sololaki, 150-200K',
        expect: {
          minFloor: 5,
          district: 'Vera',
          alsoDistricts: ['Sololaki'],
          minPrice: 150000,
          maxPrice: 200000,
          currency: 'USD',
        },
        wishes: ['sunny', 'quiet'],
      },
    ],
  },
  {
    id: 'en-bright-kitchen',
    language: 'en',
    turns: [
      {
        say: 'bright apartment with 2 bathrooms and a new kitchen',
        expect: { minBathrooms: 2, maxBathrooms: 2 },
        wishes: ['sunny', 'newKitchen'],
      },
    ],
  },
  {
    id: 'en-under-50k',
    language: 'en',
    turns: [
      { say: 'anything under 50k?', expect: { maxPrice: 50000, currency: 'USD' } },
      { say: 'in varketili', change: { district: 'Varketili' } },
      { say: '2 rooms', change: { minRooms: 2, maxRooms: 2 } },
    ],
  },
  {
    id: 'en-rent-students',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'cheap studio for students in saburtalo up to 400$',
        expect: { minRooms: 1, maxRooms: 1, district: 'Saburtalo', maxPrice: 400, currency: 'USD' },
      },
      { say: 'even cheaper', change: { maxPrice: 340 } },
    ],
  },
  {
    id: 'en-house-dighomi',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'house 200+ sqm, 4 bedrooms, min 2 baths, digomi',
        expect: { minSize: 200, minBedrooms: 4, maxBedrooms: 4, minBathrooms: 2, district: 'Dighomi' },
      },
      { say: '3 floors', change: { minNumberOfFloors: 3, maxNumberOfFloors: 3 } },
    ],
  },
  {
    id: 'en-ninth-floor',
    language: 'en',
    turns: [
      {
        say: '2-room flat, 9th floor, new build, budget about 120 thousand USD',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          minFloor: 9,
          maxFloor: 9,
          buildingStatus: 'New',
          minPrice: 108000,
          maxPrice: 132000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'en-daily-weekend',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'for the weekend, 2 nights, in sololaki, with ac',
        expect: { maxRentDuration: 2, district: 'Sololaki', hasAirConditioning: true },
        wishes: [],
      },
    ],
  },
  {
    id: 'en-price-formats',
    language: 'en',
    turns: [
      {
        say: 'max $85,000 in nadzaladevi',
        expect: { maxPrice: 85000, currency: 'USD', district: 'Nadzaladevi' },
      },
      { say: 'hmm make it 95 000', change: { maxPrice: 95000 } },
    ],
  },
  {
    id: 'en-bathrooms-words',
    language: 'en',
    turns: [
      {
        say: 'three bedrooms two bathrooms in vashlijvari',
        expect: { minBedrooms: 3, maxBedrooms: 3, minBathrooms: 2, maxBathrooms: 2, district: 'Vashlijvari' },
      },
    ],
  },
  {
    id: 'en-lisi',
    language: 'en',
    turns: [
      {
        say: 'new building near lisi lake with parking, 120-150 m2',
        expect: {
          buildingStatus: 'New',
          district: 'Lisi Lake',
          minSize: 120,
          maxSize: 150,
          hasParking: true,
        },
        wishes: [],
      },
    ],
  },
  {
    id: 'en-old-building',
    language: 'en',
    turns: [
      {
        say: 'old building in sololaki, high ceilings, not the last floor',
        expect: { buildingStatus: 'Old', district: 'Sololaki' },
        wishes: ['notLastFloor'],
      },
    ],
  },
  {
    id: 'en-floor-bounds',
    language: 'en',
    turns: [
      { say: 'flat in bagebi no higher than 4th floor', expect: { district: 'Bagebi', maxFloor: 4 } },
      { say: 'more rooms than 2', change: { minRooms: 3 } },
    ],
  },
  {
    id: 'en-size-max',
    language: 'en',
    turns: [
      {
        say: 'small apartment, up to 45 square meters, under 60k',
        expect: { maxSize: 45, maxPrice: 60000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'en-rent-weeks',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'one bedroom in chughureti for 2 months',
        expect: { minBedrooms: 1, maxBedrooms: 1, district: 'Chughureti', maxRentDuration: 60 },
      },
      { say: 'with air conditioning and a dishwasher', change: { hasAirConditioning: true }, wishes: [] },
    ],
  },
  { id: 'en-no-criteria', language: 'en', turns: [{ say: 'hello, can you help me?', expect: {} }] },
  {
    id: 'en-building-floors-not-filter',
    language: 'en',
    turns: [{ say: 'apartment in a 12 storey building in temka', expect: { district: 'Temka' } }],
  },
  {
    id: 'en-after-year',
    language: 'en',
    turns: [
      {
        say: 'built after 2015 in samgori, 2 bed',
        expect: { buildingYear: 2016, district: 'Samgori', minBedrooms: 2, maxBedrooms: 2 },
      },
    ],
  },
  {
    id: 'en-house-on-apartment-page',
    language: 'en',
    turns: [
      {
        say: 'two story house with a pool in okrokana',
        expect: { district: 'Okrokana' },
        otherScope: { listingType: 'Sale', propertyType: 'House' },
        wishes: ['pool'],
      },
    ],
  },
  {
    id: 'en-daily-gel',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      { say: 'up to 100 gel a night in vake', expect: { maxPrice: 100, currency: 'GEL', district: 'Vake' } },
      { say: 'or cheaper', change: { maxPrice: 85 } },
    ],
  },
  {
    id: 'en-owners-only',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: '2 room flat in saburtalo up to 600 dollars, no agents',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Saburtalo',
          maxPrice: 600,
          currency: 'USD',
          sellerType: 'Owner',
        },
      },
      { say: 'furnished please', change: { isFurnished: true } },
    ],
  },
  {
    id: 'en-from-owner',
    language: 'en',
    turns: [{ say: 'flat in vake from the owner', expect: { district: 'Vake', sellerType: 'Owner' } }],
  },
  {
    id: 'en-owner-only-typo',
    language: 'en',
    turns: [
      { say: '3 rooms straight from the owmer', expect: { minRooms: 3, maxRooms: 3, sellerType: 'Owner' } },
    ],
  },
  {
    id: 'en-from-developer',
    language: 'en',
    turns: [
      {
        say: 'new building from a developer in didi dighomi',
        expect: { buildingStatus: 'New', district: 'Didi Dighomi', sellerType: 'Developer' },
      },
      { say: 'actually owner only', change: { sellerType: 'Owner' } },
    ],
  },
];
