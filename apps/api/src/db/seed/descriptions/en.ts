import { fittingAdjectives, type ListingFacts, type Phrasebook } from './facts';

const ADJECTIVES = [
  ['Bright', 'plain'],
  ['Spacious', 'spacious'],
  ['Cosy', 'plain'],
  ['Comfortable', 'plain'],
  ['Renovated', 'renovated'],
  ['Lovely', 'plain'],
] as const;
const FLOORS = ['', 'Single-storey', 'Two-storey', 'Three-storey'];

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const apartment = (facts: ListingFacts) =>
  facts.rooms <= 1 ? 'studio apartment' : `${facts.rooms}-room apartment`;

const RENOVATION = {
  NewRenovated: 'newly renovated',
  OldRenovated: 'with an older renovation',
  WhiteFrame: 'white frame',
  GreenFrame: 'green frame',
  BlackFrame: 'black frame (shell)',
} as const;

export const english: Phrasebook = {
  opening(facts, random) {
    const where = facts.district.inEng;
    const street = facts.street.nameEng;
    const adjective = random.pick(fittingAdjectives(facts, ADJECTIVES));
    switch (facts.propertyType) {
      case 'House': {
        const kind = `${FLOORS[facts.numberOfFloors ?? 1] ?? 'Multi-storey'} house`;
        if (facts.listingType === 'Sale')
          return random.pick([
            `${kind} for sale ${where}, on ${street}.`,
            `For sale: ${adjective.toLowerCase()} family house with a yard ${where}.`,
          ]);
        if (facts.listingType === 'Rent')
          return `${adjective} house for long-term rent ${where}, on ${street}.`;
        return `House for daily rent ${where}: ideal for a family holiday or a weekend with friends.`;
      }
      case 'CommercialSpace':
        return `Commercial space for ${facts.listingType === 'Sale' ? 'sale' : 'rent'} ${where}, on ${street}.`;
      case 'Land':
        return random.pick([
          `Plot of land for sale ${where}.`,
          `For sale: land plot on ${street}, ${facts.district.nameEng}.`,
        ]);
      default:
        if (facts.listingType === 'Sale') {
          return random.pick([
            `${adjective} ${apartment(facts)} for sale ${where}, on ${street}.`,
            `For sale: ${apartment(facts)} ${where} (${street}).`,
          ]);
        }
        if (facts.listingType === 'Rent') {
          return random.pick([
            `${adjective} ${apartment(facts)} for long-term rent ${where}, on ${street}.`,
            `For rent: ${apartment(facts)} on ${street}, ${facts.district.nameEng}.`,
          ]);
        }
        return random.pick([
          `${adjective} apartment for daily rent ${where}, on ${street}: perfect for a city break.`,
          `Daily rent: ${apartment(facts)} ${where}.`,
        ]);
    }
  },
  layout(facts, random) {
    const floor = facts.floor && facts.totalFloors ? ` Floor ${facts.floor} of ${facts.totalFloors}.` : '';
    if (facts.propertyType === 'Land') return `The plot is ${facts.size} m², zoned for building.`;
    if (facts.propertyType === 'House') {
      return `${facts.size} m² of living space on a ${facts.landArea ?? 0} m² plot, with ${plural(facts.bedrooms, 'bedroom')} and ${plural(facts.bathrooms, 'bathroom')}.`;
    }
    if (facts.propertyType === 'CommercialSpace')
      return `${facts.size} m², ${plural(facts.bathrooms, 'WC')}.${floor}`;
    if (facts.bedrooms === 0) return `${facts.size} m² open-plan layout.${floor}`;
    return (
      random.pick([
        `${facts.size} m² with ${plural(facts.bedrooms, 'bedroom')} and ${plural(facts.bathrooms, 'bathroom')}.`,
        `Total area ${facts.size} m²: ${plural(facts.bedrooms, 'bedroom')}, ${plural(facts.bathrooms, 'bathroom')} and a living room.`,
      ]) + floor
    );
  },
  building(facts) {
    if (facts.propertyType === 'Land') return undefined;
    const renovation = RENOVATION[facts.renovationStatus];
    if (facts.buildingStatus === 'Ongoing')
      return `Building under construction, completion in ${facts.buildingYear ?? ''}; delivered as ${renovation}.`;
    if (facts.buildingStatus === 'New')
      return `New building${facts.buildingYear ? ` (${facts.buildingYear})` : ''}, ${renovation}.`;
    if (facts.buildingYear && facts.buildingYear < 1950)
      return `Historic building from ${facts.buildingYear}, ${renovation}.`;
    return `Built in ${facts.buildingYear ?? 'the Soviet era'}, ${renovation}.`;
  },
  feature: {
    balcony: ['a balcony', 'a large balcony', 'a glazed balcony'],
    parking: ['parking', 'underground parking', 'a parking space in the yard'],
    quiet: ['a quiet courtyard', 'a calm, quiet street'],
    sunny: ['sunny, bright rooms', 'a sunny side'],
    pets: ['pets welcome'],
    heating: ['central heating', 'its own gas boiler'],
    elevator: ['a lift'],
    airConditioning: ['air conditioning', 'air conditioning in every room'],
    storage: ['a storage room', 'a cellar'],
    garden: ['a well-kept garden with fruit trees', 'a garden'],
    garage: ['a garage'],
    fireplace: ['a fireplace'],
    renovatedKitchen: ['a new fitted kitchen with appliances', 'a fully equipped kitchen'],
  },
  view: {
    city: ['a city view', 'a great view over the city'],
    mountains: ['a mountain view'],
    sea: ['a sea view'],
    park: ['a view of the park'],
    oldTown: ['a view of Old Tbilisi'],
  },
  metro: (station, minutes) => `${minutes} minutes' walk to ${station} metro station.`,
  featuresIntro: 'It has ',
  and: 'and',
  surroundings: [
    'Schools, a kindergarten and a supermarket are nearby.',
    'Everything within walking distance: pharmacies, shops and cafés.',
    'A park and public transport stops are close by.',
    'Well-developed neighbourhood with all amenities.',
  ],
  terms(facts, random) {
    const days = facts.rentDuration;
    if (!days) return undefined;
    if (facts.listingType === 'DailyRent')
      return random.pick([
        `Minimum stay ${plural(days, 'night')}.`,
        `Minimum stay ${plural(days, 'night')}; bed linen and towels provided.`,
      ]);
    const period = days >= 365 ? '1 year' : plural(Math.round(days / 30), 'month');
    return random.pick([
      `Minimum lease ${period}.`,
      `Minimum lease ${period}; first month and a deposit in advance.`,
    ]);
  },
  closings: [
    'Price negotiable.',
    'Call any time.',
    'Owner, no agency fee.',
    'All documents in order.',
    'Viewings any day.',
  ],
};
