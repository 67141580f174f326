import { fittingAdjectives, type ListingFacts, type Phrasebook } from './facts';

/** Russian noun forms after a number: 1 спальня, 2 спальни, 5 спален. */
function plural(count: number, one: string, few: string, many: string): string {
  const tens = count % 100;
  const units = count % 10;
  const word = tens >= 11 && tens <= 14 ? many : units === 1 ? one : units >= 2 && units <= 4 ? few : many;
  return `${count} ${word}`;
}

const ADJECTIVES = [
  [['светлая', 'светлую'], 'plain'],
  [['просторная', 'просторную'], 'spacious'],
  [['уютная', 'уютную'], 'plain'],
  [['отремонтированная', 'отремонтированную'], 'renovated'],
] as const;
const FLOORS = ['', 'одноэтажный', 'двухэтажный', 'трёхэтажный'];

const apartment = (facts: ListingFacts) =>
  facts.rooms <= 1 ? 'квартира-студия' : `${facts.rooms}-комнатная квартира`;

const RENOVATION = {
  NewRenovated: 'новый ремонт',
  OldRenovated: 'старый ремонт',
  WhiteFrame: 'белый каркас',
  GreenFrame: 'зелёный каркас',
  BlackFrame: 'чёрный каркас',
} as const;

export const russian: Phrasebook = {
  opening(facts, random) {
    const where = facts.district.inRus;
    const [adjective, adjectiveAccusative] = random.pick(
      fittingAdjectives<readonly [string, string]>(facts, ADJECTIVES),
    );
    switch (facts.propertyType) {
      case 'House':
        if (facts.listingType === 'Sale')
          return `Продаётся ${FLOORS[facts.numberOfFloors ?? 1] ?? 'многоэтажный'} частный дом ${where}.`;
        if (facts.listingType === 'Rent') return `Сдаётся частный дом ${where} на длительный срок.`;
        return `Посуточно сдаётся дом ${where} — отлично для семьи или компании друзей.`;
      case 'CommercialSpace':
        return `${facts.listingType === 'Sale' ? 'Продаётся' : 'Сдаётся'} коммерческое помещение ${where}.`;
      case 'Land':
        return `Продаётся земельный участок ${where}.`;
      default:
        if (facts.listingType === 'Sale')
          return random.pick([
            `Продаётся ${apartment(facts)} ${where}.`,
            `Продаю ${adjectiveAccusative} квартиру ${where}.`,
          ]);
        if (facts.listingType === 'Rent')
          return random.pick([
            `Сдаётся ${apartment(facts)} ${where} на длительный срок.`,
            `Сдаю ${adjectiveAccusative} квартиру ${where}.`,
          ]);
        return random.pick([
          `Посуточно сдаётся ${adjective} квартира ${where}.`,
          `Квартира посуточно ${where} — идеально для отдыха.`,
        ]);
    }
  },
  layout(facts, random) {
    const floor = facts.floor && facts.totalFloors ? ` Этаж ${facts.floor} из ${facts.totalFloors}.` : '';
    const bedrooms = plural(facts.bedrooms, 'спальня', 'спальни', 'спален');
    const bathrooms = plural(facts.bathrooms, 'санузел', 'санузла', 'санузлов');
    if (facts.propertyType === 'Land')
      return `Площадь участка ${facts.size} м², несельскохозяйственного назначения.`;
    if (facts.propertyType === 'House')
      return `Площадь дома ${facts.size} м², участок ${facts.landArea ?? 0} м²; ${bedrooms}, ${bathrooms}.`;
    if (facts.propertyType === 'CommercialSpace') return `Площадь ${facts.size} м², ${bathrooms}.${floor}`;
    if (facts.bedrooms === 0) return `Площадь ${facts.size} м², открытая планировка.${floor}`;
    return (
      random.pick([
        `Площадь ${facts.size} м², ${bedrooms}, ${bathrooms}.`,
        `Общая площадь ${facts.size} м²: гостиная, ${bedrooms} и ${bathrooms}.`,
      ]) + floor
    );
  },
  building(facts) {
    if (facts.propertyType === 'Land') return undefined;
    const renovation = RENOVATION[facts.renovationStatus];
    if (facts.buildingStatus === 'Ongoing')
      return `Строящийся дом, сдача в ${facts.buildingYear ?? ''} году; состояние при сдаче — ${renovation}.`;
    if (facts.buildingStatus === 'New')
      return `Новостройка${facts.buildingYear ? ` ${facts.buildingYear} года` : ''}, ${renovation}.`;
    if (facts.buildingYear && facts.buildingYear < 1950)
      return `Исторический дом ${facts.buildingYear} года, ${renovation}.`;
    return `Дом ${facts.buildingYear ? `${facts.buildingYear} года` : 'советской'} постройки, ${renovation}.`;
  },
  feature: {
    balcony: ['балкон', 'просторный балкон', 'застеклённый балкон'],
    parking: ['парковка', 'подземный паркинг', 'место для машины во дворе'],
    quiet: ['тихий двор', 'спокойная улица'],
    sunny: ['солнечная сторона', 'светлые комнаты'],
    pets: ['можно с домашними животными'],
    heating: ['центральное отопление', 'индивидуальный газовый котёл'],
    elevator: ['лифт'],
    airConditioning: ['кондиционер', 'кондиционеры во всех комнатах'],
    storage: ['кладовая', 'подвал'],
    garden: ['ухоженный сад с фруктовыми деревьями', 'сад'],
    garage: ['гараж'],
    fireplace: ['камин'],
    renovatedKitchen: ['новая кухня со встроенной техникой', 'полностью оборудованная кухня'],
  },
  view: {
    city: ['вид на город', 'красивый вид на город'],
    mountains: ['вид на горы'],
    sea: ['вид на море'],
    park: ['вид на парк'],
    oldTown: ['вид на Старый Тбилиси'],
  },
  metro: (station, minutes) =>
    `До метро «${station}» ${plural(minutes, 'минута', 'минуты', 'минут')} пешком.`,
  featuresIntro: 'Преимущества: ',
  and: 'и',
  surroundings: [
    'Рядом школа, детский сад и супермаркет.',
    'Вся инфраструктура в шаговой доступности: аптеки, магазины, кафе.',
    'Рядом парк и остановка общественного транспорта.',
    'Развитая инфраструктура района.',
  ],
  terms(facts, random) {
    const days = facts.rentDuration;
    if (!days) return undefined;
    if (facts.listingType === 'DailyRent') {
      const nights = plural(days, 'ночь', 'ночи', 'ночей');
      return random.pick([
        `Минимум ${nights}.`,
        `Минимум ${nights}; постельное бельё и полотенца предоставляются.`,
      ]);
    }
    const period = days >= 365 ? 'год' : plural(Math.round(days / 30), 'месяц', 'месяца', 'месяцев');
    return random.pick([
      `Минимальный срок аренды — ${period}.`,
      `Минимальный срок — ${period}; оплата помесячно, депозит — одна месячная плата.`,
    ]);
  },
  closings: [
    'Цена договорная.',
    'Звоните в любое время.',
    'Собственник, без комиссии.',
    'Документы в порядке.',
    'Покажем в удобное для вас время.',
  ],
};
