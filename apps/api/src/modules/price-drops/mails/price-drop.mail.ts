import type { Language } from '@sakhli/shared/enums';
import { formatPriceDrop } from '@sakhli/shared/rules/price-drop';
import { greetingFor, renderMail, type MailContent, type RenderedMail } from '../../../lib/mail-layout';

export interface PriceDropMailData {
  /** The recipient's name (their confirmed account's), or undefined for a plain hello. */
  name: string | undefined;
  listing: { title: string; location: string; url: string; coverUrl: string | null };
  /** Formatted prices in the listing's own currency (with the rent period), before and after. */
  previousPrice: string;
  price: string;
  /** The drop in per cent, not rounded (the mail rounds it as the language writes it). */
  dropPercent: number;
  /** One-click unsubscribe page (RFC 8058 link) and the settings page where the mails are turned on again. */
  unsubscribeUrl: string;
  settingsUrl: string;
}

const SIGNATURE: Record<Language, string> = {
  ka: 'პატივისცემით,\n„სახლის“ გუნდი',
  en: 'Best regards,\nThe Sakhli team',
  ru: 'С уважением,\nкоманда Сахли',
};

const WORDS: Record<Language, (data: PriceDropMailData, drop: string) => Omit<MailContent, 'greeting'>> = {
  ka: ({ listing, previousPrice, price, unsubscribeUrl, settingsUrl }, drop) => ({
    subject: `ფასი შემცირდა (${drop}): ${listing.title}`,
    paragraphs: [
      'თქვენს რჩეულებში შენახულ განცხადებას ფასი შეუმცირდა.',
      `განცხადება: ${listing.title}`,
      `მდებარეობა: ${listing.location}`,
      `ძველი ფასი: ${previousPrice}`,
      `ახალი ფასი: ${price} (${drop})`,
    ],
    action: { label: 'განცხადების ნახვა', url: listing.url },
    notes: [
      'ამ წერილს იღებთ, რადგან ეს განცხადება თქვენს რჩეულებშია. ერთ განცხადებაზე დღეში მაქსიმუმ ერთ წერილს გიგზავნით.',
      `ფასის შემცირების წერილების გამოწერის გაუქმება: ${unsubscribeUrl}`,
      `მათი ხელახლა ჩართვა ან გამორთვა შეგიძლიათ პარამეტრებში: ${settingsUrl}`,
    ],
    signature: SIGNATURE.ka,
  }),
  en: ({ listing, previousPrice, price, unsubscribeUrl, settingsUrl }, drop) => ({
    subject: `Price drop (${drop}): ${listing.title}`,
    paragraphs: [
      'A listing in your favourites is now cheaper.',
      `Listing: ${listing.title}`,
      `Location: ${listing.location}`,
      `Was: ${previousPrice}`,
      `Now: ${price} (${drop})`,
    ],
    action: { label: 'View the listing', url: listing.url },
    notes: [
      'You receive this mail because the listing is in your favourites. We send at most one a day for each listing.',
      `Stop price-drop mails: ${unsubscribeUrl}`,
      `Turn them on again (or off) in your settings: ${settingsUrl}`,
    ],
    signature: SIGNATURE.en,
  }),
  ru: ({ listing, previousPrice, price, unsubscribeUrl, settingsUrl }, drop) => ({
    subject: `Цена снижена (${drop}): ${listing.title}`,
    paragraphs: [
      'Объявление из вашего избранного подешевело.',
      `Объявление: ${listing.title}`,
      `Адрес: ${listing.location}`,
      `Было: ${previousPrice}`,
      `Стало: ${price} (${drop})`,
    ],
    action: { label: 'Открыть объявление', url: listing.url },
    notes: [
      'Вы получили это письмо, потому что объявление есть в вашем избранном. По каждому объявлению мы пишем не чаще раза в день.',
      `Отписаться от писем о снижении цен: ${unsubscribeUrl}`,
      `Снова включить (или выключить) их можно в настройках: ${settingsUrl}`,
    ],
    signature: SIGNATURE.ru,
  }),
};

/** The mail to someone who favourited a listing whose price fell, in their language (decision 035). */
export function priceDropMail(language: Language, data: PriceDropMailData): RenderedMail {
  const { listing } = data;
  return renderMail(language, {
    greeting: greetingFor(language, data.name),
    ...WORDS[language](data, formatPriceDrop(data.dropPercent, language)),
    ...(listing.coverUrl ? { image: { url: listing.coverUrl, alt: listing.title } } : {}),
  });
}
