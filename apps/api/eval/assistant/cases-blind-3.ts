import type { EvalConversation } from './case-types';

/*
 * Blind evaluation set 3 for the Sakhli chat assistant: 180 turns (60 ka, 60 en, 60 ru), 141 conversations,
 * 60 of the turns (20 per language) in 21 multi-turn conversations.
 * Written by a helper session (a computational linguist fluent in Georgian, Russian and English) from SPEC.md,
 * CONTRACT.md, issue 14, the filter/enum/assistant schemas, case-types.ts, the district seed and the conventions
 * blocks of sets 1 and 2 only, without reading the assistant's code, its labelled cases or the cases of sets 1 and 2.
 *
 * Conventions applied throughout (sets 1 and 2's, copied; then the ones this set adds):
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
 *  (Set 2's additions:)
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
 * Added by this set:
 *  - Excluding a value of any one-value field works like excluding a district: "not in an old building",
 *    "только не хрущёвка", "ოღონდ არა ძველ კორპუსში", "no Soviet blocks" set no building status (the remaining
 *    values are more than one); likewise for renovation status.
 *  - "From the Nth floor" / "მე-N სართულიდან" / "с N-го этажа" = minFloor N (inclusive, like "Nth or higher").
 *  - Relaxing a bound or a field ("the ground floor is fine after all", "პირველი სართულიც არაუშავს", "any condition
 *    is fine", "этажность не важна", "size doesn't matter") clears that field (both bounds of a range); a floor
 *    relaxation clears only the bound it contradicts.
 *  - Colloquial counts: однушка / двушка / трёшка = 1 / 2 / 3 rooms (min = max).
 *  - Everyday names of Old Tbilisi: "the Old Town", "старый город", "ძველი ქალაქი", Abanotubani / the sulphur baths
 *    (აბანოთუბანი, серные бани) = district Old Tbilisi.
 *  - Metro stations: Delisi, Vazha-Pshavela, Medical University = Saburtalo; Avlabari = Avlabari; Isani = Isani.
 *    Parks: Vake Park and Mziuri = Vake. Each adds the metro / park wish as in set 1.
 *  - More market words: "старый фонд", "брежневка" = Old; "pre-construction" / "still being built" = Ongoing;
 *    "designer renovation", "fresh reno", "ახლად გარემონტებული", "newly renovated" = NewRenovated.
 *  - Daily rent: "at least N nights" / "მინიმუმ N ღამე" / "от N суток" = minRentDuration N (a night = a day).
 *  - "A high floor" / "მაღალ სართულზე" / "высокий этаж" is the highFloor wish (no filter field), as is any view
 *    ("with a view" = view, "sea view" = seaView); "needs AC" = airConditioning, "I have a dog/cat" = pets.
 *  - Number words and fractions of a million: "half a mil" / "ნახევარი მილიონი" / "полмиллиона" = 500,000;
 *    "three quarters of a mil" = 750,000; "полтора миллиона" = 1,500,000; "0.45m" = 450,000.
 *  - "N+" after a price ("300k+") = minPrice N; "N+ rooms" / "от N комнат" = minRooms N.
 */
export const BLIND_CASES_3: EvalConversation[] = [
  // ───────────────────────────── Georgian (ka): 40 single turns ─────────────────────────────
  {
    id: 'b3-ka-01',
    language: 'ka',
    turns: [
      {
        say: '2 ოთახიანი ბინა საბურთალოზე 90 ათას დოლარამდე',
        expect: { minRooms: 2, maxRooms: 2, district: 'Saburtalo', maxPrice: 90000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b3-ka-02',
    language: 'ka',
    turns: [
      {
        say: 'ვეძებ 3 საძ. ბინას ვაკეში, მინიმუმ 2 სველი წერტილით',
        expect: { minBedrooms: 3, maxBedrooms: 3, district: 'Vake', minBathrooms: 2 },
      },
    ],
  },
  {
    // Exclusion: the excluded district is not set.
    id: 'b3-ka-03',
    language: 'ka',
    turns: [
      { say: 'ნებისმიერ უბანში ოღონდ არა გლდანში, 2-3 ოთახიანი', expect: { minRooms: 2, maxRooms: 3 } },
    ],
  },
  {
    id: 'b3-ka-04',
    language: 'ka',
    turns: [
      {
        say: 'პირველ სართულზე არ მინდა, დიდუბეში, 70 კვ.მ-დან',
        expect: { minFloor: 2, district: 'Didube', minSize: 70 },
      },
    ],
  },
  {
    // "above the 5th" = minFloor 6.
    id: 'b3-ka-05',
    language: 'ka',
    turns: [
      { say: 'მე-5 სართულის ზემოთ, ახალ აშენებულ კორპუსში', expect: { minFloor: 6, buildingStatus: 'New' } },
    ],
  },
  {
    id: 'b3-ka-06',
    language: 'ka',
    turns: [
      {
        say: 'ნახევარ მილიონამდე რამე ვაკეში, ახალი რემონტით',
        expect: { maxPrice: 500000, currency: 'USD', district: 'Vake', renovationStatus: 'NewRenovated' },
      },
    ],
  },
  {
    id: 'b3-ka-07',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლი წყნეთში 1,3 მლნ-მდე',
        expect: { district: 'Tskneti', maxPrice: 1300000, currency: 'USD' },
      },
    ],
  },
  {
    // One unit for both ends of the range.
    id: 'b3-ka-08',
    language: 'ka',
    turns: [
      {
        say: '150-200 ათ.$ 3 ოთახიანი ისანში',
        expect: {
          minPrice: 150000,
          maxPrice: 200000,
          currency: 'USD',
          minRooms: 3,
          maxRooms: 3,
          district: 'Isani',
        },
      },
    ],
  },
  {
    id: 'b3-ka-09',
    language: 'ka',
    turns: [
      {
        say: '5 ოთ. ბინა ვერაზე 120-150კვ.მ',
        expect: { minRooms: 5, maxRooms: 5, district: 'Vera', minSize: 120, maxSize: 150 },
      },
    ],
  },
  {
    // Typo in the district ("საბურთლო").
    id: 'b3-ka-10',
    language: 'ka',
    turns: [{ say: 'ბინა საბურთლოზე ავეჯით', expect: { district: 'Saburtalo', isFurnished: true } }],
  },
  {
    // Typo in the district ("ნაძალადეში"), number word split ("ორ ოთახიანი").
    id: 'b3-ka-11',
    language: 'ka',
    turns: [
      {
        say: 'ორ ოთახიანი ნაძალადეში ძველი რემონტით',
        expect: { minRooms: 2, maxRooms: 2, district: 'Nadzaladevi', renovationStatus: 'OldRenovated' },
      },
    ],
  },
  {
    // Georgian on a Latin keyboard: "ოროთახიანი ბინა გლდანში 60 ათასამდე".
    id: 'b3-ka-12',
    language: 'ka',
    turns: [
      {
        say: 'oroTaxiani bina gldanSi 60 aTasamde',
        expect: { minRooms: 2, maxRooms: 2, district: 'Gldani', maxPrice: 60000, currency: 'USD' },
      },
    ],
  },
  {
    // Latin keyboard: "შავი კარკასი ახალ აშენებულში დიდ დიღომში".
    id: 'b3-ka-13',
    language: 'ka',
    turns: [
      {
        say: 'Savi karkasi axal aSenebulSi did diRomSi',
        expect: { renovationStatus: 'BlackFrame', buildingStatus: 'New', district: 'Didi Dighomi' },
      },
    ],
  },
  {
    // Loose transliteration.
    id: 'b3-ka-14',
    language: 'ka',
    turns: [
      {
        say: 'vedzeb binas vazisubanshi tetri karkasit, 3 otaxiani',
        expect: { district: 'Vazisubani', renovationStatus: 'WhiteFrame', minRooms: 3, maxRooms: 3 },
      },
    ],
  },
  {
    // Market word: Khrushchev-era block = Old.
    id: 'b3-ka-15',
    language: 'ka',
    turns: [
      {
        say: 'ხრუშჩოვკა ავჭალაში 40ათ-მდე',
        expect: { buildingStatus: 'Old', district: 'Avchala', maxPrice: 40000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b3-ka-16',
    language: 'ka',
    turns: [
      {
        say: 'მშენებარე კორპუსი, მწვანე კარკასი, ლისის ტბასთან',
        expect: { buildingStatus: 'Ongoing', renovationStatus: 'GreenFrame', district: 'Lisi Lake' },
      },
    ],
  },
  {
    // Not filters: ceiling height, phone number.
    id: 'b3-ka-17',
    language: 'ka',
    turns: [
      {
        say: '3 ოთახიანი ვაკეში, ჭერი 3.2 მ მაინც, დამირეკეთ 599 12 34 56',
        expect: { minRooms: 3, maxRooms: 3, district: 'Vake' },
      },
    ],
  },
  {
    // Not a filter: price per m².
    id: 'b3-ka-18',
    language: 'ka',
    turns: [
      { say: 'საბურთალოზე, კვადრატი 1200 დოლარზე მეტი არ უნდა ღირდეს', expect: { district: 'Saburtalo' } },
    ],
  },
  {
    // Not a filter: building height; "from the 3rd floor" = minFloor 3.
    id: 'b3-ka-19',
    language: 'ka',
    turns: [
      {
        say: 'დიღმის მასივი, 16 სართულიანი კორპუსი, მე-3 სართულიდან',
        expect: { district: 'Dighomi Massive', minFloor: 3 },
      },
    ],
  },
  {
    // Everyday name of Old Tbilisi.
    id: 'b3-ka-20',
    language: 'ka',
    turns: [{ say: 'ბინა აბანოთუბანთან ახლოს', expect: { district: 'Old Tbilisi' } }],
  },
  {
    id: 'b3-ka-21',
    language: 'ka',
    turns: [
      {
        say: 'დელისის მეტროსთან 2 საძინებლიანი',
        expect: { district: 'Saburtalo', minBedrooms: 2, maxBedrooms: 2 },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b3-ka-22',
    language: 'ka',
    turns: [
      {
        say: 'ვაკის პარკთან ახლოს, მაღალ სართულზე',
        expect: { district: 'Vake' },
        wishes: ['park', 'highFloor'],
      },
    ],
  },
  {
    id: 'b3-ka-23',
    language: 'ka',
    turns: [
      {
        say: 'არაუმეტეს მე-4 სართულისა, ლიფტი აუცილებელია',
        expect: { hasLift: true, maxFloor: 4 },
        wishes: [],
      },
    ],
  },
  {
    id: 'b3-ka-24',
    language: 'ka',
    turns: [
      {
        say: '2 ოთახიანი დიდუბეში, არც პირველი სართული და არც ბოლო',
        expect: { minRooms: 2, maxRooms: 2, district: 'Didube', minFloor: 2 },
        wishes: ['notLastFloor'],
      },
    ],
  },
  {
    id: 'b3-ka-25',
    language: 'ka',
    turns: [
      {
        say: 'ორას ათას დოლარამდე, 3 საძინებლიანი',
        expect: { maxPrice: 200000, currency: 'USD', minBedrooms: 3, maxBedrooms: 3 },
      },
    ],
  },
  {
    id: 'b3-ka-26',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლი დიღომში სამას ორმოცდაათ ათასამდე',
        expect: { district: 'Dighomi', maxPrice: 350000, currency: 'USD' },
      },
    ],
  },
  {
    // A sale price in lari.
    id: 'b3-ka-27',
    language: 'ka',
    turns: [
      {
        say: 'ბინა ორთაჭალაში 250 000 ლარამდე',
        expect: { district: 'Ortachala', maxPrice: 250000, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b3-ka-28',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით 2 ოთახიანი ვაკეში, ავეჯით, 800 ლარამდე',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Vake',
          isFurnished: true,
          maxPrice: 800,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    id: 'b3-ka-29',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'მინიმუმ 6 თვით ვიქირავებ საბურთალოზე, 500$-მდე',
        expect: { minRentDuration: 180, district: 'Saburtalo', maxPrice: 500, currency: 'USD' },
      },
    ],
  },
  {
    // Not a filter: number of guests; "old town" = Old Tbilisi.
    id: 'b3-ka-30',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად ბინა ძველ ქალაქში 4 კაცზე, 150 ლარამდე',
        expect: { district: 'Old Tbilisi', maxPrice: 150, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b3-ka-31',
    language: 'ka',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად ახალ ბულვარზე, ზღვის ხედით, 200 ლარამდე',
        expect: { district: 'New Boulevard', maxPrice: 200, currency: 'GEL' },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b3-ka-32',
    language: 'ka',
    city: 'Batumi',
    turns: [
      {
        say: 'გონიოში ბინა 60 ათასამდე, თეთრი კარკასი',
        expect: { district: 'Gonio', maxPrice: 60000, currency: 'USD', renovationStatus: 'WhiteFrame' },
      },
    ],
  },
  {
    id: 'b3-ka-33',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'ორსართულიანი სახლი კოჯორში ეზოთი',
        expect: { minNumberOfFloors: 2, maxNumberOfFloors: 2, district: 'Kojori' },
        wishes: ['garden'],
      },
    ],
  },
  {
    // Not a filter: land plot area.
    id: 'b3-ka-34',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლი წავკისში, მიწის ნაკვეთი 600 კვ.მ, თვითონ სახლი 200 კვ.მ-დან',
        expect: { district: 'Tsavkisi', minSize: 200 },
      },
    ],
  },
  {
    // Latin keyboard: "3 საძინებლიანი ვაკეში, ახალი რემონტით".
    id: 'b3-ka-35',
    language: 'ka',
    turns: [
      {
        say: '3 saZinebliani vakeSi, axali remontiT',
        expect: { minBedrooms: 3, maxBedrooms: 3, district: 'Vake', renovationStatus: 'NewRenovated' },
      },
    ],
  },
  {
    // Mixed scripts.
    id: 'b3-ka-36',
    language: 'ka',
    turns: [
      { say: '80-100 კვ.მ ბინა Mukhiani-ში', expect: { minSize: 80, maxSize: 100, district: 'Mukhiani' } },
    ],
  },
  {
    // Typos: "ოტახიანი", "ვარკეთლში".
    id: 'b3-ka-37',
    language: 'ka',
    turns: [{ say: '2 ოტახიანი ვარკეთლში', expect: { minRooms: 2, maxRooms: 2, district: 'Varketili' } }],
  },
  {
    // Excluding a building status sets none.
    id: 'b3-ka-38',
    language: 'ka',
    turns: [
      {
        say: 'ოთხი ოთახი მაინც, 100 კვადრატზე მეტი, ოღონდ არა ძველ კორპუსში',
        expect: { minRooms: 4, minSize: 100 },
      },
    ],
  },
  {
    id: 'b3-ka-39',
    language: 'ka',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'ქირით სახლი დიღომში, თვეში 1500$-მდე, გარაჟით',
        expect: { district: 'Dighomi', maxPrice: 1500, currency: 'USD' },
        wishes: ['garage'],
      },
    ],
  },
  {
    id: 'b3-ka-40',
    language: 'ka',
    turns: [
      {
        say: 'ახლად გარემონტებული ბინა მთაწმინდაზე, აივნით',
        expect: { hasBalcony: true, renovationStatus: 'NewRenovated', district: 'Mtatsminda' },
        wishes: [],
      },
    ],
  },
  // ───────────────────────────── Georgian (ka): 7 conversations, 20 turns ─────────────────────────────
  {
    id: 'b3-ka-41',
    language: 'ka',
    turns: [
      {
        say: '3 ოთახიანი საბურთალოზე 150 ათასამდე',
        expect: { minRooms: 3, maxRooms: 3, district: 'Saburtalo', maxPrice: 150000, currency: 'USD' },
      },
      {
        // Arithmetic on the only price bound.
        say: 'ბიუჯეტი 10 ათასით დავწიოთ',
        expect: { minRooms: 3, maxRooms: 3, district: 'Saburtalo', maxPrice: 140000, currency: 'USD' },
      },
      {
        // Widening the district to a second one clears it.
        say: 'ვაკეც მაწყობს',
        expect: {
          district: 'Saburtalo',
          alsoDistricts: ['Vake'],
          minRooms: 3,
          maxRooms: 3,
          maxPrice: 140000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b3-ka-42',
    language: 'ka',
    turns: [
      {
        say: 'ბინა ისანში, ოღონდ არა პირველ სართულზე, ახალ კორპუსში',
        expect: { district: 'Isani', minFloor: 2, buildingStatus: 'New' },
      },
      { say: 'კარგი, პირველი სართულიც არაუშავს', expect: { district: 'Isani', buildingStatus: 'New' } },
      { say: 'ძველი იქნება თუ ახალი, სულ ერთია', expect: { district: 'Isani' } },
    ],
  },
  {
    id: 'b3-ka-43',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'qirit 1 otaxiani veraze 400$-mde',
        expect: { minRooms: 1, maxRooms: 1, district: 'Vera', maxPrice: 400, currency: 'USD' },
      },
      {
        say: 'ავეჯი აუცილებლად, ძაღლიც მყავს',
        expect: {
          petsAllowed: true,
          minRooms: 1,
          maxRooms: 1,
          district: 'Vera',
          maxPrice: 400,
          currency: 'USD',
          isFurnished: true,
        },
        wishes: [],
      },
      {
        say: 'ფასს მნიშვნელობა არ აქვს',
        expect: { petsAllowed: true, minRooms: 1, maxRooms: 1, district: 'Vera', isFurnished: true },
        wishes: [],
      },
    ],
  },
  {
    id: 'b3-ka-44',
    language: 'ka',
    turns: [
      {
        say: '2 საძინებლიანი დიდ დიღომში, 70-90 კვ.მ',
        expect: { minBedrooms: 2, maxBedrooms: 2, district: 'Didi Dighomi', minSize: 70, maxSize: 90 },
      },
      { say: 'საძინებლები დაივიწყე', expect: { district: 'Didi Dighomi', minSize: 70, maxSize: 90 } },
      { say: 'მინიმუმ 75 კვადრატი იყოს', expect: { district: 'Didi Dighomi', minSize: 75, maxSize: 90 } },
    ],
  },
  {
    id: 'b3-ka-45',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლი ოქროყანაში, ეზოთი, 300 ათასამდე',
        expect: { district: 'Okrokana', maxPrice: 300000, currency: 'USD' },
        wishes: ['garden'],
      },
      {
        // Start over: every field and wish cleared first.
        say: 'თავიდან დავიწყოთ. ერთსართულიანი სახლი წყნეთში',
        expect: { minNumberOfFloors: 1, maxNumberOfFloors: 1, district: 'Tskneti' },
        wishes: [],
      },
      {
        say: 'მაქსიმუმ 400 ათასი',
        expect: {
          minNumberOfFloors: 1,
          maxNumberOfFloors: 1,
          district: 'Tskneti',
          maxPrice: 400000,
          currency: 'USD',
        },
        wishes: [],
      },
    ],
  },
  {
    id: 'b3-ka-46',
    language: 'ka',
    turns: [
      {
        say: 'ბინა ჩუღურეთში 80 ათასამდე',
        expect: { district: 'Chughureti', maxPrice: 80000, currency: 'USD' },
      },
      {
        // Another page: the filter stays.
        say: 'არა, ყიდვას ვერ ვწვდები, ქირით მინდა',
        otherScope: { listingType: 'Rent', propertyType: 'Apartment' },
        expect: { district: 'Chughureti', maxPrice: 80000, currency: 'USD' },
      },
      {
        say: 'ორ ოთახიანი იყოს',
        expect: { district: 'Chughureti', maxPrice: 80000, currency: 'USD', minRooms: 2, maxRooms: 2 },
      },
    ],
  },
  {
    id: 'b3-ka-47',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად სოლოლაკში, მინიმუმ 3 ღამე, 120 ლარამდე',
        expect: { district: 'Sololaki', minRentDuration: 3, maxPrice: 120, currency: 'GEL' },
      },
      {
        say: '150-მდე ავწიოთ',
        expect: { district: 'Sololaki', minRentDuration: 3, maxPrice: 150, currency: 'GEL' },
      },
    ],
  },
  // ───────────────────────────── English (en): 40 single turns ─────────────────────────────
  {
    // Typo in the district.
    id: 'b3-en-01',
    language: 'en',
    turns: [
      {
        say: '2br apt in saburatlo under 110k',
        expect: { minBedrooms: 2, maxBedrooms: 2, district: 'Saburtalo', maxPrice: 110000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b3-en-02',
    language: 'en',
    turns: [
      {
        say: 'looking for 3 bed 2 bath in Vake, max 0.45m',
        expect: {
          minBedrooms: 3,
          maxBedrooms: 3,
          minBathrooms: 2,
          maxBathrooms: 2,
          district: 'Vake',
          maxPrice: 450000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b3-en-03',
    language: 'en',
    turns: [
      {
        say: 'anywhere but Gldani, 2-3 rooms, under 70k',
        expect: { minRooms: 2, maxRooms: 3, maxPrice: 70000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b3-en-04',
    language: 'en',
    turns: [
      {
        say: 'not ground floor pls, Didube, 60+ sqm',
        expect: { minFloor: 2, district: 'Didube', minSize: 60 },
      },
    ],
  },
  {
    id: 'b3-en-05',
    language: 'en',
    turns: [{ say: 'somewhere above the 7th floor w/ a view', expect: { minFloor: 8 }, wishes: ['view'] }],
  },
  {
    id: 'b3-en-06',
    language: 'en',
    turns: [
      {
        say: 'half a mil tops, new build in Vake',
        expect: { maxPrice: 500000, currency: 'USD', buildingStatus: 'New', district: 'Vake' },
      },
    ],
  },
  {
    id: 'b3-en-07',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'house in Tskneti, three quarters of a mil max',
        expect: { district: 'Tskneti', maxPrice: 750000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b3-en-08',
    language: 'en',
    turns: [
      {
        say: '3 rooms, 120-150k$, Isani',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          minPrice: 120000,
          maxPrice: 150000,
          currency: 'USD',
          district: 'Isani',
        },
      },
    ],
  },
  {
    id: 'b3-en-09',
    language: 'en',
    turns: [
      {
        say: '4 room flat 100-130 sqm Vera',
        expect: { minRooms: 4, maxRooms: 4, minSize: 100, maxSize: 130, district: 'Vera' },
      },
    ],
  },
  {
    // Typo: "furnised".
    id: 'b3-en-10',
    language: 'en',
    turns: [
      {
        say: 'furnised 1 bedroom by lisi lake',
        expect: { isFurnished: true, minBedrooms: 1, maxBedrooms: 1, district: 'Lisi Lake' },
      },
    ],
  },
  {
    id: 'b3-en-11',
    language: 'en',
    turns: [
      {
        say: '2bd/2ba w old renovation, Nadzaladevi',
        expect: {
          minBedrooms: 2,
          maxBedrooms: 2,
          minBathrooms: 2,
          maxBathrooms: 2,
          renovationStatus: 'OldRenovated',
          district: 'Nadzaladevi',
        },
      },
    ],
  },
  {
    id: 'b3-en-12',
    language: 'en',
    turns: [
      {
        say: 'a hundred and fifty grand max, 2 bedroom, Varketili',
        expect: { maxPrice: 150000, currency: 'USD', minBedrooms: 2, maxBedrooms: 2, district: 'Varketili' },
      },
    ],
  },
  {
    id: 'b3-en-13',
    language: 'en',
    turns: [
      {
        say: 'khrushchyovka in Avchala, under 45k',
        expect: { buildingStatus: 'Old', district: 'Avchala', maxPrice: 45000, currency: 'USD' },
      },
    ],
  },
  {
    // "Digomi": common spelling of Dighomi.
    id: 'b3-en-14',
    language: 'en',
    turns: [
      {
        say: 'building still under construction, black frame, Digomi',
        expect: { buildingStatus: 'Ongoing', renovationStatus: 'BlackFrame', district: 'Dighomi' },
      },
    ],
  },
  {
    id: 'b3-en-15',
    language: 'en',
    turns: [
      {
        say: 'white frame in a new building, Krtsanisi',
        expect: { renovationStatus: 'WhiteFrame', buildingStatus: 'New', district: 'Krtsanisi' },
      },
    ],
  },
  {
    id: 'b3-en-16',
    language: 'en',
    turns: [
      {
        say: 'green frame, Bagebi, 90-110 m2',
        expect: { renovationStatus: 'GreenFrame', district: 'Bagebi', minSize: 90, maxSize: 110 },
      },
    ],
  },
  {
    // Not filters: ceiling height, phone number.
    id: 'b3-en-17',
    language: 'en',
    turns: [
      {
        say: '3 rooms vake, ceilings at least 3m, call me +995 577 11 22 33',
        expect: { minRooms: 3, maxRooms: 3, district: 'Vake' },
      },
    ],
  },
  {
    // Not a filter: price per m².
    id: 'b3-en-18',
    language: 'en',
    turns: [
      {
        say: 'price per sqm under $1000, Saburtalo, 2 rooms',
        expect: { district: 'Saburtalo', minRooms: 2, maxRooms: 2 },
      },
    ],
  },
  {
    // Not a filter: the down payment.
    id: 'b3-en-19',
    language: 'en',
    turns: [
      {
        say: 'can put 30% down, need a 2 bed in Dighomi Massive, max 95k',
        expect: {
          minBedrooms: 2,
          maxBedrooms: 2,
          district: 'Dighomi Massive',
          maxPrice: 95000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b3-en-20',
    language: 'en',
    turns: [{ say: 'flat in the Old Town near the sulphur baths', expect: { district: 'Old Tbilisi' } }],
  },
  {
    id: 'b3-en-21',
    language: 'en',
    turns: [
      {
        say: 'close to Medical University metro, 1 bedroom',
        expect: { district: 'Saburtalo', minBedrooms: 1, maxBedrooms: 1 },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b3-en-22',
    language: 'en',
    turns: [{ say: 'by Vake Park, high floor', expect: { district: 'Vake' }, wishes: ['park', 'highFloor'] }],
  },
  {
    id: 'b3-en-23',
    language: 'en',
    turns: [
      {
        say: 'no higher than the 4th floor, elevator a must',
        expect: { hasLift: true, maxFloor: 4 },
        wishes: [],
      },
    ],
  },
  {
    id: 'b3-en-24',
    language: 'en',
    turns: [
      {
        say: 'neither first nor last floor, 2 rooms Didube',
        expect: { minFloor: 2, minRooms: 2, maxRooms: 2, district: 'Didube' },
        wishes: ['notLastFloor'],
      },
    ],
  },
  {
    id: 'b3-en-25',
    language: 'en',
    turns: [
      {
        say: 'two hundred thousand dollars max, 3 bedrooms',
        expect: { maxPrice: 200000, currency: 'USD', minBedrooms: 3, maxBedrooms: 3 },
      },
    ],
  },
  {
    id: 'b3-en-26',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'house in Dighomi up to three hundred fifty thousand',
        expect: { district: 'Dighomi', maxPrice: 350000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b3-en-27',
    language: 'en',
    turns: [
      {
        say: 'flat up to 250,000 GEL in Ortachala',
        expect: { maxPrice: 250000, currency: 'GEL', district: 'Ortachala' },
      },
    ],
  },
  {
    id: 'b3-en-28',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'rent 2 room in vake furnished, max 900 lari',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Vake',
          isFurnished: true,
          maxPrice: 900,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    id: 'b3-en-29',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'long term, min 1 year, $600 max, Saburtalo',
        expect: { minRentDuration: 365, maxPrice: 600, currency: 'USD', district: 'Saburtalo' },
      },
    ],
  },
  {
    // Not a filter: number of guests.
    id: 'b3-en-30',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'daily rental in Sololaki for 5 people, up to 180 GEL a night',
        expect: { district: 'Sololaki', maxPrice: 180, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b3-en-31',
    language: 'en',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Green Cape, sea view, under 250 lari/day',
        expect: { district: 'Green Cape', maxPrice: 250, currency: 'GEL' },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b3-en-32',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: 'Makhinjauri apartment, 70k max, newly renovated',
        expect: {
          district: 'Makhinjauri',
          maxPrice: 70000,
          currency: 'USD',
          renovationStatus: 'NewRenovated',
        },
      },
    ],
  },
  {
    id: 'b3-en-33',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'three-storey house in Kojori with a garage',
        expect: { minNumberOfFloors: 3, maxNumberOfFloors: 3, district: 'Kojori' },
        wishes: ['garage'],
      },
    ],
  },
  {
    // Not a filter: land plot area.
    id: 'b3-en-34',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'house in Tsavkisi, 800 m2 plot, the house itself at least 250 sqm',
        expect: { district: 'Tsavkisi', minSize: 250 },
      },
    ],
  },
  {
    id: 'b3-en-35',
    language: 'en',
    turns: [
      {
        say: '3bd 2ba max 140 sqm vake',
        expect: {
          minBedrooms: 3,
          maxBedrooms: 3,
          minBathrooms: 2,
          maxBathrooms: 2,
          maxSize: 140,
          district: 'Vake',
        },
      },
    ],
  },
  {
    id: 'b3-en-36',
    language: 'en',
    turns: [
      { say: 'between 45 and 60 sqm, Mukhiani', expect: { minSize: 45, maxSize: 60, district: 'Mukhiani' } },
    ],
  },
  {
    // Typos: "bedroms", "varketli", "renovatd".
    id: 'b3-en-37',
    language: 'en',
    turns: [
      {
        say: '2 bedroms varketli newly renovatd',
        expect: { minBedrooms: 2, maxBedrooms: 2, district: 'Varketili', renovationStatus: 'NewRenovated' },
      },
    ],
  },
  {
    // "300k+" = minPrice; excluding a building status sets none.
    id: 'b3-en-38',
    language: 'en',
    turns: [
      {
        say: '300k+ in Vake, 4+ rooms, no soviet blocks',
        expect: { minPrice: 300000, currency: 'USD', district: 'Vake', minRooms: 4 },
      },
    ],
  },
  {
    id: 'b3-en-39',
    language: 'en',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'house for rent in Dighomi, up to $2000/month, garage needed',
        expect: { district: 'Dighomi', maxPrice: 2000, currency: 'USD' },
        wishes: ['garage'],
      },
    ],
  },
  {
    id: 'b3-en-40',
    language: 'en',
    turns: [
      {
        say: 'fresh reno flat in Mtatsminda with balcony',
        expect: { hasBalcony: true, renovationStatus: 'NewRenovated', district: 'Mtatsminda' },
        wishes: [],
      },
    ],
  },
  // ───────────────────────────── English (en): 7 conversations, 20 turns ─────────────────────────────
  {
    id: 'b3-en-41',
    language: 'en',
    turns: [
      {
        say: '2 bed in Saburtalo, 100-130k',
        expect: {
          minBedrooms: 2,
          maxBedrooms: 2,
          district: 'Saburtalo',
          minPrice: 100000,
          maxPrice: 130000,
          currency: 'USD',
        },
      },
      {
        // The bound named ("the top") moves.
        say: 'push the top end up by 20k',
        expect: {
          minBedrooms: 2,
          maxBedrooms: 2,
          district: 'Saburtalo',
          minPrice: 100000,
          maxPrice: 150000,
          currency: 'USD',
        },
      },
      {
        say: 'actually make it 3 bedrooms',
        expect: {
          minBedrooms: 3,
          maxBedrooms: 3,
          district: 'Saburtalo',
          minPrice: 100000,
          maxPrice: 150000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b3-en-42',
    language: 'en',
    turns: [
      {
        say: 'flat on Nutsubidze plateau, above the 2nd floor, black frame',
        expect: { district: 'Nutsubidze Plateau', minFloor: 3, renovationStatus: 'BlackFrame' },
      },
      { say: 'any condition is fine really', expect: { district: 'Nutsubidze Plateau', minFloor: 3 } },
      {
        say: 'but nothing higher than the 10th',
        expect: { district: 'Nutsubidze Plateau', minFloor: 3, maxFloor: 10 },
      },
    ],
  },
  {
    id: 'b3-en-43',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'long-term rent, Vake, 2 rooms, under 1000 GEL',
        expect: { district: 'Vake', minRooms: 2, maxRooms: 2, maxPrice: 1000, currency: 'GEL' },
      },
      {
        say: "don't need furniture, I have my own",
        expect: {
          district: 'Vake',
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 1000,
          currency: 'GEL',
          isFurnished: false,
        },
      },
      {
        say: 'saburtalo would work too',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 1000,
          currency: 'GEL',
          isFurnished: false,
          district: 'Vake',
          alsoDistricts: ['Saburtalo'],
        },
      },
    ],
  },
  {
    id: 'b3-en-44',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'house in Bagebi, 2 floors, 200-300 sqm',
        expect: {
          district: 'Bagebi',
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          minSize: 200,
          maxSize: 300,
        },
      },
      {
        say: "size doesn't matter",
        expect: { district: 'Bagebi', minNumberOfFloors: 2, maxNumberOfFloors: 2 },
      },
      {
        say: 'budget up to 600k',
        expect: {
          district: 'Bagebi',
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          maxPrice: 600000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b3-en-45',
    language: 'en',
    turns: [
      {
        say: '1 room flat near Avlabari metro under 60k',
        expect: { minRooms: 1, maxRooms: 1, district: 'Avlabari', maxPrice: 60000, currency: 'USD' },
        wishes: ['metro'],
      },
      {
        say: 'scratch all that. 3 bedrooms in Vake with parking',
        expect: { hasParking: true, minBedrooms: 3, maxBedrooms: 3, district: 'Vake' },
        wishes: [],
      },
      {
        say: 'anything except the ground floor',
        expect: { hasParking: true, minBedrooms: 3, maxBedrooms: 3, district: 'Vake', minFloor: 2 },
        wishes: [],
      },
    ],
  },
  {
    id: 'b3-en-46',
    language: 'en',
    turns: [
      {
        say: 'Gldani 3 rooms up to 75k',
        expect: { district: 'Gldani', minRooms: 3, maxRooms: 3, maxPrice: 75000, currency: 'USD' },
      },
      {
        say: 'what about houses for sale there?',
        otherScope: { listingType: 'Sale', propertyType: 'House' },
        expect: { district: 'Gldani', minRooms: 3, maxRooms: 3, maxPrice: 75000, currency: 'USD' },
      },
      {
        say: 'ok, flats it is. 60+ sqm',
        expect: {
          district: 'Gldani',
          minRooms: 3,
          maxRooms: 3,
          maxPrice: 75000,
          currency: 'USD',
          minSize: 60,
        },
      },
    ],
  },
  {
    id: 'b3-en-47',
    language: 'en',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Old Batumi, 2 bedrooms, up to 150 GEL per night',
        expect: { district: 'Old Batumi', minBedrooms: 2, maxBedrooms: 2, maxPrice: 150, currency: 'GEL' },
      },
      {
        say: 'bump it to 200 and it needs AC',
        expect: {
          hasAirConditioning: true,
          district: 'Old Batumi',
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 200,
          currency: 'GEL',
        },
        wishes: [],
      },
    ],
  },
  // ───────────────────────────── Russian (ru): 40 single turns ─────────────────────────────
  {
    // Mixed scripts.
    id: 'b3-ru-01',
    language: 'ru',
    turns: [
      {
        say: '2-к кв на Saburtalo до 95k',
        expect: { minRooms: 2, maxRooms: 2, district: 'Saburtalo', maxPrice: 95000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b3-ru-02',
    language: 'ru',
    turns: [
      {
        say: '3 спальни, 2 санузла, Ваке, бюджет 230к',
        expect: {
          minBedrooms: 3,
          maxBedrooms: 3,
          minBathrooms: 2,
          maxBathrooms: 2,
          district: 'Vake',
          maxPrice: 230000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    // Two exclusions: no district, no building status.
    id: 'b3-ru-03',
    language: 'ru',
    turns: [
      {
        say: 'где угодно, кроме Глдани, 2-3 комнаты, только не хрущёвка',
        expect: { minRooms: 2, maxRooms: 3 },
      },
    ],
  },
  {
    id: 'b3-ru-04',
    language: 'ru',
    turns: [
      { say: 'не первый этаж, Дидубе, от 65 кв.м', expect: { minFloor: 2, district: 'Didube', minSize: 65 } },
    ],
  },
  {
    id: 'b3-ru-05',
    language: 'ru',
    turns: [{ say: 'выше 6-го этажа, в новострое', expect: { minFloor: 7, buildingStatus: 'New' } }],
  },
  {
    id: 'b3-ru-06',
    language: 'ru',
    turns: [
      {
        say: 'полмиллиона максимум, Ваке, свежий ремонт',
        expect: { maxPrice: 500000, currency: 'USD', district: 'Vake', renovationStatus: 'NewRenovated' },
      },
    ],
  },
  {
    id: 'b3-ru-07',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'дом в Цкнети, не дороже полутора миллионов',
        expect: { district: 'Tskneti', maxPrice: 1500000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b3-ru-08',
    language: 'ru',
    turns: [
      {
        say: '3-комн., от 120 до 160 тыс. $, Исани',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          minPrice: 120000,
          maxPrice: 160000,
          currency: 'USD',
          district: 'Isani',
        },
      },
    ],
  },
  {
    id: 'b3-ru-09',
    language: 'ru',
    turns: [
      {
        say: '4-комнатная, 100–130 кв.м, Вера',
        expect: { minRooms: 4, maxRooms: 4, minSize: 100, maxSize: 130, district: 'Vera' },
      },
    ],
  },
  {
    // Typo: "меблированя".
    id: 'b3-ru-10',
    language: 'ru',
    turns: [
      {
        say: 'меблированя 1-комн у озера Лиси',
        expect: { isFurnished: true, minRooms: 1, maxRooms: 1, district: 'Lisi Lake' },
      },
    ],
  },
  {
    id: 'b3-ru-11',
    language: 'ru',
    turns: [
      {
        say: '2 к.кв. в Надзаладеви со старым ремонтом',
        expect: { minRooms: 2, maxRooms: 2, district: 'Nadzaladevi', renovationStatus: 'OldRenovated' },
      },
    ],
  },
  {
    // Number words; "двушка" = 2 rooms.
    id: 'b3-ru-12',
    language: 'ru',
    turns: [
      {
        say: 'двушка в Варкетили, максимум сто восемьдесят тысяч долларов',
        expect: { minRooms: 2, maxRooms: 2, district: 'Varketili', maxPrice: 180000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b3-ru-13',
    language: 'ru',
    turns: [
      {
        say: 'квартира в старом фонде, Авчала, до 50 тыс.',
        expect: { buildingStatus: 'Old', district: 'Avchala', maxPrice: 50000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b3-ru-14',
    language: 'ru',
    turns: [
      {
        say: 'строящийся дом, чёрный каркас, Дигоми',
        expect: { buildingStatus: 'Ongoing', renovationStatus: 'BlackFrame', district: 'Dighomi' },
      },
    ],
  },
  {
    id: 'b3-ru-15',
    language: 'ru',
    turns: [
      {
        say: 'белый каркас в новостройке, Крцаниси',
        expect: { renovationStatus: 'WhiteFrame', buildingStatus: 'New', district: 'Krtsanisi' },
      },
    ],
  },
  {
    id: 'b3-ru-16',
    language: 'ru',
    turns: [
      {
        say: 'зелёный каркас, Багеби, 90-110 м²',
        expect: { renovationStatus: 'GreenFrame', district: 'Bagebi', minSize: 90, maxSize: 110 },
      },
    ],
  },
  {
    // Not filters: ceiling height, phone number.
    id: 'b3-ru-17',
    language: 'ru',
    turns: [
      {
        say: '3-комн. в Ваке, потолки 3,5 м, тел. 555 12 34 56',
        expect: { minRooms: 3, maxRooms: 3, district: 'Vake' },
      },
    ],
  },
  {
    // Not a filter: price per m².
    id: 'b3-ru-18',
    language: 'ru',
    turns: [
      {
        say: 'Сабуртало, 2-комн., цена за метр не выше 1100$',
        expect: { district: 'Saburtalo', minRooms: 2, maxRooms: 2 },
      },
    ],
  },
  {
    // Not a filter: the down payment.
    id: 'b3-ru-19',
    language: 'ru',
    turns: [
      {
        say: 'в ипотеку, первый взнос 20%, 2 спальни на Дигомском массиве до 100к',
        expect: {
          minBedrooms: 2,
          maxBedrooms: 2,
          district: 'Dighomi Massive',
          maxPrice: 100000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b3-ru-20',
    language: 'ru',
    turns: [{ say: 'в старом городе, рядом с серными банями', expect: { district: 'Old Tbilisi' } }],
  },
  {
    id: 'b3-ru-21',
    language: 'ru',
    turns: [
      {
        say: 'у метро Важа-Пшавела, однушка',
        expect: { district: 'Saburtalo', minRooms: 1, maxRooms: 1 },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b3-ru-22',
    language: 'ru',
    turns: [
      { say: 'рядом с Мзиури, высокий этаж', expect: { district: 'Vake' }, wishes: ['park', 'highFloor'] },
    ],
  },
  {
    id: 'b3-ru-23',
    language: 'ru',
    turns: [
      { say: 'этаж максимум 5-й, обязательно лифт', expect: { hasLift: true, maxFloor: 5 }, wishes: [] },
    ],
  },
  {
    id: 'b3-ru-24',
    language: 'ru',
    turns: [
      {
        say: 'не первый и не последний этаж, 2-комн. Дидубе',
        expect: { minFloor: 2, minRooms: 2, maxRooms: 2, district: 'Didube' },
        wishes: ['notLastFloor'],
      },
    ],
  },
  {
    id: 'b3-ru-25',
    language: 'ru',
    turns: [
      {
        say: 'до двухсот тысяч долларов, 3 спальни',
        expect: { maxPrice: 200000, currency: 'USD', minBedrooms: 3, maxBedrooms: 3 },
      },
    ],
  },
  {
    id: 'b3-ru-26',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'дом в Дигоми до трёхсот пятидесяти тысяч',
        expect: { district: 'Dighomi', maxPrice: 350000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b3-ru-27',
    language: 'ru',
    turns: [
      {
        say: 'квартира до 300 000 лари, Ортачала',
        expect: { maxPrice: 300000, currency: 'GEL', district: 'Ortachala' },
      },
    ],
  },
  {
    id: 'b3-ru-28',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'сниму 2-комн. в Ваке с мебелью до 1000 лари',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Vake',
          isFurnished: true,
          maxPrice: 1000,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    id: 'b3-ru-29',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'аренда на длительный срок, от полугода, до 550$, Сабуртало',
        expect: { minRentDuration: 180, maxPrice: 550, currency: 'USD', district: 'Saburtalo' },
      },
    ],
  },
  {
    // Not a filter: number of guests.
    id: 'b3-ru-30',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'посуточно в Сололаки на 4 человек, до 170 лари в сутки',
        expect: { district: 'Sololaki', maxPrice: 170, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b3-ru-31',
    language: 'ru',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'посуточно, Новый бульвар, вид на море, до 220 лари',
        expect: { district: 'New Boulevard', maxPrice: 220, currency: 'GEL' },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b3-ru-32',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'Гонио, квартира до 55 тыс.$, белый каркас',
        expect: { district: 'Gonio', maxPrice: 55000, currency: 'USD', renovationStatus: 'WhiteFrame' },
      },
    ],
  },
  {
    id: 'b3-ru-33',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'двухэтажный дом в Коджори с садом',
        expect: { minNumberOfFloors: 2, maxNumberOfFloors: 2, district: 'Kojori' },
        wishes: ['garden'],
      },
    ],
  },
  {
    // Not a filter: land plot area.
    id: 'b3-ru-34',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'дом в Цавкиси, участок 10 соток, сам дом от 180 кв.м',
        expect: { district: 'Tsavkisi', minSize: 180 },
      },
    ],
  },
  {
    id: 'b3-ru-35',
    language: 'ru',
    turns: [
      {
        say: '3 спальни, 2 с/у, до 130 кв.м, Ваке',
        expect: {
          minBedrooms: 3,
          maxBedrooms: 3,
          minBathrooms: 2,
          maxBathrooms: 2,
          maxSize: 130,
          district: 'Vake',
        },
      },
    ],
  },
  {
    id: 'b3-ru-36',
    language: 'ru',
    turns: [{ say: '50-65 квадратов, Мухиани', expect: { minSize: 50, maxSize: 65, district: 'Mukhiani' } }],
  },
  {
    // Typos: "Варкетилли", "евроремот".
    id: 'b3-ru-37',
    language: 'ru',
    turns: [
      {
        say: '2-х комнатная в Варкетилли с евроремотом',
        expect: { minRooms: 2, maxRooms: 2, district: 'Varketili', renovationStatus: 'NewRenovated' },
      },
    ],
  },
  {
    id: 'b3-ru-38',
    language: 'ru',
    turns: [
      {
        say: 'от 300 тыс., Ваке, минимум 4 комнаты',
        expect: { minPrice: 300000, currency: 'USD', district: 'Vake', minRooms: 4 },
      },
    ],
  },
  {
    id: 'b3-ru-39',
    language: 'ru',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'сниму дом в Дигоми до 1800$ в месяц, нужен гараж',
        expect: { district: 'Dighomi', maxPrice: 1800, currency: 'USD' },
        wishes: ['garage'],
      },
    ],
  },
  {
    id: 'b3-ru-40',
    language: 'ru',
    turns: [
      {
        say: 'квартира с дизайнерским ремонтом на Мтацминде, с балконом',
        expect: { hasBalcony: true, renovationStatus: 'NewRenovated', district: 'Mtatsminda' },
        wishes: [],
      },
    ],
  },
  // ───────────────────────────── Russian (ru): 7 conversations, 20 turns ─────────────────────────────
  {
    id: 'b3-ru-41',
    language: 'ru',
    turns: [
      {
        say: '3-комн. на Сабуртало до 170 тыс.',
        expect: { minRooms: 3, maxRooms: 3, district: 'Saburtalo', maxPrice: 170000, currency: 'USD' },
      },
      {
        say: 'минус 20 тысяч от бюджета',
        expect: { minRooms: 3, maxRooms: 3, district: 'Saburtalo', maxPrice: 150000, currency: 'USD' },
      },
      {
        // Widening a range moves its bound.
        say: 'можно и четырёхкомнатную',
        expect: { minRooms: 3, maxRooms: 4, district: 'Saburtalo', maxPrice: 150000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b3-ru-42',
    language: 'ru',
    turns: [
      {
        say: 'Исани, этаж не ниже 3-го, новостройка',
        expect: { district: 'Isani', minFloor: 3, buildingStatus: 'New' },
      },
      {
        // Shifting a floor bound.
        say: 'третий высоковато, давайте со 2-го этажа',
        expect: { district: 'Isani', minFloor: 2, buildingStatus: 'New' },
      },
      { say: 'новый дом или старый, не важно', expect: { district: 'Isani', minFloor: 2 } },
    ],
  },
  {
    id: 'b3-ru-43',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'аренда однушки на Вере до 500$',
        expect: { minRooms: 1, maxRooms: 1, district: 'Vera', maxPrice: 500, currency: 'USD' },
      },
      {
        say: 'обязательно с мебелью, и у меня кошка',
        expect: {
          petsAllowed: true,
          minRooms: 1,
          maxRooms: 1,
          district: 'Vera',
          maxPrice: 500,
          currency: 'USD',
          isFurnished: true,
        },
        wishes: [],
      },
      {
        say: 'цена не принципиальна',
        expect: { petsAllowed: true, minRooms: 1, maxRooms: 1, district: 'Vera', isFurnished: true },
        wishes: [],
      },
    ],
  },
  {
    id: 'b3-ru-44',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'дом в Окрокане, 2 этажа, до 400 тыс.',
        expect: {
          district: 'Okrokana',
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          maxPrice: 400000,
          currency: 'USD',
        },
      },
      {
        say: 'этажность не важна',
        expect: { district: 'Okrokana', maxPrice: 400000, currency: 'USD' },
      },
      {
        say: 'и чтобы площадь от 150 кв.м',
        expect: { district: 'Okrokana', maxPrice: 400000, currency: 'USD', minSize: 150 },
      },
    ],
  },
  {
    id: 'b3-ru-45',
    language: 'ru',
    turns: [
      {
        say: '1-комн у метро Исани до 55к',
        expect: { minRooms: 1, maxRooms: 1, district: 'Isani', maxPrice: 55000, currency: 'USD' },
        wishes: ['metro'],
      },
      {
        say: 'давайте заново: 3 спальни в Ваке с парковкой',
        expect: { hasParking: true, minBedrooms: 3, maxBedrooms: 3, district: 'Vake' },
        wishes: [],
      },
      {
        say: 'любой этаж, кроме первого',
        expect: { hasParking: true, minBedrooms: 3, maxBedrooms: 3, district: 'Vake', minFloor: 2 },
        wishes: [],
      },
    ],
  },
  {
    id: 'b3-ru-46',
    language: 'ru',
    turns: [
      {
        say: 'квартира в Чугурети до 85 тыс.',
        expect: { district: 'Chughureti', maxPrice: 85000, currency: 'USD' },
      },
      {
        say: 'а посуточно там что-нибудь есть?',
        otherScope: { listingType: 'DailyRent', propertyType: 'Apartment' },
        expect: { district: 'Chughureti', maxPrice: 85000, currency: 'USD' },
      },
      {
        say: 'ладно, тогда покупка, трёшка',
        expect: { district: 'Chughureti', maxPrice: 85000, currency: 'USD', minRooms: 3, maxRooms: 3 },
      },
    ],
  },
  {
    id: 'b3-ru-47',
    language: 'ru',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Махинджаури посуточно, от 2 суток, до 180 лари',
        expect: { district: 'Makhinjauri', minRentDuration: 2, maxPrice: 180, currency: 'GEL' },
      },
      {
        say: 'поднимите до 230, и чтоб был кондиционер',
        expect: {
          hasAirConditioning: true,
          district: 'Makhinjauri',
          minRentDuration: 2,
          maxPrice: 230,
          currency: 'GEL',
        },
        wishes: [],
      },
    ],
  },
];
