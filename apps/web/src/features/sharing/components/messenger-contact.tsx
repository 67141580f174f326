import { useTranslation } from 'react-i18next';
import { messengerNumber, viberChatUrl, whatsAppChatUrl } from '@sakhli/shared/rules/messenger-number';
import { buttonClassName } from '@/components/ui/button';
import { ChatIcon, PhoneIcon } from '@/components/ui/icons';
import { useLanguage } from '@/lib/use-language';
import { recordContact } from '../api/record-contact';
import { listingShareUrl } from '../share-links';

/**
 * WhatsApp and Viber chats with the owner's number, the listing's link typed in (Viber takes no text for a
 * chat). Shown only for a Georgian mobile number, which is what those accounts are made of; each opening is
 * counted for the owner's statistics.
 */
export function MessengerContact({
  propertyId,
  phoneNumber,
}: {
  propertyId: number;
  phoneNumber: string | null;
}) {
  const { t } = useTranslation('sharing');
  const language = useLanguage();
  const number = messengerNumber(phoneNumber);
  if (!number) return null;
  const message = t('messengerMessage', { url: listingShareUrl(propertyId, language) });
  const look = buttonClassName({ variant: 'secondary', size: 'md', className: 'flex-1' });
  return (
    <div className="mt-2 flex gap-2" role="group" aria-label={t('messengers')}>
      <a
        href={whatsAppChatUrl(number, message)}
        target="_blank"
        rel="noopener noreferrer"
        className={look}
        aria-label={t('whatsappOwner')}
        onClick={() => recordContact(propertyId, 'whatsapp')}
      >
        <ChatIcon className="size-4 text-[#128c4b]" />
        WhatsApp
      </a>
      <a
        href={viberChatUrl(number)}
        className={look}
        aria-label={t('viberOwner')}
        onClick={() => recordContact(propertyId, 'viber')}
      >
        <PhoneIcon className="size-4 text-[#665cac]" />
        Viber
      </a>
    </div>
  );
}
