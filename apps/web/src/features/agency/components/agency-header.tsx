import { useTranslation } from 'react-i18next';
import type { AgencyProfile } from '@sakhli/shared/schemas/agency';
import { BuildingIcon } from '@/components/ui/icons';
import { SellerLogo, VerifiedBadge } from '@/components/ui/seller-line';
import { formatDate, formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

/** The top of an agency's or developer's page: logo, name, what it is, its badge and how many listings it has. */
export function AgencyHeader({ agency }: { agency: AgencyProfile }) {
  const { t } = useTranslation('agency');
  const language = useLanguage();
  return (
    <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6">
      {agency.logoUrl ? (
        <SellerLogo seller={agency} className="size-20 rounded-xl" />
      ) : (
        <span className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <BuildingIcon className="size-9" />
        </span>
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm font-medium text-slate-600">
          {t(`common:seller.accountTypes.${agency.accountType}`)}
        </p>
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold text-slate-900">
          <span className="break-words">{agency.agencyName}</span>
          {agency.isVerified && <VerifiedBadge withText />}
        </h1>
        <p className="text-sm text-slate-600">
          {t('listingCount', {
            count: agency.activeListingCount,
            formatted: formatNumber(agency.activeListingCount, language),
          })}
          {' · '}
          {t('since', { date: formatDate(agency.createdAt, language) })}
        </p>
      </div>
    </header>
  );
}
