import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP } from '@sakhli/shared/constants';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { useAddressPicker, type AddressPickerOptions } from '../hooks/use-address-picker';
import { AddressPreview } from './address-preview';
import { AddressSearch } from './address-search';

const loadMap = () => import('./address-map');

/**
 * SPEC.md section 2 'Address widget': the search box limited to Georgia, a 300 px map with a pin that
 * can be dragged, and the preview of what will be saved. Loading shows a placeholder; a map that cannot
 * load says so, and the search keeps working without it.
 */
export function AddressPicker({
  inputId,
  error,
  ...options
}: AddressPickerOptions & { inputId: string; error: string | undefined }) {
  const { t } = useTranslation('listingForm');
  const picker = useAddressPicker(options);
  // A chunk that failed to download is asked for again on retry (React.lazy keeps a failure).
  const [AddressMap, setAddressMap] = useState(() => lazy(loadMap));

  return (
    <div className="flex flex-col gap-4 sm:col-span-2 lg:col-span-3">
      <AddressSearch picker={picker} inputId={inputId} error={error} />
      <div
        className="overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
        style={{ height: MAP.pickerHeightPx }}
      >
        <ErrorBoundary
          fallback={(retry) => (
            <div
              role="alert"
              className="flex size-full flex-col items-center justify-center gap-3 p-4 text-center"
            >
              <p className="text-sm font-medium text-slate-800">{t('address.mapFailed')}</p>
              <p className="text-xs text-slate-600">{t('address.mapServiceFailed')}</p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setAddressMap(() => lazy(loadMap));
                  retry();
                }}
              >
                {t('actions.tryAgain')}
              </Button>
            </div>
          )}
        >
          <Suspense fallback={<Skeleton className="size-full rounded-none" />}>
            <AddressMap
              city={options.city}
              position={picker.pinPosition}
              onDrop={picker.dropPin}
              labels={{
                region: t('address.mapLabel'),
                pin: t('address.pinLabel'),
                tilesFailed: t('address.tilesFailed'),
              }}
            />
          </Suspense>
        </ErrorBoundary>
      </div>
      <p className="-mt-2 text-xs text-slate-500">{t('address.mapHint')}</p>
      <AddressPreview address={options.value} />
    </div>
  );
}
