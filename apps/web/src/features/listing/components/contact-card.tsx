import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '@/components/ui/button';
import type { SellerBlock } from '@sakhli/shared/schemas/seller';
import { PhoneIcon } from '@/components/ui/icons';
import { SellerLine, SellerLogo } from '@/components/ui/seller-line';

/**
 * The owner, who they sell as (an owner, or an agency or developer with its logo and badge), and a Call button that reveals the number, which then becomes a tel: link; `messengers` go beside
 * it (WhatsApp, Viber), `children` add other ways to reach the owner (the inquiry form).
 */
export function ContactCard({
  ownerName,
  seller,
  phoneNumber,
  onPhoneRevealed,
  messengers,
  children,
}: {
  ownerName: string | null;
  seller: SellerBlock;
  phoneNumber: string | null;
  /** Told when the visitor reveals the number (counted for the owner's statistics). */
  onPhoneRevealed?: () => void;
  messengers?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('listing');
  const [isRevealed, setRevealed] = useState(false);
  const name = ownerName || t('contact.ownerFallback');
  return (
    <section
      aria-labelledby="contact-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="contact-heading" className="text-sm font-medium text-slate-600">
        {t(seller.accountType === 'Owner' ? 'contact.heading' : 'contact.headingSeller')}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        {seller.logoUrl && seller.accountType !== 'Owner' ? (
          <SellerLogo seller={seller} className="size-11" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800"
          >
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{name}</p>
          <SellerLine seller={seller} hasLogo={false} className="mt-0.5" />
        </div>
      </div>
      <div className="mt-4">
        {!phoneNumber ? (
          <p className="text-sm text-slate-500">{t('contact.noPhone')}</p>
        ) : isRevealed ? (
          <a
            href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`}
            className={buttonClassName({ size: 'lg', className: 'w-full' })}
          >
            <PhoneIcon />
            <span className="tabular-nums">{phoneNumber}</span>
          </a>
        ) : (
          <Button
            size="lg"
            className="w-full"
            onClick={() => {
              setRevealed(true);
              onPhoneRevealed?.();
            }}
          >
            <PhoneIcon />
            {t('contact.call')}
          </Button>
        )}
        {messengers}
      </div>
      {children}
    </section>
  );
}
