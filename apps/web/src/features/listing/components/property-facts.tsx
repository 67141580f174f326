import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@sakhli/shared/enums';
import { metroStationById, metroStationName } from '@sakhli/shared/rules/metro';
import type { Property } from '@sakhli/shared/schemas/property';
import { formatDate, formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { hasFloor } from '../property-rules';

type Fact = [key: string, value: ReactNode];

/** "N min walk to <station>" (decision 042), with the way it is estimated; none without a station near. */
function metroFact(
  property: Property,
  language: Language,
  t: TFunction<['listing', 'common']>,
): Fact | false {
  const metro = metroStationById(property.metroStationId);
  if (!metro || property.metroWalkMinutes === null) return false;
  const station = metroStationName(metro, language);
  return [
    'metro',
    <>
      {t('facts.metroWalk', { minutes: property.metroWalkMinutes, station })}
      <span className="mt-0.5 block text-xs font-normal text-slate-500">{t('facts.metroEstimate')}</span>
    </>,
  ];
}

/** Every fact of the listing that has a value, labelled, in a responsive grid. */
export function PropertyFacts({ property }: { property: Property }) {
  const { t } = useTranslation(['listing', 'common']);
  const language = useLanguage();
  const yesNo = (value: boolean) => t(value ? 'facts.yes' : 'facts.no');
  const area = (value: number) => t('facts.area', { value: formatNumber(value, language, 1) });
  const isRental = property.listingType !== 'Sale';
  const isHouse = property.propertyType === 'House';
  // Amenities (decision 040): shown only where the owner said; a house's parking is its garage and spots.
  const said = (key: string, value: boolean | null): Fact | false => value !== null && [key, yesNo(value)];

  const facts: (Fact | false)[] = [
    ['propertyType', t(`enums.propertyType.${property.propertyType}`)],
    ['listingType', t(`enums.listingType.${property.listingType}`)],
    ['size', area(property.size)],
    ['rooms', property.rooms],
    ['bedrooms', property.bedrooms],
    ['bathrooms', property.bathrooms],
    hasFloor(property) && [
      'floor',
      t('facts.floorOf', { floor: property.floor, total: property.totalFloorsBuilding }),
    ],
    ['buildingStatus', t(`enums.buildingStatus.${property.buildingStatus}`)],
    ['renovationStatus', t(`enums.renovationStatus.${property.renovationStatus}`)],
    property.buildingYear !== null && ['buildingYear', property.buildingYear],
    ['furnished', yesNo(property.isFurnished)],
    Boolean(property.cadastralCode) && ['cadastralCode', property.cadastralCode],
    metroFact(property, language, t),
    property.heating !== null && ['heating', t(`common:heating.${property.heating}`)],
    said('airConditioning', property.hasAirConditioning),
    said('balcony', property.hasBalcony),
    !isHouse && said('lift', property.hasLift),
    !isHouse && said('parking', property.hasParking),
    said('pets', property.petsAllowed),
    isRental && property.rentDuration !== null && ['rentDuration', property.rentDuration],
    isHouse && property.landArea !== null && ['landArea', area(property.landArea)],
    isHouse && property.numberOfFloors !== null && ['numberOfFloors', property.numberOfFloors],
    isHouse && property.parkingSpots !== null && ['parkingSpots', property.parkingSpots],
    isHouse && property.hasGarden !== null && ['garden', yesNo(property.hasGarden)],
    isHouse && property.hasGarage !== null && ['garage', yesNo(property.hasGarage)],
    ['code', property.code],
    ['views', formatNumber(property.viewCount, language)],
    ['listed', formatDate(property.createdAt, language)],
    property.expiryDate !== null && ['expires', formatDate(property.expiryDate, language)],
  ];

  return (
    <section
      aria-labelledby="facts-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="facts-heading" className="text-lg font-semibold text-slate-900">
        {t('facts.heading')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
        {facts
          .filter((fact): fact is Fact => fact !== false)
          .map(([key, value]) => (
            <div key={key} className="min-w-0 border-b border-slate-100 pb-3" data-fact={key}>
              <dt className="text-xs font-medium tracking-wide text-slate-500">{t(`facts.${key}`)}</dt>
              <dd className="mt-1 text-[15px] font-medium break-words text-slate-900 sm:text-base">
                {value}
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
