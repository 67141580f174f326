import { bounded, spanKind, spanText, type ReplyPhrasebook, type Span } from './phrasebook';

const NOUNS = {
  size: ['m²', 'm²'],
  rooms: ['room', 'rooms'],
  bedrooms: ['bedroom', 'bedrooms'],
  bathrooms: ['bathroom', 'bathrooms'],
  rentDuration: ['day', 'days'],
  numberOfFloors: ['storey', 'storeys'],
} as const;

function counted(field: keyof typeof NOUNS, span: Span): string {
  const [one, many] = NOUNS[field];
  const last = span.max ?? span.min ?? 0;
  const noun = last === 1 ? one : many;
  return `${bounded(span, { min: (value) => `at least ${value}`, max: (value) => `up to ${value}` })} ${noun}`;
}

export const ENGLISH_REPLY: ReplyPhrasebook = {
  either: (names) =>
    names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`,
  understood: (parts) => `Got it: ${parts.join(', ')}.`,
  nothingUnderstood:
    'I could not find search criteria in that. Try, for example: “2 bedrooms in Vake up to $150,000”.',
  reset: 'Starting over.',
  needsBudget: 'Tell me a budget and I will look for cheaper ones.',
  wishesAdded: (labels) => `I will rank higher the listings with ${labels.join(', ')}.`,
  wishesRemoved: (labels) => `No longer ranking by ${labels.join(', ')}.`,
  matches: (count) =>
    count === 0
      ? 'No listings match yet: try a wider price range or another district.'
      : `${count.toLocaleString('en-US')} ${count === 1 ? 'listing matches' : 'listings match'}.`,
  otherScope: (current, other) =>
    `This page shows ${current}; you are asking about ${other}. Open that search to see them.`,
  scope: ({ listingType, propertyType }) => {
    const noun = propertyType === 'House' ? 'houses' : 'apartments';
    if (listingType === 'Sale') return `${noun} for sale`;
    return listingType === 'Rent' ? `${noun} for rent` : `${noun} for daily rent`;
  },
  price: (span, format) =>
    bounded(span, { min: (value) => `from ${value}`, max: (value) => `up to ${value}` }, format),
  range: (field, span) => {
    if (field === 'floor') {
      const kind = spanKind(span);
      if (kind === 'min') return `from floor ${span.min}`;
      if (kind === 'max') return `up to floor ${span.max}`;
      return kind === 'exact' ? `floor ${span.min}` : `floors ${spanText(span)}`;
    }
    if (field === 'rentDuration') return `a minimum stay of ${counted(field, span)}`;
    return counted(field, span);
  },
  buildingStatus: { New: 'new building', Old: 'old building', Ongoing: 'under construction' },
  renovationStatus: {
    NewRenovated: 'newly renovated',
    OldRenovated: 'old renovation',
    GreenFrame: 'green frame',
    WhiteFrame: 'white frame',
    BlackFrame: 'black frame',
  },
  furnished: (isFurnished) => (isFurnished ? 'furnished' : 'furniture not required'),
  sellerType: { Owner: 'from the owner, no agents', Agency: 'from an agency', Developer: 'from a developer' },
  buildingYear: (year) => `built in ${year} or later`,
  cadastralCode: (code) => `cadastral code ${code}`,
  heating: {
    Central: 'central heating',
    IndividualGasBoiler: 'an individual gas boiler',
    Electric: 'electric heating',
    None: 'no heating',
  },
  amenity: {
    hasAirConditioning: 'with air conditioning',
    hasBalcony: 'with a balcony or loggia',
    hasLift: 'with a lift',
    hasParking: 'with parking',
    petsAllowed: 'pets allowed',
  },
  metroWalk: (minutes) => `within ${minutes} minutes' walk of the metro`,
  cleared: {
    price: 'any price',
    size: 'any size',
    rooms: 'any number of rooms',
    bedrooms: 'any number of bedrooms',
    bathrooms: 'any number of bathrooms',
    floor: 'any floor',
    rentDuration: 'any minimum stay',
    numberOfFloors: 'any number of storeys',
    district: 'any district',
    buildingStatus: 'any building',
    renovationStatus: 'any condition',
    isFurnished: 'with or without furniture',
    buildingYear: 'any building year',
    cadastralCode: 'no cadastral code',
    sellerType: 'any seller',
    heating: 'any heating',
    hasAirConditioning: 'air conditioning not required',
    hasBalcony: 'balcony not required',
    hasLift: 'lift not required',
    hasParking: 'parking not required',
    petsAllowed: 'with or without pets',
    maxMetroWalkMinutes: 'any distance from the metro',
  },
  wish: {
    balcony: 'a balcony',
    view: 'a view',
    seaView: 'a sea view',
    cityView: 'a city view',
    mountainView: 'a mountain view',
    quiet: 'quiet surroundings',
    metro: 'a metro nearby',
    parking: 'parking',
    sunny: 'sunny, bright rooms',
    pets: 'pets allowed',
    elevator: 'a lift',
    garden: 'a garden or yard',
    garage: 'a garage',
    pool: 'a pool',
    newKitchen: 'a new kitchen',
    airConditioning: 'air conditioning',
    heating: 'heating',
    storage: 'storage',
    fireplace: 'a fireplace',
    school: 'schools nearby',
    park: 'a park nearby',
    highFloor: 'a high floor',
    lowFloor: 'a low floor',
    notLastFloor: 'not the top floor',
  },
};
