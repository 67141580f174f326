import type { EvalConversation } from './case-types';

/*
 * Blind evaluation set 1 for the Sakhli chat assistant: 120 turns (40 ka, 40 en, 40 ru).
 * Written from SPEC.md, CONTRACT.md, the filter/enum/assistant schemas, case-types.ts, the district seed and
 * issue 14 only, without reading the assistant's code or its labelled cases.
 *
 * Conventions applied throughout (each also noted on the turns where it matters):
 *  - An exact count ("2 rooms", "3 საძ.", "2 санузла", "two-storey house") sets min = max of that field.
 *    "N rooms" (ოთახიანი, к.кв., -комн., room) is rooms; "N bedrooms" (საძინებელი, спальни, bd/br/bed) is bedrooms;
 *    სველი წერტილი / санузел / bath(room) is bathrooms.
 *  - Floors use the local numbering: the ground floor is floor 1. "Not on the ground/first floor" = minFloor 2;
 *    "above the Nth" = minFloor N+1; "Nth or higher" / "не ниже N-го" = minFloor N; "not the last floor" is the
 *    notLastFloor wish (no filter field for it).
 *  - A sale price with no currency named is USD (the Tbilisi sale market quotes in dollars; the create form defaults to USD).
 *  - "More than / over X sqm" = minSize X (sizes are continuous; only integer counts and floors get +1).
 *  - Rent duration is in days: a month = 30 days, half a year = 180, a year = 365.
 *  - Clearing the budget ("budget doesn't matter") clears minPrice, maxPrice and currency.
 *  - A district the person excludes ("anything except X") sets no district.
 *  - Landmarks map to the district they lie in; "near metro X" also adds the metro wish, "near X park" the park wish.
 *  - Not filters: price per m², down payment, ceiling height, phone numbers, number of guests, building height
 *    ("16-этажка"), land plot area of a house.
 *  - A turn that asks for another page sets otherScope and leaves the filter unchanged.
 */
export const BLIND_CASES_1: EvalConversation[] = [
  // ───────────────────────────── Georgian (ka): 40 turns ─────────────────────────────
  {
    id: 'b1-ka-1',
    language: 'ka',
    turns: [
      {
        say: 'ვეძებ 3 ოთახიან ბინას საბურთალოზე, ახალ აშენებულში, 120 000$-მდე',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Saburtalo',
          buildingStatus: 'New',
          maxPrice: 120000,
          currency: 'USD',
        },
      },
      { say: 'ცოტა იაფი იყოს, ბიუჯეტი 10 ათასით ჩამოწიე', change: { maxPrice: 110000 } },
      {
        say: 'ოთახების რაოდენობა არაა მნიშვნელოვანი, ოღონდ 70 კვ.მ-ზე ნაკლები არ იყოს',
        change: { minRooms: null, maxRooms: null, minSize: 70 },
      },
      {
        say: 'თავიდან დავიწყოთ. 1 ოთახიანი გლდანში, 50 ათას დოლარამდე',
        expect: { minRooms: 1, maxRooms: 1, district: 'Gldani', maxPrice: 50000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b1-ka-2',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით ვეძებ 2 საძინებლიან ბინას ვაკეში, ავეჯით, თვეში 1000$-მდე',
        expect: {
          minBedrooms: 2,
          maxBedrooms: 2,
          district: 'Vake',
          isFurnished: true,
          maxPrice: 1000,
          currency: 'USD',
        },
      },
      { say: 'ავეჯი აუცილებელი არაა, ცარიელიც მაწყობს', change: { isFurnished: null } },
      {
        // convention: a lease length of 6 months = minRentDuration 180 days (month = 30 days)
        say: 'აივანი თუ ექნება კარგია. მინიმუმ 6 თვით ვიქირავებ',
        change: { minRentDuration: 180 },
        wishes: ['balcony'],
      },
    ],
  },
  {
    id: 'b1-ka-3',
    language: 'ka',
    turns: [
      {
        // Georgian on the Latin keyboard layout: "2 საძინებლიანი ბინა ვაკეში, ახალი რემონტით"
        say: '2 saZinebliani bina vakeSi, axali remontiT',
        expect: { minBedrooms: 2, maxBedrooms: 2, district: 'Vake', renovationStatus: 'NewRenovated' },
      },
      {
        // "რემონტი სულ ერთია" = any renovation is fine
        say: 'remonti sul erTia',
        change: { renovationStatus: null },
      },
      {
        // "ფასი 150 ათასამდე"; convention: a sale price with no currency named is USD
        say: 'fasi 150 aTasamde',
        change: { maxPrice: 150000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b1-ka-4',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'ორსართულიანი სახლი წყნეთში, ეზოთი, 300 ათას დოლარამდე',
        expect: {
          district: 'Tskneti',
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          maxPrice: 300000,
          currency: 'USD',
        },
        wishes: ['garden'],
      },
      { say: 'წყნეთი კი არა, კოჯორში მაჩვენე', change: { district: 'Kojori' }, wishes: ['garden'] },
      {
        say: 'სართულები არ მაინტერესებს, ერთსართულიანიც წავა',
        change: { minNumberOfFloors: null, maxNumberOfFloors: null },
        wishes: ['garden'],
      },
    ],
  },
  {
    id: 'b1-ka-5',
    language: 'ka',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        // "4 კაცი ვართ" (number of guests) is not a filter
        say: 'ბათუმში დღიურად ვქირაობ ბინას ზღვის ხედით, ღამე 150 ლარამდე, 4 კაცი ვართ',
        expect: { maxPrice: 150, currency: 'GEL' },
        wishes: ['seaView'],
      },
      { say: 'ახალ ბულვარზე მინდა აუცილებლად', change: { district: 'New Boulevard' }, wishes: ['seaView'] },
    ],
  },
  {
    id: 'b1-ka-6',
    language: 'ka',
    turns: [{ say: '2 ოთახიანი ბინა ისანში', expect: { minRooms: 2, maxRooms: 2, district: 'Isani' } }],
  },
  {
    id: 'b1-ka-7',
    language: 'ka',
    turns: [
      {
        say: 'ვყიდულობ 4ოთ. ბინას ვაკეში 200-250ათ.$',
        expect: {
          minRooms: 4,
          maxRooms: 4,
          district: 'Vake',
          minPrice: 200000,
          maxPrice: 250000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b1-ka-8',
    language: 'ka',
    turns: [
      {
        // convention: "2 სველი წერტილი" (2 bathrooms) is an exact count: min = max = 2
        say: '3 საძ. ბინა, 2 სველი წერტილით, 100 კვ.მ-დან',
        expect: { minBedrooms: 3, maxBedrooms: 3, minBathrooms: 2, maxBathrooms: 2, minSize: 100 },
      },
    ],
  },
  {
    id: 'b1-ka-9',
    language: 'ka',
    turns: [
      {
        // convention: an excluded district sets no district
        say: 'ნებისმიერ უბანში, ოღონდ არა გლდანში. ბინა 60 000$-მდე',
        expect: { maxPrice: 60000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b1-ka-10',
    language: 'ka',
    turns: [
      {
        // convention: the ground floor is floor 1, "not on the first floor" = minFloor 2
        say: 'ბინა დიდუბეში, პირველ სართულზე არა',
        expect: { district: 'Didube', minFloor: 2 },
      },
    ],
  },
  {
    id: 'b1-ka-11',
    language: 'ka',
    turns: [
      {
        say: 'შავი კარკასი საბურთლოზე, მშენებარე კორპუსში',
        expect: { renovationStatus: 'BlackFrame', buildingStatus: 'Ongoing', district: 'Saburtalo' },
      },
    ],
  },
  {
    id: 'b1-ka-12',
    language: 'ka',
    turns: [
      {
        say: 'თეთრი კარკასი დიღომში 45-65 კვ.მ',
        expect: { renovationStatus: 'WhiteFrame', district: 'Dighomi', minSize: 45, maxSize: 65 },
      },
    ],
  },
  {
    id: 'b1-ka-13',
    language: 'ka',
    turns: [
      {
        // loose transliteration: "2 ოთახიანი ბინა საბურთალოზე ძველი რემონტით 70 ათას დოლარამდე"
        say: '2 otaxiani bina saburtaloze dzveli remontit 70 atas dolaramde',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Saburtalo',
          renovationStatus: 'OldRenovated',
          maxPrice: 70000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b1-ka-14',
    language: 'ka',
    turns: [
      {
        say: '5 ოთახიანი ბინა ვაკეში, 2.5 მლნ ლარამდე',
        expect: { minRooms: 5, maxRooms: 5, district: 'Vake', maxPrice: 2500000, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b1-ka-15',
    language: 'ka',
    turns: [
      {
        // convention: "above the 3rd floor" = minFloor 4
        say: 'ახალი აშენებული ბინა ვარკეთილში 95ათ$-მდე, მესამე სართულის ზემოთ',
        expect: {
          buildingStatus: 'New',
          district: 'Varketili',
          maxPrice: 95000,
          currency: 'USD',
          minFloor: 4,
        },
      },
    ],
  },
  {
    id: 'b1-ka-16',
    language: 'ka',
    turns: [
      {
        // convention: Abanotubani is part of the Old Tbilisi district
        say: 'ბინა ძველ თბილისში, აბანოთუბანთან ახლოს, ძველ აშენებულში',
        expect: { district: 'Old Tbilisi', buildingStatus: 'Old' },
      },
    ],
  },
  {
    id: 'b1-ka-17',
    language: 'ka',
    turns: [
      {
        // convention: Turtle Lake (კუს ტბა) lies in the Vake district
        say: 'კუს ტბასთან ახლოს ბინა მინდა, წყნარ ადგილას',
        expect: { district: 'Vake' },
        wishes: ['quiet'],
      },
    ],
  },
  {
    id: 'b1-ka-18',
    language: 'ka',
    turns: [
      {
        // convention: Sameba (Holy Trinity) cathedral lies in Avlabari
        say: 'სამების ტაძართან 1 ოთახიანი, მაქსიმუმ ორმოცდაათი ათასი დოლარი',
        expect: { district: 'Avlabari', minRooms: 1, maxRooms: 1, maxPrice: 50000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b1-ka-19',
    language: 'ka',
    turns: [
      {
        // convention: an elevator is a wish (no filter field), even when "აუცილებლად"
        say: 'ბინა 50-დან 70 ათას დოლარამდე, ავეჯით, აუცილებლად ლიფტით',
        expect: { hasLift: true, minPrice: 50000, maxPrice: 70000, currency: 'USD', isFurnished: true },
        wishes: [],
      },
    ],
  },
  {
    id: 'b1-ka-20',
    language: 'ka',
    turns: [
      {
        // ceiling height and the phone number are not filters
        say: 'გამარჯობა, მაინტერესებს 3 ოთახიანი ნაძალადევში, ჭერი 3 მეტრი თუ იქნება. ნომერი 599 12 34 56',
        expect: { minRooms: 3, maxRooms: 3, district: 'Nadzaladevi' },
      },
    ],
  },
  {
    id: 'b1-ka-21',
    language: 'ka',
    turns: [
      {
        // the 20% down payment is not a filter
        say: 'იპოთეკით ვყიდულობ, 20% შენატანი მაქვს. ბინა ვერაზე 150 000$-მდე',
        expect: { district: 'Vera', maxPrice: 150000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b1-ka-22',
    language: 'ka',
    turns: [
      {
        // Latin keyboard layout: "სამოთახიანი ბინა გლდანში, ოღონდ არა ბოლო სართულზე"
        say: 'samoTaxiani bina gldanSi, oRond ara bolo sarTulze',
        expect: { minRooms: 3, maxRooms: 3, district: 'Gldani' },
        wishes: ['notLastFloor'],
      },
    ],
  },
  {
    id: 'b1-ka-23',
    language: 'ka',
    turns: [
      {
        // convention: asking for another page sets otherScope and leaves the filter as it was
        say: 'ყიდვა არ მინდა, ქირით მაინტერესებს ბინა',
        expect: {},
        otherScope: { listingType: 'Rent', propertyType: 'Apartment' },
      },
    ],
  },
  {
    id: 'b1-ka-24',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ვეძებ 1 ოთახიანს ქირით ვაკეში, 500$-მდე, ძაღლი მყავს',
        expect: {
          petsAllowed: true,
          minRooms: 1,
          maxRooms: 1,
          district: 'Vake',
          maxPrice: 500,
          currency: 'USD',
        },
        wishes: [],
      },
    ],
  },
  {
    id: 'b1-ka-25',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        // loose transliteration: "ბინა ქირით 1500 ლარამდე საბურთალოზე, მეტროსთან ახლოს"
        say: 'bina qirit 1500 laramde saburtaloze, metrostan axlos',
        expect: { maxPrice: 1500, currency: 'GEL', district: 'Saburtalo' },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b1-ka-26',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        // the land plot (2000 m²) is not the house size: no size filter
        say: 'კერძო სახლი ოქროყანაში, 2000 კვ.მ მიწის ნაკვეთით, 150-დან 250 ათას დოლარამდე',
        expect: { district: 'Okrokana', minPrice: 150000, maxPrice: 250000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b1-ka-27',
    language: 'ka',
    turns: [
      {
        // convention: a stated construction year sets buildingYear
        say: 'ბინა ნუცუბიძის პლატოზე, 2022 წელს აშენებული',
        expect: { district: 'Nutsubidze Plateau', buildingYear: 2022 },
      },
    ],
  },
  {
    id: 'b1-ka-28',
    language: 'ka',
    turns: [
      {
        // convention: "more than 100 m²" = minSize 100
        say: 'მწვანე კარკასი ლისის ტბასთან, 100 კვ.მ-ზე მეტი',
        expect: { renovationStatus: 'GreenFrame', district: 'Lisi Lake', minSize: 100 },
      },
    ],
  },
  {
    id: 'b1-ka-29',
    language: 'ka',
    turns: [
      {
        say: 'საკადასტრო კოდი 01.14.13.002.015 — ეს ბინა თუ გაქვთ?',
        expect: { cadastralCode: '01.14.13.002.015' },
      },
    ],
  },
  {
    id: 'b1-ka-30',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      {
        // "ძველი ქალაქი" (the old town) = Old Tbilisi
        say: 'დღიურად ბინა ძველ ქალაქში, 2 საძინებლით, ღამე 200 ლარამდე',
        expect: { district: 'Old Tbilisi', minBedrooms: 2, maxBedrooms: 2, maxPrice: 200, currency: 'GEL' },
      },
    ],
  },

  // ───────────────────────────── English (en): 40 turns ─────────────────────────────
  {
    id: 'b1-en-1',
    language: 'en',
    turns: [
      {
        say: '2 bed apartment in Saburtalo, new building, under a hundred and twenty thousand dollars',
        expect: {
          minBedrooms: 2,
          maxBedrooms: 2,
          district: 'Saburtalo',
          buildingStatus: 'New',
          maxPrice: 120000,
          currency: 'USD',
        },
      },
      {
        say: 'actually make it 3 bedrooms and raise the budget to 150k',
        change: { minBedrooms: 3, maxBedrooms: 3, maxPrice: 150000 },
      },
      { say: "building age doesn't matter, old buildings are ok too", change: { buildingStatus: null } },
    ],
  },
  {
    id: 'b1-en-2',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'furnished 1br for rent in Vera, max 700 usd/month, I have a cat',
        expect: {
          petsAllowed: true,
          minBedrooms: 1,
          maxBedrooms: 1,
          district: 'Vera',
          isFurnished: true,
          maxPrice: 700,
          currency: 'USD',
        },
        wishes: [],
      },
      { say: 'hmm a bit cheaper, lower it by 100', change: { petsAllowed: true, maxPrice: 600 }, wishes: [] },
      {
        say: 'forget the district, anywhere in Tbilisi works',
        change: { petsAllowed: true, district: null },
        wishes: [],
      },
    ],
  },
  {
    id: 'b1-en-3',
    language: 'en',
    turns: [
      {
        say: 'flat in Vake, 80-100 sqm, 3rd floor or higher',
        expect: { district: 'Vake', minSize: 80, maxSize: 100, minFloor: 3 },
      },
      { say: 'ground floor is fine too', change: { minFloor: null } },
      {
        // convention: a studio = rooms 1 (min = max = 1); "Old Town" = Old Tbilisi
        say: "let's start over. studio in Old Town under $60k",
        expect: { minRooms: 1, maxRooms: 1, district: 'Old Tbilisi', maxPrice: 60000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b1-en-4',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: '2-storey house in Kojori with a garage, up to half a million dollars',
        expect: {
          district: 'Kojori',
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          maxPrice: 500000,
          currency: 'USD',
        },
        wishes: ['garage'],
      },
      { say: 'at least 3 bedrooms', change: { minBedrooms: 3 }, wishes: ['garage'] },
      {
        // convention: clearing the budget also clears the currency
        say: "budget doesn't matter",
        change: { maxPrice: null, currency: null },
        wishes: ['garage'],
      },
    ],
  },
  {
    id: 'b1-en-5',
    language: 'en',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        // "we're 4 people" is not a filter
        say: "sea view apartment in Batumi for a few nights, up to $80 per night, we're 4 people",
        expect: { maxPrice: 80, currency: 'USD' },
        wishes: ['seaView'],
      },
      { say: 'only in Green Cape please', change: { district: 'Green Cape' }, wishes: ['seaView'] },
    ],
  },
  {
    id: 'b1-en-6',
    language: 'en',
    turns: [{ say: '2 room apartment in Temka', expect: { minRooms: 2, maxRooms: 2, district: 'Temka' } }],
  },
  {
    id: 'b1-en-7',
    language: 'en',
    turns: [
      {
        // convention: "3bd/2ba" = exact bedrooms 3 and exact bathrooms 2
        say: '3bd/2ba in Vake, $0.9m max',
        expect: {
          minBedrooms: 3,
          maxBedrooms: 3,
          minBathrooms: 2,
          maxBathrooms: 2,
          district: 'Vake',
          maxPrice: 900000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b1-en-8',
    language: 'en',
    turns: [
      {
        // convention: an excluded district sets no district
        say: 'anywhere except Isani, 2 bedrooms, under 90k$',
        expect: { minBedrooms: 2, maxBedrooms: 2, maxPrice: 90000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b1-en-9',
    language: 'en',
    turns: [
      {
        // convention: ground floor = floor 1, so "not on the ground floor" = minFloor 2
        say: 'apartment in Didube, not on the ground floor, newly renovated',
        expect: { district: 'Didube', minFloor: 2, renovationStatus: 'NewRenovated' },
      },
    ],
  },
  {
    id: 'b1-en-10',
    language: 'en',
    turns: [
      {
        say: 'black frame flat in an off-plan building, Dighomi Massive',
        expect: { renovationStatus: 'BlackFrame', buildingStatus: 'Ongoing', district: 'Dighomi Massive' },
      },
    ],
  },
  {
    id: 'b1-en-11',
    language: 'en',
    turns: [
      {
        say: 'sabrutalo 2 bedrooms furnichured',
        expect: { district: 'Saburtalo', minBedrooms: 2, maxBedrooms: 2, isFurnished: true },
      },
    ],
  },
  {
    id: 'b1-en-12',
    language: 'en',
    turns: [
      {
        say: 'Soviet-era block in Nadzaladevi, 50-60 sqm, $45-55k',
        expect: {
          buildingStatus: 'Old',
          district: 'Nadzaladevi',
          minSize: 50,
          maxSize: 60,
          minPrice: 45000,
          maxPrice: 55000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b1-en-13',
    language: 'en',
    turns: [
      {
        say: 'budget a quarter of a million USD, 4 rooms in Vake, high floor with a nice view',
        expect: { maxPrice: 250000, currency: 'USD', minRooms: 4, maxRooms: 4, district: 'Vake' },
        wishes: ['highFloor', 'view'],
      },
    ],
  },
  {
    id: 'b1-en-14',
    language: 'en',
    turns: [
      {
        // convention: a sale price with no currency named is USD
        say: '80 grand, 1 bedroom, Vazisubani',
        expect: { maxPrice: 80000, currency: 'USD', minBedrooms: 1, maxBedrooms: 1, district: 'Vazisubani' },
      },
    ],
  },
  {
    id: 'b1-en-15',
    language: 'en',
    turns: [
      {
        // convention: Delisi metro station lies in Saburtalo; "near metro" also gives the metro wish
        say: 'near Delisi metro, 2 rooms, between the 3rd and 7th floor',
        expect: { district: 'Saburtalo', minRooms: 2, maxRooms: 2, minFloor: 3, maxFloor: 7 },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b1-en-16',
    language: 'en',
    turns: [
      {
        // convention: Mziuri park lies in Vake; "close to a park" also gives the park wish
        say: '3 bedroom apartment close to Mziuri park',
        expect: { district: 'Vake', minBedrooms: 3, maxBedrooms: 3 },
        wishes: ['park'],
      },
    ],
  },
  {
    id: 'b1-en-17',
    language: 'en',
    turns: [
      {
        // convention: "above the 3rd floor" = minFloor 4
        say: 'new build above the 3rd floor in Didi Dighomi, white frame',
        expect: {
          buildingStatus: 'New',
          minFloor: 4,
          district: 'Didi Dighomi',
          renovationStatus: 'WhiteFrame',
        },
      },
    ],
  },
  {
    id: 'b1-en-18',
    language: 'en',
    turns: [
      {
        // the phone number and the ceiling height are not filters
        say: 'Hi, my number is +995 555 123 456. Need 2 bedrooms in Vake, ceilings 3m+ would be great',
        expect: { minBedrooms: 2, maxBedrooms: 2, district: 'Vake' },
      },
    ],
  },
  {
    id: 'b1-en-19',
    language: 'en',
    turns: [
      {
        // the 20% down payment is not a filter
        say: 'buying with a mortgage, 20% down payment, flat under 200,000 USD in Saburtalo',
        expect: { maxPrice: 200000, currency: 'USD', district: 'Saburtalo' },
      },
    ],
  },
  {
    id: 'b1-en-20',
    language: 'en',
    turns: [
      {
        // convention: a price per m² is not a filter (no total price is derived from it)
        say: 'something in Vera at no more than $1500 per sqm, 60-80 sqm',
        expect: { district: 'Vera', minSize: 60, maxSize: 80 },
      },
    ],
  },
  {
    id: 'b1-en-21',
    language: 'en',
    turns: [
      {
        say: '$250k+ apartments in Vake, 150 m2 or more',
        expect: { minPrice: 250000, currency: 'USD', district: 'Vake', minSize: 150 },
      },
    ],
  },
  {
    id: 'b1-en-22',
    language: 'en',
    turns: [
      {
        // convention: asking for another page sets otherScope and leaves the filter as it was
        say: "I'd rather rent than buy, can you show rentals?",
        expect: {},
        otherScope: { listingType: 'Rent', propertyType: 'Apartment' },
      },
    ],
  },
  {
    id: 'b1-en-23',
    language: 'en',
    turns: [
      {
        say: "actually I'm looking for a house, not an apartment",
        expect: {},
        otherScope: { listingType: 'Sale', propertyType: 'House' },
      },
    ],
  },
  {
    id: 'b1-en-24',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        // convention: "at least a year" = minRentDuration 365 days
        say: 'long-term rental in Saburtalo, 2 bedrooms, unfurnished, up to 1200 GEL, for at least a year',
        expect: {
          district: 'Saburtalo',
          minBedrooms: 2,
          maxBedrooms: 2,
          isFurnished: false,
          maxPrice: 1200,
          currency: 'GEL',
          minRentDuration: 365,
        },
      },
    ],
  },
  {
    id: 'b1-en-25',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        // convention: parking is a wish (no filter field for apartments)
        say: '1-bed near Avlabari metro, need parking, up to 2.5k lari',
        expect: {
          hasParking: true,
          district: 'Avlabari',
          minBedrooms: 1,
          maxBedrooms: 1,
          maxPrice: 2500,
          currency: 'GEL',
        },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b1-en-26',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'single-storey house with a garden in Tsavkisi, over 120 sqm, min 2 bathrooms',
        expect: {
          district: 'Tsavkisi',
          minNumberOfFloors: 1,
          maxNumberOfFloors: 1,
          minSize: 120,
          minBathrooms: 2,
        },
        wishes: ['garden'],
      },
    ],
  },
  {
    id: 'b1-en-27',
    language: 'en',
    turns: [
      {
        say: 'apartment in Sololaki, Stalin-era building with old renovation',
        expect: { district: 'Sololaki', buildingStatus: 'Old', renovationStatus: 'OldRenovated' },
      },
    ],
  },
  {
    id: 'b1-en-28',
    language: 'en',
    turns: [
      {
        say: 'cadastral code 01.10.15.007.033 - is it on the site?',
        expect: { cadastralCode: '01.10.15.007.033' },
      },
    ],
  },
  {
    id: 'b1-en-29',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: 'Batumi, New Boulevard, sea view, 40-50 sqm, up to 60k$',
        expect: { district: 'New Boulevard', minSize: 40, maxSize: 50, maxPrice: 60000, currency: 'USD' },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b1-en-30',
    language: 'en',
    turns: [
      {
        say: 'bathroms 2, bedrooms 3, Lisi lake area',
        expect: {
          minBathrooms: 2,
          maxBathrooms: 2,
          minBedrooms: 3,
          maxBedrooms: 3,
          district: 'Lisi Lake',
        },
      },
    ],
  },
  {
    id: 'b1-en-31',
    language: 'en',
    turns: [
      {
        say: 'apt in Old Tbilisi, no higher than the 4th floor, with a balcony',
        expect: { hasBalcony: true, district: 'Old Tbilisi', maxFloor: 4 },
        wishes: [],
      },
    ],
  },

  // ───────────────────────────── Russian (ru): 40 turns ─────────────────────────────
  {
    id: 'b1-ru-1',
    language: 'ru',
    turns: [
      {
        say: 'Ищу 2 к.кв. на Сабуртало, новострой, до 100 тыс. $',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Saburtalo',
          buildingStatus: 'New',
          maxPrice: 100000,
          currency: 'USD',
        },
      },
      {
        // "a 3-room one is fine too": the range widens to 2-3 rooms
        say: 'можно и трешку',
        change: { maxRooms: 3 },
      },
      { say: 'бюджет поднимем до 120', change: { maxPrice: 120000 } },
    ],
  },
  {
    id: 'b1-ru-2',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'долгосрочная аренда, однушка в Ваке с мебелью, до 600$',
        expect: {
          minRooms: 1,
          maxRooms: 1,
          district: 'Vake',
          isFurnished: true,
          maxPrice: 600,
          currency: 'USD',
        },
      },
      { say: 'мебель не важна, и район любой', change: { isFurnished: null, district: null } },
      {
        // convention: first floor = ground floor, "не первый этаж" = minFloor 2
        say: 'только не первый этаж, и чтоб был кондиционер',
        change: { hasAirConditioning: true, minFloor: 2 },
        wishes: [],
      },
    ],
  },
  {
    id: 'b1-ru-3',
    language: 'ru',
    turns: [
      {
        say: 'сталинка на Вере, 3-4 комнаты, от 70 до 90 кв.м',
        expect: {
          buildingStatus: 'Old',
          district: 'Vera',
          minRooms: 3,
          maxRooms: 4,
          minSize: 70,
          maxSize: 90,
        },
      },
      { say: 'ремонт нужен свежий, евроремонт', change: { renovationStatus: 'NewRenovated' } },
      { say: 'ладно, ремонт любой, сами сделаем', change: { renovationStatus: null } },
    ],
  },
  {
    id: 'b1-ru-4',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        // the land plot (6 соток) is not a filter
        say: 'двухэтажный дом в Цкнети, участок 6 соток, до 400 тыс. долларов',
        expect: {
          district: 'Tskneti',
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          maxPrice: 400000,
          currency: 'USD',
        },
      },
      { say: 'желательно с бассейном', wishes: ['pool'] },
      {
        say: 'начнем заново: дом в Коджори до 200к$',
        expect: { district: 'Kojori', maxPrice: 200000, currency: 'USD' },
        wishes: [],
      },
    ],
  },
  {
    id: 'b1-ru-5',
    language: 'ru',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        // "нас 5 человек" (number of guests) is not a filter
        say: 'посуточно квартира в Махинджаури, до 120 лари в сутки, нас 5 человек',
        expect: { district: 'Makhinjauri', maxPrice: 120, currency: 'GEL' },
      },
      { say: 'нет, лучше в Гонио посмотрим', change: { district: 'Gonio' } },
    ],
  },
  {
    id: 'b1-ru-6',
    language: 'ru',
    turns: [
      { say: '3-комнатная квартира в Мухиани', expect: { minRooms: 3, maxRooms: 3, district: 'Mukhiani' } },
    ],
  },
  {
    id: 'b1-ru-7',
    language: 'ru',
    turns: [
      {
        say: '1-к в Дидубе до 55 тыс.$',
        expect: { minRooms: 1, maxRooms: 1, district: 'Didube', maxPrice: 55000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b1-ru-8',
    language: 'ru',
    turns: [
      {
        // convention: an excluded district sets no district
        say: 'квартира в любом районе кроме Исани, 2 спальни',
        expect: { minBedrooms: 2, maxBedrooms: 2 },
      },
    ],
  },
  {
    id: 'b1-ru-9',
    language: 'ru',
    turns: [
      {
        say: 'только не Сабуртало. 4-комн., от 40 до 55 тыс. $',
        expect: { minRooms: 4, maxRooms: 4, minPrice: 40000, maxPrice: 55000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b1-ru-10',
    language: 'ru',
    turns: [
      {
        say: 'хрущевка в Самгори, не ниже 4-го этажа',
        expect: { buildingStatus: 'Old', district: 'Samgori', minFloor: 4 },
      },
    ],
  },
  {
    id: 'b1-ru-11',
    language: 'ru',
    turns: [
      {
        // convention: "выше третьего" = minFloor 4; "не последний" is the notLastFloor wish
        say: 'новостройка в Дигоми, выше третьего этажа, но не последний',
        expect: { buildingStatus: 'New', district: 'Dighomi', minFloor: 4 },
        wishes: ['notLastFloor'],
      },
    ],
  },
  {
    id: 'b1-ru-12',
    language: 'ru',
    turns: [
      {
        say: 'белый каркас в строящемся доме на Дигомском массиве, 60-80 м2',
        expect: {
          renovationStatus: 'WhiteFrame',
          buildingStatus: 'Ongoing',
          district: 'Dighomi Massive',
          minSize: 60,
          maxSize: 80,
        },
      },
    ],
  },
  {
    id: 'b1-ru-13',
    language: 'ru',
    turns: [
      {
        // convention: a sale price with no currency named is USD
        say: 'черный каркас, Сабуртола, до 70к',
        expect: { renovationStatus: 'BlackFrame', district: 'Saburtalo', maxPrice: 70000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b1-ru-14',
    language: 'ru',
    turns: [
      {
        // convention: "2 санузла" is an exact count: min = max = 2
        say: 'евроремнт, 2 спальни, 2 санузла, Ваке',
        expect: {
          renovationStatus: 'NewRenovated',
          minBedrooms: 2,
          maxBedrooms: 2,
          minBathrooms: 2,
          maxBathrooms: 2,
          district: 'Vake',
        },
      },
    ],
  },
  {
    id: 'b1-ru-15',
    language: 'ru',
    turns: [
      {
        say: 'квартира в Ваке от 200 квадратов, до полутора миллионов долларов',
        expect: { district: 'Vake', minSize: 200, maxPrice: 1500000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b1-ru-16',
    language: 'ru',
    turns: [
      {
        // convention: "Старый город" in Tbilisi = Old Tbilisi
        say: 'Старый город, 3 комнаты, бюджет четверть миллиона долларов',
        expect: { district: 'Old Tbilisi', minRooms: 3, maxRooms: 3, maxPrice: 250000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b1-ru-17',
    language: 'ru',
    turns: [
      {
        // convention: Technical University metro lies in Saburtalo; "near metro" also gives the metro wish
        say: 'рядом с метро Технический университет, 2-комн., до 85 000$',
        expect: { district: 'Saburtalo', minRooms: 2, maxRooms: 2, maxPrice: 85000, currency: 'USD' },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b1-ru-18',
    language: 'ru',
    turns: [
      {
        // convention: Marjanishvili (square/metro) lies in Chughureti
        say: 'квартира на Марджанишвили, 2-3 комнаты, с балконом',
        expect: { hasBalcony: true, district: 'Chughureti', minRooms: 2, maxRooms: 3 },
        wishes: [],
      },
    ],
  },
  {
    id: 'b1-ru-19',
    language: 'ru',
    turns: [
      {
        // the building height ("16-этажка") and the phone number are not filters
        say: 'двушка в Глдани, можно в 16-этажке, звоните 577 11 22 33',
        expect: { minRooms: 2, maxRooms: 2, district: 'Gldani' },
      },
    ],
  },
  {
    id: 'b1-ru-20',
    language: 'ru',
    turns: [
      {
        // the down payment and the ceiling height are not filters
        say: 'покупаю в ипотеку, первый взнос 20%, квартира в Ваке до 150 тыс. долларов, потолки от 3 м',
        expect: { district: 'Vake', maxPrice: 150000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b1-ru-21',
    language: 'ru',
    turns: [
      {
        // convention: a price per m² is not a filter (no total price is derived from it)
        say: 'Исани, 50-70 квадратов, цена за метр не больше 1000$',
        expect: { district: 'Isani', minSize: 50, maxSize: 70 },
      },
    ],
  },
  {
    id: 'b1-ru-22',
    language: 'ru',
    turns: [
      {
        // convention: asking for another page sets otherScope and leaves the filter as it was
        say: 'я хочу снять, а не купить',
        expect: {},
        otherScope: { listingType: 'Rent', propertyType: 'Apartment' },
      },
    ],
  },
  {
    id: 'b1-ru-23',
    language: 'ru',
    turns: [
      {
        say: 'а посуточно есть что-нибудь?',
        expect: {},
        otherScope: { listingType: 'DailyRent', propertyType: 'Apartment' },
      },
    ],
  },
  {
    id: 'b1-ru-24',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        // convention: "от полугода" = minRentDuration 180 days
        say: 'сниму 2 к.кв. в Ваке без мебели, до 1000$, от полугода',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Vake',
          isFurnished: false,
          maxPrice: 1000,
          currency: 'USD',
          minRentDuration: 180,
        },
      },
    ],
  },
  {
    id: 'b1-ru-25',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'аренда на плато Нуцубидзе, 3 спальни, до 2000 лари, нужна парковка, будем с собакой',
        expect: {
          hasParking: true,
          petsAllowed: true,
          district: 'Nutsubidze Plateau',
          minBedrooms: 3,
          maxBedrooms: 3,
          maxPrice: 2000,
          currency: 'GEL',
        },
        wishes: [],
      },
    ],
  },
  {
    id: 'b1-ru-26',
    language: 'ru',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'дом в аренду в Цавкиси, до 5к$ в месяц, от 200 м², с садом',
        expect: { district: 'Tsavkisi', maxPrice: 5000, currency: 'USD', minSize: 200 },
        wishes: ['garden'],
      },
    ],
  },
  {
    id: 'b1-ru-27',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'одноэтажный дом в Окрокане с камином, до двухсот пятидесяти тысяч долларов',
        expect: {
          district: 'Okrokana',
          minNumberOfFloors: 1,
          maxNumberOfFloors: 1,
          maxPrice: 250000,
          currency: 'USD',
        },
        wishes: ['fireplace'],
      },
    ],
  },
  {
    id: 'b1-ru-28',
    language: 'ru',
    turns: [{ say: 'кадастровый код 01.19.22.004.118', expect: { cadastralCode: '01.19.22.004.118' } }],
  },
  {
    id: 'b1-ru-29',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'Старый Батуми, 1-к, до 45к$',
        expect: { district: 'Old Batumi', minRooms: 1, maxRooms: 1, maxPrice: 45000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b1-ru-30',
    language: 'ru',
    turns: [
      {
        // "чешка" = Czech-project Soviet block = Old building
        say: 'чешка в Авлабаре со старым ремонтом',
        expect: { buildingStatus: 'Old', district: 'Avlabari', renovationStatus: 'OldRenovated' },
      },
    ],
  },
  {
    id: 'b1-ru-31',
    language: 'ru',
    turns: [
      {
        // convention: a stated construction year sets buildingYear
        say: 'новостройка 2023 года постройки в Багеби',
        expect: { buildingStatus: 'New', buildingYear: 2023, district: 'Bagebi' },
      },
    ],
  },
];
