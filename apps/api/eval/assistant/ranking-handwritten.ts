import type { City, Language, ListingType } from '@sakhli/shared/enums';
import type { WishKey } from '@sakhli/shared/schemas/assistant';
import type { ReportSectionInput } from '../../src/modules/assistant/score/scorable-listing';
import { floorWishes, type FixtureListing } from './ranking-fixtures';

interface Handwritten {
  language: Language;
  city?: City;
  listingType?: ListingType;
  propertyType?: 'Apartment' | 'House';
  has: WishKey[];
  description: string;
  priceUsd: number;
  size: number;
  floor?: [number, number];
  report?: Record<string, ReportSectionInput>;
}

const listing = (index: number, entry: Handwritten): FixtureListing => ({
  id: `handwritten-${index + 1}`,
  city: entry.city ?? 'Tbilisi',
  listingType: entry.listingType ?? 'Sale',
  propertyType: entry.propertyType ?? 'Apartment',
  language: entry.language,
  has: new Set([...entry.has, ...floorWishes(entry.floor?.[0] ?? null, entry.floor?.[1] ?? null)]),
  description: entry.description,
  priceUsd: entry.priceUsd,
  priceGel: Math.round(entry.priceUsd * 2.7),
  size: entry.size,
  floor: entry.floor?.[0] ?? null,
  totalFloorsBuilding: entry.floor?.[1] ?? null,
  processReport: entry.report ?? null,
});

const rent = { listingType: 'Rent' } as const;
const house = { propertyType: 'House' } as const;
const batumi = { city: 'Batumi' } as const;
const report = (sections: Record<string, [string, boolean]>) =>
  Object.fromEntries(
    Object.entries(sections).map(([name, [text, hasProcessed]]) => [name, { text, hasProcessed }]),
  );

/**
 * Listings written by hand the way owners write when no template helps: other words for the same things
 * ("loggia", "лоджия", "overlooking"), negations ("Лифта нет", "no balcony"), facts only a photo report
 * states. `has` is what the listing really offers.
 */
export const HANDWRITTEN_LISTINGS: readonly FixtureListing[] = (
  [
    {
      language: 'en',
      has: ['balcony', 'view', 'park', 'parking', 'elevator'],
      priceUsd: 265_000,
      size: 110,
      floor: [9, 12],
      description:
        'Spacious 3-room flat on Chavchavadze Ave, 9th floor of 12. Loggia overlooking Vake park, underground garage space included, lift works 24/7.',
    },
    {
      language: 'ru',
      has: ['metro', 'quiet', 'storage'],
      priceUsd: 98_000,
      size: 64,
      floor: [4, 5],
      description:
        'Продается 2-комнатная квартира у метро Руставели. Окна во двор, очень тихо. Лифта нет, 4 этаж из 5. Есть подвал.',
    },
    {
      language: 'ka',
      has: ['metro', 'balcony', 'view', 'mountainView', 'parking'],
      priceUsd: 142_000,
      size: 92,
      floor: [7, 14],
      description:
        'იყიდება 3 ოთახიანი ბინა საბურთალოზე, მეტრო სამედიცინოსთან. დიდი ლოჯია, პანორამული ხედი მთებზე. ავტოსადგომი ეზოში.',
    },
    {
      language: 'en',
      has: ['quiet', 'pets'],
      priceUsd: 72_000,
      size: 38,
      floor: [1, 3],
      description:
        'Cosy studio in Sololaki, ground floor, no balcony. Quiet street, old Tbilisi charm, pets welcome.',
    },
    {
      language: 'ru',
      has: ['sunny', 'airConditioning', 'newKitchen', 'parking'],
      priceUsd: 155_000,
      size: 85,
      floor: [6, 16],
      description:
        'Квартира с евроремонтом в новом доме, солнечная сторона, кондиционеры в каждой комнате, встроенная кухня с техникой. Паркинг за доплату.',
    },
    {
      language: 'ka',
      has: ['heating', 'storage'],
      priceUsd: 180_000,
      size: 95,
      floor: [5, 5],
      description: 'ბინა ვაკეში, ბოლო სართული, ლიფტი არ არის. გათბობა ცენტრალური, სათავსო სარდაფში.',
    },
    {
      language: 'en',
      ...batumi,
      has: ['balcony', 'view', 'seaView'],
      priceUsd: 210_000,
      size: 120,
      floor: [20, 20],
      description: 'Top-floor penthouse with a huge terrace and sea views, Batumi New Boulevard.',
    },
    {
      language: 'ru',
      ...batumi,
      has: ['view', 'seaView', 'pool', 'parking'],
      priceUsd: 95_000,
      size: 55,
      floor: [15, 22],
      description:
        'Апартаменты в Батуми, 15 этаж, панорамный вид на море, бассейн на крыше комплекса, охраняемая парковка.',
    },
    {
      language: 'ka',
      ...batumi,
      has: ['balcony'],
      priceUsd: 68_000,
      size: 44,
      floor: [3, 12],
      description: 'ბინა ახალ ბულვარზე, ზღვამდე 5 წუთი, აივნით. ზღვის ხედი არ აქვს.',
    },
    {
      language: 'en',
      ...rent,
      has: ['pets', 'metro', 'airConditioning', 'balcony'],
      priceUsd: 750,
      size: 52,
      floor: [3, 6],
      description: 'Pet-friendly 1BR near Marjanishvili metro, A/C, washing machine, balcony with plants.',
    },
    {
      language: 'ru',
      ...rent,
      has: ['park', 'school', 'quiet'],
      priceUsd: 600,
      size: 60,
      floor: [2, 9],
      description:
        'Сдается квартира на длительный срок. Животные не допускаются. Рядом парк и школа, тихий район.',
    },
    {
      language: 'ka',
      ...rent,
      has: ['airConditioning', 'pets', 'balcony', 'view', 'cityView'],
      priceUsd: 900,
      size: 70,
      floor: [6, 9],
      description:
        'ქირავდება ბინა ვერაზე, ავეჯით, კონდიციონერით, შინაური ცხოველები დაშვებულია. აივანი გადაჰყურებს ქალაქს.',
    },
    {
      language: 'en',
      ...house,
      has: ['garden', 'pool', 'garage', 'parking', 'fireplace'],
      priceUsd: 420_000,
      size: 260,
      description:
        'Family house in Tskneti with a big garden, BBQ area and swimming pool. Double garage. Fireplace in the living room.',
    },
    {
      language: 'ru',
      ...house,
      has: ['garden', 'fireplace', 'garage', 'parking', 'view', 'mountainView'],
      priceUsd: 310_000,
      size: 210,
      description: 'Дом в Цавкиси, участок 800 м², фруктовый сад, камин, гараж на 2 машины, вид на горы.',
    },
    {
      language: 'ka',
      ...house,
      has: ['mountainView', 'view', 'fireplace', 'parking'],
      priceUsd: 190_000,
      size: 160,
      description: 'სახლი კოჯორში, მთის ხედით, ბუხრით, ეზოში ადგილი 2 მანქანისთვის.',
    },
    {
      language: 'en',
      has: ['sunny', 'metro'],
      priceUsd: 120_000,
      size: 70,
      floor: [2, 5],
      description: 'Renovated flat, very bright, lots of natural light, walk to Rustaveli metro in 3 min.',
    },
    {
      language: 'ru',
      has: ['sunny', 'metro'],
      priceUsd: 88_000,
      size: 66,
      floor: [3, 4],
      description: 'Светлая просторная квартира, но без лифта и без парковки. Рядом метро.',
    },
    {
      language: 'ka',
      has: ['sunny', 'quiet', 'park', 'elevator'],
      priceUsd: 135_000,
      size: 80,
      floor: [8, 16],
      description: 'მზიანი, წყნარი ბინა პარკთან ახლოს, მე-8 სართული 16-დან, ლიფტით.',
    },
    {
      language: 'en',
      has: ['balcony', 'view', 'cityView', 'sunny'],
      priceUsd: 118_000,
      size: 75,
      floor: [5, 10],
      description: '2 bedroom apartment in Saburtalo, 75 m².',
      report: report({
        balconyAndView: ['A glazed balcony with a wide view over the city.', true],
        naturalLightAndWindows: ['Large south-facing windows; rooms are bright and sunny.', true],
        outdoorAreas: ['', false],
      }),
    },
    {
      language: 'ru',
      has: ['parking', 'quiet'],
      priceUsd: 79_000,
      size: 58,
      floor: [3, 9],
      description: 'Квартира в Дидубе, 3 этаж.',
      report: report({
        exteriorAndBuildingSurroundings: [
          'Courtyard parking in front of the building; quiet residential street.',
          true,
        ],
        balconyAndView: ['No balcony.', true],
      }),
    },
    {
      language: 'ka',
      has: [],
      priceUsd: 61_000,
      size: 48,
      floor: [2, 5],
      description: 'ბინა ისანში.',
      report: report({ balconyAndView: ['Balcony with city view', false] }),
    },
    {
      language: 'en',
      has: ['quiet'],
      priceUsd: 83_000,
      size: 57,
      floor: [2, 4],
      description:
        'Apartment on the 2nd floor of a 4-storey building. No elevator, no parking. Quiet courtyard.',
    },
    {
      language: 'ru',
      has: ['view', 'cityView', 'balcony', 'elevator', 'storage'],
      priceUsd: 172_000,
      size: 98,
      floor: [7, 9],
      description: 'Квартира с видом на старый город, 2 балкона, лифт, кладовка.',
    },
    {
      language: 'ka',
      ...rent,
      has: ['metro', 'heating', 'newKitchen'],
      priceUsd: 650,
      size: 62,
      floor: [4, 9],
      description: 'ქირავდება ოროთახიანი ბინა დიდუბეში, მეტროსთან, ცენტრალური გათბობით, ახალი სამზარეულოთი.',
    },
  ] satisfies Handwritten[]
).map((entry, index) => listing(index, entry));
