import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@sakhli/shared/schemas/auth';
import { VerifiedBadge } from '@/components/ui/seller-line';
import { LogoUpload } from './logo-upload';

/**
 * Who the user sells as (issue 16): the account type, an agency's or developer's name and logo, whether an
 * Admin has verified them, and a link to their public page. The form's own fields come in as `accountType`
 * and `agencyName` (registered by the profile form, saved with the names).
 */
export function SellerFields({
  user,
  accountType,
  agencyName,
}: {
  user: User;
  accountType: ReactNode;
  agencyName: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const isSeller = user.accountType !== 'Owner';
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="flex flex-col gap-4 border-t border-slate-200 pt-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {t('seller.title')}
        </h3>
        {user.isVerified ? (
          <VerifiedBadge withText />
        ) : (
          isSeller && <p className="text-xs text-slate-500">{t('seller.notVerified')}</p>
        )}
      </div>
      <p className="-mt-2 text-sm text-slate-600">{t('seller.description')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {accountType}
        {agencyName}
      </div>
      {isSeller && (
        <>
          <LogoUpload user={user} />
          <a href={`/agency/${user.id}`} className="text-sm font-medium text-brand-700 hover:underline">
            {t('seller.publicPage')}
          </a>
        </>
      )}
    </div>
  );
}
