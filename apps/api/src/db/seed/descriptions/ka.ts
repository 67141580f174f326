import { fittingAdjectives, type ListingFacts, type Phrasebook } from './facts';

/** "ჭავჭავაძის გამზირი" → "ჭავჭავაძის გამზირზე": where something is, on a street. */
function onStreet(name: string): string {
  if (name.endsWith('შესახვევი') || name.endsWith('მიკრორაიონი')) return `${name.slice(0, -1)}ში`;
  return name.endsWith('ი') ? `${name.slice(0, -1)}ზე` : `${name}ზე`;
}

const ADJECTIVES = [
  ['ნათელი', 'plain'],
  ['ფართო', 'spacious'],
  ['მყუდრო', 'plain'],
  ['კომფორტული', 'plain'],
  ['გარემონტებული', 'renovated'],
] as const;

const apartment = (facts: ListingFacts) =>
  facts.rooms <= 1 ? 'სტუდიო ტიპის ბინა' : `${facts.rooms}-ოთახიანი ბინა`;
const apartmentDative = (facts: ListingFacts) =>
  facts.rooms <= 1 ? 'სტუდიო ტიპის ბინას' : `${facts.rooms}-ოთახიან ბინას`;

const RENOVATION = {
  NewRenovated: 'ახალი რემონტით',
  OldRenovated: 'ძველი რემონტით',
  WhiteFrame: 'თეთრი კარკასი',
  GreenFrame: 'მწვანე კარკასი',
  BlackFrame: 'შავი კარკასი',
} as const;

export const georgian: Phrasebook = {
  opening(facts, random) {
    const where = facts.district.inGeo;
    const street = onStreet(facts.street.nameGeo);
    const adjective = random.pick(fittingAdjectives(facts, ADJECTIVES));
    switch (facts.propertyType) {
      case 'House': {
        const floors = facts.numberOfFloors ?? 1;
        if (facts.listingType === 'Sale')
          return random.pick([
            `იყიდება ${floors}-სართულიანი კერძო სახლი ${where}, ${street}.`,
            `${where} იყიდება ${adjective} კერძო სახლი ეზოთი.`,
          ]);
        if (facts.listingType === 'Rent') return `ქირავდება ${adjective} კერძო სახლი ${where}, ${street}.`;
        return `დღიურად ქირავდება სახლი ${where} — იდეალურია ოჯახისთვის ან მეგობრებთან ერთად დასასვენებლად.`;
      }
      case 'CommercialSpace':
        return `${facts.listingType === 'Sale' ? 'იყიდება' : 'ქირავდება'} კომერციული ფართი ${where}, ${street}.`;
      case 'Land':
        return random.pick([
          `იყიდება მიწის ნაკვეთი ${where}.`,
          `${where}, ${street}, იყიდება მიწის ნაკვეთი.`,
        ]);
      default:
        if (facts.listingType === 'Sale') {
          return random.pick([
            `იყიდება ${apartment(facts)} ${where}, ${street}.`,
            `${where} იყიდება ${adjective} ${apartment(facts)}.`,
            `გთავაზობთ ${apartmentDative(facts)} ${where}, ${street}.`,
          ]);
        }
        if (facts.listingType === 'Rent') {
          return random.pick([
            `ქირავდება ${apartment(facts)} ${where}, ${street}.`,
            `გრძელვადიანი ქირით გაიცემა ${adjective} ${apartment(facts)} ${where}.`,
          ]);
        }
        return random.pick([
          `დღიურად ქირავდება ${apartment(facts)} ${where}, ${street}.`,
          `ქირავდება დღიურად: ${adjective} ბინა ${where}, იდეალურია დასასვენებლად.`,
        ]);
    }
  },
  layout(facts, random) {
    const floor = facts.floor && facts.totalFloors ? ` სართული: ${facts.floor}/${facts.totalFloors}.` : '';
    if (facts.propertyType === 'Land')
      return `ნაკვეთის ფართი ${facts.size} კვ.მ, არასასოფლო-სამეურნეო დანიშნულების.`;
    if (facts.propertyType === 'House') {
      return `სახლის ფართი ${facts.size} კვ.მ, მიწის ფართი ${facts.landArea ?? 0} კვ.მ; ${facts.bedrooms} საძინებელი, ${facts.bathrooms} სველი წერტილი.`;
    }
    if (facts.propertyType === 'CommercialSpace')
      return `ფართი ${facts.size} კვ.მ, ${facts.bathrooms} სველი წერტილი.${floor}`;
    if (facts.bedrooms === 0) return `საერთო ფართი ${facts.size} კვ.მ.${floor}`;
    return (
      random.pick([
        `ფართი ${facts.size} კვ.მ: ${facts.bedrooms} საძინებელი, ${facts.bathrooms} სველი წერტილი.`,
        `ბინის საერთო ფართია ${facts.size} მ², აქვს ${facts.bedrooms} საძინებელი და ${facts.bathrooms} სააბაზანო.`,
      ]) + floor
    );
  },
  building(facts) {
    if (facts.propertyType === 'Land') return undefined;
    const renovation = RENOVATION[facts.renovationStatus];
    if (facts.buildingStatus === 'Ongoing')
      return `მშენებარე პროექტი, ჩაბარება ${facts.buildingYear ?? ''} წელს; ფართი გადაეცემა მდგომარეობით: ${renovation}.`;
    if (facts.buildingStatus === 'New')
      return `ახალი აშენებული${facts.buildingYear ? ` (${facts.buildingYear} წ.)` : ''}, ${renovation}.`;
    if (facts.buildingYear && facts.buildingYear < 1950)
      return `ისტორიული შენობა, აშენებულია ${facts.buildingYear} წელს; ${renovation}.`;
    return `ძველი აშენებული${facts.buildingYear ? `, ${facts.buildingYear} წლის` : ''}, ${renovation}.`;
  },
  feature: {
    balcony: ['აივანი', 'ვრცელი აივანი', 'შემინული აივანი'],
    parking: ['ავტოსადგომი', 'მიწისქვეშა პარკინგი', 'ეზოში პარკირების ადგილი'],
    quiet: ['მშვიდი, წყნარი ეზო', 'წყნარი გარემო'],
    sunny: ['მზიანი მხარე', 'ნათელი, მზიანი ოთახები'],
    pets: ['შინაური ცხოველები დაშვებულია'],
    heating: ['ცენტრალური გათბობა', 'ინდივიდუალური გათბობა'],
    elevator: ['ლიფტი'],
    airConditioning: ['კონდიციონერი', 'კონდიციონერები ყველა ოთახში'],
    storage: ['სათავსო', 'სარდაფი'],
    garden: ['მოვლილი ეზო ხეხილით', 'ბაღი'],
    garage: ['ავტოფარეხი'],
    fireplace: ['ბუხარი'],
    renovatedKitchen: ['ახალი სამზარეულო ჩაშენებული ტექნიკით', 'სრულად აღჭურვილი სამზარეულო'],
  },
  view: {
    city: ['ხედი ქალაქზე', 'ლამაზი ხედი ქალაქზე'],
    mountains: ['მთის ხედი'],
    sea: ['ზღვის ხედი'],
    park: ['ხედი პარკზე'],
    oldTown: ['ხედი ძველ თბილისზე'],
  },
  metro: (station, minutes) => `მეტრო „${station}“ ფეხით ${minutes} წუთშია.`,
  featuresIntro: 'უპირატესობები: ',
  and: 'და',
  surroundings: [
    'ახლოსაა სკოლა, საბავშვო ბაღი და სუპერმარკეტი.',
    'უბანში ყველაფერი ხელმისაწვდომია: აფთიაქი, მაღაზიები, კაფეები.',
    'ახლოს არის პარკი და საზოგადოებრივი ტრანსპორტის გაჩერება.',
    'განვითარებული ინფრასტრუქტურა.',
  ],
  terms(facts, random) {
    const days = facts.rentDuration;
    if (!days) return undefined;
    if (facts.listingType === 'DailyRent') {
      return random.pick([
        `მინიმუმ ${days} ღამე.`,
        `ჯავშანი მინიმუმ ${days} ღამით; თეთრეული და პირსახოცები უზრუნველყოფილია.`,
      ]);
    }
    const months = Math.round(days / 30);
    const period = days >= 365 ? '1 წელი' : `${months} თვე`;
    const forPeriod = days >= 365 ? '1 წლით' : `${months} თვით`;
    return random.pick([
      `მინიმალური ვადა — ${period}.`,
      `ქირავდება მინიმუმ ${forPeriod}; წინასწარ იხდება პირველი თვე და დეპოზიტი.`,
    ]);
  },
  closings: [
    'ფასი შეთანხმებით.',
    'დარეკეთ ნებისმიერ დროს.',
    'მესაკუთრე — შუამავლის გარეშე.',
    'დოკუმენტაცია წესრიგშია.',
    'სანახავად დაგვიკავშირდით.',
  ],
};
