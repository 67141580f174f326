import type { EvalConversation } from './case-types';

/*
 * Blind evaluation set 4 for the Sakhli chat assistant: 180 turns (60 ka, 60 en, 60 ru), 141 conversations,
 * 60 of the turns (20 per language) in 21 multi-turn conversations; about a third of the turns use the filters
 * of issue 16 (amenities, heating, seller type, several districts, metro walking minutes).
 * Written by a helper session (a computational linguist fluent in Georgian, Russian and English) from SPEC.md,
 * CONTRACT.md, issues 14 and 16, the filter/enum/assistant/constants schemas, the metro station names, case-types.ts,
 * the district seed and the conventions blocks of sets 1, 2 and 3 only, without reading the assistant's code, its
 * labelled cases or the cases of sets 1 to 3.
 *
 * Conventions applied throughout (sets 1 to 3's, copied, with the changes of issue 16 applied; then this set's):
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
 *  - (Changed by issue 16.) Several districts: "Vake or Saburtalo" keeps both, district = the first named,
 *    alsoDistricts = the others; "X works too / тоже / -ც" after a district ADDS X to alsoDistricts (it no longer
 *    clears the district). Widening a range moves its bound ("3 bedrooms is fine as well" after 2 = maxBedrooms 3).
 *  - Shifts ("knock 15k off the budget", "ბიუჯეტს 100 დოლარს დავუმატებ") move the bound named or, with only one
 *    price bound set, that bound.
 *  - Starting over clears every field and every wish before the new request applies.
 *  - Wishes are listed from the turn that first names one and repeated (cumulative) on every later turn.
 *  - A "N-storey house" sets min = max number of floors; a house's yard/garden is the garden wish, a garage the
 *    garage wish (neither is a filter field).
 *  - Rent duration is set only from "at least / minimum / от" a length of stay (minRentDuration); exact stays and
 *    dates are not used.
 *  (Set 3's additions:)
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
 *    ("with a view" = view, "sea view" = seaView).
 *  - Number words and fractions of a million: "half a mil" / "ნახევარი მილიონი" / "полмиллиона" = 500,000;
 *    "three quarters of a mil" = 750,000; "полтора миллиона" = 1,500,000; "0.45m" = 450,000.
 *  - "N+" after a price ("300k+") = minPrice N; "N+ rooms" / "от N комнат" = minRooms N.
 *  (Issue 16's conventions, which win over the ones above where they differ:)
 *  - An amenity asked for plainly or as a must is a hard filter: balcony/loggia = hasBalcony true, lift/elevator =
 *    hasLift true, parking = hasParking true, air conditioning (also "needs AC", "кондер") = hasAirConditioning true,
 *    pets ("pets allowed", "I have a dog", "у нас кошка") = petsAllowed true, a named heating type = heating
 *    (Central | IndividualGasBoiler | Electric; "газовый котёл", "индивидуальное отопление" = IndividualGasBoiler).
 *    A nice-to-have ("preferably", "желательно", "სასურველია", "would be good", "if there is one") stays the soft
 *    wish (balcony, elevator, parking, airConditioning, pets) and sets no filter; plain "heating"/"с отоплением" is
 *    the heating wish. Saying it is not needed clears it.
 *  - Seller: "no agents", "from the owner", "без посредников", "от собственника", "მესაკუთრისგან" = sellerType Owner;
 *    "from a developer", "от застройщика" = Developer; "through an agency" = Agency.
 *  - Metro: "N minutes (walk) from the metro", "в N минутах от метро", "მეტრომდე N წუთი" = maxMetroWalkMinutes, the
 *    smallest of 5 / 10 / 15 / 20 that is ≥ N (N > 20: nothing); "walking distance to the metro" = 10; a plain "near
 *    the metro" / "у метро" with no minutes stays the metro wish. Near a named station: the station's district (and
 *    the metro wish, as before).
 * Added by this set:
 *  - Georgian heating words: "ორკონტურიანი ქვაბი" (a combi gas boiler), "ინდივიდუალური გათბობა" = IndividualGasBoiler;
 *    "ცენტრალური გათბობა" = Central; "ელექტრო გათბობა" / "отопление электрическое" = Electric.
 *  - Walking distance in other words: "ფეხით სავალ მანძილზე", "в пешей доступности от метро" = 10. "N minutes to the
 *    metro" without "walk" is read as walking minutes; "полчаса" / "30 min" = 30, more than 20: no metro field (and
 *    no wish is scored on those turns).
 *  - "Via / through an agency", "через агентство", "სააგენტოს მეშვეობით" = Agency; "straight from the developer",
 *    "პირდაპირ დეველოპერისგან" = Developer; "owners only", "მესაკუთრისგან, შუამავლის გარეშე" = Owner.
 *  - "Furniture is a must" / "ავეჯი აუცილებელია", "меблированная", "furnished" = isFurnished true.
 *  - "Sunny side" / "солнечная сторона" = the sunny wish; "not on the top floor" / "не последний этаж" /
 *    "ბოლო სართული არა" = notLastFloor (as "not the last floor").
 *  - "чешка" and an old N-storey block are Old; the storey count of a block of flats is building height
 *    (not a filter), while "N-storey house" on the house page is still the house's number of floors.
 *  - A turn with neither expect nor change (only wishes) expects the filter unchanged.
 */
export const BLIND_CASES_4: EvalConversation[] = [
  // ---------------------------------------------------------------- ka, single turns
  {
    id: 'b4-ka-01',
    language: 'ka',
    turns: [
      {
        say: 'ვაკეში 3 ოთახიანი 150 000$-მდე, აივანი აუცილებლად',
        expect: {
          district: 'Vake',
          minRooms: 3,
          maxRooms: 3,
          maxPrice: 150000,
          currency: 'USD',
          hasBalcony: true,
        },
      },
    ],
  },
  {
    id: 'b4-ka-02',
    language: 'ka',
    turns: [
      {
        say: 'saburTaloze 2 oTaxiani 90 aTasamde, axali remontiT',
        expect: {
          district: 'Saburtalo',
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 90000,
          currency: 'USD',
          renovationStatus: 'NewRenovated',
        },
      },
    ],
  },
  // A dog = petsAllowed true (issue 16).
  {
    id: 'b4-ka-03',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ვეძებ ქირით ვერაზე, 1 საძინებელი, 1000 ლარამდე. ძაღლი მყავს',
        expect: {
          district: 'Vera',
          minBedrooms: 1,
          maxBedrooms: 1,
          maxPrice: 1000,
          currency: 'GEL',
          petsAllowed: true,
        },
      },
    ],
  },
  // 7 minutes -> 10.
  {
    id: 'b4-ka-04',
    language: 'ka',
    turns: [
      {
        say: 'ბინა ისანში, მეტრომდე 7 წუთი, 60 ათასამდე',
        expect: { district: 'Isani', maxMetroWalkMinutes: 10, maxPrice: 60000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b4-ka-05',
    language: 'ka',
    turns: [
      {
        say: 'მესაკუთრისგან, შუამავლის გარეშე. გლდანში 2 ოთახიანი',
        expect: { sellerType: 'Owner', district: 'Gldani', minRooms: 2, maxRooms: 2 },
      },
    ],
  },
  {
    id: 'b4-ka-06',
    language: 'ka',
    turns: [
      {
        say: 'დიდუბეში ან ჩუღურეთში, 70-80 ათ.$',
        expect: {
          district: 'Didube',
          alsoDistricts: ['Chughureti'],
          minPrice: 70000,
          maxPrice: 80000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b4-ka-07',
    language: 'ka',
    turns: [
      {
        say: 'ახალაშენებული დიღომში, 100 კვ-ზე მეტი',
        expect: { buildingStatus: 'New', district: 'Dighomi', minSize: 100 },
      },
    ],
  },
  // "ორკონტურიანი ქვაბი" (a combi gas boiler) = IndividualGasBoiler.
  {
    id: 'b4-ka-08',
    language: 'ka',
    turns: [
      {
        say: 'ნაძალადევში 3 ოთახიანი, ორკონტურიანი ქვაბით',
        expect: { district: 'Nadzaladevi', minRooms: 3, maxRooms: 3, heating: 'IndividualGasBoiler' },
      },
    ],
  },
  {
    id: 'b4-ka-09',
    language: 'ka',
    turns: [
      {
        say: 'ცენტრალური გათბობა აუცილებელია, საბურთალო, 4 ოთახი',
        expect: { heating: 'Central', district: 'Saburtalo', minRooms: 4, maxRooms: 4 },
      },
    ],
  },
  {
    id: 'b4-ka-10',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'vakeSi qiraze 2 oTaxiani, 800$-mde, aveji aucilebelia',
        expect: {
          district: 'Vake',
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 800,
          currency: 'USD',
          isFurnished: true,
        },
      },
    ],
  },
  // "სასურველია" = nice-to-have: the wish, no filter.
  {
    id: 'b4-ka-11',
    language: 'ka',
    turns: [
      {
        say: 'ვაკეში ბინა 200 ათასამდე, პარკინგი სასურველია',
        expect: { district: 'Vake', maxPrice: 200000, currency: 'USD' },
        wishes: ['parking'],
      },
    ],
  },
  {
    id: 'b4-ka-12',
    language: 'ka',
    turns: [
      {
        say: 'vazisubanSi 2 oTaxiani, maqsimum me-5 sarTuli',
        expect: { district: 'Vazisubani', minRooms: 2, maxRooms: 2, maxFloor: 5 },
      },
    ],
  },
  {
    id: 'b4-ka-13',
    language: 'ka',
    city: 'Batumi',
    turns: [
      {
        say: 'ახალ ბულვარზე 1 საძინებლიანი ზღვის ხედით, 70 000-მდე',
        expect: {
          district: 'New Boulevard',
          minBedrooms: 1,
          maxBedrooms: 1,
          maxPrice: 70000,
          currency: 'USD',
        },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b4-ka-14',
    language: 'ka',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად ძველ ბათუმში, ღამე 100 ლარამდე, კონდიციონერი აუცილებლად',
        expect: { district: 'Old Batumi', maxPrice: 100, currency: 'GEL', hasAirConditioning: true },
      },
    ],
  },
  {
    id: 'b4-ka-15',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლი წყნეთში ეზოთი, 250 ათასამდე',
        expect: { district: 'Tskneti', maxPrice: 250000, currency: 'USD' },
        wishes: ['garden'],
      },
    ],
  },
  {
    id: 'b4-ka-16',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'კერძო სახლი დიღომში, ორსართულიანი, ავტოფარეხით',
        expect: { district: 'Dighomi', minNumberOfFloors: 2, maxNumberOfFloors: 2 },
        wishes: ['garage'],
      },
    ],
  },
  // Plain "near the metro" without minutes stays the wish.
  {
    id: 'b4-ka-17',
    language: 'ka',
    turns: [
      {
        say: 'metrostan axlos, saburTaloze, 2 oTaxiani',
        expect: { district: 'Saburtalo', minRooms: 2, maxRooms: 2 },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b4-ka-18',
    language: 'ka',
    turns: [
      {
        say: 'დელისის მეტროსთან 3 ოთახიანი თეთრ კარკასში',
        expect: { district: 'Saburtalo', minRooms: 3, maxRooms: 3, renovationStatus: 'WhiteFrame' },
        wishes: ['metro'],
      },
    ],
  },
  // "ფეხით სავალ მანძილზე" = walking distance = 10.
  {
    id: 'b4-ka-19',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით ბინა მეტრომდე ფეხით სავალ მანძილზე, 600 ლარამდე',
        expect: { maxMetroWalkMinutes: 10, maxPrice: 600, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b4-ka-20',
    language: 'ka',
    turns: [
      {
        say: 'ავჭალაში, არა პირველ სართულზე და არც მე-9-ზე მაღლა, 45 ათ. დოლარამდე',
        expect: { district: 'Avchala', minFloor: 2, maxFloor: 9, maxPrice: 45000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b4-ka-21',
    language: 'ka',
    turns: [
      {
        say: 'ვაკშეი 2 ოთახიანი ევრორემონტით',
        expect: { district: 'Vake', minRooms: 2, maxRooms: 2, renovationStatus: 'NewRenovated' },
      },
    ],
  },
  {
    id: 'b4-ka-22',
    language: 'ka',
    turns: [
      {
        say: 'ნუცუბიძის პლატოზე ან ბაგებში, 3-4 ოთახი',
        expect: { district: 'Nutsubidze Plateau', alsoDistricts: ['Bagebi'], minRooms: 3, maxRooms: 4 },
      },
    ],
  },
  {
    id: 'b4-ka-23',
    language: 'ka',
    turns: [
      {
        say: 'varketilSi 40-50 kv, avejis gareSe',
        expect: { district: 'Varketili', minSize: 40, maxSize: 50, isFurnished: false },
      },
    ],
  },
  {
    id: 'b4-ka-24',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით საბურთალოზე 1200 ლარამდე, მინიმუმ ნახევარი წლით',
        expect: { district: 'Saburtalo', maxPrice: 1200, currency: 'GEL', minRentDuration: 180 },
      },
    ],
  },
  {
    id: 'b4-ka-25',
    language: 'ka',
    turns: [
      {
        say: 'ვაკის პარკთან ახლოს 3 საძინებელი',
        expect: { district: 'Vake', minBedrooms: 3, maxBedrooms: 3 },
        wishes: ['park'],
      },
    ],
  },
  {
    id: 'b4-ka-26',
    language: 'ka',
    turns: [
      {
        say: 'ოღონდ არა გლდანში, 2 საძინებელი, აივანი თუ იქნება კარგია',
        expect: { minBedrooms: 2, maxBedrooms: 2 },
        wishes: ['balcony'],
      },
    ],
  },
  {
    id: 'b4-ka-27',
    language: 'ka',
    turns: [
      {
        say: 'ვაკე, 2 სველი წერტილი, 120 კვ-დან',
        expect: { district: 'Vake', minBathrooms: 2, maxBathrooms: 2, minSize: 120 },
      },
    ],
  },
  {
    id: 'b4-ka-28',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'qiraze didubeSi 900 laramde, tel 599 12 34 56',
        expect: { district: 'Didube', maxPrice: 900, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b4-ka-29',
    language: 'ka',
    turns: [
      {
        say: 'სამგორში, ძველ ხუთსართულიან კორპუსში, 1 ოთახიანი',
        expect: { district: 'Samgori', buildingStatus: 'Old', minRooms: 1, maxRooms: 1 },
      },
    ],
  },
  {
    id: 'b4-ka-30',
    language: 'ka',
    turns: [
      {
        say: 'დიდ დიღომში, მე-3 სართულიდან, ახალი რემონტით',
        expect: { district: 'Didi Dighomi', minFloor: 3, renovationStatus: 'NewRenovated' },
      },
    ],
  },
  {
    id: 'b4-ka-31',
    language: 'ka',
    turns: [
      {
        say: 'მთაწმინდაზე ხედით, 1 მლნ-მდე',
        expect: { district: 'Mtatsminda', maxPrice: 1000000, currency: 'USD' },
        wishes: ['view'],
      },
    ],
  },
  {
    id: 'b4-ka-32',
    language: 'ka',
    turns: [
      {
        say: 'ოროთახიანი ლილოში ოთხმოცდაათ ათასამდე',
        expect: { district: 'Lilo', minRooms: 2, maxRooms: 2, maxPrice: 90000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b4-ka-33',
    language: 'ka',
    turns: [
      {
        say: 'Cexur proeqtSi 3 oTaxiani gldanSi',
        expect: { buildingStatus: 'Old', minRooms: 3, maxRooms: 3, district: 'Gldani' },
      },
    ],
  },
  {
    id: 'b4-ka-34',
    language: 'ka',
    turns: [
      {
        say: 'სოლოლაკში 150 ათასამდე, ოღონდ ბოლო სართული არა',
        expect: { district: 'Sololaki', maxPrice: 150000, currency: 'USD' },
        wishes: ['notLastFloor'],
      },
    ],
  },
  {
    id: 'b4-ka-35',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად ძველ ქალაქში, მინიმუმ 3 ღამე, ღამე 150 ლარამდე',
        expect: { district: 'Old Tbilisi', minRentDuration: 3, maxPrice: 150, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b4-ka-36',
    language: 'ka',
    city: 'Batumi',
    turns: [
      {
        say: 'მშენებარე კორპუსში, პირდაპირ დეველოპერისგან, 50 ათასამდე',
        expect: { buildingStatus: 'Ongoing', sellerType: 'Developer', maxPrice: 50000, currency: 'USD' },
      },
    ],
  },
  // Ceiling height and price per m² are not filters.
  {
    id: 'b4-ka-37',
    language: 'ka',
    turns: [
      {
        say: 'ვაკეში 3 ოთახიანი, ჭერი 3 მეტრი, კვ.მ 1500$',
        expect: { district: 'Vake', minRooms: 3, maxRooms: 3 },
      },
    ],
  },
  {
    id: 'b4-ka-38',
    language: 'ka',
    turns: [
      {
        say: 'saburTalo an vake, 2-3 saZinebeli',
        expect: { district: 'Saburtalo', alsoDistricts: ['Vake'], minBedrooms: 2, maxBedrooms: 3 },
      },
    ],
  },
  {
    id: 'b4-ka-39',
    language: 'ka',
    turns: [
      {
        say: 'დიღმის მასივში ახალაშენებული, მეტრომდე 15 წუთი',
        expect: { district: 'Dighomi Massive', buildingStatus: 'New', maxMetroWalkMinutes: 15 },
      },
    ],
  },
  {
    id: 'b4-ka-40',
    language: 'ka',
    turns: [
      {
        say: 'ქირით მინდა სახლი და არა ბინა',
        expect: {},
        otherScope: { listingType: 'Rent', propertyType: 'House' },
      },
    ],
  },
  // ---------------------------------------------------------------- ka, multi-turn
  {
    id: 'b4-ka-41',
    language: 'ka',
    turns: [
      {
        say: 'საბურთალოზე 2 ოთახიანი 100 ათასამდე',
        expect: { district: 'Saburtalo', minRooms: 2, maxRooms: 2, maxPrice: 100000, currency: 'USD' },
      },
      { say: 'ვაკეც მაწყობს', change: { alsoDistricts: ['Vake'] } },
      { say: 'ლიფტი აუცილებლად', change: { hasLift: true } },
    ],
  },
  {
    id: 'b4-ka-44',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირა ვერაზე, ავეჯით, 1500 ლარამდე',
        expect: { district: 'Vera', isFurnished: true, maxPrice: 1500, currency: 'GEL' },
      },
      { say: 'ბიუჯეტს 200 ლარს დავუმატებ', change: { maxPrice: 1700 } },
      { say: 'ავეჯს მნიშვნელობა არ აქვს', change: { isFurnished: null } },
    ],
  },
  {
    id: 'b4-ka-47',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლი კოჯორში, ორსართულიანი',
        expect: { district: 'Kojori', minNumberOfFloors: 2, maxNumberOfFloors: 2 },
      },
      { say: 'წყნეთიც', change: { alsoDistricts: ['Tskneti'] } },
      { say: 'ეზო რომ ჰქონდეს', wishes: ['garden'] },
    ],
  },
  {
    id: 'b4-ka-50',
    language: 'ka',
    turns: [
      {
        say: 'გლდანში 3 ოთახიანი, მეტრომდე 12 წუთი',
        expect: { district: 'Gldani', minRooms: 3, maxRooms: 3, maxMetroWalkMinutes: 15 },
      },
      { say: 'არა, 5 წუთამდე', change: { maxMetroWalkMinutes: 5 } },
      { say: 'მეტრო აღარ მაინტერესებს', change: { maxMetroWalkMinutes: null } },
    ],
  },
  {
    id: 'b4-ka-53',
    language: 'ka',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად, მინიმუმ 3 ღამე, ღამე 80-120 ლარი',
        expect: { minRentDuration: 3, minPrice: 80, maxPrice: 120, currency: 'GEL' },
      },
      { say: '2 ღამეც საკმარისია', change: { minRentDuration: 2 } },
      {
        say: 'თავიდან დავიწყოთ: გონიოში, ღამე 200 ლარამდე',
        expect: { district: 'Gonio', maxPrice: 200, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b4-ka-56',
    language: 'ka',
    turns: [
      {
        say: 'isanSi 3 oTaxiani 60 aTasamde',
        expect: { district: 'Isani', minRooms: 3, maxRooms: 3, maxPrice: 60000, currency: 'USD' },
      },
      { say: 'ბიუჯეტს 10 ათასს დავუმატებ', change: { maxPrice: 70000 } },
      { say: 'მე-2 სართულიდან', change: { minFloor: 2 } },
    ],
  },
  {
    id: 'b4-ka-59',
    language: 'ka',
    turns: [
      {
        say: 'ვაკეში 200-250 ათ.$',
        expect: { district: 'Vake', minPrice: 200000, maxPrice: 250000, currency: 'USD' },
      },
      { say: 'ფასს მნიშვნელობა არ აქვს', change: { minPrice: null, maxPrice: null, currency: null } },
    ],
  },
  // ---------------------------------------------------------------- en, single turns
  {
    id: 'b4-en-01',
    language: 'en',
    turns: [
      {
        say: '2br flat in vake under 180k, balcony is a must',
        expect: {
          minBedrooms: 2,
          maxBedrooms: 2,
          district: 'Vake',
          maxPrice: 180000,
          currency: 'USD',
          hasBalcony: true,
        },
      },
    ],
  },
  {
    id: 'b4-en-02',
    language: 'en',
    turns: [
      {
        say: 'saburtalo 3 room apt max 120k, not on the top floor',
        expect: { district: 'Saburtalo', minRooms: 3, maxRooms: 3, maxPrice: 120000, currency: 'USD' },
        wishes: ['notLastFloor'],
      },
    ],
  },
  {
    id: 'b4-en-03',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'looking to rent in vera, we have a golden retriever so pet friendly pls, up to 1100 usd',
        expect: { district: 'Vera', petsAllowed: true, maxPrice: 1100, currency: 'USD' },
      },
    ],
  },
  // 8 minutes -> 10.
  {
    id: 'b4-en-04',
    language: 'en',
    turns: [
      {
        say: 'flat within 8 min walk of the metro, isani or samgori, under 70k',
        expect: {
          maxMetroWalkMinutes: 10,
          district: 'Isani',
          alsoDistricts: ['Samgori'],
          maxPrice: 70000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b4-en-05',
    language: 'en',
    turns: [
      {
        say: 'owners only, NO agents!! 2 rooms in gldani',
        expect: { sellerType: 'Owner', district: 'Gldani', minRooms: 2, maxRooms: 2 },
      },
    ],
  },
  {
    id: 'b4-en-06',
    language: 'en',
    turns: [
      {
        say: 'new build in didi dighomi, 60-75k',
        expect: {
          buildingStatus: 'New',
          district: 'Didi Dighomi',
          minPrice: 60000,
          maxPrice: 75000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b4-en-07',
    language: 'en',
    turns: [
      {
        say: 'need individual gas boiler heating, nadzaladevi, 2 bedrooms',
        expect: { heating: 'IndividualGasBoiler', district: 'Nadzaladevi', minBedrooms: 2, maxBedrooms: 2 },
      },
    ],
  },
  {
    id: 'b4-en-08',
    language: 'en',
    turns: [
      {
        say: 'central heating required. mtatsminda 3 rooms',
        expect: { heating: 'Central', district: 'Mtatsminda', minRooms: 3, maxRooms: 3 },
      },
    ],
  },
  {
    id: 'b4-en-09',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: '1bd in saburtalo, $700 max, min 1 year lease',
        expect: {
          minBedrooms: 1,
          maxBedrooms: 1,
          district: 'Saburtalo',
          maxPrice: 700,
          currency: 'USD',
          minRentDuration: 365,
        },
      },
    ],
  },
  {
    id: 'b4-en-10',
    language: 'en',
    turns: [
      {
        say: 'apt in vake up to 250k, parking would be nice',
        expect: { district: 'Vake', maxPrice: 250000, currency: 'USD' },
        wishes: ['parking'],
      },
    ],
  },
  {
    id: 'b4-en-11',
    language: 'en',
    turns: [
      {
        say: 'vashlijvari, fresh reno, not higher than the 6th floor',
        expect: { district: 'Vashlijvari', renovationStatus: 'NewRenovated', maxFloor: 6 },
      },
    ],
  },
  {
    id: 'b4-en-12',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: '1 bed w sea view on new boulevard under 85k',
        expect: {
          minBedrooms: 1,
          maxBedrooms: 1,
          district: 'New Boulevard',
          maxPrice: 85000,
          currency: 'USD',
        },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b4-en-13',
    language: 'en',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'old batumi 60-90 GEL/night, needs a balcony',
        expect: { district: 'Old Batumi', minPrice: 60, maxPrice: 90, currency: 'GEL', hasBalcony: true },
      },
    ],
  },
  {
    id: 'b4-en-14',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'house in tskneti with a yard, max 300k',
        expect: { district: 'Tskneti', maxPrice: 300000, currency: 'USD' },
        wishes: ['garden'],
      },
    ],
  },
  {
    id: 'b4-en-15',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'three-storey house in okrokana, with a garage',
        expect: { district: 'Okrokana', minNumberOfFloors: 3, maxNumberOfFloors: 3 },
        wishes: ['garage'],
      },
    ],
  },
  {
    id: 'b4-en-16',
    language: 'en',
    turns: [
      {
        say: 'didube 2 rooms near teh metro',
        expect: { district: 'Didube', minRooms: 2, maxRooms: 2 },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b4-en-17',
    language: 'en',
    turns: [
      {
        say: 'close to Medical University metro, 2-3 rooms, white frame',
        expect: { district: 'Saburtalo', minRooms: 2, maxRooms: 3, renovationStatus: 'WhiteFrame' },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b4-en-18',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: '1 bdr walking distance to metro, under 1000 lari',
        expect: { minBedrooms: 1, maxBedrooms: 1, maxMetroWalkMinutes: 10, maxPrice: 1000, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b4-en-19',
    language: 'en',
    turns: [
      {
        say: 'avchala, not on the 1st floor, 9th floor max, up to 45k',
        expect: { district: 'Avchala', minFloor: 2, maxFloor: 9, maxPrice: 45000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b4-en-20',
    language: 'en',
    turns: [
      {
        say: 'saburtlao 2 rooms euro renovaton',
        expect: { district: 'Saburtalo', minRooms: 2, maxRooms: 2, renovationStatus: 'NewRenovated' },
      },
    ],
  },
  {
    id: 'b4-en-21',
    language: 'en',
    turns: [
      {
        say: 'lisi lake or vashlijvari, 4 rooms, 200-260k',
        expect: {
          district: 'Lisi Lake',
          alsoDistricts: ['Vashlijvari'],
          minRooms: 4,
          maxRooms: 4,
          minPrice: 200000,
          maxPrice: 260000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b4-en-22',
    language: 'en',
    turns: [
      {
        say: 'unfurnished in varketili, 50-65 sqm',
        expect: { isFurnished: false, district: 'Varketili', minSize: 50, maxSize: 65 },
      },
    ],
  },
  {
    id: 'b4-en-23',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'saburtalo 900-1200 GEL, call me 555 123 456',
        expect: { district: 'Saburtalo', minPrice: 900, maxPrice: 1200, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b4-en-24',
    language: 'en',
    turns: [
      {
        say: '3br by vake park',
        expect: { district: 'Vake', minBedrooms: 3, maxBedrooms: 3 },
        wishes: ['park'],
      },
    ],
  },
  {
    id: 'b4-en-25',
    language: 'en',
    turns: [
      {
        say: 'anywhere but gldani, 2 bedrooms, balcony if there is one',
        expect: { minBedrooms: 2, maxBedrooms: 2 },
        wishes: ['balcony'],
      },
    ],
  },
  {
    id: 'b4-en-26',
    language: 'en',
    turns: [
      {
        say: 'vake, 2 bathrooms, more than 130 sqm',
        expect: { district: 'Vake', minBathrooms: 2, maxBathrooms: 2, minSize: 130 },
      },
    ],
  },
  {
    id: 'b4-en-27',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'need a place in didube up to 800 lari, we are 3 people',
        expect: { district: 'Didube', maxPrice: 800, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b4-en-28',
    language: 'en',
    turns: [
      {
        say: 'samgori, 1 room in an old 9-storey block',
        expect: { district: 'Samgori', minRooms: 1, maxRooms: 1, buildingStatus: 'Old' },
      },
    ],
  },
  {
    id: 'b4-en-29',
    language: 'en',
    turns: [
      {
        say: 'dighomi massive, from the 4th floor up, new renovation',
        expect: { district: 'Dighomi Massive', minFloor: 4, renovationStatus: 'NewRenovated' },
      },
    ],
  },
  {
    id: 'b4-en-30',
    language: 'en',
    turns: [
      {
        say: 'mtatsminda with a view, one mil max',
        expect: { district: 'Mtatsminda', maxPrice: 1000000, currency: 'USD' },
        wishes: ['view'],
      },
    ],
  },
  {
    id: 'b4-en-31',
    language: 'en',
    turns: [
      {
        say: 'two room flat in lilo under ninety thousand',
        expect: { minRooms: 2, maxRooms: 2, district: 'Lilo', maxPrice: 90000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b4-en-32',
    language: 'en',
    turns: [
      {
        say: 'khrushchovka in gldani, 3 rooms',
        expect: { buildingStatus: 'Old', district: 'Gldani', minRooms: 3, maxRooms: 3 },
      },
    ],
  },
  {
    id: 'b4-en-33',
    language: 'en',
    turns: [
      {
        say: 'sololaki under 160k, sunny side pls',
        expect: { district: 'Sololaki', maxPrice: 160000, currency: 'USD' },
        wishes: ['sunny'],
      },
    ],
  },
  {
    id: 'b4-en-34',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'old town, at least 2 nights, max 120 GEL per night',
        expect: { district: 'Old Tbilisi', minRentDuration: 2, maxPrice: 120, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b4-en-35',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: 'pre-construction flat straight from the developer, up to 40k',
        expect: { buildingStatus: 'Ongoing', sellerType: 'Developer', maxPrice: 40000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b4-en-36',
    language: 'en',
    turns: [
      {
        say: 'vake 3 rooms, ceilings 3.2m, around $1600/sqm',
        expect: { district: 'Vake', minRooms: 3, maxRooms: 3 },
      },
    ],
  },
  {
    id: 'b4-en-37',
    language: 'en',
    turns: [
      {
        say: 'saburtalo or vake 2-3 bdr',
        expect: { district: 'Saburtalo', alsoDistricts: ['Vake'], minBedrooms: 2, maxBedrooms: 3 },
      },
    ],
  },
  {
    id: 'b4-en-38',
    language: 'en',
    turns: [
      {
        say: 'new build in nadzaladevi 15 mins walk from metro',
        expect: { buildingStatus: 'New', district: 'Nadzaladevi', maxMetroWalkMinutes: 15 },
      },
    ],
  },
  // More than 20 minutes: no metro filter.
  {
    id: 'b4-en-39',
    language: 'en',
    turns: [
      {
        say: 'gldani 2 rooms, metro max 30 min on foot',
        expect: { district: 'Gldani', minRooms: 2, maxRooms: 2 },
      },
    ],
  },
  {
    id: 'b4-en-40',
    language: 'en',
    turns: [
      {
        say: 'actually I want to rent a house',
        expect: {},
        otherScope: { listingType: 'Rent', propertyType: 'House' },
      },
    ],
  },
  // ---------------------------------------------------------------- en, multi-turn
  {
    id: 'b4-en-41',
    language: 'en',
    turns: [
      {
        say: 'vake 2br up to 200k',
        expect: { district: 'Vake', minBedrooms: 2, maxBedrooms: 2, maxPrice: 200000, currency: 'USD' },
      },
      { say: 'saburtalo works too', change: { alsoDistricts: ['Saburtalo'] } },
      { say: 'and it needs a lift', change: { hasLift: true } },
    ],
  },
  {
    id: 'b4-en-44',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'furnished 1br in vera, max 1400 GEL',
        expect: {
          isFurnished: true,
          minBedrooms: 1,
          maxBedrooms: 1,
          district: 'Vera',
          maxPrice: 1400,
          currency: 'GEL',
        },
      },
      { say: 'raise the budget by 300', change: { maxPrice: 1700 } },
      { say: "furniture doesn't matter", change: { isFurnished: null } },
    ],
  },
  {
    id: 'b4-en-47',
    language: 'en',
    propertyType: 'House',
    turns: [
      { say: 'house in kojori or tskneti', expect: { district: 'Kojori', alsoDistricts: ['Tskneti'] } },
      { say: 'must have parking', change: { hasParking: true } },
      { say: '2 floors', change: { minNumberOfFloors: 2, maxNumberOfFloors: 2 } },
    ],
  },
  {
    id: 'b4-en-50',
    language: 'en',
    turns: [
      {
        say: 'gldani 3 rooms within 12 min of the metro',
        expect: { district: 'Gldani', minRooms: 3, maxRooms: 3, maxMetroWalkMinutes: 15 },
      },
      { say: 'make it 5 min', change: { maxMetroWalkMinutes: 5 } },
      { say: 'forget the metro', change: { maxMetroWalkMinutes: null } },
    ],
  },
  {
    id: 'b4-en-53',
    language: 'en',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'daily 80-120 lari, min 3 nights',
        expect: { minPrice: 80, maxPrice: 120, currency: 'GEL', minRentDuration: 3 },
      },
      { say: 'actually 2 nights minimum is enough', change: { minRentDuration: 2 } },
      {
        say: 'start over: gonio, up to 200 GEL a night',
        expect: { district: 'Gonio', maxPrice: 200, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b4-en-56',
    language: 'en',
    turns: [
      {
        say: 'isani 3 rooms up to 60k',
        expect: { district: 'Isani', minRooms: 3, maxRooms: 3, maxPrice: 60000, currency: 'USD' },
      },
      { say: 'add 10k to the budget', change: { maxPrice: 70000 } },
      { say: 'from the 2nd floor', change: { minFloor: 2 } },
    ],
  },
  {
    id: 'b4-en-59',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'house in krtsanisi up to 500k',
        expect: { district: 'Krtsanisi', maxPrice: 500000, currency: 'USD' },
      },
      { say: 'knock 50k off', change: { maxPrice: 450000 } },
    ],
  },
  // ---------------------------------------------------------------- ru, single turns
  {
    id: 'b4-ru-01',
    language: 'ru',
    turns: [
      {
        say: 'двушка в Ваке до 170к, обязательно с балконом',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Vake',
          maxPrice: 170000,
          currency: 'USD',
          hasBalcony: true,
        },
      },
    ],
  },
  {
    id: 'b4-ru-02',
    language: 'ru',
    turns: [
      {
        say: 'трёшка на Сабуртало, не дороже 130 тыс, не последний этаж',
        expect: { minRooms: 3, maxRooms: 3, district: 'Saburtalo', maxPrice: 130000, currency: 'USD' },
        wishes: ['notLastFloor'],
      },
    ],
  },
  {
    id: 'b4-ru-03',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'сниму кв на Вере, у нас собака, до 1000$',
        expect: { district: 'Vera', petsAllowed: true, maxPrice: 1000, currency: 'USD' },
      },
    ],
  },
  // 6 minutes -> 10.
  {
    id: 'b4-ru-04',
    language: 'ru',
    turns: [
      {
        say: 'кв-ра в 6 мин от метро, Исани, до 65к',
        expect: { maxMetroWalkMinutes: 10, district: 'Isani', maxPrice: 65000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b4-ru-05',
    language: 'ru',
    turns: [
      {
        say: 'без посредников! 2-комн. в Глдани',
        expect: { sellerType: 'Owner', district: 'Gldani', minRooms: 2, maxRooms: 2 },
      },
    ],
  },
  {
    id: 'b4-ru-06',
    language: 'ru',
    turns: [
      {
        say: 'новостройка, Диди Дигоми, 55-70 тыс$',
        expect: {
          buildingStatus: 'New',
          district: 'Didi Dighomi',
          minPrice: 55000,
          maxPrice: 70000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b4-ru-07',
    language: 'ru',
    turns: [
      {
        say: 'с газовым котлом, Надзаладеви, 2 спальни',
        expect: { heating: 'IndividualGasBoiler', district: 'Nadzaladevi', minBedrooms: 2, maxBedrooms: 2 },
      },
    ],
  },
  {
    id: 'b4-ru-08',
    language: 'ru',
    turns: [
      {
        say: 'центральное отопление обязательно, Мтацминда, 3 комнаты',
        expect: { heating: 'Central', district: 'Mtatsminda', minRooms: 3, maxRooms: 3 },
      },
    ],
  },
  {
    id: 'b4-ru-09',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'однушка на Сабуртало до 650$, на длительный срок, от полугода',
        expect: {
          minRooms: 1,
          maxRooms: 1,
          district: 'Saburtalo',
          maxPrice: 650,
          currency: 'USD',
          minRentDuration: 180,
        },
      },
    ],
  },
  {
    id: 'b4-ru-10',
    language: 'ru',
    turns: [
      {
        say: 'Ваке до 240к, парковка желательно',
        expect: { district: 'Vake', maxPrice: 240000, currency: 'USD' },
        wishes: ['parking'],
      },
    ],
  },
  {
    id: 'b4-ru-11',
    language: 'ru',
    turns: [
      {
        say: 'Вашлиджвари, свежий ремонт, не выше 7-го этажа',
        expect: { district: 'Vashlijvari', renovationStatus: 'NewRenovated', maxFloor: 7 },
      },
    ],
  },
  {
    id: 'b4-ru-12',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'Новый бульвар, 1 спальня, вид на море, до 80к',
        expect: {
          district: 'New Boulevard',
          minBedrooms: 1,
          maxBedrooms: 1,
          maxPrice: 80000,
          currency: 'USD',
        },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b4-ru-13',
    language: 'ru',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'посуточно Старый Батуми, 70-100 лари/сутки, с балконом',
        expect: { district: 'Old Batumi', minPrice: 70, maxPrice: 100, currency: 'GEL', hasBalcony: true },
      },
    ],
  },
  {
    id: 'b4-ru-14',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'дом в Цкнети с двором, до 280 тыс',
        expect: { district: 'Tskneti', maxPrice: 280000, currency: 'USD' },
        wishes: ['garden'],
      },
    ],
  },
  {
    id: 'b4-ru-15',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'двухэтажный дом в Окрокане с гаражом',
        expect: { minNumberOfFloors: 2, maxNumberOfFloors: 2, district: 'Okrokana' },
        wishes: ['garage'],
      },
    ],
  },
  {
    id: 'b4-ru-16',
    language: 'ru',
    turns: [
      {
        say: 'у метро, Дидубе, 2к',
        expect: { district: 'Didube', minRooms: 2, maxRooms: 2 },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b4-ru-17',
    language: 'ru',
    turns: [
      {
        say: 'возле метро Делиси, 2-3 комнаты, белый каркас',
        expect: { district: 'Saburtalo', minRooms: 2, maxRooms: 3, renovationStatus: 'WhiteFrame' },
        wishes: ['metro'],
      },
    ],
  },
  // "в пешей доступности от метро" = walking distance = 10.
  {
    id: 'b4-ru-18',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'в пешей доступности от метро, 1 спальня, до 900 лари',
        expect: { maxMetroWalkMinutes: 10, minBedrooms: 1, maxBedrooms: 1, maxPrice: 900, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b4-ru-19',
    language: 'ru',
    turns: [
      {
        say: 'Авчала, не на первом, не выше 9-го, до 45 тыс.',
        expect: { district: 'Avchala', minFloor: 2, maxFloor: 9, maxPrice: 45000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b4-ru-20',
    language: 'ru',
    turns: [
      {
        say: 'Сабуратло 2к евроремнт',
        expect: { district: 'Saburtalo', minRooms: 2, maxRooms: 2, renovationStatus: 'NewRenovated' },
      },
    ],
  },
  {
    id: 'b4-ru-21',
    language: 'ru',
    turns: [
      {
        say: 'озеро Лиси или Вашлиджвари, 4 комнаты, 200-250 тыс.',
        expect: {
          district: 'Lisi Lake',
          alsoDistricts: ['Vashlijvari'],
          minRooms: 4,
          maxRooms: 4,
          minPrice: 200000,
          maxPrice: 250000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b4-ru-22',
    language: 'ru',
    turns: [
      {
        say: 'без мебели, Варкетили, 45-60 кв.м',
        expect: { isFurnished: false, district: 'Varketili', minSize: 45, maxSize: 60 },
      },
    ],
  },
  {
    id: 'b4-ru-23',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'аренда, Сабуртало, 1000-1300 лари, тел. 577 11 22 33',
        expect: { district: 'Saburtalo', minPrice: 1000, maxPrice: 1300, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b4-ru-24',
    language: 'ru',
    turns: [
      {
        say: 'Ваке, 3 спальни, рядом с парком Мзиури',
        expect: { district: 'Vake', minBedrooms: 3, maxBedrooms: 3 },
        wishes: ['park'],
      },
    ],
  },
  {
    id: 'b4-ru-25',
    language: 'ru',
    turns: [
      {
        say: 'где угодно, кроме Глдани, 2 спальни, балкон желательно',
        expect: { minBedrooms: 2, maxBedrooms: 2 },
        wishes: ['balcony'],
      },
    ],
  },
  {
    id: 'b4-ru-26',
    language: 'ru',
    turns: [
      {
        say: 'Ваке, два санузла, больше 140 кв.м',
        expect: { district: 'Vake', minBathrooms: 2, maxBathrooms: 2, minSize: 140 },
      },
    ],
  },
  {
    id: 'b4-ru-27',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'ищем кв в Дидубе до 850 лари, нас трое',
        expect: { district: 'Didube', maxPrice: 850, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b4-ru-28',
    language: 'ru',
    turns: [
      {
        say: 'чешка в Самгори, 1к, 9-этажка',
        expect: { buildingStatus: 'Old', district: 'Samgori', minRooms: 1, maxRooms: 1 },
      },
    ],
  },
  {
    id: 'b4-ru-29',
    language: 'ru',
    turns: [
      {
        say: 'Дигомский массив, с 4-го этажа, новый ремонт',
        expect: { district: 'Dighomi Massive', minFloor: 4, renovationStatus: 'NewRenovated' },
      },
    ],
  },
  {
    id: 'b4-ru-30',
    language: 'ru',
    turns: [
      {
        say: 'Мтацминда с видом, до миллиона',
        expect: { district: 'Mtatsminda', maxPrice: 1000000, currency: 'USD' },
        wishes: ['view'],
      },
    ],
  },
  {
    id: 'b4-ru-31',
    language: 'ru',
    turns: [
      {
        say: 'двухкомнатная в Лило до девяноста тысяч',
        expect: { minRooms: 2, maxRooms: 2, district: 'Lilo', maxPrice: 90000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b4-ru-32',
    language: 'ru',
    turns: [
      {
        say: 'хрущёвка Глдани 3к',
        expect: { buildingStatus: 'Old', district: 'Gldani', minRooms: 3, maxRooms: 3 },
      },
    ],
  },
  {
    id: 'b4-ru-33',
    language: 'ru',
    turns: [
      {
        say: 'Сололаки до 150 тыс, солнечная сторона',
        expect: { district: 'Sololaki', maxPrice: 150000, currency: 'USD' },
        wishes: ['sunny'],
      },
    ],
  },
  {
    id: 'b4-ru-34',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'посуточно в старом городе, от 3 суток, до 130 лари за ночь',
        expect: { district: 'Old Tbilisi', minRentDuration: 3, maxPrice: 130, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b4-ru-35',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'квартира в строящемся доме от застройщика, до 42к',
        expect: { buildingStatus: 'Ongoing', sellerType: 'Developer', maxPrice: 42000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b4-ru-36',
    language: 'ru',
    turns: [
      { say: 'Ваке 3к, потолки 3 м, 1700$/м²', expect: { district: 'Vake', minRooms: 3, maxRooms: 3 } },
    ],
  },
  {
    id: 'b4-ru-37',
    language: 'ru',
    turns: [
      {
        say: 'Сабуртало или Ваке, 2-3 спальни',
        expect: { district: 'Saburtalo', alsoDistricts: ['Vake'], minBedrooms: 2, maxBedrooms: 3 },
      },
    ],
  },
  {
    id: 'b4-ru-38',
    language: 'ru',
    turns: [
      {
        say: 'новостройка в Надзаладеви, в 15 минутах ходьбы от метро',
        expect: { buildingStatus: 'New', district: 'Nadzaladevi', maxMetroWalkMinutes: 15 },
      },
    ],
  },
  // More than 20 minutes: no metro filter.
  {
    id: 'b4-ru-39',
    language: 'ru',
    turns: [
      {
        say: 'Глдани 2к, до метро максимум полчаса пешком',
        expect: { district: 'Gldani', minRooms: 2, maxRooms: 2 },
      },
    ],
  },
  {
    id: 'b4-ru-40',
    language: 'ru',
    turns: [
      {
        say: 'а вообще хочу снять дом',
        expect: {},
        otherScope: { listingType: 'Rent', propertyType: 'House' },
      },
    ],
  },
  // ---------------------------------------------------------------- ru, multi-turn
  {
    id: 'b4-ru-41',
    language: 'ru',
    turns: [
      {
        say: 'Ваке, 2 спальни, до 190 тыс',
        expect: { district: 'Vake', minBedrooms: 2, maxBedrooms: 2, maxPrice: 190000, currency: 'USD' },
      },
      { say: 'Сабуртало тоже подойдёт', change: { alsoDistricts: ['Saburtalo'] } },
      { say: 'нужен лифт', change: { hasLift: true } },
    ],
  },
  {
    id: 'b4-ru-44',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'меблированная однушка на Вере до 1300 лари',
        expect: {
          isFurnished: true,
          minRooms: 1,
          maxRooms: 1,
          district: 'Vera',
          maxPrice: 1300,
          currency: 'GEL',
        },
      },
      { say: 'накину ещё 200', change: { maxPrice: 1500 } },
      { say: 'мебель не важна', change: { isFurnished: null } },
    ],
  },
  {
    id: 'b4-ru-47',
    language: 'ru',
    propertyType: 'House',
    turns: [
      { say: 'дом в Коджори или Цкнети', expect: { district: 'Kojori', alsoDistricts: ['Tskneti'] } },
      { say: 'парковка обязательна', change: { hasParking: true } },
      { say: 'двухэтажный', change: { minNumberOfFloors: 2, maxNumberOfFloors: 2 } },
    ],
  },
  {
    id: 'b4-ru-50',
    language: 'ru',
    turns: [
      {
        say: 'в 12 минутах от метро, Глдани, 3к',
        expect: { maxMetroWalkMinutes: 15, district: 'Gldani', minRooms: 3, maxRooms: 3 },
      },
      { say: 'нет, давай в пяти минутах', change: { maxMetroWalkMinutes: 5 } },
      { say: 'метро неважно', change: { maxMetroWalkMinutes: null } },
    ],
  },
  {
    id: 'b4-ru-53',
    language: 'ru',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'посуточно 80-120 лари, от 3 суток',
        expect: { minPrice: 80, maxPrice: 120, currency: 'GEL', minRentDuration: 3 },
      },
      { say: 'хотя можно и от двух суток', change: { minRentDuration: 2 } },
      {
        say: 'давай заново: Гонио, до 200 лари за сутки',
        expect: { district: 'Gonio', maxPrice: 200, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b4-ru-56',
    language: 'ru',
    turns: [
      {
        say: 'Исани 3к до 60 тыс',
        expect: { district: 'Isani', minRooms: 3, maxRooms: 3, maxPrice: 60000, currency: 'USD' },
      },
      { say: 'добавлю ещё 10 тысяч', change: { maxPrice: 70000 } },
      { say: 'с 2-го этажа', change: { minFloor: 2 } },
    ],
  },
  {
    id: 'b4-ru-59',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'дом в Крцаниси до 500 тыс',
        expect: { district: 'Krtsanisi', maxPrice: 500000, currency: 'USD' },
      },
      { say: 'скинь 50к', change: { maxPrice: 450000 } },
    ],
  },
];
