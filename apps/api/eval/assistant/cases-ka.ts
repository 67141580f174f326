import type { EvalConversation } from './case-types';

/**
 * Georgian requests as people type them: postpositions glued to numbers and names (-მდე, -დან, -ში,
 * -ზე), compound room words, typos, and Latin typed on the Georgian keyboard layout (the ka interface
 * turns "vakeshi" into "ვაკესჰი").
 */
export const GEORGIAN_CASES: EvalConversation[] = [
  {
    id: 'ka-vake-2room',
    language: 'ka',
    turns: [
      {
        say: 'ვეძებ ოროთახიან ბინას ვაკეში 150 000 დოლარამდე',
        expect: { minRooms: 2, maxRooms: 2, district: 'Vake', maxPrice: 150000, currency: 'USD' },
      },
      { say: 'ავეჯით', change: { isFurnished: true } },
      { say: 'უფრო იაფი', change: { maxPrice: 127500 } },
    ],
  },
  {
    id: 'ka-saburtalo-new',
    language: 'ka',
    turns: [
      {
        say: 'სამოთახიანი ბინა საბურთალოზე, ახალი აშენებული',
        expect: { minRooms: 3, maxRooms: 3, district: 'Saburtalo', buildingStatus: 'New' },
      },
      { say: 'არა პირველ სართულზე', change: { minFloor: 2 } },
    ],
  },
  {
    id: 'ka-dighomi-size',
    language: 'ka',
    turns: [
      { say: 'ბინა დიღომში 80 კვ.მ-დან', expect: { district: 'Dighomi', minSize: 80 } },
      { say: 'თეთრი კარკასი', change: { renovationStatus: 'WhiteFrame' } },
    ],
  },
  {
    id: 'ka-gldani-bedrooms',
    language: 'ka',
    turns: [
      {
        say: 'ორი საძინებელი და ორი სველი წერტილი, გლდანში, 70 ათასამდე',
        expect: {
          minBedrooms: 2,
          maxBedrooms: 2,
          minBathrooms: 2,
          maxBathrooms: 2,
          district: 'Gldani',
          maxPrice: 70000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'ka-rent-vake',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'მინდა ბინა ვაკეში 6 თვით, 800 დოლარამდე',
        expect: { district: 'Vake', maxRentDuration: 180, maxPrice: 800, currency: 'USD' },
      },
      { say: 'შინაური ცხოველით', change: { petsAllowed: true }, wishes: [] },
    ],
  },
  {
    id: 'ka-daily-old-tbilisi',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად ბინა ძველ თბილისში 3 ღამით 150 ლარამდე',
        expect: { district: 'Old Tbilisi', maxRentDuration: 3, maxPrice: 150, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'ka-house-tskneti',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'ორსართულიანი სახლი წყნეთში ბაღით',
        expect: { minNumberOfFloors: 2, maxNumberOfFloors: 2, district: 'Tskneti' },
        wishes: ['garden'],
      },
      { say: '300 ათას დოლარამდე', change: { maxPrice: 300000, currency: 'USD' }, wishes: ['garden'] },
    ],
  },
  {
    id: 'ka-other-house',
    language: 'ka',
    turns: [
      {
        say: 'მინდა ვიყიდო სახლი კოჯორში',
        expect: { district: 'Kojori' },
        otherScope: { listingType: 'Sale', propertyType: 'House' },
      },
    ],
  },
  {
    id: 'ka-other-rent',
    language: 'ka',
    turns: [
      {
        say: 'ბინა ქირით საბურთალოზე',
        expect: { district: 'Saburtalo' },
        otherScope: { listingType: 'Rent', propertyType: 'Apartment' },
      },
    ],
  },
  {
    id: 'ka-vake-park',
    language: 'ka',
    turns: [
      {
        say: 'ახალი რემონტით, ვაკის პარკთან ახლოს',
        expect: { renovationStatus: 'NewRenovated', district: 'Vake' },
        wishes: ['park'],
      },
    ],
  },
  {
    id: 'ka-ongoing-plateau',
    language: 'ka',
    turns: [
      {
        say: 'მშენებარე კორპუსში ბინა ნუცუბიძის პლატოზე',
        expect: { buildingStatus: 'Ongoing', district: 'Nutsubidze Plateau' },
      },
    ],
  },
  {
    id: 'ka-studio-vera',
    language: 'ka',
    turns: [
      {
        say: 'სტუდიო ვერაზე 60 000$-მდე',
        expect: { minRooms: 1, maxRooms: 1, district: 'Vera', maxPrice: 60000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'ka-isani-range',
    language: 'ka',
    turns: [
      {
        say: 'ბინა ისანში 50-დან 70 ათასამდე',
        expect: { district: 'Isani', minPrice: 50000, maxPrice: 70000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'ka-floor-black-frame',
    language: 'ka',
    turns: [
      {
        say: '3 ოთახიანი ბინა, მე-5 სართული, შავი კარკასი',
        expect: { minRooms: 3, maxRooms: 3, minFloor: 5, maxFloor: 5, renovationStatus: 'BlackFrame' },
      },
    ],
  },
  {
    id: 'ka-unfurnished',
    language: 'ka',
    turns: [{ say: 'ბინა საბურთალოზე ავეჯის გარეშე', expect: { district: 'Saburtalo', isFurnished: false } }],
  },
  {
    id: 'ka-price-unimportant',
    language: 'ka',
    turns: [
      {
        say: 'ვაკეში ბინა 200 ათას დოლარამდე',
        expect: { district: 'Vake', maxPrice: 200000, currency: 'USD' },
      },
      {
        say: 'ფასი არ მაინტერესებს, მთავარია აივანი და ხედი',
        expect: { district: 'Vake', hasBalcony: true },
        wishes: ['view'],
      },
    ],
  },
  {
    id: 'ka-green-frame',
    language: 'ka',
    turns: [
      {
        say: 'მწვანე კარკასი დიდუბეში 100 კვ.მ',
        expect: { renovationStatus: 'GreenFrame', district: 'Didube', minSize: 100 },
      },
    ],
  },
  {
    id: 'ka-old-old',
    language: 'ka',
    turns: [
      {
        say: 'ძველი აშენებული, ძველი რემონტით, მთაწმინდაზე',
        expect: { buildingStatus: 'Old', renovationStatus: 'OldRenovated', district: 'Mtatsminda' },
      },
    ],
  },
  {
    id: 'ka-million',
    language: 'ka',
    turns: [
      {
        say: 'ოთხოთახიანი ბინა ვაკეში, მინიმუმ 2 სააბაზანო, 1.5 მილიონამდე',
        expect: {
          minRooms: 4,
          maxRooms: 4,
          district: 'Vake',
          minBathrooms: 2,
          maxPrice: 1500000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'ka-year-elevator',
    language: 'ka',
    turns: [
      { say: 'ბინა 2015 წელს აშენებული, ლიფტით', expect: { buildingYear: 2015, hasLift: true }, wishes: [] },
    ],
  },
  {
    id: 'ka-lari',
    language: 'ka',
    turns: [
      {
        say: '400 000 ლარამდე ბინა საბურთალოზე',
        expect: { maxPrice: 400000, currency: 'GEL', district: 'Saburtalo' },
      },
    ],
  },
  {
    id: 'ka-switch-district',
    language: 'ka',
    turns: [
      { say: 'ვაკეში', expect: { district: 'Vake' } },
      { say: 'არა, საბურთალოზე ჯობია', expect: { district: 'Saburtalo' } },
      { say: '3 ოთახი', change: { minRooms: 3, maxRooms: 3 } },
    ],
  },
  {
    id: 'ka-around',
    language: 'ka',
    turns: [
      {
        say: 'ბინა დაახლოებით 100 ათასი დოლარი',
        expect: { minPrice: 90000, maxPrice: 110000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'ka-rent-year',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ერთოთახიანი ბინა გლდანში 400 დოლარამდე ერთი წლით',
        expect: {
          minRooms: 1,
          maxRooms: 1,
          district: 'Gldani',
          maxPrice: 400,
          currency: 'USD',
          maxRentDuration: 365,
        },
      },
    ],
  },
  {
    id: 'ka-metro-quiet',
    language: 'ka',
    turns: [{ say: 'ბინა მეტროსთან ახლოს, მშვიდ ადგილას', expect: {}, wishes: ['metro', 'quiet'] }],
  },
  {
    id: 'ka-batumi-sea',
    language: 'ka',
    city: 'Batumi',
    turns: [
      {
        say: 'ზღვის ხედით ბინა ახალ ბულვარზე 80 ათას დოლარამდე',
        expect: { district: 'New Boulevard', maxPrice: 80000, currency: 'USD' },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'ka-restart',
    language: 'ka',
    turns: [
      { say: 'ბინა ვაკეში', expect: { district: 'Vake' } },
      {
        say: 'თავიდან დავიწყოთ, ორი საძინებელი ისანში',
        expect: { minBedrooms: 2, maxBedrooms: 2, district: 'Isani' },
      },
    ],
  },
  {
    id: 'ka-floor-range',
    language: 'ka',
    turns: [
      {
        say: '3-დან 7 სართულამდე, ორი ოთახი',
        expect: { minFloor: 3, maxFloor: 7, minRooms: 2, maxRooms: 2 },
      },
    ],
  },
  {
    id: 'ka-two-districts',
    language: 'ka',
    turns: [
      {
        say: 'ბინა ვაკეში ან ვერაზე, 4 ოთახი',
        expect: { district: 'Vake', alsoDistricts: ['Vera'], minRooms: 4, maxRooms: 4 },
      },
    ],
  },
  {
    id: 'ka-daily-weeks',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად 2 კვირით სოლოლაკში, კონდიციონერით',
        expect: { maxRentDuration: 14, district: 'Sololaki', hasAirConditioning: true },
        wishes: [],
      },
    ],
  },
  {
    id: 'ka-house-garage',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'ერთსართულიანი სახლი ავჭალაში ავტოფარეხით',
        expect: { minNumberOfFloors: 1, maxNumberOfFloors: 1, district: 'Avchala' },
        wishes: ['garage'],
      },
    ],
  },
  {
    id: 'ka-typo-saburtalo',
    language: 'ka',
    turns: [{ say: '2 ოთახიანი საბურთლოზე', expect: { minRooms: 2, maxRooms: 2, district: 'Saburtalo' } }],
  },
  {
    id: 'ka-size-range',
    language: 'ka',
    turns: [
      {
        say: 'ბინა 60-80 კვადრატი, ვარკეთილში, 60 ათასამდე',
        expect: { minSize: 60, maxSize: 80, district: 'Varketili', maxPrice: 60000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'ka-city-view',
    language: 'ka',
    turns: [
      {
        say: 'მინდა ბინა ძველ თბილისში, ხედით ქალაქზე',
        expect: { district: 'Old Tbilisi' },
        wishes: ['cityView'],
      },
    ],
  },
  { id: 'ka-building-storeys', language: 'ka', turns: [{ say: 'ბინა 9 სართულიან კორპუსში', expect: {} }] },
  {
    id: 'ka-keyboard-latin',
    language: 'ka',
    turns: [{ say: 'ვაკესჰი 3 ოტახიანი ბინა', expect: { district: 'Vake', minRooms: 3, maxRooms: 3 } }],
  },
  {
    id: 'ka-high-floor',
    language: 'ka',
    turns: [{ say: 'მაღალ სართულზე, მზიანი', expect: {}, wishes: ['highFloor', 'sunny'] }],
  },
  {
    id: 'ka-pricier',
    language: 'ka',
    turns: [
      {
        say: '3 საძინებლიანი ბინა ვაკეში 250-300 ათასი',
        expect: {
          minBedrooms: 3,
          maxBedrooms: 3,
          district: 'Vake',
          minPrice: 250000,
          maxPrice: 300000,
          currency: 'USD',
        },
      },
      { say: 'ცოტა უფრო ძვირიც შეიძლება', change: { minPrice: 287500, maxPrice: 345000 } },
    ],
  },
  {
    id: 'ka-rent-lari',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      { say: 'ბინა ვაკეში 2000 ლარამდე', expect: { district: 'Vake', maxPrice: 2000, currency: 'GEL' } },
    ],
  },
  {
    id: 'ka-year-after',
    language: 'ka',
    turns: [
      { say: 'ახალი აშენებული 2020 წლის შემდეგ', expect: { buildingStatus: 'New', buildingYear: 2021 } },
    ],
  },
  {
    id: 'ka-two-or-three',
    language: 'ka',
    turns: [
      {
        say: 'ორი ან სამოთახიანი ბინა ნაძალადევში',
        expect: { minRooms: 2, maxRooms: 3, district: 'Nadzaladevi' },
      },
    ],
  },
  {
    id: 'ka-min-rooms',
    language: 'ka',
    turns: [
      { say: 'ბინა ავლაბარში, არანაკლებ 3 ოთახი', expect: { district: 'Avlabari', minRooms: 3 } },
      { say: 'პარკინგით და ლიფტით', change: { hasParking: true, hasLift: true }, wishes: [] },
    ],
  },
  {
    id: 'ka-cadastral',
    language: 'ka',
    turns: [{ say: 'საკადასტრო კოდი 01.10.13.006.012', expect: { cadastralCode: '01.10.13.006.012' } }],
  },
  { id: 'ka-hello', language: 'ka', turns: [{ say: 'გამარჯობა, დამეხმარეთ ბინის პოვნაში', expect: {} }] },
  {
    id: 'ka-refine-rooms',
    language: 'ka',
    turns: [
      { say: 'ოროთახიანი დიღმის მასივში', expect: { minRooms: 2, maxRooms: 2, district: 'Dighomi Massive' } },
      { say: 'მეტი ოთახი მინდა', expect: { minRooms: 3, district: 'Dighomi Massive' } },
    ],
  },
  {
    id: 'ka-house-bathrooms',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლი 4 საძინებლით, 2 სააბაზანოთი, 200 კვ.მ-ზე მეტი, ლისის ტბასთან',
        expect: {
          minBedrooms: 4,
          maxBedrooms: 4,
          minBathrooms: 2,
          maxBathrooms: 2,
          minSize: 200,
          district: 'Lisi Lake',
        },
      },
      { say: 'აუზით', wishes: ['pool'] },
    ],
  },
  {
    id: 'ka-daily-other',
    language: 'ka',
    turns: [
      {
        say: 'დღიურად ქირით ბინა ბათუმში არა, თბილისში მთაწმინდაზე',
        expect: { district: 'Mtatsminda' },
        otherScope: { listingType: 'DailyRent', propertyType: 'Apartment' },
      },
    ],
  },
  {
    id: 'ka-forget-district',
    language: 'ka',
    turns: [
      { say: 'ბინა თემქაზე 50 ათასამდე', expect: { district: 'Temka', maxPrice: 50000, currency: 'USD' } },
      { say: 'უბანს არ აქვს მნიშვნელობა', change: { district: null } },
    ],
  },
  {
    id: 'ka-not-last',
    language: 'ka',
    turns: [
      {
        say: 'ბინა ვაშლიჯვარში, ბოლო სართული არ მინდა',
        expect: { district: 'Vashlijvari' },
        wishes: ['notLastFloor'],
      },
    ],
  },
  {
    id: 'ka-furnished-rent',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ავეჯიანი ბინა ჩუღურეთში 2 თვით 500$-მდე',
        expect: {
          isFurnished: true,
          district: 'Chughureti',
          maxRentDuration: 60,
          maxPrice: 500,
          currency: 'USD',
        },
      },
      { say: 'უფრო იაფიც თუ იქნება', change: { maxPrice: 425 } },
    ],
  },
  {
    id: 'ka-size-max',
    language: 'ka',
    turns: [{ say: 'პატარა ბინა 45 კვ.მ-მდე სამგორში', expect: { maxSize: 45, district: 'Samgori' } }],
  },
  {
    id: 'ka-mesakutrisgan',
    language: 'ka',
    turns: [
      {
        say: '2 ოთახიანი ბინა ვაკეში მესაკუთრისგან',
        expect: { minRooms: 2, maxRooms: 2, district: 'Vake', sellerType: 'Owner' },
      },
    ],
  },
  {
    id: 'ka-shuamavlis-gareshe',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ბინა ქირით საბურთალოზე შუამავლის გარეშე 500 დოლარამდე',
        expect: { district: 'Saburtalo', maxPrice: 500, currency: 'USD', sellerType: 'Owner' },
      },
    ],
  },
  {
    id: 'ka-developerisgan',
    language: 'ka',
    turns: [
      {
        say: 'ახალი აშენებული ბინა დეველოპერისგან',
        expect: { buildingStatus: 'New', sellerType: 'Developer' },
      },
    ],
  },
];
