import type { EvalConversation } from './case-types';

/*
 * Blind evaluation set 2 for the Sakhli chat assistant: 180 turns (60 ka, 60 en, 60 ru).
 * Written from SPEC.md, CONTRACT.md, issue 14, the filter/enum/assistant schemas, case-types.ts, the district seed
 * and the conventions block of set 1 only, without reading the assistant's code or its labelled cases.
 *
 * Conventions applied throughout (set 1's, copied; then the ones this set adds):
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
 * Added by this set:
 *  - Prices: "up to / under / max / tops / до / не дороже / -მდე / მაქსიმუმ" = maxPrice (inclusive, prices are
 *    continuous); "from / at least / от / -დან" = minPrice; "X-Y" = both, the unit written once serves both ends
 *    ("70-95ათ.$", "150-180к$"). A budget ("budget 90k", "ბიუჯეტი", "бюджет") is the maximum; a budget range sets both.
 *    A bare price without one of these words is not used (it could be exact or a ceiling).
 *  - Shorthands: k, grand, тыс., к, ათ., ათასი = ×1,000; mil, млн, მლნ = ×1,000,000; "1,2 მლნ" = 1,200,000.
 *  - Rent and daily-rent prices always name their currency in this set (lari, ლარი, лари, GEL = GEL; $, dollars,
 *    დოლარი, долл. = USD); a daily price per night/day is the listing's price.
 *  - Floors as upper bounds: "not higher than the Nth" / "не выше N-го" / "მაქსიმუმ მე-N სართული" = maxFloor N;
 *    "below the Nth" = maxFloor N-1; "between the Nth and the Mth" / "с N-го по M-й" = minFloor N, maxFloor M.
 *  - Unfurnished ("без мебели", "ავეჯის გარეშე") = isFurnished false; "furniture doesn't matter" clears isFurnished.
 *  - Building status words: newly built / new building / ახალაშენებული / ახალ კორპუსში / новостройка = New;
 *    Soviet-era buildings (Khrushchev-era, ჩეხური პროექტი, хрущёвка, чешка) and "old building" = Old;
 *    under construction / მშენებარე / строящийся = Ongoing. Renovation: new / fresh / euro renovation (ევრორემონტი,
 *    евро-ремонт) = NewRenovated; old renovation = OldRenovated; white/green/black frame = White/Green/BlackFrame.
 *  - Widening a one-value field to a second value ("Vake works for me too" after Saburtalo) clears that field, since
 *    the filter holds one district; widening a range moves its bound ("3 bedrooms is fine as well" after 2 =
 *    maxBedrooms 3).
 *  - Shifts ("knock 15k off the budget", "ბიუჯეტს 100 დოლარს დავუმატებ") move the bound named or, with only one
 *    price bound set, that bound.
 *  - Starting over clears every field and every wish before the new request applies.
 *  - Wishes are listed from the turn that first names one and repeated (cumulative) on every later turn.
 *  - A "N-storey house" sets min = max number of floors; a house's yard/garden is the garden wish, a garage the
 *    garage wish (neither is a filter field).
 *  - Rent duration is set only from "at least / minimum / от" a length of stay (minRentDuration); exact stays and
 *    dates are not used.
 */
export const BLIND_CASES_2: EvalConversation[] = [
  // ───────────────────────────── Georgian (ka): 60 turns ─────────────────────────────
  {
    // easy
    id: 'b2-ka-1',
    language: 'ka',
    turns: [
      { say: 'ვყიდულობ 2 ოთახიან ბინას ვაკეში', expect: { minRooms: 2, maxRooms: 2, district: 'Vake' } },
    ],
  },
  {
    // Latin keyboard, standard Georgian layout (T = თ)
    id: 'b2-ka-2',
    language: 'ka',
    turns: [
      {
        say: '3 oTaxiani bina Temqaze, 60 aTas dolaramde',
        expect: { minRooms: 3, maxRooms: 3, district: 'Temka', maxPrice: 60000, currency: 'USD' },
      },
    ],
  },
  {
    // number in words, market word (ახალაშენებული = New)
    id: 'b2-ka-3',
    language: 'ka',
    turns: [
      {
        say: 'ბინა დიღმის მასივში, ახალაშენებული, მაქსიმუმ ოთხმოცი ათასი დოლარი',
        expect: { district: 'Dighomi Massive', buildingStatus: 'New', maxPrice: 80000, currency: 'USD' },
      },
    ],
  },
  {
    // abbreviations and ranges sharing one unit
    id: 'b2-ka-4',
    language: 'ka',
    turns: [
      {
        say: '2-3 ოთ. ბინა ისანში, 60-75 კვ.მ, ფასი 70-95ათ.$',
        expect: {
          minRooms: 2,
          maxRooms: 3,
          district: 'Isani',
          minSize: 60,
          maxSize: 75,
          minPrice: 70000,
          maxPrice: 95000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    // negation of a floor (first floor = ground floor)
    id: 'b2-ka-5',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით ბინა გლდანში, ოღონდ არა პირველ სართულზე, 350 დოლარამდე',
        expect: { district: 'Gldani', minFloor: 2, maxPrice: 350, currency: 'USD' },
      },
    ],
  },
  {
    // ordinal: above the 4th = minFloor 5; elevator wish
    id: 'b2-ka-6',
    language: 'ka',
    turns: [
      {
        say: 'ბინა ნაძალადევში, მე-4 სართულის ზემოთ, ლიფტიან კორპუსში',
        expect: { hasLift: true, district: 'Nadzaladevi', minFloor: 5 },
        wishes: [],
      },
    ],
  },
  {
    // market word: Czech project = Old
    id: 'b2-ka-7',
    language: 'ka',
    turns: [
      {
        say: 'ჩეხური პროექტი ვარკეთილში, 3 ოთახიანი, ძველი რემონტით',
        expect: {
          buildingStatus: 'Old',
          district: 'Varketili',
          minRooms: 3,
          maxRooms: 3,
          renovationStatus: 'OldRenovated',
        },
      },
    ],
  },
  {
    // typo in the district (საბურთლო), size shorthand "80 კვ"
    id: 'b2-ka-8',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით ბინა საბურთლოზე, მინიმუმ 80 კვ, ახალი რემონტით, 900$-მდე',
        expect: {
          district: 'Saburtalo',
          minSize: 80,
          renovationStatus: 'NewRenovated',
          maxPrice: 900,
          currency: 'USD',
        },
      },
    ],
  },
  {
    // numbers that are not filters: ceiling height, phone number
    id: 'b2-ka-9',
    language: 'ka',
    turns: [
      {
        say: 'ბინა ვაკეში 200 000$-მდე, ჭერი 3.2 მეტრი მინდა. ტელ: 599 11 22 33',
        expect: { district: 'Vake', maxPrice: 200000, currency: 'USD' },
      },
    ],
  },
  {
    // price per m² is not a filter; "in a new block" = New
    id: 'b2-ka-10',
    language: 'ka',
    turns: [
      {
        say: 'ბინა ახალ კორპუსში ვაკეში, კვ.მ-ის ფასი 1500$-მდე',
        expect: { buildingStatus: 'New', district: 'Vake' },
      },
    ],
  },
  {
    // follow-ups: add furnished, raise the budget by 100
    id: 'b2-ka-11',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით ბინა ვერაზე, 2 საძინებლით, თვეში 700$-მდე',
        expect: { district: 'Vera', minBedrooms: 2, maxBedrooms: 2, maxPrice: 700, currency: 'USD' },
      },
      { say: 'ავეჯით უნდა იყოს', change: { isFurnished: true } },
      { say: 'ბიუჯეტს კიდევ 100 დოლარს დავუმატებ', change: { maxPrice: 800 } },
    ],
  },
  {
    // loose transliteration (sh, dz), furniture and appliances = furnished
    id: 'b2-ka-12',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'vedzeb binas qiraze vakeshi, aveji da teqnika unda iyos, 1000 laramde',
        expect: { district: 'Vake', isFurnished: true, maxPrice: 1000, currency: 'GEL' },
      },
    ],
  },
  {
    // widen the district (Latin keyboard), then drop the budget
    id: 'b2-ka-13',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: '2 ოთახიანი ბინა ქირით საბურთალოზე, 500-600 დოლარი',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Saburtalo',
          minPrice: 500,
          maxPrice: 600,
          currency: 'USD',
        },
      },
      { say: 'vakec mawyobs', change: { district: 'Saburtalo', alsoDistricts: ['Vake'] } },
      {
        say: 'ფასს მნიშვნელობა არ აქვს',
        change: {
          district: 'Saburtalo',
          alsoDistricts: ['Vake'],
          minPrice: null,
          maxPrice: null,
          currency: null,
        },
      },
    ],
  },
  {
    // rent duration: at least 6 months = 180 days
    id: 'b2-ka-14',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'გრძელვადიანი ქირით ბინა დიდუბეში, მინიმუმ 6 თვით, 400$-მდე',
        expect: { district: 'Didube', minRentDuration: 180, maxPrice: 400, currency: 'USD' },
      },
    ],
  },
  {
    // everyday name of Old Tbilisi ("the old city"); guests are not a filter
    id: 'b2-ka-15',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად ბინა ძველ ქალაქში, ღამე 150 ლარამდე, 4 ადამიანზე',
        expect: { district: 'Old Tbilisi', maxPrice: 150, currency: 'GEL' },
      },
    ],
  },
  {
    // metro station landmark
    id: 'b2-ka-16',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [{ say: 'დღე-ღამით ბინა დიდუბის მეტროსთან', expect: { district: 'Didube' }, wishes: ['metro'] }],
  },
  {
    // house: two-storey = floors 2..2; yard = garden wish
    id: 'b2-ka-17',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'ორსართულიანი სახლი წყნეთში, ეზოთი, 250 ათას დოლარამდე',
        expect: {
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          district: 'Tskneti',
          maxPrice: 250000,
          currency: 'USD',
        },
        wishes: ['garden'],
      },
    ],
  },
  {
    // land plot area is not a filter; the house's own area is
    id: 'b2-ka-18',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლი კოჯორში, მიწის ნაკვეთი 800 კვ.მ, თავად სახლი მინიმუმ 150 კვ.მ',
        expect: { district: 'Kojori', minSize: 150 },
      },
    ],
  },
  {
    // easy: house to rent
    id: 'b2-ka-19',
    language: 'ka',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'ქირით სახლი დიღომში, 3 საძინებლით, 1500$-მდე',
        expect: { district: 'Dighomi', minBedrooms: 3, maxBedrooms: 3, maxPrice: 1500, currency: 'USD' },
      },
    ],
  },
  {
    // floor as upper bound, then undo it, then start over at a landmark (Abanotubani = Old Tbilisi)
    id: 'b2-ka-20',
    language: 'ka',
    turns: [
      {
        say: 'ბინა ნუცუბიძის პლატოზე, 3 ოთახიანი',
        expect: { district: 'Nutsubidze Plateau', minRooms: 3, maxRooms: 3 },
      },
      { say: 'მაქსიმუმ მე-10 სართული', change: { maxFloor: 10 } },
      { say: 'არა, სართული დაივიწყე, არ მაინტერესებს', change: { maxFloor: null } },
      {
        say: 'თავიდან დავიწყოთ: ბინა აბანოთუბანთან, 120ათ-მდე',
        expect: { district: 'Old Tbilisi', maxPrice: 120000, currency: 'USD' },
      },
    ],
  },
  {
    // exclusion of a district sets no district
    id: 'b2-ka-21',
    language: 'ka',
    turns: [
      {
        say: 'ნებისმიერ უბანში, ოღონდ არა სამგორში: 2 საძინებლიანი ბინა 90 000 დოლარამდე',
        expect: { minBedrooms: 2, maxBedrooms: 2, maxPrice: 90000, currency: 'USD' },
      },
    ],
  },
  {
    // Latin keyboard (S = შ, T = თ); white frame
    id: 'b2-ka-22',
    language: 'ka',
    turns: [
      {
        say: 'bina avlabarSi, TeTri karkasi, 50 aTasamde',
        expect: { district: 'Avlabari', renovationStatus: 'WhiteFrame', maxPrice: 50000, currency: 'USD' },
      },
    ],
  },
  {
    // number in words: 130 thousand
    id: 'b2-ka-23',
    language: 'ka',
    turns: [
      {
        say: 'ბინა ორთაჭალაში, ას ოცდაათი ათას დოლარამდე',
        expect: { district: 'Ortachala', maxPrice: 130000, currency: 'USD' },
      },
    ],
  },
  {
    // millions with a decimal comma
    id: 'b2-ka-24',
    language: 'ka',
    turns: [
      {
        say: 'დიდი ბინა მთაწმინდაზე, 150 კვ.მ-დან, 1,2 მლნ დოლარამდე',
        expect: { district: 'Mtatsminda', minSize: 150, maxPrice: 1200000, currency: 'USD' },
      },
    ],
  },
  {
    // shift the budget down by 5 thousand; "from the 3rd floor up" = minFloor 3
    id: 'b2-ka-25',
    language: 'ka',
    turns: [
      {
        say: 'ახალაშენებულ კორპუსში 2 ოთახიანი ბინა დიდ დიღომში, 65 000$-მდე',
        expect: {
          buildingStatus: 'New',
          minRooms: 2,
          maxRooms: 2,
          district: 'Didi Dighomi',
          maxPrice: 65000,
          currency: 'USD',
        },
      },
      { say: 'ბიუჯეტი 5 ათასით შევამციროთ', change: { maxPrice: 60000 } },
      { say: 'და მესამე სართულიდან ზემოთ', change: { minFloor: 3 } },
    ],
  },
  {
    // Latin keyboard (C = ჩ, R = ღ, S = შ), then relax renovation and furniture
    id: 'b2-ka-26',
    language: 'ka',
    turns: [
      {
        say: '3 oTaxiani bina CuRureTSi, axali remontiT, avejiT',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Chughureti',
          renovationStatus: 'NewRenovated',
          isFurnished: true,
        },
      },
      { say: 'რემონტი სულერთია, ნებისმიერი', change: { renovationStatus: null } },
      { say: 'ავეჯიც სულერთია', change: { isFurnished: null } },
    ],
  },
  {
    // unfurnished = isFurnished false
    id: 'b2-ka-27',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით 1 ოთახიანი ბინა მუხიანში, ავეჯის გარეშე, 300$-მდე',
        expect: {
          minRooms: 1,
          maxRooms: 1,
          district: 'Mukhiani',
          isFurnished: false,
          maxPrice: 300,
          currency: 'USD',
        },
      },
    ],
  },
  {
    // metro landmark: Delisi station lies in Saburtalo
    id: 'b2-ka-28',
    language: 'ka',
    turns: [
      {
        say: '2 ოთახიანი ბინა დელისის მეტროსთან',
        expect: { minRooms: 2, maxRooms: 2, district: 'Saburtalo' },
        wishes: ['metro'],
      },
    ],
  },
  {
    // park landmark: Vake park
    id: 'b2-ka-29',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით 4 ოთახიანი ბინა ვაკის პარკთან ახლოს',
        expect: { minRooms: 4, maxRooms: 4, district: 'Vake' },
        wishes: ['park'],
      },
    ],
  },
  {
    // daily rent: balcony wish, then a price, then widen the district (clears it)
    id: 'b2-ka-30',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად ბინა სოლოლაკში, აივნით',
        expect: { hasBalcony: true, district: 'Sololaki' },
        wishes: [],
      },
      { say: 'დღეში 120 ლარამდე', change: { hasBalcony: true, maxPrice: 120, currency: 'GEL' }, wishes: [] },
      {
        say: 'მთაწმინდაზეც შეიძლება',
        change: { hasBalcony: true, district: 'Sololaki', alsoDistricts: ['Mtatsminda'] },
        wishes: [],
      },
    ],
  },
  {
    // easy daily rent
    id: 'b2-ka-31',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიური ქირა ვაშლიჯვარში, 2 საძინებელი, 200 ლარამდე',
        expect: { district: 'Vashlijvari', minBedrooms: 2, maxBedrooms: 2, maxPrice: 200, currency: 'GEL' },
      },
    ],
  },
  {
    // abbreviations: საძინ., სველი წერტილი
    id: 'b2-ka-32',
    language: 'ka',
    turns: [
      {
        say: '5 ოთახი, 3 საძინ., 2 სველი წერტილი, ბაგებში',
        expect: {
          minRooms: 5,
          maxRooms: 5,
          minBedrooms: 3,
          maxBedrooms: 3,
          minBathrooms: 2,
          maxBathrooms: 2,
          district: 'Bagebi',
        },
      },
    ],
  },
  {
    // another page: houses instead of apartments
    id: 'b2-ka-33',
    language: 'ka',
    turns: [
      { say: 'ვეძებ ბინას ოქროყანაში', expect: { district: 'Okrokana' } },
      {
        say: 'არა, ჯობია სახლი ვიყიდო, სახლები მაჩვენე',
        otherScope: { listingType: 'Sale', propertyType: 'House' },
      },
    ],
  },
  {
    // mixed Georgian / Latin transliteration / English
    id: 'b2-ka-34',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: '2 ოთახიანი ბინა saburtaloze qiraze, budget 600$',
        expect: { minRooms: 2, maxRooms: 2, district: 'Saburtalo', maxPrice: 600, currency: 'USD' },
      },
    ],
  },
  {
    // Latin keyboard (w = წ): one-storey house
    id: 'b2-ka-35',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'erTsarTuliani saxli wavkisSi',
        expect: { minNumberOfFloors: 1, maxNumberOfFloors: 1, district: 'Tsavkisi' },
      },
    ],
  },
  {
    // house: garage wish, add a budget, then drop the district
    id: 'b2-ka-36',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლი ბაგებში, მინიმუმ 4 საძინებელი, გარაჟით',
        expect: { district: 'Bagebi', minBedrooms: 4 },
        wishes: ['garage'],
      },
      { say: '500 ათას დოლარამდე', change: { maxPrice: 500000, currency: 'USD' }, wishes: ['garage'] },
      {
        say: 'ბაგები აუცილებელი არ არის, ნებისმიერი უბანი იყოს',
        change: { district: null },
        wishes: ['garage'],
      },
    ],
  },
  {
    // easy
    id: 'b2-ka-37',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      { say: 'ერთოთახიანი ბინა ქირით ისანში', expect: { minRooms: 1, maxRooms: 1, district: 'Isani' } },
    ],
  },
  {
    // under construction + green frame
    id: 'b2-ka-38',
    language: 'ka',
    turns: [
      {
        say: 'მშენებარე კორპუსში ბინა, მწვანე კარკასი, 45 000 დოლარამდე',
        expect: {
          buildingStatus: 'Ongoing',
          renovationStatus: 'GreenFrame',
          maxPrice: 45000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    // five turns: build up, Latin keyboard (R = ღ), floor upper bound, correct the district
    id: 'b2-ka-39',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      { say: 'დღიურად ვქირაობ ბინას ავლაბარში', expect: { district: 'Avlabari' } },
      { say: '2 საძინებლით', change: { minBedrooms: 2, maxBedrooms: 2 } },
      { say: 'Rame 180 lari maqsimum', change: { maxPrice: 180, currency: 'GEL' } },
      { say: 'მესამე სართულზე მაღლა არა, ბავშვები მყავს', change: { maxFloor: 3 } },
      { say: 'ბოდიში, ავლაბარი კი არა, ისანი', change: { district: 'Isani' } },
    ],
  },
  {
    // euro renovation = NewRenovated
    id: 'b2-ka-40',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად ბინა ვერაზე, 3 საძინებლით, ევრორემონტით, 300 ლარამდე',
        expect: {
          district: 'Vera',
          minBedrooms: 3,
          maxBedrooms: 3,
          renovationStatus: 'NewRenovated',
          maxPrice: 300,
          currency: 'GEL',
        },
      },
    ],
  },

  // ───────────────────────────── English (en): 60 turns ─────────────────────────────
  {
    // easy
    id: 'b2-en-1',
    language: 'en',
    turns: [
      {
        say: 'Looking to buy a 2-bedroom apartment in Vake',
        expect: { minBedrooms: 2, maxBedrooms: 2, district: 'Vake' },
      },
    ],
  },
  {
    // easy
    id: 'b2-en-2',
    language: 'en',
    turns: [
      {
        say: '3 room flat in Saburtalo under $140k',
        expect: { minRooms: 3, maxRooms: 3, district: 'Saburtalo', maxPrice: 140000, currency: 'USD' },
      },
    ],
  },
  {
    // typos in the district and keywords
    id: 'b2-en-3',
    language: 'en',
    turns: [
      {
        say: 'apartmnt in gldni, 2 bedrom, max 60k',
        expect: { district: 'Gldani', minBedrooms: 2, maxBedrooms: 2, maxPrice: 60000, currency: 'USD' },
      },
    ],
  },
  {
    // number in words; fresh renovation
    id: 'b2-en-4',
    language: 'en',
    turns: [
      {
        say: 'budget is a hundred and seventy-five thousand dollars, looking in Vera, freshly renovated please',
        expect: { maxPrice: 175000, currency: 'USD', district: 'Vera', renovationStatus: 'NewRenovated' },
      },
    ],
  },
  {
    // half a million; at least 3 bedrooms
    id: 'b2-en-5',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'house in Tskneti up to half a million, at least 3 bedrooms',
        expect: { district: 'Tskneti', maxPrice: 500000, currency: 'USD', minBedrooms: 3 },
      },
    ],
  },
  {
    // shorthand: 2br, baths, a range sharing "k"
    id: 'b2-en-6',
    language: 'en',
    turns: [
      {
        say: '2br, 2 baths, Lisi lake area, 90-120k',
        expect: {
          minBedrooms: 2,
          maxBedrooms: 2,
          minBathrooms: 2,
          maxBathrooms: 2,
          district: 'Lisi Lake',
          minPrice: 90000,
          maxPrice: 120000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    // sqm minimum; newly built = New
    id: 'b2-en-7',
    language: 'en',
    turns: [
      {
        say: 'min 85 sqm, 3 rooms, Nutsubidze plateau, newly built',
        expect: {
          minSize: 85,
          minRooms: 3,
          maxRooms: 3,
          district: 'Nutsubidze Plateau',
          buildingStatus: 'New',
        },
      },
    ],
  },
  {
    // market word: Khrushchev-era = Old
    id: 'b2-en-8',
    language: 'en',
    turns: [
      {
        say: '1 room flat in a Khrushchev-era building in Varketili, under 35k',
        expect: {
          minRooms: 1,
          maxRooms: 1,
          buildingStatus: 'Old',
          district: 'Varketili',
          maxPrice: 35000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    // ordinal: above the 5th = minFloor 6; view wish
    id: 'b2-en-9',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'daily rent above the 5th floor with a nice view, Saburtalo',
        expect: { minFloor: 6, district: 'Saburtalo' },
        wishes: ['view'],
      },
    ],
  },
  {
    // exclusion of two districts
    id: 'b2-en-10',
    language: 'en',
    turns: [
      {
        say: 'anywhere in Tbilisi except Gldani or Varketili, 2 rooms, up to 70k',
        expect: { minRooms: 2, maxRooms: 2, maxPrice: 70000, currency: 'USD' },
      },
    ],
  },
  {
    // numbers that are not filters: family size, down payment, phone number
    id: 'b2-en-11',
    language: 'en',
    turns: [
      {
        say: "We're a family of 5 and can put 25% down. Looking for a 4-room place in Vake under 300k. My number is 577 12 34 56",
        expect: { minRooms: 4, maxRooms: 4, district: 'Vake', maxPrice: 300000, currency: 'USD' },
      },
    ],
  },
  {
    // price per square metre is not a filter
    id: 'b2-en-12',
    language: 'en',
    turns: [
      {
        say: 'anything in Mtatsminda for under $1,500 per square meter?',
        expect: { district: 'Mtatsminda' },
      },
    ],
  },
  {
    // under construction + black frame, range with one "k"
    id: 'b2-en-13',
    language: 'en',
    turns: [
      {
        say: 'flat in a building still under construction in Dighomi, black frame, 40-50k',
        expect: {
          buildingStatus: 'Ongoing',
          district: 'Dighomi',
          renovationStatus: 'BlackFrame',
          minPrice: 40000,
          maxPrice: 50000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    // "1.2 mil max"
    id: 'b2-en-14',
    language: 'en',
    turns: [
      {
        say: 'luxury apartment in Vake, 1.2 mil max, at least 200 sqm',
        expect: { district: 'Vake', maxPrice: 1200000, currency: 'USD', minSize: 200 },
      },
    ],
  },
  {
    // landmark: the old town by the sulfur baths = Old Tbilisi; "grand"
    id: 'b2-en-15',
    language: 'en',
    turns: [
      {
        say: '2 bedrooms in the old town near the sulfur baths, 130 grand tops',
        expect: {
          minBedrooms: 2,
          maxBedrooms: 2,
          district: 'Old Tbilisi',
          maxPrice: 130000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    // mixed: Georgian words in Latin (bina = flat, otaxiani = -room)
    id: 'b2-en-16',
    language: 'en',
    turns: [
      {
        say: 'looking for bina in Didube, 2 otaxiani, up to 75k',
        expect: { district: 'Didube', minRooms: 2, maxRooms: 2, maxPrice: 75000, currency: 'USD' },
      },
    ],
  },
  {
    // metro landmark: Medical University station lies in Saburtalo
    id: 'b2-en-17',
    language: 'en',
    turns: [
      {
        say: 'flat close to Medical University metro, max 110k',
        expect: { district: 'Saburtalo', maxPrice: 110000, currency: 'USD' },
        wishes: ['metro'],
      },
    ],
  },
  {
    // easy rent
    id: 'b2-en-18',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: '1 bedroom flat for rent in Vake, up to $800/month',
        expect: { minBedrooms: 1, maxBedrooms: 1, district: 'Vake', maxPrice: 800, currency: 'USD' },
      },
    ],
  },
  {
    // rent duration (a year = 365 days), furnished, pets wish
    id: 'b2-en-19',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'long term rent, at least a year, furnished 2 bedroom in Saburtalo, pets allowed, max 900 USD',
        expect: {
          petsAllowed: true,
          minRentDuration: 365,
          isFurnished: true,
          minBedrooms: 2,
          maxBedrooms: 2,
          district: 'Saburtalo',
          maxPrice: 900,
          currency: 'USD',
        },
        wishes: [],
      },
    ],
  },
  {
    // typo "unfurnised" = isFurnished false; lari range
    id: 'b2-en-20',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'unfurnised apt in Vera, 2 bedrooms, 700-1000 lari',
        expect: {
          isFurnished: false,
          district: 'Vera',
          minBedrooms: 2,
          maxBedrooms: 2,
          minPrice: 700,
          maxPrice: 1000,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    // widen the district (clears it), widen bedrooms, raise the max
    id: 'b2-en-21',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'need a flat to rent in Saburtallo, 2 bedrooms, under $700',
        expect: { district: 'Saburtalo', minBedrooms: 2, maxBedrooms: 2, maxPrice: 700, currency: 'USD' },
      },
      { say: 'Vake works for me too', change: { district: 'Saburtalo', alsoDistricts: ['Vake'] } },
      {
        say: 'and 3 bedrooms is fine as well',
        change: { district: 'Saburtalo', alsoDistricts: ['Vake'], maxBedrooms: 3 },
      },
      {
        say: 'raise the max by 100 dollars',
        change: { district: 'Saburtalo', alsoDistricts: ['Vake'], maxPrice: 800 },
      },
    ],
  },
  {
    // house to rent: relax the floors, then start over
    id: 'b2-en-22',
    language: 'en',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'looking for a house to rent in Dighomi, 2 storeys, with a garden, up to 2000 USD',
        expect: {
          district: 'Dighomi',
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          maxPrice: 2000,
          currency: 'USD',
        },
        wishes: ['garden'],
      },
      {
        say: "number of floors doesn't matter",
        change: { minNumberOfFloors: null, maxNumberOfFloors: null },
        wishes: ['garden'],
      },
      {
        say: "forget all that, let's start over: a furnished house in Kojori",
        expect: { district: 'Kojori', isFurnished: true },
        wishes: [],
      },
    ],
  },
  {
    // easy daily rent; guests are not a filter
    id: 'b2-en-23',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'daily rental in Old Tbilisi for 4 people, up to 200 GEL per night',
        expect: { district: 'Old Tbilisi', maxPrice: 200, currency: 'GEL' },
      },
    ],
  },
  {
    // metro landmark + air conditioning
    id: 'b2-en-24',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'short stay near Avlabari metro, with AC, under 50 USD a night',
        expect: { hasAirConditioning: true, district: 'Avlabari', maxPrice: 50, currency: 'USD' },
        wishes: ['metro'],
      },
    ],
  },
  {
    // easy daily rent with a balcony
    id: 'b2-en-25',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'daily apartment in Vake, 2 bedrooms, balcony, max 250 lari/day',
        expect: {
          hasBalcony: true,
          district: 'Vake',
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 250,
          currency: 'GEL',
        },
        wishes: [],
      },
    ],
  },
  {
    // negated ground floor, then relaxed, then a price
    id: 'b2-en-26',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      { say: 'need a place for a few nights in Sololaki', expect: { district: 'Sololaki' } },
      { say: 'nothing on the ground floor please', change: { minFloor: 2 } },
      { say: 'actually the ground floor is fine too', change: { minFloor: null } },
      { say: 'under 100 GEL per night', change: { maxPrice: 100, currency: 'GEL' } },
    ],
  },
  {
    // shift the budget by 15k, then add a size
    id: 'b2-en-27',
    language: 'en',
    turns: [
      {
        say: '2 bedroom in a new building in Didi Dighomi, up to 85k',
        expect: {
          minBedrooms: 2,
          maxBedrooms: 2,
          buildingStatus: 'New',
          district: 'Didi Dighomi',
          maxPrice: 85000,
          currency: 'USD',
        },
      },
      { say: 'knock 15k off the budget', change: { maxPrice: 70000 } },
      { say: 'and at least 70 m2', change: { minSize: 70 } },
    ],
  },
  {
    // five turns: floor added then undone, budget range, district switched
    id: 'b2-en-28',
    language: 'en',
    turns: [
      {
        say: '3-bedroom in Vake with 2 bathrooms',
        expect: { minBedrooms: 3, maxBedrooms: 3, minBathrooms: 2, maxBathrooms: 2, district: 'Vake' },
      },
      { say: '4th floor or higher', change: { minFloor: 4 } },
      { say: 'hmm, scratch the floor thing', change: { minFloor: null } },
      { say: 'budget 250-300k', change: { minPrice: 250000, maxPrice: 300000, currency: 'USD' } },
      { say: "let's switch the district to Saburtalo", change: { district: 'Saburtalo' } },
    ],
  },
  {
    // another page: rent instead of buy
    id: 'b2-en-29',
    language: 'en',
    turns: [
      {
        say: 'apartments in Isani up to 50k',
        expect: { district: 'Isani', maxPrice: 50000, currency: 'USD' },
      },
      {
        say: "actually I'd rather rent than buy",
        otherScope: { listingType: 'Rent', propertyType: 'Apartment' },
      },
    ],
  },
  {
    // house: two storey, pool wish, exact bathrooms
    id: 'b2-en-30',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'two storey house in Tsavkisi with a pool, 3 bathrooms',
        expect: {
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          district: 'Tsavkisi',
          minBathrooms: 3,
          maxBathrooms: 3,
        },
        wishes: ['pool'],
      },
    ],
  },
  {
    // the plot is not a filter; the living area is
    id: 'b2-en-31',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'house in Okrokana on a 600 m2 plot, living area at least 180 m2, under 400k',
        expect: { district: 'Okrokana', minSize: 180, maxPrice: 400000, currency: 'USD' },
      },
    ],
  },
  {
    // another page: apartments instead of houses
    id: 'b2-en-32',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'sorry, I meant apartments, not houses',
        otherScope: { listingType: 'Sale', propertyType: 'Apartment' },
      },
    ],
  },
  {
    // floors between two ordinals
    id: 'b2-en-33',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'flat to rent between the 3rd and 9th floor, 2 rooms, Nadzaladevi, 300-450 USD',
        expect: {
          minFloor: 3,
          maxFloor: 9,
          minRooms: 2,
          maxRooms: 2,
          district: 'Nadzaladevi',
          minPrice: 300,
          maxPrice: 450,
          currency: 'USD',
        },
      },
    ],
  },
  {
    // below the 6th = maxFloor 5; old building
    id: 'b2-en-34',
    language: 'en',
    turns: [
      {
        say: 'below the 6th floor, old building, Chughureti, up to 80000$',
        expect: {
          maxFloor: 5,
          buildingStatus: 'Old',
          district: 'Chughureti',
          maxPrice: 80000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    // building height is not a filter
    id: 'b2-en-35',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'flat for rent in a 14-storey block in Samgori, 2 bedrooms, up to 500 lari',
        expect: { district: 'Samgori', minBedrooms: 2, maxBedrooms: 2, maxPrice: 500, currency: 'GEL' },
      },
    ],
  },
  {
    // park landmark + pets
    id: 'b2-en-36',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'flat to rent near Vake park for a couple with a cat, 1 bedroom, up to 1500 GEL',
        expect: {
          petsAllowed: true,
          district: 'Vake',
          minBedrooms: 1,
          maxBedrooms: 1,
          maxPrice: 1500,
          currency: 'GEL',
        },
        wishes: ['park'],
      },
    ],
  },
  {
    // mixed: Georgian words in Latin
    id: 'b2-en-37',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'hi! need a bina for rent in Gldani, 2 otaxiani, max 350$',
        expect: { district: 'Gldani', minRooms: 2, maxRooms: 2, maxPrice: 350, currency: 'USD' },
      },
    ],
  },
  {
    // rent duration, then relax the furniture
    id: 'b2-en-38',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'furnished 2br in Saburtalo for rent, min 6 months',
        expect: {
          isFurnished: true,
          minBedrooms: 2,
          maxBedrooms: 2,
          district: 'Saburtalo',
          minRentDuration: 180,
        },
      },
      { say: "furniture doesn't matter actually", change: { isFurnished: null } },
    ],
  },
  {
    // at least 2 bathrooms
    id: 'b2-en-39',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'daily flat, 3 bedrooms, at least 2 bathrooms, Vake, up to $150 per day',
        expect: {
          minBedrooms: 3,
          maxBedrooms: 3,
          minBathrooms: 2,
          district: 'Vake',
          maxPrice: 150,
          currency: 'USD',
        },
      },
    ],
  },
  {
    // not higher than the 3rd = maxFloor 3
    id: 'b2-en-40',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'daily rental in Mtatsminda, not higher than the 3rd floor, under 120 GEL',
        expect: { district: 'Mtatsminda', maxFloor: 3, maxPrice: 120, currency: 'GEL' },
      },
    ],
  },
  {
    // easy house
    id: 'b2-en-41',
    language: 'en',
    propertyType: 'House',
    turns: [{ say: 'house for sale in Kojori', expect: { district: 'Kojori' } }],
  },
  {
    // easy daily rent
    id: 'b2-en-42',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: '2 room apartment in Avlabari by the day',
        expect: { minRooms: 2, maxRooms: 2, district: 'Avlabari' },
      },
    ],
  },
  {
    // old renovation
    id: 'b2-en-43',
    language: 'en',
    turns: [
      {
        say: '3 rooms with an old renovation in Didube, up to 90k',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          renovationStatus: 'OldRenovated',
          district: 'Didube',
          maxPrice: 90000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    // easy, range with "k" on both ends
    id: 'b2-en-44',
    language: 'en',
    turns: [
      {
        say: 'Vashlijvari, 4 rooms, 2 bathrooms, 250k-350k',
        expect: {
          district: 'Vashlijvari',
          minRooms: 4,
          maxRooms: 4,
          minBathrooms: 2,
          maxBathrooms: 2,
          minPrice: 250000,
          maxPrice: 350000,
          currency: 'USD',
        },
      },
    ],
  },

  // ───────────────────────────── Russian (ru): 60 turns ─────────────────────────────
  {
    // easy
    id: 'b2-ru-1',
    language: 'ru',
    turns: [
      { say: 'Ищу 2-комнатную квартиру в Ваке', expect: { minRooms: 2, maxRooms: 2, district: 'Vake' } },
    ],
  },
  {
    // abbreviations: 2к кв, тыс.
    id: 'b2-ru-2',
    language: 'ru',
    turns: [
      {
        say: '2к кв на Сабуртало до 100 тыс. $',
        expect: { minRooms: 2, maxRooms: 2, district: 'Saburtalo', maxPrice: 100000, currency: 'USD' },
      },
    ],
  },
  {
    // market word трешка; not the first floor = minFloor 2
    id: 'b2-ru-3',
    language: 'ru',
    turns: [
      {
        say: 'Трешка в Глдани до 65 000 долл., не первый этаж',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Gldani',
          maxPrice: 65000,
          currency: 'USD',
          minFloor: 2,
        },
      },
    ],
  },
  {
    // однушка; хрущёвка = Old
    id: 'b2-ru-4',
    language: 'ru',
    turns: [
      {
        say: 'однушка в хрущёвке, Варкетили, до 30 тыс. долларов',
        expect: {
          minRooms: 1,
          maxRooms: 1,
          buildingStatus: 'Old',
          district: 'Varketili',
          maxPrice: 30000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    // number in words
    id: 'b2-ru-5',
    language: 'ru',
    turns: [
      {
        say: 'Квартира на Вере, максимум сто восемьдесят тысяч долларов, с новым ремонтом',
        expect: { district: 'Vera', maxPrice: 180000, currency: 'USD', renovationStatus: 'NewRenovated' },
      },
    ],
  },
  {
    // полтора миллиона; budget = maximum
    id: 'b2-ru-6',
    language: 'ru',
    turns: [
      {
        say: 'Большая квартира в Ваке от 200 кв.м, бюджет полтора миллиона долларов',
        expect: { district: 'Vake', minSize: 200, maxPrice: 1500000, currency: 'USD' },
      },
    ],
  },
  {
    // ranges sharing one unit (price and size)
    id: 'b2-ru-7',
    language: 'ru',
    turns: [
      {
        say: '3-комн. на Дигомском массиве, 70–85 тыс. $, 75-90 м2',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Dighomi Massive',
          minPrice: 70000,
          maxPrice: 85000,
          currency: 'USD',
          minSize: 75,
          maxSize: 90,
        },
      },
    ],
  },
  {
    // above the 7th = minFloor 8; новостройка = New
    id: 'b2-ru-8',
    language: 'ru',
    turns: [
      {
        say: 'Квартира выше 7-го этажа на Сабуртало, новостройка',
        expect: { minFloor: 8, district: 'Saburtalo', buildingStatus: 'New' },
      },
    ],
  },
  {
    // not higher than the third = maxFloor 3
    id: 'b2-ru-9',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Снять квартиру в Исани не выше третьего этажа, 2 спальни, до 450 $',
        expect: {
          maxFloor: 3,
          district: 'Isani',
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 450,
          currency: 'USD',
        },
      },
    ],
  },
  {
    // exclusion of two districts
    id: 'b2-ru-10',
    language: 'ru',
    turns: [
      {
        say: 'Любой район, кроме Глдани и Самгори. 2-комнатная до 70 тыс. долларов',
        expect: { minRooms: 2, maxRooms: 2, maxPrice: 70000, currency: 'USD' },
      },
    ],
  },
  {
    // not filters: building height, ceiling height
    id: 'b2-ru-11',
    language: 'ru',
    turns: [
      {
        say: 'Квартира в 12-этажном доме на Сабуртало, потолки 2,8 м, 2 санузла',
        expect: { district: 'Saburtalo', minBathrooms: 2, maxBathrooms: 2 },
      },
    ],
  },
  {
    // not filters: down payment, price per square metre
    id: 'b2-ru-12',
    language: 'ru',
    turns: [
      {
        say: 'Квартира в новостройке в Дидубе, первый взнос 30%, цена за квадрат до 900$',
        expect: { buildingStatus: 'New', district: 'Didube' },
      },
    ],
  },
  {
    // under construction + black frame; sale price without currency = USD
    id: 'b2-ru-13',
    language: 'ru',
    turns: [
      {
        say: 'квартира в строящемся доме, черный каркас, Диди Дигоми, до 45 тыс',
        expect: {
          buildingStatus: 'Ongoing',
          renovationStatus: 'BlackFrame',
          district: 'Didi Dighomi',
          maxPrice: 45000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    // white frame
    id: 'b2-ru-14',
    language: 'ru',
    turns: [
      {
        say: 'квартира в белом каркасе на плато Нуцубидзе',
        expect: { renovationStatus: 'WhiteFrame', district: 'Nutsubidze Plateau' },
      },
    ],
  },
  {
    // market word чешка = Old; typo "Сабуратло"; old renovation
    id: 'b2-ru-15',
    language: 'ru',
    turns: [
      {
        say: 'Чешка на Сабуратло, 3 комн, старый ремонт',
        expect: {
          buildingStatus: 'Old',
          district: 'Saburtalo',
          minRooms: 3,
          maxRooms: 3,
          renovationStatus: 'OldRenovated',
        },
      },
    ],
  },
  {
    // metro landmark: Marjanishvili lies in Chughureti
    id: 'b2-ru-16',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'посуточно у метро Марджанишвили, до 120 лари',
        expect: { district: 'Chughureti', maxPrice: 120, currency: 'GEL' },
        wishes: ['metro'],
      },
    ],
  },
  {
    // landmark: the Old Town by Shardeni street = Old Tbilisi
    id: 'b2-ru-17',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'посуточно в Старом городе рядом с Шардени, 2 спальни',
        expect: { district: 'Old Tbilisi', minBedrooms: 2, maxBedrooms: 2 },
      },
    ],
  },
  {
    // typo "Дидубэ"; euro renovation
    id: 'b2-ru-18',
    language: 'ru',
    turns: [
      {
        say: 'Квартира в Дидубэ с евро-ремонтом',
        expect: { district: 'Didube', renovationStatus: 'NewRenovated' },
      },
    ],
  },
  {
    // easy rent
    id: 'b2-ru-19',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Сниму 1-комнатную квартиру в Ваке до 500$',
        expect: { minRooms: 1, maxRooms: 1, district: 'Vake', maxPrice: 500, currency: 'USD' },
      },
    ],
  },
  {
    // rent duration from half a year; долл/мес
    id: 'b2-ru-20',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Ищу квартиру в аренду на длительный срок, от полугода, с мебелью, Сабуртало, до 800 долл/мес',
        expect: {
          minRentDuration: 180,
          isFurnished: true,
          district: 'Saburtalo',
          maxPrice: 800,
          currency: 'USD',
        },
      },
    ],
  },
  {
    // without furniture = isFurnished false; lari range
    id: 'b2-ru-21',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Без мебели, 2 спальни, Дигоми, 1200-1500 лари',
        expect: {
          isFurnished: false,
          minBedrooms: 2,
          maxBedrooms: 2,
          district: 'Dighomi',
          minPrice: 1200,
          maxPrice: 1500,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    // двушка; relax the price, then the district
    id: 'b2-ru-22',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Снять двушку на Сабуртало до 600$, с балконом',
        expect: {
          hasBalcony: true,
          minRooms: 2,
          maxRooms: 2,
          district: 'Saburtalo',
          maxPrice: 600,
          currency: 'USD',
        },
        wishes: [],
      },
      {
        say: 'цена не имеет значения',
        change: { hasBalcony: true, minPrice: null, maxPrice: null, currency: null },
        wishes: [],
      },
      { say: 'и район тоже любой', change: { hasBalcony: true, district: null }, wishes: [] },
    ],
  },
  {
    // drop the lower price bound, then shift the upper one
    id: 'b2-ru-23',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Аренда 3-комн. в Ваке, 1000-1300 долларов',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Vake',
          minPrice: 1000,
          maxPrice: 1300,
          currency: 'USD',
        },
      },
      { say: 'нижнюю границу по цене убери', change: { minPrice: null } },
      { say: 'и максимум на 100 меньше', change: { maxPrice: 1200 } },
    ],
  },
  {
    // house to rent with a garage
    id: 'b2-ru-24',
    language: 'ru',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'Дом в аренду в Цкнети, 4 спальни, с гаражом',
        expect: { district: 'Tskneti', minBedrooms: 4, maxBedrooms: 4 },
        wishes: ['garage'],
      },
    ],
  },
  {
    // number of guests is not a filter
    id: 'b2-ru-25',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Посуточно квартира на Вере на 5 человек, до 250 лари в сутки',
        expect: { district: 'Vera', maxPrice: 250, currency: 'GEL' },
      },
    ],
  },
  {
    // metro landmark: Samgori station
    id: 'b2-ru-26',
    language: 'ru',
    turns: [
      {
        say: 'квартира возле метро Самгори до 55 тыс. $',
        expect: { district: 'Samgori', maxPrice: 55000, currency: 'USD' },
        wishes: ['metro'],
      },
    ],
  },
  {
    // city view wish; shift the district; start over
    id: 'b2-ru-27',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Нужна квартира посуточно на Мтацминде, с видом на город',
        expect: { district: 'Mtatsminda' },
        wishes: ['cityView'],
      },
      {
        say: '2 спальни, до 300 лари',
        change: { minBedrooms: 2, maxBedrooms: 2, maxPrice: 300, currency: 'GEL' },
        wishes: ['cityView'],
      },
      { say: 'нет, лучше в Сололаки', change: { district: 'Sololaki' }, wishes: ['cityView'] },
      {
        say: 'давайте заново: посуточно в Ваке, 1 спальня',
        expect: { district: 'Vake', minBedrooms: 1, maxBedrooms: 1 },
        wishes: [],
      },
    ],
  },
  {
    // five turns: build up, floors negated both ways, widen rooms
    id: 'b2-ru-28',
    language: 'ru',
    turns: [
      { say: 'Ищу квартиру в Дигоми', expect: { district: 'Dighomi' } },
      { say: '3 комнаты, от 80 кв.м', change: { minRooms: 3, maxRooms: 3, minSize: 80 } },
      { say: 'не на первом и не на последнем этаже', change: { minFloor: 2 }, wishes: ['notLastFloor'] },
      {
        say: 'бюджет 95 тыс. долларов',
        change: { maxPrice: 95000, currency: 'USD' },
        wishes: ['notLastFloor'],
      },
      { say: 'можно и 4 комнаты', change: { maxRooms: 4 }, wishes: ['notLastFloor'] },
    ],
  },
  {
    // add furniture, then undo it
    id: 'b2-ru-29',
    language: 'ru',
    turns: [
      {
        say: 'Новостройка в Мухиани, 2 комнаты',
        expect: { buildingStatus: 'New', district: 'Mukhiani', minRooms: 2, maxRooms: 2 },
      },
      { say: 'с мебелью', change: { isFurnished: true } },
      { say: 'нет, мебель отмени', change: { isFurnished: null } },
    ],
  },
  {
    // another page: houses
    id: 'b2-ru-30',
    language: 'ru',
    turns: [
      {
        say: 'квартира в Окрокане до 90 тыс $',
        expect: { district: 'Okrokana', maxPrice: 90000, currency: 'USD' },
      },
      { say: 'Нет, лучше покажите дома', otherScope: { listingType: 'Sale', propertyType: 'House' } },
    ],
  },
  {
    // two-storey house with a fireplace
    id: 'b2-ru-31',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'Двухэтажный дом в Коджори с камином, до 300 тыс. долларов',
        expect: {
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          district: 'Kojori',
          maxPrice: 300000,
          currency: 'USD',
        },
        wishes: ['fireplace'],
      },
    ],
  },
  {
    // the plot (5 соток) is not a filter; "квадратов" = sqm
    id: 'b2-ru-32',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'Дом в Багеби, участок 5 соток, сам дом от 200 квадратов',
        expect: { district: 'Bagebi', minSize: 200 },
      },
    ],
  },
  {
    // half a million in words
    id: 'b2-ru-33',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'Дом в Цавкиси до полумиллиона долларов',
        expect: { district: 'Tsavkisi', maxPrice: 500000, currency: 'USD' },
      },
    ],
  },
  {
    // abbreviations: сп., с/у, к$ on a range
    id: 'b2-ru-34',
    language: 'ru',
    turns: [
      {
        say: 'Ваке, 2 сп., 2 с/у, 150-180к$',
        expect: {
          district: 'Vake',
          minBedrooms: 2,
          maxBedrooms: 2,
          minBathrooms: 2,
          maxBathrooms: 2,
          minPrice: 150000,
          maxPrice: 180000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    // easy rent in lari
    id: 'b2-ru-35',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Снять 2-комн. в Навтлуги до 400 лари',
        expect: { minRooms: 2, maxRooms: 2, district: 'Navtlughi', maxPrice: 400, currency: 'GEL' },
      },
    ],
  },
  {
    // easy
    id: 'b2-ru-36',
    language: 'ru',
    turns: [
      { say: 'Двухкомнатная в Вашлиджвари', expect: { minRooms: 2, maxRooms: 2, district: 'Vashlijvari' } },
    ],
  },
  {
    // floors from the 3rd to the 6th; price in words
    id: 'b2-ru-37',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Аренда на Вере, с 3-го по 6-й этаж, до семисот долларов',
        expect: { district: 'Vera', minFloor: 3, maxFloor: 6, maxPrice: 700, currency: 'USD' },
      },
    ],
  },
  {
    // a dog = pets wish
    id: 'b2-ru-38',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Снимем квартиру в Ортачале, у нас собака, до 1000 лари',
        expect: { petsAllowed: true, district: 'Ortachala', maxPrice: 1000, currency: 'GEL' },
        wishes: [],
      },
    ],
  },
  {
    // terse daily rent with air conditioning
    id: 'b2-ru-39',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'посуточно Авлабари 2 комн. с кондиционером',
        expect: { hasAirConditioning: true, district: 'Avlabari', minRooms: 2, maxRooms: 2 },
        wishes: [],
      },
    ],
  },
  {
    // widen the district (clears it)
    id: 'b2-ru-40',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'посуточно квартира в Ваке, не дороже 60 долларов',
        expect: { district: 'Vake', maxPrice: 60, currency: 'USD' },
      },
      { say: 'на Вере тоже подойдёт', change: { district: 'Vake', alsoDistricts: ['Vera'] } },
    ],
  },
  {
    // typos "квартры", "меблированая"
    id: 'b2-ru-41',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'аренда квартры на Сабуртало, меблированая, 2 спальни',
        expect: { district: 'Saburtalo', isFurnished: true, minBedrooms: 2, maxBedrooms: 2 },
      },
    ],
  },
  {
    // from the 4th floor = minFloor 4
    id: 'b2-ru-42',
    language: 'ru',
    turns: [
      {
        say: 'Квартира на Темке от 4-го этажа до 50 тыс $',
        expect: { district: 'Temka', minFloor: 4, maxPrice: 50000, currency: 'USD' },
      },
    ],
  },
  {
    // easy, abbreviation 1-комн.
    id: 'b2-ru-43',
    language: 'ru',
    turns: [{ say: 'квартира в Лило, 1-комн.', expect: { district: 'Lilo', minRooms: 1, maxRooms: 1 } }],
  },
  {
    // one-storey house to rent, then relax the floors and add a garden
    id: 'b2-ru-44',
    language: 'ru',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'Сниму одноэтажный дом в Дигоми до 1500 $',
        expect: {
          minNumberOfFloors: 1,
          maxNumberOfFloors: 1,
          district: 'Dighomi',
          maxPrice: 1500,
          currency: 'USD',
        },
      },
      {
        say: 'этажность не важна, главное чтобы был сад',
        change: { minNumberOfFloors: null, maxNumberOfFloors: null },
        wishes: ['garden'],
      },
    ],
  },
];
