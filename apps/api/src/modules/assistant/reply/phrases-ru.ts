import { bounded, spanKind, spanText, type ReplyPhrasebook, type Span } from './phrasebook';

/** Russian noun after a number: 1 комната, 2 комнаты, 5 комнат. */
function plural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  return units >= 2 && units <= 4 ? few : many;
}

/** Nominative forms for "2 комнаты" and genitive forms for "от 2 комнат", "до 1 комнаты". */
const NOUNS = {
  size: { nominative: ['м²', 'м²', 'м²'], genitive: ['м²', 'м²'] },
  rooms: { nominative: ['комната', 'комнаты', 'комнат'], genitive: ['комнаты', 'комнат'] },
  bedrooms: { nominative: ['спальня', 'спальни', 'спален'], genitive: ['спальни', 'спален'] },
  bathrooms: { nominative: ['санузел', 'санузла', 'санузлов'], genitive: ['санузла', 'санузлов'] },
  rentDuration: { nominative: ['день', 'дня', 'дней'], genitive: ['дня', 'дней'] },
  numberOfFloors: { nominative: ['этаж', 'этажа', 'этажей'], genitive: ['этажа', 'этажей'] },
} as const;

function counted(field: keyof typeof NOUNS, span: Span): string {
  const { nominative, genitive } = NOUNS[field];
  const kind = spanKind(span);
  if (kind === 'min' || kind === 'max') {
    const value = (span.min ?? span.max) as number;
    const noun = value % 10 === 1 && value % 100 !== 11 ? genitive[0] : genitive[1];
    return `${kind === 'min' ? 'от' : 'до'} ${value} ${noun}`;
  }
  return `${spanText(span)} ${plural((span.max ?? span.min) as number, nominative)}`;
}

export const RUSSIAN_REPLY: ReplyPhrasebook = {
  either: (names) =>
    names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} или ${names.at(-1)}`,
  understood: (parts) => `Понял: ${parts.join(', ')}.`,
  nothingUnderstood: 'Не удалось понять критерии поиска. Попробуйте, например: «двушка в Ваке до 150 000 $».',
  reset: 'Начинаем заново.',
  needsBudget: 'Назовите бюджет, и я подберу варианты дешевле.',
  wishesAdded: (labels) => `Выше покажу варианты, где есть: ${labels.join(', ')}.`,
  wishesRemoved: (labels) => `Больше не учитываю: ${labels.join(', ')}.`,
  matches: (count) =>
    count === 0
      ? 'Пока ничего не подходит: попробуйте расширить цену или выбрать другой район.'
      : `Подходящих объявлений: ${count.toLocaleString('ru-RU')}.`,
  otherScope: (current, other) =>
    `На этой странице — ${current}, а вы спрашиваете про ${other}. Откройте тот поиск, чтобы их увидеть.`,
  scope: ({ listingType, propertyType }) => {
    const noun = propertyType === 'House' ? 'дома' : 'квартиры';
    if (listingType === 'Sale') return `${noun} на продажу`;
    return listingType === 'Rent' ? `${noun} в аренду` : `${noun} посуточно`;
  },
  price: (span, format) =>
    bounded(span, { min: (value) => `от ${value}`, max: (value) => `до ${value}` }, format),
  range: (field, span) => {
    if (field === 'floor') {
      const kind = spanKind(span);
      if (kind === 'min') return `с ${span.min} этажа`;
      if (kind === 'max') return `до ${span.max} этажа`;
      return kind === 'exact' ? `${span.min} этаж` : `этажи ${spanText(span)}`;
    }
    if (field === 'rentDuration') return `минимальный срок аренды ${counted(field, span)}`;
    if (field === 'numberOfFloors') return `этажность: ${counted(field, span)}`;
    return counted(field, span);
  },
  buildingStatus: { New: 'новостройка', Old: 'старый фонд', Ongoing: 'строящийся дом' },
  renovationStatus: {
    NewRenovated: 'новый ремонт',
    OldRenovated: 'старый ремонт',
    GreenFrame: 'зелёный каркас',
    WhiteFrame: 'белый каркас',
    BlackFrame: 'чёрный каркас',
  },
  furnished: (isFurnished) => (isFurnished ? 'с мебелью' : 'мебель не обязательна'),
  sellerType: {
    Owner: 'от собственника, без посредников',
    Agency: 'от агентства',
    Developer: 'от застройщика',
  },
  buildingYear: (year) => `год постройки не раньше ${year}`,
  cadastralCode: (code) => `кадастровый код ${code}`,
  heating: {
    Central: 'центральное отопление',
    IndividualGasBoiler: 'индивидуальный газовый котёл',
    Electric: 'электрическое отопление',
    None: 'без отопления',
  },
  amenity: {
    hasAirConditioning: 'с кондиционером',
    hasBalcony: 'с балконом или лоджией',
    hasLift: 'с лифтом',
    hasParking: 'с парковкой',
    petsAllowed: 'можно с животными',
  },
  metroWalk: (minutes) => `до метро не больше ${minutes} минут пешком`,
  cleared: {
    price: 'любая цена',
    size: 'любая площадь',
    rooms: 'любое количество комнат',
    bedrooms: 'любое количество спален',
    bathrooms: 'любое количество санузлов',
    floor: 'любой этаж',
    rentDuration: 'любой срок аренды',
    numberOfFloors: 'любая этажность',
    district: 'любой район',
    buildingStatus: 'любой дом',
    renovationStatus: 'любое состояние',
    isFurnished: 'с мебелью или без',
    buildingYear: 'любой год постройки',
    cadastralCode: 'без кадастрового кода',
    sellerType: 'любой продавец',
    heating: 'любое отопление',
    hasAirConditioning: 'кондиционер не обязателен',
    hasBalcony: 'балкон не обязателен',
    hasLift: 'лифт не обязателен',
    hasParking: 'парковка не обязательна',
    petsAllowed: 'с животными или без',
    maxMetroWalkMinutes: 'на любом расстоянии от метро',
  },
  wish: {
    balcony: 'балкон',
    view: 'красивый вид',
    seaView: 'вид на море',
    cityView: 'вид на город',
    mountainView: 'вид на горы',
    quiet: 'тишина',
    metro: 'метро рядом',
    parking: 'парковка',
    sunny: 'солнечная сторона',
    pets: 'можно с животными',
    elevator: 'лифт',
    garden: 'сад или двор',
    garage: 'гараж',
    pool: 'бассейн',
    newKitchen: 'новая кухня',
    airConditioning: 'кондиционер',
    heating: 'отопление',
    storage: 'кладовая',
    fireplace: 'камин',
    school: 'школа рядом',
    park: 'парк рядом',
    highFloor: 'высокий этаж',
    lowFloor: 'невысокий этаж',
    notLastFloor: 'не последний этаж',
  },
};
