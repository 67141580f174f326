import { useTranslation } from 'react-i18next';
import { MAP } from '@sakhli/shared/constants';
import type { AddressSelection } from '@sakhli/shared/schemas/geo';

/** SPEC.md section 2 'Address widget': what will be saved, both addresses, the point and the street names. */
export function AddressPreview({ address }: { address: AddressSelection | null }) {
  const { t } = useTranslation('listingForm');
  if (!address) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-600">
        {t('address.nothingChosen')}
      </p>
    );
  }
  const { lat, lng } = address.coordinates;
  const rows = [
    { label: t('address.georgianAddress'), value: address.georgian, lang: 'ka' },
    { label: t('address.englishAddress'), value: address.english, lang: 'en' },
    {
      label: t('address.coordinates'),
      value: `${lat.toFixed(MAP.coordinateDecimals)}, ${lng.toFixed(MAP.coordinateDecimals)}`,
    },
    { label: t('address.georgianStreet'), value: address.georgianStreet, lang: 'ka' },
    { label: t('address.englishStreet'), value: address.englishStreet, lang: 'en' },
  ];
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50/60 p-4" data-testid="address-preview">
      <p className="text-sm font-semibold text-emerald-900">{t('address.toBeSaved')}</p>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-600">{row.label}</dt>
            <dd lang={row.lang} className="min-w-0 font-medium break-words text-slate-900 tabular-nums">
              {row.value || '—'}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
