import { bounded, spanKind, spanText, type ReplyPhrasebook, type Span } from './phrasebook';

/** Georgian keeps the noun singular after a number: 2 ოთახი, 3 საძინებელი. */
const NOUNS = {
  size: 'მ²',
  rooms: 'ოთახი',
  bedrooms: 'საძინებელი',
  bathrooms: 'სააბაზანო',
  rentDuration: 'დღე',
  numberOfFloors: 'სართული',
} as const;

function counted(field: keyof typeof NOUNS, span: Span): string {
  return `${bounded(span, { min: (value) => `მინიმუმ ${value}`, max: (value) => `მაქსიმუმ ${value}` })} ${NOUNS[field]}`;
}

export const GEORGIAN_REPLY: ReplyPhrasebook = {
  either: (names) =>
    names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ან ${names.at(-1)}`,
  understood: (parts) => `გასაგებია: ${parts.join(', ')}.`,
  nothingUnderstood: 'ვერ გავიგე, რას ეძებთ. სცადეთ, მაგალითად: „ოროთახიანი ბინა ვაკეში 150 000 $-მდე“.',
  reset: 'თავიდან ვიწყებთ.',
  needsBudget: 'მითხარით ბიუჯეტი და უფრო იაფ ვარიანტებს მოგიძებნით.',
  wishesAdded: (labels) => `უპირატესობას მივანიჭებ განცხადებებს, სადაც არის: ${labels.join(', ')}.`,
  wishesRemoved: (labels) => `აღარ ვითვალისწინებ: ${labels.join(', ')}.`,
  matches: (count) =>
    count === 0
      ? 'ჯერჯერობით ვერაფერი მოიძებნა: სცადეთ ფასის გაზრდა ან სხვა უბანი.'
      : `მოიძებნა ${count.toLocaleString('ka-GE')} განცხადება.`,
  otherScope: (current, other) =>
    `ამ გვერდზე ნაჩვენებია ${current}, თქვენ კი ეძებთ: ${other}. გახსენით ის ძიება, რომ ნახოთ.`,
  scope: ({ listingType, propertyType }) => {
    const noun = propertyType === 'House' ? 'სახლები' : 'ბინები';
    if (listingType === 'Sale') return `იყიდება ${noun}`;
    return listingType === 'Rent' ? `ქირავდება ${noun}` : `დღიურად ქირავდება ${noun}`;
  },
  price: (span, format) =>
    bounded(span, { min: (value) => `${value}-დან`, max: (value) => `${value}-მდე` }, format),
  range: (field, span) => {
    if (field === 'floor') {
      const kind = spanKind(span);
      if (kind === 'min') return `მე-${span.min} სართულიდან`;
      if (kind === 'max') return `მე-${span.max} სართულამდე`;
      return kind === 'exact' ? `მე-${span.min} სართული` : `სართული ${spanText(span)}`;
    }
    if (field === 'rentDuration') return `მინიმალური ვადა: ${counted(field, span)}`;
    if (field === 'numberOfFloors') return `სართულიანობა: ${counted(field, span)}`;
    return counted(field, span);
  },
  buildingStatus: { New: 'ახალი აშენებული', Old: 'ძველი აშენებული', Ongoing: 'მშენებარე' },
  renovationStatus: {
    NewRenovated: 'ახალი რემონტით',
    OldRenovated: 'ძველი რემონტით',
    GreenFrame: 'მწვანე კარკასი',
    WhiteFrame: 'თეთრი კარკასი',
    BlackFrame: 'შავი კარკასი',
  },
  furnished: (isFurnished) => (isFurnished ? 'ავეჯით' : 'ავეჯი სავალდებულო არ არის'),
  sellerType: {
    Owner: 'მესაკუთრისგან, შუამავლის გარეშე',
    Agency: 'სააგენტოსგან',
    Developer: 'დეველოპერისგან',
  },
  buildingYear: (year) => `აშენებული ${year} წლიდან`,
  cadastralCode: (code) => `საკადასტრო კოდი ${code}`,
  heating: {
    Central: 'ცენტრალური გათბობა',
    IndividualGasBoiler: 'ინდივიდუალური გაზის ქვაბი',
    Electric: 'ელექტრო გათბობა',
    None: 'გათბობის გარეშე',
  },
  amenity: {
    hasAirConditioning: 'კონდიციონერით',
    hasBalcony: 'აივნით ან ლოჯიით',
    hasLift: 'ლიფტით',
    hasParking: 'პარკინგით',
    petsAllowed: 'შინაური ცხოველები დაშვებულია',
  },
  metroWalk: (minutes) => `მეტრომდე არაუმეტეს ${minutes} წუთი ფეხით`,
  cleared: {
    price: 'ნებისმიერი ფასი',
    size: 'ნებისმიერი ფართი',
    rooms: 'ოთახების ნებისმიერი რაოდენობა',
    bedrooms: 'საძინებლების ნებისმიერი რაოდენობა',
    bathrooms: 'სააბაზანოების ნებისმიერი რაოდენობა',
    floor: 'ნებისმიერი სართული',
    rentDuration: 'ნებისმიერი ვადა',
    numberOfFloors: 'ნებისმიერი სართულიანობა',
    district: 'ნებისმიერი უბანი',
    buildingStatus: 'ნებისმიერი შენობა',
    renovationStatus: 'ნებისმიერი მდგომარეობა',
    isFurnished: 'ავეჯით ან მის გარეშე',
    buildingYear: 'აშენების ნებისმიერი წელი',
    cadastralCode: 'საკადასტრო კოდის გარეშე',
    sellerType: 'ნებისმიერი გამყიდველი',
    heating: 'ნებისმიერი გათბობა',
    hasAirConditioning: 'კონდიციონერი სავალდებულო არ არის',
    hasBalcony: 'აივანი სავალდებულო არ არის',
    hasLift: 'ლიფტი სავალდებულო არ არის',
    hasParking: 'პარკინგი სავალდებულო არ არის',
    petsAllowed: 'ცხოველებით ან მათ გარეშე',
    maxMetroWalkMinutes: 'მეტროდან ნებისმიერ მანძილზე',
  },
  wish: {
    balcony: 'აივანი',
    view: 'ხედი',
    seaView: 'ზღვის ხედი',
    cityView: 'ხედი ქალაქზე',
    mountainView: 'მთის ხედი',
    quiet: 'წყნარი გარემო',
    metro: 'მეტრო ახლოს',
    parking: 'პარკინგი',
    sunny: 'მზიანი ოთახები',
    pets: 'შინაური ცხოველები დაშვებულია',
    elevator: 'ლიფტი',
    garden: 'ბაღი ან ეზო',
    garage: 'ავტოფარეხი',
    pool: 'აუზი',
    newKitchen: 'ახალი სამზარეულო',
    airConditioning: 'კონდიციონერი',
    heating: 'გათბობა',
    storage: 'სათავსო',
    fireplace: 'ბუხარი',
    school: 'სკოლა ახლოს',
    park: 'პარკი ახლოს',
    highFloor: 'მაღალი სართული',
    lowFloor: 'დაბალი სართული',
    notLastFloor: 'არა ბოლო სართული',
  },
};
