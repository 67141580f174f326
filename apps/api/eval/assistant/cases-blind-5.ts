import type { EvalConversation } from './case-types';

/*
 * Blind evaluation set 5 for the Sakhli chat assistant: 180 turns (60 ka, 60 en, 60 ru), 141 conversations,
 * 60 of the turns (20 per language) in 21 multi-turn conversations; 54 turns (30 %) set the filters of issue 16
 * (amenities, heating, seller type, several districts, metro walking minutes); 27 turns (15 %) in Batumi.
 * Written by a helper session (a computational linguist fluent in Georgian, Russian and English) from SPEC.md,
 * CONTRACT.md, issues 14 and 16, the filter/enum/assistant/common/constants schemas, the metro station names,
 * case-types.ts, the district seed and the conventions blocks of sets 1 to 4 only, without reading the assistant's
 * code, its labelled cases or the cases of sets 1 to 4.
 *
 * Conventions applied throughout (sets 1 to 4's, copied from set 4's header; then this set's):
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
 *  (Set 4's additions:)
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
 *  (Set 5's additions:)
 *  - More landmarks and stations, each mapped to the district it lies in: Turtle Lake (კუს ტბა, Черепашье озеро)
 *    = Vake (no wish: it is neither a park nor a station); Marjanishvili station = Chughureti (+ metro wish);
 *    Europe Square (площадь Европы) = Old Batumi; "near the sulphur baths" / "აბანოთუბანთან ახლოს" = Old Tbilisi.
 *  - Loose Latin transliteration of Georgian ("otaxiani", "atasamde", "laramde", "qirit", "zahesshi") is read as
 *    the Georgian words, exactly like Georgian typed with the standard Georgian keyboard layout.
 *  - Relaxing a bound with a new value ("15 минут тоже можно", "20 წუთიც არაუშავს" after 10 minutes) moves the
 *    bound to that value (metro: the smallest allowed choice ≥ it); it does not clear the field.
 *  - Moving to another district ("давай лучше X", "X instead") replaces the district (district = X, no others).
 *  - "Must / обязательно / აუცილებლად / needed / pls" on an amenity is the hard filter; "would be nice /
 *    желательно / სასურველია" the wish, per issue 16's conventions; both may appear in one turn.
 *  - A phone number, a mortgage down payment, a ceiling height, a plot area, the number of guests and a price per
 *    m² in the same message as real filters are ignored; the other fields of the message still apply.
 */
export const BLIND_CASES_5: EvalConversation[] = [
  // ───────────────────────────── English: single turns ─────────────────────────────
  {
    id: 'b5-en-01',
    language: 'en',
    turns: [
      {
        say: '2bd/1ba in saburtalo under 120k',
        expect: {
          minBedrooms: 2,
          maxBedrooms: 2,
          minBathrooms: 1,
          maxBathrooms: 1,
          district: 'Saburtalo',
          maxPrice: 120000,
          currency: 'USD',
        },
      },
    ],
  },
  // Exclusion: no district.
  {
    id: 'b5-en-02',
    language: 'en',
    turns: [
      {
        say: 'anywhere but isani really. 3 rooms, 85k max',
        expect: { minRooms: 3, maxRooms: 3, maxPrice: 85000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b5-en-03',
    language: 'en',
    turns: [
      {
        say: 'flat above the 4th floor in vake, new building',
        expect: { minFloor: 5, district: 'Vake', buildingStatus: 'New' },
      },
    ],
  },
  {
    id: 'b5-en-04',
    language: 'en',
    turns: [
      {
        say: 'quarter of a mil tops, vake or vera, 100+ sqm',
        expect: {
          maxPrice: 250000,
          currency: 'USD',
          district: 'Vake',
          alsoDistricts: ['Vera'],
          minSize: 100,
        },
      },
    ],
  },
  // Turtle Lake lies above Vake.
  {
    id: 'b5-en-05',
    language: 'en',
    turns: [
      {
        say: 'something up near turtle lake, 3 bedrooms',
        expect: { district: 'Vake', minBedrooms: 3, maxBedrooms: 3 },
      },
    ],
  },
  {
    id: 'b5-en-06',
    language: 'en',
    turns: [
      {
        say: 'sabrutalo 2 room flat black frame 70-90 sqm',
        expect: {
          district: 'Saburtalo',
          minRooms: 2,
          maxRooms: 2,
          renovationStatus: 'BlackFrame',
          minSize: 70,
          maxSize: 90,
        },
      },
    ],
  },
  {
    id: 'b5-en-07',
    language: 'en',
    turns: [
      {
        say: 'owners only pls no agents. didube 1 bedroom',
        expect: { sellerType: 'Owner', district: 'Didube', minBedrooms: 1, maxBedrooms: 1 },
      },
    ],
  },
  {
    id: 'b5-en-08',
    language: 'en',
    turns: [
      {
        say: 'saburtalo, max 5 min walk from the metro, 2 beds, up to 140k',
        expect: {
          district: 'Saburtalo',
          maxMetroWalkMinutes: 5,
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 140000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b5-en-09',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'furnichured 1 bed in the old town, up to 700 usd a month',
        expect: {
          isFurnished: true,
          minBedrooms: 1,
          maxBedrooms: 1,
          district: 'Old Tbilisi',
          maxPrice: 700,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b5-en-10',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'house in tskneti w/ garden, 2 storey, 300-350k',
        expect: {
          district: 'Tskneti',
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          minPrice: 300000,
          maxPrice: 350000,
          currency: 'USD',
        },
        wishes: ['garden'],
      },
    ],
  },
  {
    id: 'b5-en-11',
    language: 'en',
    turns: [
      {
        say: '1 room flat near medical uni metro, over 40 sqm',
        expect: { minRooms: 1, maxRooms: 1, district: 'Saburtalo', minSize: 40 },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b5-en-12',
    language: 'en',
    turns: [
      {
        say: 'not ground floor and not the top one either, gldanii, 3 rooms under 60k',
        expect: {
          minFloor: 2,
          district: 'Gldani',
          minRooms: 3,
          maxRooms: 3,
          maxPrice: 60000,
          currency: 'USD',
        },
        wishes: ['notLastFloor'],
      },
    ],
  },
  {
    id: 'b5-en-13',
    language: 'en',
    turns: [
      {
        say: '4 bed in vake up to 0.9m, needs parking and a lift',
        expect: {
          minBedrooms: 4,
          maxBedrooms: 4,
          district: 'Vake',
          maxPrice: 900000,
          currency: 'USD',
          hasParking: true,
          hasLift: true,
        },
      },
    ],
  },
  {
    id: 'b5-en-14',
    language: 'en',
    turns: [
      {
        say: 'central heating is a must. 2 rooms nadzaladevi',
        expect: { heating: 'Central', minRooms: 2, maxRooms: 2, district: 'Nadzaladevi' },
      },
    ],
  },
  {
    id: 'b5-en-15',
    language: 'en',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'new boulevard, sea view, up to 150 gel per night',
        expect: { district: 'New Boulevard', maxPrice: 150, currency: 'GEL' },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b5-en-16',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: '1br close to europe square, no more than 55k',
        expect: { district: 'Old Batumi', minBedrooms: 1, maxBedrooms: 1, maxPrice: 55000, currency: 'USD' },
      },
    ],
  },
  // Ceiling height is not a filter.
  {
    id: 'b5-en-17',
    language: 'en',
    turns: [
      {
        say: 'high ceilings 3.2m, 120 sqm or more, sololaki, stalin era building',
        expect: { minSize: 120, district: 'Sololaki', buildingStatus: 'Old' },
      },
    ],
  },
  {
    id: 'b5-en-18',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'i have a dog. renting in vake 2 bd max 1200$',
        expect: {
          petsAllowed: true,
          district: 'Vake',
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 1200,
          currency: 'USD',
        },
      },
    ],
  },
  // The phone number is not a filter.
  {
    id: 'b5-en-19',
    language: 'en',
    turns: [
      {
        say: '80 grand max, 2 rooms, varketili. call me 599 12 34 56',
        expect: { maxPrice: 80000, currency: 'USD', minRooms: 2, maxRooms: 2, district: 'Varketili' },
      },
    ],
  },
  {
    id: 'b5-en-20',
    language: 'en',
    turns: [
      {
        say: 'off-plan in didi dighomi 60-75k white frame',
        expect: {
          buildingStatus: 'Ongoing',
          district: 'Didi Dighomi',
          minPrice: 60000,
          maxPrice: 75000,
          currency: 'USD',
          renovationStatus: 'WhiteFrame',
        },
      },
    ],
  },
  {
    id: 'b5-en-21',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'rent 3bd in vake or saburtalo 1500-2000 usd, min 1 year',
        expect: {
          minBedrooms: 3,
          maxBedrooms: 3,
          district: 'Vake',
          alsoDistricts: ['Saburtalo'],
          minPrice: 1500,
          maxPrice: 2000,
          currency: 'USD',
          minRentDuration: 365,
        },
      },
    ],
  },
  {
    id: 'b5-en-22',
    language: 'en',
    turns: [
      {
        say: 'must have AC, a balcony would be nice. isani up to 70k',
        expect: { hasAirConditioning: true, district: 'Isani', maxPrice: 70000, currency: 'USD' },
        wishes: ['balcony'],
      },
    ],
  },
  {
    id: 'b5-en-23',
    language: 'en',
    turns: [
      {
        say: 'need 2 bathrooms 3 bedrooms lisi lake area from 200k',
        expect: {
          minBathrooms: 2,
          maxBathrooms: 2,
          minBedrooms: 3,
          maxBedrooms: 3,
          district: 'Lisi Lake',
          minPrice: 200000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b5-en-24',
    language: 'en',
    turns: [
      {
        say: 'sth between the 3rd and 7th floor in saburtalo',
        expect: { minFloor: 3, maxFloor: 7, district: 'Saburtalo' },
      },
    ],
  },
  // The down payment is not a filter.
  {
    id: 'b5-en-25',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: 'euro reno 2 room flat in bagrationi, can put 20% down, budget 95k',
        expect: {
          renovationStatus: 'NewRenovated',
          minRooms: 2,
          maxRooms: 2,
          district: 'Bagrationi',
          maxPrice: 95000,
          currency: 'USD',
        },
      },
    ],
  },
  // The price per m² is not a filter.
  {
    id: 'b5-en-26',
    language: 'en',
    turns: [
      {
        say: 'vake, looking for under $1000 per sqm, 3 rooms',
        expect: { district: 'Vake', minRooms: 3, maxRooms: 3 },
      },
    ],
  },
  {
    id: 'b5-en-27',
    language: 'en',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'house in kojori with a gas boiler, $800 max',
        expect: { district: 'Kojori', heating: 'IndividualGasBoiler', maxPrice: 800, currency: 'USD' },
      },
    ],
  },
  // The plot area is not a filter.
  {
    id: 'b5-en-28',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: '3 bed house in okrokana, plot 600 sqm, under 280k',
        expect: { district: 'Okrokana', minBedrooms: 3, maxBedrooms: 3, maxPrice: 280000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b5-en-29',
    language: 'en',
    turns: [
      {
        say: 'near marjanishvili metro, fresh reno, 1 bedroom, max 90k',
        expect: {
          district: 'Chughureti',
          renovationStatus: 'NewRenovated',
          minBedrooms: 1,
          maxBedrooms: 1,
          maxPrice: 90000,
          currency: 'USD',
        },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b5-en-30',
    language: 'en',
    turns: [
      {
        say: 'flats by avlabari station, no agents, owner only, 2 rooms',
        expect: { district: 'Avlabari', sellerType: 'Owner', minRooms: 2, maxRooms: 2 },
        wishes: ['metro'],
      },
    ],
  },
  // The number of guests is not a filter.
  {
    id: 'b5-en-31',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'old town for 4 people, 2 nights min, up to 200 lari',
        expect: { district: 'Old Tbilisi', minRentDuration: 2, maxPrice: 200, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b5-en-32',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: 'green cape 2 bedroom straight from the developer up to 180k',
        expect: {
          district: 'Green Cape',
          minBedrooms: 2,
          maxBedrooms: 2,
          sellerType: 'Developer',
          maxPrice: 180000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b5-en-33',
    language: 'en',
    city: 'Batumi',
    listingType: 'Rent',
    turns: [
      {
        say: 'monthly, max 500 usd, furnished, with ac, khimshiashvili',
        expect: {
          maxPrice: 500,
          currency: 'USD',
          isFurnished: true,
          hasAirConditioning: true,
          district: 'Khimshiashvili',
        },
      },
    ],
  },
  {
    id: 'b5-en-34',
    language: 'en',
    turns: [
      {
        say: 'actually show me houses for sale, not flats',
        expect: {},
        otherScope: { listingType: 'Sale', propertyType: 'House' },
      },
    ],
  },
  {
    id: 'b5-en-35',
    language: 'en',
    turns: [
      {
        say: '3 room 75-90 sqm dighomi massive from 5th floor',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          minSize: 75,
          maxSize: 90,
          district: 'Dighomi Massive',
          minFloor: 5,
        },
      },
    ],
  },
  {
    id: 'b5-en-36',
    language: 'en',
    turns: [
      {
        say: 'new build in temka, not higher than 9th floor, lift needed',
        expect: { buildingStatus: 'New', district: 'Temka', maxFloor: 9, hasLift: true },
      },
    ],
  },
  {
    id: 'b5-en-37',
    language: 'en',
    turns: [
      {
        say: '2.5 mil max vake 5 bedrooms, pool would be nice',
        expect: { maxPrice: 2500000, currency: 'USD', district: 'Vake', minBedrooms: 5, maxBedrooms: 5 },
        wishes: ['pool'],
      },
    ],
  },
  {
    id: 'b5-en-38',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: 'tamari or boni-gorodoki, 2 rooms, under 50 grand',
        expect: {
          district: 'Tamari',
          alsoDistricts: ['Boni-Gorodoki'],
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 50000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b5-en-39',
    language: 'en',
    turns: [
      {
        say: 'vashlijvari 4 rooms not higher than 6th floor with parking',
        expect: { district: 'Vashlijvari', minRooms: 4, maxRooms: 4, maxFloor: 6, hasParking: true },
      },
    ],
  },
  {
    id: 'b5-en-40',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'rent 1 bd saburtallo 10 min walk to metro up to 900 gel, pets allowed',
        expect: {
          minBedrooms: 1,
          maxBedrooms: 1,
          district: 'Saburtalo',
          maxMetroWalkMinutes: 10,
          maxPrice: 900,
          currency: 'GEL',
          petsAllowed: true,
        },
      },
    ],
  },
  // ───────────────────────────── English: multi-turn ─────────────────────────────
  {
    id: 'b5-en-m1',
    language: 'en',
    turns: [
      {
        say: '3 bed in vake up to 300k',
        expect: { minBedrooms: 3, maxBedrooms: 3, district: 'Vake', maxPrice: 300000, currency: 'USD' },
      },
      { say: 'hmm knock 40k off that', change: { maxPrice: 260000 } },
      { say: 'saburtalo works too', change: { alsoDistricts: ['Saburtalo'] } },
    ],
  },
  {
    id: 'b5-en-m2',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'vera, 2 rooms, furnished, max $1000',
        expect: {
          district: 'Vera',
          minRooms: 2,
          maxRooms: 2,
          isFurnished: true,
          maxPrice: 1000,
          currency: 'USD',
        },
      },
      { say: 'furniture doesnt matter actually', change: { isFurnished: null } },
      { say: 'and from the owner only', change: { sellerType: 'Owner' } },
    ],
  },
  {
    id: 'b5-en-m3',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: '2 storey house in tsavkisi under 400k with a garage',
        expect: {
          district: 'Tsavkisi',
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          maxPrice: 400000,
          currency: 'USD',
        },
        wishes: ['garage'],
      },
      { say: '3 storeys is fine as well', change: { maxNumberOfFloors: 3 }, wishes: ['garage'] },
      {
        say: 'ok start over. house in bagebi, gas boiler, 250-300k',
        expect: {
          district: 'Bagebi',
          heating: 'IndividualGasBoiler',
          minPrice: 250000,
          maxPrice: 300000,
          currency: 'USD',
        },
        wishes: [],
      },
    ],
  },
  {
    id: 'b5-en-m4',
    language: 'en',
    turns: [
      {
        say: 'not on the ground floor, 2 rooms isani, up to 65k',
        expect: {
          minFloor: 2,
          minRooms: 2,
          maxRooms: 2,
          district: 'Isani',
          maxPrice: 65000,
          currency: 'USD',
        },
      },
      { say: "ground floor's fine after all", change: { minFloor: null } },
      { say: 'forget the rooms, 50 sqm or more', change: { minRooms: null, maxRooms: null, minSize: 50 } },
    ],
  },
  {
    id: 'b5-en-m5',
    language: 'en',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'old batumi up to 120 gel a night',
        expect: { district: 'Old Batumi', maxPrice: 120, currency: 'GEL' },
      },
      { say: 'with a balcony and sea view', change: { hasBalcony: true }, wishes: ['seaView'] },
      { say: 'make it 150 max', change: { maxPrice: 150 }, wishes: ['seaView'] },
    ],
  },
  {
    id: 'b5-en-m6',
    language: 'en',
    turns: [
      {
        say: 'new build near vazha pshavela metro 2br',
        expect: { buildingStatus: 'New', district: 'Saburtalo', minBedrooms: 2, maxBedrooms: 2 },
        wishes: ['metro'],
      },
      { say: 'under 110k', change: { maxPrice: 110000, currency: 'USD' }, wishes: ['metro'] },
      { say: 'and a lift pls', change: { hasLift: true }, wishes: ['metro'] },
    ],
  },
  {
    id: 'b5-en-m7',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'gldani 2 rooms 600 lari max',
        expect: { district: 'Gldani', minRooms: 2, maxRooms: 2, maxPrice: 600, currency: 'GEL' },
      },
      {
        say: 'show me daily rentals instead',
        otherScope: { listingType: 'DailyRent', propertyType: 'Apartment' },
      },
    ],
  },
  // ───────────────────────────── Russian: single turns ─────────────────────────────
  {
    id: 'b5-ru-01',
    language: 'ru',
    turns: [
      {
        say: 'двушка на Сабуртало до 100 тыс',
        expect: { minRooms: 2, maxRooms: 2, district: 'Saburtalo', maxPrice: 100000, currency: 'USD' },
      },
    ],
  },
  // Exclusion: no district.
  {
    id: 'b5-ru-02',
    language: 'ru',
    turns: [
      {
        say: 'что угодно кроме Глдани, трешка, до 70к$',
        expect: { minRooms: 3, maxRooms: 3, maxPrice: 70000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b5-ru-03',
    language: 'ru',
    turns: [
      {
        say: 'не ниже 5-го этажа, Ваке, новостройка',
        expect: { minFloor: 5, district: 'Vake', buildingStatus: 'New' },
      },
    ],
  },
  {
    id: 'b5-ru-04',
    language: 'ru',
    turns: [
      {
        say: 'квартира выше 3 этажа в Дидубе 2 спальни',
        expect: { minFloor: 4, district: 'Didube', minBedrooms: 2, maxBedrooms: 2 },
      },
    ],
  },
  {
    id: 'b5-ru-05',
    language: 'ru',
    turns: [
      {
        say: 'полмиллиона максимум, Ваке, 4 комн.',
        expect: { maxPrice: 500000, currency: 'USD', district: 'Vake', minRooms: 4, maxRooms: 4 },
      },
    ],
  },
  {
    id: 'b5-ru-06',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'от 45 до 60 тыс., однушка, район Агмашенебели',
        expect: {
          minPrice: 45000,
          maxPrice: 60000,
          currency: 'USD',
          minRooms: 1,
          maxRooms: 1,
          district: 'Aghmashenebeli',
        },
      },
    ],
  },
  {
    id: 'b5-ru-07',
    language: 'ru',
    turns: [
      {
        say: '70-85 кв.м, 3-комн., Сабуртала',
        expect: { minSize: 70, maxSize: 85, minRooms: 3, maxRooms: 3, district: 'Saburtalo' },
      },
    ],
  },
  {
    id: 'b5-ru-08',
    language: 'ru',
    turns: [
      {
        say: 'без посредников!! 2 к.кв. в Надзаладеви',
        expect: { sellerType: 'Owner', minRooms: 2, maxRooms: 2, district: 'Nadzaladevi' },
      },
    ],
  },
  {
    id: 'b5-ru-09',
    language: 'ru',
    turns: [
      {
        say: 'евроремнт, Вера, до 150к',
        expect: { renovationStatus: 'NewRenovated', district: 'Vera', maxPrice: 150000, currency: 'USD' },
      },
    ],
  },
  // Ceiling height is not a filter.
  {
    id: 'b5-ru-10',
    language: 'ru',
    turns: [
      {
        say: 'сталинка в Сололаки, потолки 3,5 м, от 90 м2',
        expect: { buildingStatus: 'Old', district: 'Sololaki', minSize: 90 },
      },
    ],
  },
  {
    id: 'b5-ru-11',
    language: 'ru',
    turns: [
      {
        say: 'возле Черепашьего озера, 3 спальни',
        expect: { district: 'Vake', minBedrooms: 3, maxBedrooms: 3 },
      },
    ],
  },
  {
    id: 'b5-ru-12',
    language: 'ru',
    turns: [
      {
        say: 'у метро Делиси однокомнатная до 75 тыс',
        expect: { district: 'Saburtalo', minRooms: 1, maxRooms: 1, maxPrice: 75000, currency: 'USD' },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b5-ru-13',
    language: 'ru',
    turns: [
      {
        say: 'в 10 минутах пешком от метро, Дидубе, до 80к',
        expect: { maxMetroWalkMinutes: 10, district: 'Didube', maxPrice: 80000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b5-ru-14',
    language: 'ru',
    turns: [
      {
        say: '7 минут до метро, двушка, Исани',
        expect: { maxMetroWalkMinutes: 10, minRooms: 2, maxRooms: 2, district: 'Isani' },
      },
    ],
  },
  {
    id: 'b5-ru-15',
    language: 'ru',
    turns: [
      {
        say: 'с центральным отоплением и лифтом, Сабуртало, трёшка',
        expect: { heating: 'Central', hasLift: true, district: 'Saburtalo', minRooms: 3, maxRooms: 3 },
      },
    ],
  },
  {
    id: 'b5-ru-16',
    language: 'ru',
    turns: [
      {
        say: 'газовый котел обязательно, парковка желательно, Дигоми, 2 спальни',
        expect: { heating: 'IndividualGasBoiler', district: 'Dighomi', minBedrooms: 2, maxBedrooms: 2 },
        wishes: ['parking'],
      },
    ],
  },
  {
    id: 'b5-ru-17',
    language: 'ru',
    turns: [
      {
        say: 'строящийся дом в Диди Дигоми, белый каркас, до 55 тыс',
        expect: {
          buildingStatus: 'Ongoing',
          district: 'Didi Dighomi',
          renovationStatus: 'WhiteFrame',
          maxPrice: 55000,
          currency: 'USD',
        },
      },
    ],
  },
  // Excluding a building status sets none.
  {
    id: 'b5-ru-18',
    language: 'ru',
    turns: [
      {
        say: 'хрущевки не предлагать. 2 комнаты, Глдани',
        expect: { minRooms: 2, maxRooms: 2, district: 'Gldani' },
      },
    ],
  },
  {
    id: 'b5-ru-19',
    language: 'ru',
    turns: [
      {
        say: 'только не на Сабуртало. 1-к до 50к',
        expect: { minRooms: 1, maxRooms: 1, maxPrice: 50000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b5-ru-20',
    language: 'ru',
    turns: [
      {
        say: 'старый город, с видом, 2 спальни, до двухсот тысяч',
        expect: {
          district: 'Old Tbilisi',
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 200000,
          currency: 'USD',
        },
        wishes: ['view'],
      },
    ],
  },
  {
    id: 'b5-ru-21',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'рядом с серными банями, до 150 лари за ночь',
        expect: { district: 'Old Tbilisi', maxPrice: 150, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b5-ru-22',
    language: 'ru',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Новый бульвар, вид на море, до 200 лари сутки',
        expect: { district: 'New Boulevard', maxPrice: 200, currency: 'GEL' },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b5-ru-23',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'от застройщика, черный каркас, 40-50 м2, до 45к$',
        expect: {
          sellerType: 'Developer',
          renovationStatus: 'BlackFrame',
          minSize: 40,
          maxSize: 50,
          maxPrice: 45000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b5-ru-24',
    language: 'ru',
    city: 'Batumi',
    listingType: 'Rent',
    turns: [
      {
        say: 'помесячно Махинджаури, с мебелью, кондер обязательно, до 600$',
        expect: {
          district: 'Makhinjauri',
          isFurnished: true,
          hasAirConditioning: true,
          maxPrice: 600,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b5-ru-25',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'трешку в Ваке, 2 санузла, у нас собака, до 2 тыс долл.',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Vake',
          minBathrooms: 2,
          maxBathrooms: 2,
          petsAllowed: true,
          maxPrice: 2000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b5-ru-26',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'сниму минимум на год, Сабуртало, 1 спальня, до 1000 лари',
        expect: {
          minRentDuration: 365,
          district: 'Saburtalo',
          minBedrooms: 1,
          maxBedrooms: 1,
          maxPrice: 1000,
          currency: 'GEL',
        },
      },
    ],
  },
  // The plot area is not a filter.
  {
    id: 'b5-ru-27',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'двухэтажный дом в Цкнети, участок 800 м2, до полутора миллионов',
        expect: {
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          district: 'Tskneti',
          maxPrice: 1500000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b5-ru-28',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'дом с гаражом в Коджори, от 150 тыс.',
        expect: { district: 'Kojori', minPrice: 150000, currency: 'USD' },
        wishes: ['garage'],
      },
    ],
  },
  {
    id: 'b5-ru-29',
    language: 'ru',
    turns: [
      {
        say: 'с 2-го по 5-й этаж, Варкетили, ремонт старый',
        expect: { minFloor: 2, maxFloor: 5, district: 'Varketili', renovationStatus: 'OldRenovated' },
      },
    ],
  },
  {
    id: 'b5-ru-30',
    language: 'ru',
    turns: [
      {
        say: 'Вашлиджвари или Багеби, 4 комн., до 400 тыс.',
        expect: {
          district: 'Vashlijvari',
          alsoDistricts: ['Bagebi'],
          minRooms: 4,
          maxRooms: 4,
          maxPrice: 400000,
          currency: 'USD',
        },
      },
    ],
  },
  // The phone number is not a filter.
  {
    id: 'b5-ru-31',
    language: 'ru',
    turns: [
      {
        say: 'тел 577 11 22 33, ищу двушку на Авлабари до 90к',
        expect: { minRooms: 2, maxRooms: 2, district: 'Avlabari', maxPrice: 90000, currency: 'USD' },
      },
    ],
  },
  // The down payment is not a filter.
  {
    id: 'b5-ru-32',
    language: 'ru',
    turns: [
      {
        say: 'ипотека, первый взнос 30%, 2-комн. в Самгори до 60 тыс.',
        expect: { minRooms: 2, maxRooms: 2, district: 'Samgori', maxPrice: 60000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b5-ru-33',
    language: 'ru',
    turns: [
      {
        say: 'у станции Марджанишвили, с балконом, однушка',
        expect: { district: 'Chughureti', hasBalcony: true, minRooms: 1, maxRooms: 1 },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b5-ru-34',
    language: 'ru',
    turns: [
      {
        say: 'Ортачала новостройка не последний этаж 3 спальни',
        expect: { district: 'Ortachala', buildingStatus: 'New', minBedrooms: 3, maxBedrooms: 3 },
        wishes: ['notLastFloor'],
      },
    ],
  },
  {
    id: 'b5-ru-35',
    language: 'ru',
    turns: [
      {
        say: 'до 2,5 млн, Мтацминда, 5 комнат, с видом на город',
        expect: { maxPrice: 2500000, currency: 'USD', district: 'Mtatsminda', minRooms: 5, maxRooms: 5 },
        wishes: ['cityView'],
      },
    ],
  },
  {
    id: 'b5-ru-36',
    language: 'ru',
    turns: [
      {
        say: 'хочу снять, а не купить',
        expect: {},
        otherScope: { listingType: 'Rent', propertyType: 'Apartment' },
      },
    ],
  },
  {
    id: 'b5-ru-37',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'район Руставели, 2 спальни, через агентство, до 130 тыс.',
        expect: {
          district: 'Rustaveli',
          minBedrooms: 2,
          maxBedrooms: 2,
          sellerType: 'Agency',
          maxPrice: 130000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b5-ru-38',
    language: 'ru',
    turns: [
      {
        say: 'плато Нуцубидзе, 3-комн., 90+ м2, до 120 тыс, отопление электрическое',
        expect: {
          district: 'Nutsubidze Plateau',
          minRooms: 3,
          maxRooms: 3,
          minSize: 90,
          maxPrice: 120000,
          currency: 'USD',
          heating: 'Electric',
        },
      },
    ],
  },
  {
    id: 'b5-ru-39',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'Лило или Варкетили, частный дом до 90 тыс',
        expect: { district: 'Lilo', alsoDistricts: ['Varketili'], maxPrice: 90000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b5-ru-40',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'зеленый каркас, Кахабери, от 60 м2',
        expect: { renovationStatus: 'GreenFrame', district: 'Kakhaberi', minSize: 60 },
      },
    ],
  },
  // ───────────────────────────── Russian: multi-turn ─────────────────────────────
  {
    id: 'b5-ru-m1',
    language: 'ru',
    turns: [
      {
        say: 'трешка в Ваке до 250 тыс.',
        expect: { minRooms: 3, maxRooms: 3, district: 'Vake', maxPrice: 250000, currency: 'USD' },
      },
      { say: 'накинь еще 30к к бюджету', change: { maxPrice: 280000 } },
      { say: 'Вера тоже подойдет', change: { alsoDistricts: ['Vera'] } },
    ],
  },
  {
    id: 'b5-ru-m2',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Сабуртало, с мебелью, до 1200 лари',
        expect: { district: 'Saburtalo', isFurnished: true, maxPrice: 1200, currency: 'GEL' },
      },
      { say: 'мебель не важна', change: { isFurnished: null } },
      { say: 'и чтобы с животными пускали, у меня кот', change: { petsAllowed: true } },
    ],
  },
  {
    id: 'b5-ru-m3',
    language: 'ru',
    turns: [
      {
        say: 'не первый этаж, Исани, двушка, до 70 тыс.',
        expect: {
          minFloor: 2,
          district: 'Isani',
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 70000,
          currency: 'USD',
        },
      },
      { say: 'бюджет не важен', change: { maxPrice: null, currency: null } },
      {
        say: 'давай заново: однушка в Глдани до 40к',
        expect: { minRooms: 1, maxRooms: 1, district: 'Gldani', maxPrice: 40000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b5-ru-m4',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'дом в Окрокане, 3 спальни, от 200 до 300 тыс.',
        expect: {
          district: 'Okrokana',
          minBedrooms: 3,
          maxBedrooms: 3,
          minPrice: 200000,
          maxPrice: 300000,
          currency: 'USD',
        },
      },
      { say: 'только двухэтажный', change: { minNumberOfFloors: 2, maxNumberOfFloors: 2 } },
      { say: 'про спальни забудь', change: { minBedrooms: null, maxBedrooms: null } },
    ],
  },
  {
    id: 'b5-ru-m5',
    language: 'ru',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Гонио, до 100 лари, от 3 суток',
        expect: { district: 'Gonio', maxPrice: 100, currency: 'GEL', minRentDuration: 3 },
      },
      { say: 'парковка обязательно', change: { hasParking: true } },
      { say: 'давай лучше Зеленый Мыс', change: { district: 'Green Cape' } },
    ],
  },
  {
    id: 'b5-ru-m6',
    language: 'ru',
    turns: [
      {
        say: 'в пешей доступности от метро, Дидубе, 2 спальни',
        expect: { maxMetroWalkMinutes: 10, district: 'Didube', minBedrooms: 2, maxBedrooms: 2 },
      },
      { say: '15 минут до метро тоже можно', change: { maxMetroWalkMinutes: 15 } },
      { say: 'и с евроремонтом', change: { renovationStatus: 'NewRenovated' } },
    ],
  },
  {
    id: 'b5-ru-m7',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'снять минимум на полгода в Ваке, 2 спальни, до 1500$',
        expect: {
          minRentDuration: 180,
          district: 'Vake',
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 1500,
          currency: 'USD',
        },
      },
      { say: '3 спальни тоже ок', change: { maxBedrooms: 3 } },
    ],
  },
  // ───────────────────────────── Georgian: single turns ─────────────────────────────
  {
    id: 'b5-ka-01',
    language: 'ka',
    turns: [
      {
        say: '2 ოთახიანი საბურთალოზე 90 ათასამდე',
        expect: { minRooms: 2, maxRooms: 2, district: 'Saburtalo', maxPrice: 90000, currency: 'USD' },
      },
    ],
  },
  // Exclusion: no district.
  {
    id: 'b5-ka-02',
    language: 'ka',
    turns: [
      {
        say: 'ყველგან ისნის გარდა, 3ოთ., მაქს 75ათ.$',
        expect: { minRooms: 3, maxRooms: 3, maxPrice: 75000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b5-ka-03',
    language: 'ka',
    turns: [
      {
        say: 'ბინა ვაკეში მე-3 სართულის ზემოთ, ახალ აშენებულში',
        expect: { district: 'Vake', minFloor: 4, buildingStatus: 'New' },
      },
    ],
  },
  // Georgian typed with the Georgian keyboard layout on Latin keys.
  {
    id: 'b5-ka-04',
    language: 'ka',
    turns: [
      {
        say: 'orTaxiani bina gldanSi 50 aTasamde',
        expect: { minRooms: 2, maxRooms: 2, district: 'Gldani', maxPrice: 50000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b5-ka-05',
    language: 'ka',
    turns: [
      {
        say: 'saZinebeli 2, vakeSi, axali remontiT',
        expect: { minBedrooms: 2, maxBedrooms: 2, district: 'Vake', renovationStatus: 'NewRenovated' },
      },
    ],
  },
  // Loose transliteration.
  {
    id: 'b5-ka-06',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'bina qirit saburtaloze 1000 laramde',
        expect: { district: 'Saburtalo', maxPrice: 1000, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b5-ka-07',
    language: 'ka',
    turns: [
      {
        say: 'დიდუბეში, ოღონდ არა პირველ სართულზე, 2 საძ.',
        expect: { district: 'Didube', minFloor: 2, minBedrooms: 2, maxBedrooms: 2 },
      },
    ],
  },
  {
    id: 'b5-ka-08',
    language: 'ka',
    turns: [
      {
        say: 'ძველ ქალაქში, აბანოთუბანთან ახლოს, 1 საძინებელი',
        expect: { district: 'Old Tbilisi', minBedrooms: 1, maxBedrooms: 1 },
      },
    ],
  },
  {
    id: 'b5-ka-09',
    language: 'ka',
    turns: [
      {
        say: 'მეპატრონისგან, შუამავლების გარეშე! ნაძალადევში 3 ოთახიანი',
        expect: { sellerType: 'Owner', district: 'Nadzaladevi', minRooms: 3, maxRooms: 3 },
      },
    ],
  },
  {
    id: 'b5-ka-10',
    language: 'ka',
    turns: [
      {
        say: 'მეტრომდე 5 წუთი ფეხით, ისანში, 60 ათ.-მდე',
        expect: { maxMetroWalkMinutes: 5, district: 'Isani', maxPrice: 60000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b5-ka-11',
    language: 'ka',
    turns: [
      {
        say: 'ცენტრალური გათბობით და ლიფტით, ვერაზე',
        expect: { heating: 'Central', hasLift: true, district: 'Vera' },
      },
    ],
  },
  {
    id: 'b5-ka-12',
    language: 'ka',
    turns: [
      {
        say: 'ინდივიდუალური გათბობა აუცილებლად, ვარკეთილი, 2ოთ.',
        expect: { heating: 'IndividualGasBoiler', district: 'Varketili', minRooms: 2, maxRooms: 2 },
      },
    ],
  },
  {
    id: 'b5-ka-13',
    language: 'ka',
    turns: [
      {
        say: 'თეთრი კარკასი დიდ დიღომში 70-90 კვ.მ',
        expect: { renovationStatus: 'WhiteFrame', district: 'Didi Dighomi', minSize: 70, maxSize: 90 },
      },
    ],
  },
  {
    id: 'b5-ka-14',
    language: 'ka',
    turns: [
      {
        say: 'შავი კარკასი მშენებარე კორპუსში 40ათ.$-მდე',
        expect: {
          renovationStatus: 'BlackFrame',
          buildingStatus: 'Ongoing',
          maxPrice: 40000,
          currency: 'USD',
        },
      },
    ],
  },
  // Excluding a building status sets none.
  {
    id: 'b5-ka-15',
    language: 'ka',
    turns: [
      {
        say: 'ძველი აშენებული არ მინდა, 3 ოთახიანი ვაკეში',
        expect: { minRooms: 3, maxRooms: 3, district: 'Vake' },
      },
    ],
  },
  {
    id: 'b5-ka-16',
    language: 'ka',
    turns: [
      {
        say: 'ხრუშჩოვკა ავლაბარში 45 ათასამდე',
        expect: { buildingStatus: 'Old', district: 'Avlabari', maxPrice: 45000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b5-ka-17',
    language: 'ka',
    turns: [
      {
        say: 'ნახევარ მილიონამდე, ვაკე ან მთაწმინდა, 4 საძ.',
        expect: {
          maxPrice: 500000,
          currency: 'USD',
          district: 'Vake',
          alsoDistricts: ['Mtatsminda'],
          minBedrooms: 4,
          maxBedrooms: 4,
        },
      },
    ],
  },
  {
    id: 'b5-ka-18',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'კერძო სახლი წყნეთში 1,5 მლნ-მდე',
        expect: { district: 'Tskneti', maxPrice: 1500000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b5-ka-19',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'ორსართულიანი სახლი კოჯორში, ეზოთი, 200 ათასამდე',
        expect: {
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          district: 'Kojori',
          maxPrice: 200000,
          currency: 'USD',
        },
        wishes: ['garden'],
      },
    ],
  },
  // Ceiling height is not a filter.
  {
    id: 'b5-ka-20',
    language: 'ka',
    turns: [{ say: 'ჭერი 3 მეტრი, 120 კვ.მ-დან, სოლოლაკში', expect: { minSize: 120, district: 'Sololaki' } }],
  },
  {
    id: 'b5-ka-21',
    language: 'ka',
    turns: [
      {
        say: 'მზიურთან ახლოს, 2 საძინებელი, 150 ათასამდე',
        expect: { district: 'Vake', minBedrooms: 2, maxBedrooms: 2, maxPrice: 150000, currency: 'USD' },
        wishes: ['park'],
      },
    ],
  },
  {
    id: 'b5-ka-22',
    language: 'ka',
    turns: [
      {
        say: 'დელისის მეტროსთან 1 ოთახიანი',
        expect: { district: 'Saburtalo', minRooms: 1, maxRooms: 1 },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b5-ka-23',
    language: 'ka',
    turns: [
      {
        say: 'საბურთლოზე 3 საძ., 2 სველი წერტილი',
        expect: { district: 'Saburtalo', minBedrooms: 3, maxBedrooms: 3, minBathrooms: 2, maxBathrooms: 2 },
      },
    ],
  },
  {
    id: 'b5-ka-24',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ბალკონით და კონდიციონერით, გლდანში, 700 ლარამდე',
        expect: {
          hasBalcony: true,
          hasAirConditioning: true,
          district: 'Gldani',
          maxPrice: 700,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    id: 'b5-ka-25',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ძაღლი მყავს, ვაკეში ვეძებ, 1500 დოლარამდე',
        expect: { petsAllowed: true, district: 'Vake', maxPrice: 1500, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b5-ka-26',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'მინიმუმ 1 წლით, საბურთალო, ავეჯით, 2 საძ., 1200 ლარამდე',
        expect: {
          minRentDuration: 365,
          district: 'Saburtalo',
          isFurnished: true,
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 1200,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    id: 'b5-ka-27',
    language: 'ka',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'ახალ ბულვარზე, ზღვის ხედით, ღამე 120 ლარამდე',
        expect: { district: 'New Boulevard', maxPrice: 120, currency: 'GEL' },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b5-ka-28',
    language: 'ka',
    city: 'Batumi',
    turns: [
      {
        say: 'ძველ ბათუმში 1 საძ. 60 ათ.-მდე',
        expect: { district: 'Old Batumi', minBedrooms: 1, maxBedrooms: 1, maxPrice: 60000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b5-ka-29',
    language: 'ka',
    city: 'Batumi',
    turns: [
      {
        say: 'მწვანე კონცხზე, დეველოპერისგან, 35-50ათ.$',
        expect: {
          district: 'Green Cape',
          sellerType: 'Developer',
          minPrice: 35000,
          maxPrice: 50000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b5-ka-30',
    language: 'ka',
    city: 'Batumi',
    listingType: 'Rent',
    turns: [
      {
        say: 'თვიურად, ხიმშიაშვილის უბანში, 400$-მდე, ავეჯით',
        expect: { district: 'Khimshiashvili', maxPrice: 400, currency: 'USD', isFurnished: true },
      },
    ],
  },
  {
    id: 'b5-ka-31',
    language: 'ka',
    turns: [
      {
        say: 'მე-2 სართულიდან მე-6-მდე, ჩუღურეთში',
        expect: { minFloor: 2, maxFloor: 6, district: 'Chughureti' },
      },
    ],
  },
  {
    id: 'b5-ka-32',
    language: 'ka',
    turns: [
      {
        say: 'მე-4 სართულზე მაღლა არა, სამგორში, 2 ოთახიანი',
        expect: { maxFloor: 4, district: 'Samgori', minRooms: 2, maxRooms: 2 },
      },
    ],
  },
  // The phone number is not a filter.
  {
    id: 'b5-ka-33',
    language: 'ka',
    city: 'Batumi',
    turns: [
      {
        say: 'ტელ: 555 123 456, 3 ოთახიანი აეროპორტის უბანში 55 ათასამდე',
        expect: { minRooms: 3, maxRooms: 3, district: 'Airport', maxPrice: 55000, currency: 'USD' },
      },
    ],
  },
  // The price per m² is not a filter.
  {
    id: 'b5-ka-34',
    language: 'ka',
    turns: [
      {
        say: 'კვ.მ-ის ფასი 1000$-მდე, ორთაჭალაში, 2 საძ.',
        expect: { district: 'Ortachala', minBedrooms: 2, maxBedrooms: 2 },
      },
    ],
  },
  {
    id: 'b5-ka-35',
    language: 'ka',
    turns: [
      {
        say: 'ქირით მინდა, არა ყიდვა',
        expect: {},
        otherScope: { listingType: 'Rent', propertyType: 'Apartment' },
      },
    ],
  },
  {
    id: 'b5-ka-36',
    language: 'ka',
    turns: [
      {
        say: 'ლისის ტბასთან, 250-დან 300 ათასამდე, ახალ აშენებულში, პარკინგით',
        expect: {
          district: 'Lisi Lake',
          minPrice: 250000,
          maxPrice: 300000,
          currency: 'USD',
          buildingStatus: 'New',
          hasParking: true,
        },
      },
    ],
  },
  {
    id: 'b5-ka-37',
    language: 'ka',
    turns: [
      {
        say: 'ვაშლიჯვარში ან ბაგებში, 4 ოთ., ლიფტი სასურველია',
        expect: { district: 'Vashlijvari', alsoDistricts: ['Bagebi'], minRooms: 4, maxRooms: 4 },
        wishes: ['elevator'],
      },
    ],
  },
  {
    id: 'b5-ka-38',
    language: 'ka',
    city: 'Batumi',
    turns: [
      {
        say: 'ჯავახიშვილის უბანში 2 ოთახიანი, ძველი რემონტით, 35 ათ.$-მდე',
        expect: {
          district: 'Javakhishvili',
          minRooms: 2,
          maxRooms: 2,
          renovationStatus: 'OldRenovated',
          maxPrice: 35000,
          currency: 'USD',
        },
      },
    ],
  },
  // Georgian keyboard layout on Latin keys.
  {
    id: 'b5-ka-39',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'dRiurad Zvel TbilisSi 100 laramde',
        expect: { district: 'Old Tbilisi', maxPrice: 100, currency: 'GEL' },
      },
    ],
  },
  // Loose transliteration with a misspelt district.
  {
    id: 'b5-ka-40',
    language: 'ka',
    turns: [
      {
        say: 'zahesshi 2 otaxiani 40 atasamde',
        expect: { district: 'Zahesi', minRooms: 2, maxRooms: 2, maxPrice: 40000, currency: 'USD' },
      },
    ],
  },
  // ───────────────────────────── Georgian: multi-turn ─────────────────────────────
  {
    id: 'b5-ka-m1',
    language: 'ka',
    turns: [
      {
        say: '3 საძინებელი ვაკეში 300 ათასამდე',
        expect: { minBedrooms: 3, maxBedrooms: 3, district: 'Vake', maxPrice: 300000, currency: 'USD' },
      },
      { say: 'ბიუჯეტი 50 ათასით შეამცირე', change: { maxPrice: 250000 } },
      { say: 'საბურთალოც მაწყობს', change: { alsoDistricts: ['Saburtalo'] } },
    ],
  },
  {
    id: 'b5-ka-m2',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ვერაზე 2 ოთახიანი, ავეჯით, 900 ლარამდე',
        expect: {
          district: 'Vera',
          minRooms: 2,
          maxRooms: 2,
          isFurnished: true,
          maxPrice: 900,
          currency: 'GEL',
        },
      },
      { say: 'ავეჯს მნიშვნელობა არ აქვს', change: { isFurnished: null } },
      { say: 'მხოლოდ მესაკუთრეები, აგენტები არა', change: { sellerType: 'Owner' } },
    ],
  },
  {
    id: 'b5-ka-m3',
    language: 'ka',
    turns: [
      {
        say: 'არა პირველ სართულზე, ისანში, 2 საძ., 80 ათასამდე',
        expect: {
          minFloor: 2,
          district: 'Isani',
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 80000,
          currency: 'USD',
        },
      },
      { say: 'პირველი სართულიც მაწყობს', change: { minFloor: null } },
      { say: 'საძინებლები დაივიწყე', change: { minBedrooms: null, maxBedrooms: null } },
    ],
  },
  {
    id: 'b5-ka-m4',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლი წავკისში, 3 საძ., 250 ათასამდე',
        expect: { district: 'Tsavkisi', minBedrooms: 3, maxBedrooms: 3, maxPrice: 250000, currency: 'USD' },
      },
      { say: 'ფასს მნიშვნელობა არ აქვს', change: { maxPrice: null, currency: null } },
      {
        say: 'თავიდან დავიწყოთ: ორსართულიანი სახლი ოქროყანაში',
        expect: { minNumberOfFloors: 2, maxNumberOfFloors: 2, district: 'Okrokana' },
      },
    ],
  },
  {
    id: 'b5-ka-m5',
    language: 'ka',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      { say: 'გონიოში, ღამე 150 ლარამდე', expect: { district: 'Gonio', maxPrice: 150, currency: 'GEL' } },
      { say: 'სამი ღამით მაინც', change: { minRentDuration: 3 } },
      { say: 'კონდიციონერი აუცილებელია', change: { hasAirConditioning: true } },
    ],
  },
  {
    id: 'b5-ka-m6',
    language: 'ka',
    turns: [
      {
        say: 'მეტრომდე ფეხით 10 წუთი, დიდუბეში, 2 ოთახიანი',
        expect: { maxMetroWalkMinutes: 10, district: 'Didube', minRooms: 2, maxRooms: 2 },
      },
      { say: '20 წუთიც არაუშავს', change: { maxMetroWalkMinutes: 20 } },
      { say: 'ახალი რემონტით', change: { renovationStatus: 'NewRenovated' } },
    ],
  },
  {
    id: 'b5-ka-m7',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'საბურთალოზე, ექვსი თვით მაინც, 1000 დოლარამდე',
        expect: { district: 'Saburtalo', minRentDuration: 180, maxPrice: 1000, currency: 'USD' },
      },
      { say: 'დღიური ქირა მაჩვენე', otherScope: { listingType: 'DailyRent', propertyType: 'Apartment' } },
    ],
  },
];
