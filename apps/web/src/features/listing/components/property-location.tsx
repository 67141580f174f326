import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP } from '@sakhli/shared/constants';
import type { Property } from '@sakhli/shared/schemas/property';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { MapPinIcon } from '@/components/ui/icons';
import { useLanguage } from '@/lib/use-language';
import { useNearViewport } from '@/lib/use-near-viewport';
import { addressLine, hasCoordinates } from '../property-rules';

const LocationMap = lazy(() => import('./location-map').then((module) => ({ default: module.LocationMap })));

/**
 * Street line, a 400 px map (pin at zoom 16, or the city at zoom 13) and the coordinates. The map (Leaflet)
 * downloads when it comes near the screen.
 */
export function PropertyLocation({ property }: { property: Property }) {
  const { t } = useTranslation('listing');
  const language = useLanguage();
  const [mapRef, isMapNear] = useNearViewport<HTMLDivElement>();
  const isPlaced = hasCoordinates(property);
  const cityCenter = property.city === 'Batumi' ? MAP.batumiCenter : MAP.tbilisiCenter;
  const center: [number, number] = isPlaced
    ? [property.latitude, property.longitude]
    : [cityCenter.lat, cityCenter.lng];
  const address = addressLine(property, language);

  return (
    <section
      aria-labelledby="location-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="location-heading" className="text-lg font-semibold text-slate-900">
        {t('location.heading')}
      </h2>
      {address && (
        <p className="mt-2 flex items-start gap-2 text-slate-700">
          <MapPinIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          {address}
        </p>
      )}
      <div
        ref={mapRef}
        className="relative mt-4 overflow-hidden rounded-xl bg-slate-100"
        style={{ height: MAP.detailsHeightPx }}
      >
        <ErrorBoundary fallback={() => <MapNotice text={t('location.mapFailed')} />}>
          {isMapNear ? (
            <Suspense fallback={<Skeleton className="size-full rounded-none" />}>
              <LocationMap
                center={center}
                zoom={isPlaced ? MAP.zoomWithCoordinates : MAP.zoomDetailsWithout}
                hasPin={isPlaced}
                label={t('location.mapLabel')}
              />
            </Suspense>
          ) : (
            <Skeleton className="size-full rounded-none" />
          )}
        </ErrorBoundary>
        {!isPlaced && <MapNotice text={t('location.notAvailable')} overlay />}
      </div>
      {isPlaced && (
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600" data-testid="coordinates">
          <div className="flex gap-1.5">
            <dt>{t('location.latitude')}:</dt>
            <dd className="font-medium text-slate-900 tabular-nums">
              {property.latitude.toFixed(MAP.coordinateDecimals)}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt>{t('location.longitude')}:</dt>
            <dd className="font-medium text-slate-900 tabular-nums">
              {property.longitude.toFixed(MAP.coordinateDecimals)}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}

function MapNotice({ text, overlay = false }: { text: string; overlay?: boolean }) {
  return (
    <div
      className={
        overlay
          ? 'absolute inset-0 z-[500] flex items-center justify-center bg-white/60 p-4'
          : 'flex size-full items-center justify-center p-4'
      }
    >
      <p
        role="status"
        className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow"
      >
        <MapPinIcon className="size-4 text-slate-500" />
        {text}
      </p>
    </div>
  );
}
