import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { CheckIcon, ChatIcon, LinkIcon, PhoneIcon, SendIcon, ShareIcon } from '@/components/ui/icons';
import { Popover } from '@/components/ui/popover';
import { useLanguage } from '@/lib/use-language';
import { listingShareUrl, messengerShareLinks } from '../share-links';

interface ShareButtonProps {
  propertyId: number;
  /** What the shared message says before the link: the listing's title. */
  text: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows the word next to the icon (the detail page); a card shows the icon with its accessible name. */
  hasLabel?: boolean;
  /** Where the menu opens (a card clips what overflows it, so there it opens over the button). */
  menuSide?: 'below' | 'above';
}

/**
 * Shares the listing in the sharer's language: the system share sheet where the browser has one, else a menu
 * to copy the link (with a visible confirmation) or send it through WhatsApp, Viber or Telegram.
 */
export function ShareButton({
  propertyId,
  text,
  variant = 'secondary',
  size = 'sm',
  hasLabel,
  menuSide,
}: ShareButtonProps) {
  const { t } = useTranslation('sharing');
  const language = useLanguage();
  const url = listingShareUrl(propertyId, language);
  const look = buttonClassName({ variant, size, className: hasLabel ? undefined : 'px-2.5' });
  const label = (
    <>
      <ShareIcon className="size-4" />
      {/* A phone keeps the width for the title: the word is read out, not shown. */}
      {hasLabel && <span className="max-sm:sr-only">{t('share')}</span>}
    </>
  );

  if (typeof navigator.share === 'function') {
    const share = () =>
      // Closing the sheet rejects with AbortError: nothing to say.
      void navigator.share({ title: text, text, url }).catch(() => undefined);
    return (
      <Button
        variant={variant}
        size={size}
        className={hasLabel ? undefined : 'px-2.5'}
        aria-label={hasLabel ? undefined : t('shareListing')}
        onClick={share}
      >
        {label}
      </Button>
    );
  }
  return (
    <Popover
      button={label}
      buttonClassName={look}
      label={hasLabel ? undefined : t('shareListing')}
      align="end"
      side={menuSide}
      panelClassName="w-64"
    >
      <ShareMenu url={url} text={text} />
    </Popover>
  );
}

const ITEM =
  'flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100';

function ShareMenu({ url, text }: { url: string; text: string }) {
  const { t } = useTranslation('sharing');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const links = messengerShareLinks(url, text);

  // The confirmation stays long enough to be read, then the item offers to copy again.
  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = window.setTimeout(() => setCopy('idle'), 3000);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copyLink = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );

  return (
    <div className="flex flex-col">
      <button type="button" className={ITEM} onClick={() => void copyLink()}>
        {copy === 'copied' ? (
          <CheckIcon className="size-4 text-brand-700" />
        ) : (
          <LinkIcon className="size-4" />
        )}
        {copy === 'copied' ? t('copied') : t('copyLink')}
      </button>
      <p role="status" className="sr-only">
        {copy === 'copied' ? t('copied') : ''}
      </p>
      {copy === 'failed' && (
        <label className="px-2.5 pb-2 text-xs text-slate-600">
          {t('copyFailed')}
          <input
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-800"
          />
        </label>
      )}
      <a className={ITEM} href={links.whatsapp} target="_blank" rel="noopener noreferrer">
        <ChatIcon className="size-4 text-[#128c4b]" />
        WhatsApp
      </a>
      <a className={ITEM} href={links.viber}>
        <PhoneIcon className="size-4 text-[#665cac]" />
        Viber
      </a>
      <a className={ITEM} href={links.telegram} target="_blank" rel="noopener noreferrer">
        <SendIcon className="size-4 text-[#1d83b9]" />
        Telegram
      </a>
    </div>
  );
}
