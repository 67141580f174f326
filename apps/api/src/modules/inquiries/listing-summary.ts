import type { Language, ListingType, PropertyType } from '@sakhli/shared/enums';
import { formatNumber, formatPrice } from '@sakhli/shared/rules/price-format';
import type { Property } from '@sakhli/shared/schemas/property';

type Labels<T extends string> = Record<Language, Record<T, string>>;

/** What is offered, as the first words of a Georgian, English or Russian listing title. */
const OFFER: Labels<ListingType> = {
  ka: { Sale: 'იყიდება', Rent: 'ქირავდება', DailyRent: 'ქირავდება დღიურად' },
  en: { Sale: 'for sale', Rent: 'for rent', DailyRent: 'for daily rent' },
  ru: { Sale: 'Продаётся', Rent: 'Сдаётся', DailyRent: 'Посуточно сдаётся' },
};

const KIND: Labels<PropertyType> = {
  ka: { Apartment: 'ბინა', House: 'სახლი', CommercialSpace: 'კომერციული ფართი', Land: 'მიწის ნაკვეთი' },
  en: { Apartment: 'Apartment', House: 'House', CommercialSpace: 'Commercial space', Land: 'Land plot' },
  ru: {
    Apartment: 'квартира',
    House: 'дом',
    CommercialSpace: 'коммерческое помещение',
    Land: 'земельный участок',
  },
};

/** "2-room apartment": only apartments are named by their rooms. */
const APARTMENT_WITH_ROOMS: Record<Language, (rooms: number) => string> = {
  ka: (rooms) => `${rooms}-ოთახიანი ბინა`,
  en: (rooms) => `${rooms}-room apartment`,
  ru: (rooms) => `${rooms}-комнатная квартира`,
};

const SQUARE_METRES: Record<Language, string> = { ka: 'მ²', en: 'm²', ru: 'м²' };

const PRICE_PERIOD: Labels<ListingType> = {
  ka: { Sale: '', Rent: ' თვეში', DailyRent: ' დღეში' },
  en: { Sale: '', Rent: ' per month', DailyRent: ' per day' },
  ru: { Sale: '', Rent: ' в месяц', DailyRent: ' в сутки' },
};

/** "Price on request" of SPEC.md section 3, for a listing without a price. */
const PRICE_ON_REQUEST: Record<Language, string> = {
  ka: 'ფასი შეთანხმებით',
  en: 'Price on request',
  ru: 'Цена по запросу',
};

export interface ListingSummary {
  title: string;
  location: string;
  price: string;
}

function titleOf(property: Property, language: Language): string {
  const kind =
    property.propertyType === 'Apartment' && property.rooms > 0
      ? APARTMENT_WITH_ROOMS[language](property.rooms)
      : KIND[language][property.propertyType];
  const offer = OFFER[language][property.listingType];
  const size =
    property.size > 0 ? `, ${formatNumber(property.size, language, 2)} ${SQUARE_METRES[language]}` : '';
  // English names the thing first ("2-room apartment for sale"); Georgian and Russian lead with the offer.
  const words = language === 'en' ? `${kind} ${offer}` : `${offer} ${kind}`;
  return `${words}${size}`;
}

/** Street, district and city, in the reader's language where the listing has it. */
function locationOf(property: Property, language: Language): string {
  const street =
    language === 'ka'
      ? (property.streetNameGeo ?? property.streetNameEng)
      : (property.streetNameEng ?? property.streetNameGeo);
  return [street, property.districtName, property.cityName].filter((part) => part).join(', ');
}

/** The price in the currency the owner set it in, the other one after it; or 'Price on request'. */
function priceOf(property: Property, language: Language): string {
  const main = property.currency === 'USD' ? property.priceUsd : property.priceGel;
  if (!main || main <= 0) return PRICE_ON_REQUEST[language];
  const otherCurrency = property.currency === 'USD' ? 'GEL' : 'USD';
  const other = property.currency === 'USD' ? property.priceGel : property.priceUsd;
  const converted = other && other > 0 ? ` (${formatPrice(other, otherCurrency, language)})` : '';
  return `${formatPrice(main, property.currency, language)}${converted}${PRICE_PERIOD[language][property.listingType]}`;
}

/** The listing as the inquiry e-mail names it: title, location and price. */
export function summarizeListing(property: Property, language: Language): ListingSummary {
  return {
    title: titleOf(property, language),
    location: locationOf(property, language),
    price: priceOf(property, language),
  };
}
