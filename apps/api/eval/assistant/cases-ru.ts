import type { EvalConversation } from './case-types';

/** Russian requests as people type them: сленг (двушка, к, тыс), падежи, опечатки, английские вставки. */
export const RUSSIAN_CASES: EvalConversation[] = [
  {
    id: 'ru-dvushka-saburtalo',
    language: 'ru',
    turns: [
      {
        say: 'Ищу двушку на Сабуртало до 120 тысяч долларов',
        expect: { minRooms: 2, maxRooms: 2, district: 'Saburtalo', maxPrice: 120000, currency: 'USD' },
      },
      { say: 'а в Ваке?', change: { district: 'Vake' } },
      { say: 'подешевле', change: { maxPrice: 102000 } },
    ],
  },
  {
    id: 'ru-treshka-million',
    language: 'ru',
    turns: [
      {
        say: 'трешка в новостройке в Ваке, бюджет 1,2 млн',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          buildingStatus: 'New',
          district: 'Vake',
          maxPrice: 1200000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'ru-gldani-1room',
    language: 'ru',
    turns: [
      {
        say: 'однокомнатная квартира в Глдани до 40 000$',
        expect: { minRooms: 1, maxRooms: 1, district: 'Gldani', maxPrice: 40000, currency: 'USD' },
      },
      { say: 'с мебелью', change: { isFurnished: true } },
      { say: 'не первый этаж', change: { minFloor: 2 } },
    ],
  },
  {
    id: 'ru-didube-euro',
    language: 'ru',
    turns: [
      {
        say: 'квартира 80 кв.м с евроремонтом в Дидубе',
        expect: { minSize: 80, renovationStatus: 'NewRenovated', district: 'Didube' },
      },
      { say: 'от 70 до 90 тысяч', change: { minPrice: 70000, maxPrice: 90000, currency: 'USD' } },
    ],
  },
  {
    id: 'ru-white-frame',
    language: 'ru',
    turns: [
      {
        say: 'белый каркас, от 60 метров, Исани, не дороже 70к',
        expect: {
          renovationStatus: 'WhiteFrame',
          minSize: 60,
          district: 'Isani',
          maxPrice: 70000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'ru-black-frame',
    language: 'ru',
    turns: [
      {
        say: 'черный каркас на плато Нуцубидзе',
        expect: { renovationStatus: 'BlackFrame', district: 'Nutsubidze Plateau' },
      },
    ],
  },
  {
    id: 'ru-rent-half-year',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'снять 2-комнатную квартиру в Ваке на полгода до 1000 долларов',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Vake',
          maxRentDuration: 180,
          maxPrice: 1000,
          currency: 'USD',
        },
      },
      { say: 'можно с животными', change: { petsAllowed: true }, wishes: [] },
    ],
  },
  {
    id: 'ru-daily-old-town',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'посуточно на 3 дня в Старом Тбилиси до 200 лари',
        expect: { maxRentDuration: 3, district: 'Old Tbilisi', maxPrice: 200, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'ru-house-tskneti',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'двухэтажный дом в Цкнети с садом и гаражом',
        expect: { minNumberOfFloors: 2, maxNumberOfFloors: 2, district: 'Tskneti' },
        wishes: ['garden', 'garage'],
      },
      {
        say: 'бюджет до полумиллиона',
        change: { maxPrice: 500000, currency: 'USD' },
        wishes: ['garden', 'garage'],
      },
    ],
  },
  {
    id: 'ru-other-house',
    language: 'ru',
    turns: [
      {
        say: 'хочу купить дом в Коджори',
        expect: { district: 'Kojori' },
        otherScope: { listingType: 'Sale', propertyType: 'House' },
      },
    ],
  },
  {
    id: 'ru-other-rent',
    language: 'ru',
    turns: [
      {
        say: 'ищу квартиру в аренду на Сабуртало',
        expect: { district: 'Saburtalo' },
        otherScope: { listingType: 'Rent', propertyType: 'Apartment' },
      },
    ],
  },
  {
    id: 'ru-bedrooms-old-stock',
    language: 'ru',
    turns: [
      {
        say: '2 спальни 2 санузла, старый фонд, Вера',
        expect: {
          minBedrooms: 2,
          maxBedrooms: 2,
          minBathrooms: 2,
          maxBathrooms: 2,
          buildingStatus: 'Old',
          district: 'Vera',
        },
      },
    ],
  },
  {
    id: 'ru-floor-range',
    language: 'ru',
    turns: [
      {
        say: 'квартира со старым ремонтом, этаж с 3 по 7',
        expect: { renovationStatus: 'OldRenovated', minFloor: 3, maxFloor: 7 },
      },
    ],
  },
  {
    id: 'ru-ongoing-massive',
    language: 'ru',
    turns: [
      {
        say: 'строящийся дом на Дигомском массиве, рассрочка',
        expect: { buildingStatus: 'Ongoing', district: 'Dighomi Massive' },
      },
    ],
  },
  {
    id: 'ru-4room-size',
    language: 'ru',
    turns: [
      {
        say: '4-комнатная, 120-150 м2, Ваке, тихое место, парковка',
        expect: { minRooms: 4, maxRooms: 4, minSize: 120, maxSize: 150, district: 'Vake', hasParking: true },
        wishes: ['quiet'],
      },
    ],
  },
  {
    id: 'ru-metro-didube',
    language: 'ru',
    turns: [{ say: 'квартира рядом с метро Дидубе', expect: { district: 'Didube' }, wishes: ['metro'] }],
  },
  {
    id: 'ru-city-view',
    language: 'ru',
    turns: [
      {
        say: 'до 300 тыс. $ , минимум 3 комнаты, Мтацминда, с видом на город',
        expect: { maxPrice: 300000, currency: 'USD', minRooms: 3, district: 'Mtatsminda' },
        wishes: ['cityView'],
      },
    ],
  },
  {
    id: 'ru-poltora',
    language: 'ru',
    turns: [
      {
        say: 'полтора миллиона долларов, Ваке, 5 комнат',
        expect: { maxPrice: 1500000, currency: 'USD', district: 'Vake', minRooms: 5, maxRooms: 5 },
      },
    ],
  },
  {
    id: 'ru-unfurnished-green',
    language: 'ru',
    turns: [
      {
        say: 'без мебели, зеленый каркас, 100 квадратов',
        expect: { isFurnished: false, renovationStatus: 'GreenFrame', minSize: 100 },
      },
    ],
  },
  {
    id: 'ru-price-unimportant',
    language: 'ru',
    turns: [
      { say: 'квартира в Сабуртало', expect: { district: 'Saburtalo' } },
      { say: 'цена не важна, главное балкон', change: { hasBalcony: true }, wishes: [] },
    ],
  },
  {
    id: 'ru-clear-price',
    language: 'ru',
    turns: [
      {
        say: 'двухкомнатная в Ваке от 150000 до 200000 долларов',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Vake',
          minPrice: 150000,
          maxPrice: 200000,
          currency: 'USD',
        },
      },
      { say: 'без ограничения по цене', expect: { minRooms: 2, maxRooms: 2, district: 'Vake' } },
      { say: 'и с мебелью', change: { isFurnished: true } },
    ],
  },
  {
    id: 'ru-odnushka-around',
    language: 'ru',
    turns: [
      {
        say: 'ищу однушку в Багеби около 60к',
        expect: {
          minRooms: 1,
          maxRooms: 1,
          district: 'Bagebi',
          minPrice: 54000,
          maxPrice: 66000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'ru-year-exact',
    language: 'ru',
    turns: [
      {
        say: 'трехкомнатную квартиру на Варкетили, 2014 года постройки',
        expect: { minRooms: 3, maxRooms: 3, district: 'Varketili', buildingYear: 2014 },
      },
    ],
  },
  {
    id: 'ru-year-after',
    language: 'ru',
    turns: [
      {
        say: 'новостройка после 2018 года в Дигоми',
        expect: { buildingStatus: 'New', buildingYear: 2019, district: 'Dighomi' },
      },
    ],
  },
  {
    id: 'ru-studio-vera',
    language: 'ru',
    turns: [
      {
        say: 'студия на Вере с ремонтом до 55000',
        expect: { minRooms: 1, maxRooms: 1, district: 'Vera', maxPrice: 55000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'ru-rent-3-months',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'нужна квартира на Сабуртало на 3 месяца, 2 комнаты, до 700$',
        expect: {
          district: 'Saburtalo',
          maxRentDuration: 90,
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 700,
          currency: 'USD',
        },
      },
      { say: 'а подешевле есть?', change: { maxPrice: 595 } },
    ],
  },
  {
    id: 'ru-batumi-sea',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'квартира с видом на море в Батуми в районе Руставели, до 100к',
        expect: { district: 'Rustaveli', maxPrice: 100000, currency: 'USD' },
        wishes: ['seaView'],
      },
      { say: 'высокий этаж, лифт обязательно', change: { hasLift: true }, wishes: ['seaView', 'highFloor'] },
    ],
  },
  {
    id: 'ru-3k-su',
    language: 'ru',
    turns: [
      {
        say: 'Ищу 3к кв в Ваке 2 с/у',
        expect: { minRooms: 3, maxRooms: 3, district: 'Vake', minBathrooms: 2, maxBathrooms: 2 },
      },
    ],
  },
  {
    id: 'ru-two-districts',
    language: 'ru',
    turns: [
      {
        say: 'квартиру в Глдани или Мухиани до 50 тыс',
        expect: { district: 'Gldani', alsoDistricts: ['Mukhiani'], maxPrice: 50000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'ru-english-words',
    language: 'ru',
    turns: [
      {
        say: 'нужна квартира, 2 комнаты, в Vake, с parking',
        expect: { minRooms: 2, maxRooms: 2, district: 'Vake', hasParking: true },
        wishes: [],
      },
    ],
  },
  {
    id: 'ru-unknown-place',
    language: 'ru',
    propertyType: 'House',
    turns: [{ say: 'одноэтажный дом в Табахмела', expect: { minNumberOfFloors: 1, maxNumberOfFloors: 1 } }],
  },
  {
    id: 'ru-not-last',
    language: 'ru',
    turns: [
      {
        say: 'квартира на Сабуртало, не последний этаж',
        expect: { district: 'Saburtalo' },
        wishes: ['notLastFloor'],
      },
    ],
  },
  {
    id: 'ru-floor-9',
    language: 'ru',
    turns: [
      {
        say: 'четырехкомнатная квартира 9 этаж',
        expect: { minRooms: 4, maxRooms: 4, minFloor: 9, maxFloor: 9 },
      },
    ],
  },
  {
    id: 'ru-2h-komn',
    language: 'ru',
    turns: [
      {
        say: '2х комнатная в Дидубе до 65 тыс долл',
        expect: { minRooms: 2, maxRooms: 2, district: 'Didube', maxPrice: 65000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'ru-above-floor',
    language: 'ru',
    turns: [{ say: 'квартира выше 5 этажа, от 70 кв м', expect: { minFloor: 6, minSize: 70 } }],
  },
  {
    id: 'ru-rent-long',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'сниму 2 комнатную квартиру на длительный срок в Ваке с мебелью, тихий двор',
        expect: { minRooms: 2, maxRooms: 2, district: 'Vake', isFurnished: true },
        wishes: ['quiet'],
      },
      { say: 'на год', change: { maxRentDuration: 365 }, wishes: ['quiet'] },
      { say: 'а можно больше комнат', change: { minRooms: 3, maxRooms: null }, wishes: ['quiet'] },
    ],
  },
  {
    id: 'ru-restart',
    language: 'ru',
    turns: [
      {
        say: 'нужно 3 спальни и 2 ванные, бюджет 250-300 тысяч $',
        expect: {
          minBedrooms: 3,
          maxBedrooms: 3,
          minBathrooms: 2,
          maxBathrooms: 2,
          minPrice: 250000,
          maxPrice: 300000,
          currency: 'USD',
        },
      },
      { say: 'давай заново: двушка в Исани', expect: { minRooms: 2, maxRooms: 2, district: 'Isani' } },
    ],
  },
  {
    id: 'ru-lowercase-range',
    language: 'ru',
    turns: [
      { say: 'квартиры в ваке', expect: { district: 'Vake' } },
      { say: 'в диапазоне 100-130к', change: { minPrice: 100000, maxPrice: 130000, currency: 'USD' } },
    ],
  },
  {
    id: 'ru-lari-budget',
    language: 'ru',
    turns: [
      {
        say: 'ищу квартиру в Сабуртало, бюджет 300 000 лари',
        expect: { district: 'Saburtalo', maxPrice: 300000, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'ru-daily-week',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [{ say: 'посуточно на неделю на Вере', expect: { maxRentDuration: 7, district: 'Vera' } }],
  },
  {
    id: 'ru-house-fireplace',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'дом 3 этажа, 5 спален, в Цавкиси, с камином',
        expect: {
          minNumberOfFloors: 3,
          maxNumberOfFloors: 3,
          minBedrooms: 5,
          maxBedrooms: 5,
          district: 'Tsavkisi',
        },
        wishes: ['fireplace'],
      },
    ],
  },
  {
    id: 'ru-typos',
    language: 'ru',
    turns: [
      {
        say: 'кваритра на сабуртола двушка до 100к без мебели',
        expect: {
          district: 'Saburtalo',
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 100000,
          currency: 'USD',
          isFurnished: false,
        },
      },
    ],
  },
  {
    id: 'ru-baksov',
    language: 'ru',
    turns: [
      {
        say: 'трешку в глданни за 80к баксов',
        expect: { minRooms: 3, maxRooms: 3, district: 'Gldani', maxPrice: 80000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'ru-refine-district',
    language: 'ru',
    turns: [
      { say: 'однокомнатная на Вашлиджвари', expect: { minRooms: 1, maxRooms: 1, district: 'Vashlijvari' } },
      {
        say: 'лучше на Сабуртало и с балконом',
        change: { hasBalcony: true, district: 'Saburtalo' },
        wishes: [],
      },
      { say: 'район не важен', change: { district: null }, wishes: [] },
    ],
  },
  {
    id: 'ru-bigger',
    language: 'ru',
    turns: [
      { say: 'квартира от 50 м2 в Надзаладеви', expect: { minSize: 50, district: 'Nadzaladevi' } },
      { say: 'побольше, от 70', change: { minSize: 70 } },
    ],
  },
  {
    id: 'ru-floor-not-higher',
    language: 'ru',
    turns: [
      {
        say: 'не выше 3 этажа, с лифтом не обязательно, Сололаки',
        expect: { maxFloor: 3, district: 'Sololaki' },
      },
    ],
  },
  { id: 'ru-hello', language: 'ru', turns: [{ say: 'Привет! Что посоветуешь?', expect: {} }] },
  {
    id: 'ru-daily-gel',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'квартира посуточно на 2 суток, не дороже 120 лари, с кондиционером, Мтацминда',
        expect: {
          maxRentDuration: 2,
          maxPrice: 120,
          currency: 'GEL',
          district: 'Mtatsminda',
          hasAirConditioning: true,
        },
        wishes: [],
      },
    ],
  },
  {
    id: 'ru-other-daily',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'нужна квартира посуточно в Ваке',
        expect: { district: 'Vake' },
        otherScope: { listingType: 'DailyRent', propertyType: 'Apartment' },
      },
    ],
  },
  {
    id: 'ru-house-bedrooms',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'дом с 4 спальнями от 200 квадратов, Лиси, до 600 тысяч',
        expect: {
          minBedrooms: 4,
          maxBedrooms: 4,
          minSize: 200,
          district: 'Lisi Lake',
          maxPrice: 600000,
          currency: 'USD',
        },
      },
      { say: 'и бассейн желательно', wishes: ['pool'] },
    ],
  },
  {
    id: 'ru-cadastral',
    language: 'ru',
    turns: [{ say: 'кадастровый код 01.10.13.006.012', expect: { cadastralCode: '01.10.13.006.012' } }],
  },
  {
    id: 'ru-bez-posrednikov',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'сниму двушку в ваке без посредников до 700$',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Vake',
          maxPrice: 700,
          currency: 'USD',
          sellerType: 'Owner',
        },
      },
    ],
  },
  {
    id: 'ru-ot-sobstvennika',
    language: 'ru',
    turns: [
      { say: 'квартира от собственника в сабуртало', expect: { district: 'Saburtalo', sellerType: 'Owner' } },
      { say: 'не агентство, с мебелью', change: { isFurnished: true } },
    ],
  },
  {
    id: 'ru-ne-agentstvo',
    language: 'ru',
    turns: [{ say: 'трешка, не агентство', expect: { minRooms: 3, maxRooms: 3, sellerType: 'Owner' } }],
  },
  {
    id: 'ru-ot-zastroyshchika',
    language: 'ru',
    turns: [
      {
        say: 'новостройка от застройщика до 90 тысяч',
        expect: { buildingStatus: 'New', maxPrice: 90000, currency: 'USD', sellerType: 'Developer' },
      },
    ],
  },
];
