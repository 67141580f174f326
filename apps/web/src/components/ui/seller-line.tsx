import { useTranslation } from 'react-i18next';
import type { SellerBlock } from '@sakhli/shared/schemas/seller';
import { classNames } from '@/lib/class-names';
import { BuildingIcon, HomeIcon } from './icons';

/**
 * The verified badge: a tick a screen reader hears as "Verified seller: checked by Sakhli" (an Admin grants
 * it, decision 039). `withText` adds the visible word for places with room for it.
 */
export function VerifiedBadge({ withText = false, className }: { withText?: boolean; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span
      role="img"
      aria-label={t('seller.verifiedLabel')}
      title={t('seller.verifiedLabel')}
      className={classNames(
        'inline-flex shrink-0 items-center gap-1 rounded-full bg-sky-50 text-xs font-semibold text-sky-800 ring-1 ring-sky-200 ring-inset',
        withText ? 'px-2 py-0.5' : 'p-0.5',
        className,
      )}
      data-testid="verified-badge"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
        <path
          fillRule="evenodd"
          d="M10 1.5 12.2 3l2.7-.2.8 2.6 2.2 1.6-.9 2.5.9 2.5-2.2 1.6-.8 2.6-2.7-.2L10 18.5 7.8 17l-2.7.2-.8-2.6-2.2-1.6.9-2.5-.9-2.5 2.2-1.6.8-2.6L7.8 3 10 1.5Zm3.6 6.3a.8.8 0 0 0-1.2-1l-3.3 3.9-1.6-1.5a.8.8 0 1 0-1.1 1.1l2.2 2.1a.8.8 0 0 0 1.2-.1l3.8-4.5Z"
          clipRule="evenodd"
        />
      </svg>
      {withText && <span aria-hidden="true">{t('seller.verified')}</span>}
    </span>
  );
}

/** An agency's logo as a small rounded square; nothing when it has none. */
export function SellerLogo({ seller, className }: { seller: SellerBlock; className?: string }) {
  const { t } = useTranslation('common');
  if (!seller.logoUrl) return null;
  return (
    <img
      src={seller.logoUrl}
      alt={t('seller.logoAlt', { name: seller.agencyName ?? '' })}
      width={96}
      height={96}
      loading="lazy"
      className={classNames('shrink-0 rounded-md bg-white object-cover ring-1 ring-slate-200', className)}
    />
  );
}

/** What an agency or developer is called on a card: "Agency · Tbilisi Homes"; an owner is "Owner". */
export function useSellerLabel(seller: SellerBlock): string {
  const { t } = useTranslation('common');
  const type = t(`seller.accountTypes.${seller.accountType}`);
  return seller.accountType === 'Owner' || !seller.agencyName
    ? type
    : t('seller.named', { type, name: seller.agencyName });
}

/**
 * Who sells a listing (issue 16), on its cards and its page: "Owner", or "Agency · Name" with its logo and a
 * link to its page, and the verified badge.
 */
export function SellerLine({
  seller,
  hasLogo = true,
  wraps = false,
  className,
}: {
  seller: SellerBlock;
  /** False where the logo is already shown larger beside the line (the contact card). */
  hasLogo?: boolean;
  /** True in a narrow column (the comparison): the name wraps instead of being cut short. */
  wraps?: boolean;
  className?: string;
}) {
  const label = useSellerLabel(seller);
  const isOwner = seller.accountType === 'Owner';
  const Icon = isOwner ? HomeIcon : BuildingIcon;
  const fits = wraps ? 'min-w-0' : 'truncate';
  return (
    <p
      className={classNames(
        'flex min-w-0 gap-1.5 text-sm text-slate-600',
        wraps ? 'items-start' : 'items-center',
        className,
      )}
      data-testid="seller-line"
    >
      {hasLogo && seller.logoUrl && !isOwner ? (
        <SellerLogo seller={seller} className="size-5" />
      ) : (
        <Icon className="size-4 shrink-0 text-slate-400" />
      )}
      {isOwner ? (
        <span className={fits}>{label}</span>
      ) : (
        <a
          href={`/agency/${seller.id}`}
          className={classNames(fits, 'font-medium text-slate-700 hover:text-brand-700 hover:underline')}
        >
          {label}
        </a>
      )}
      {seller.isVerified && <VerifiedBadge />}
    </p>
  );
}
