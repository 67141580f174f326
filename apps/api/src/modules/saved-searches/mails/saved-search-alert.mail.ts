import type { Language } from '@sakhli/shared/enums';
import {
  greetingFor,
  renderMail,
  type MailCard,
  type MailContent,
  type RenderedMail,
} from '../../../lib/mail-layout';

export interface SavedSearchAlertData {
  /** The recipient's name, when the address is known to be theirs. */
  name: string | undefined;
  searchName: string;
  /** A digest (daily) or an instant alert. */
  isDigest: boolean;
  /** How many new matches the mail is about; the first of them are `cards`. */
  count: number;
  cards: MailCard[];
  /** APP_URL/dashboard/saved-searches. */
  manageUrl: string;
  /** The one-click unsubscribe link (also in List-Unsubscribe). */
  unsubscribeUrl: string;
}

const CONTENT: Record<Language, (data: SavedSearchAlertData) => MailContent> = {
  ka: ({ name, searchName, isDigest, count, cards, manageUrl, unsubscribeUrl }) => ({
    subject: `ახალი განცხადებები ძიებაში „${searchName}“: ${count}`,
    greeting: greetingFor('ka', name),
    paragraphs: [
      isDigest
        ? `ბოლო დღის განმავლობაში თქვენს შენახულ ძიებას „${searchName}“ ეს განცხადებები დაემთხვა:`
        : `თქვენს შენახულ ძიებას „${searchName}“ ახალი განცხადებები დაემთხვა:`,
    ],
    cards,
    action: { label: 'შეტყობინებების მართვა', url: manageUrl },
    notes: [
      ...(count > cards.length ? [`„სახლზე“ იხილეთ კიდევ ${count - cards.length} ახალი განცხადება.`] : []),
      `ამ წერილს იღებთ, რადგან ძიებისთვის „${searchName}“ შეტყობინებები ჩართულია (${isDigest ? 'დღეში ერთხელ' : 'მყისიერად'}).`,
      `შეტყობინებების გამორთვა: ${unsubscribeUrl}`,
    ],
    signature: 'პატივისცემით,\n„სახლის“ გუნდი',
  }),
  en: ({ name, searchName, isDigest, count, cards, manageUrl, unsubscribeUrl }) => ({
    subject: `New listings for “${searchName}”: ${count}`,
    greeting: greetingFor('en', name),
    paragraphs: [
      isDigest
        ? `These listings matched your saved search “${searchName}” in the last day:`
        : `New listings match your saved search “${searchName}”:`,
    ],
    cards,
    action: { label: 'Manage alerts', url: manageUrl },
    notes: [
      ...(count > cards.length ? [`More new listings on Sakhli: ${count - cards.length}.`] : []),
      `You receive this mail because alerts are on for “${searchName}” (${isDigest ? 'once a day' : 'instantly'}).`,
      `Turn these alerts off: ${unsubscribeUrl}`,
    ],
    signature: 'Best regards,\nThe Sakhli team',
  }),
  ru: ({ name, searchName, isDigest, count, cards, manageUrl, unsubscribeUrl }) => ({
    subject: `Новые объявления по поиску «${searchName}»: ${count}`,
    greeting: greetingFor('ru', name),
    paragraphs: [
      isDigest
        ? `За последние сутки по вашему сохранённому поиску «${searchName}» появились объявления:`
        : `По вашему сохранённому поиску «${searchName}» появились новые объявления:`,
    ],
    cards,
    action: { label: 'Управлять оповещениями', url: manageUrl },
    notes: [
      ...(count > cards.length ? [`Ещё новых объявлений на Сахли: ${count - cards.length}.`] : []),
      `Вы получаете это письмо, потому что для поиска «${searchName}» включены оповещения (${isDigest ? 'раз в день' : 'сразу'}).`,
      `Отключить оповещения: ${unsubscribeUrl}`,
    ],
    signature: 'С уважением,\nкоманда Сахли',
  }),
};

/** The lines under a listing's title: its price in both currencies, rooms and size, and where it is. */
export const CARD_LABELS: Record<Language, { rooms: string; size: string; squareMetres: string }> = {
  ka: { rooms: 'ოთახები', size: 'ფართი', squareMetres: 'მ²' },
  en: { rooms: 'Rooms', size: 'Size', squareMetres: 'm²' },
  ru: { rooms: 'Комнат', size: 'Площадь', squareMetres: 'м²' },
};

/** An alert of a saved search (instant or the daily digest), in the recipient's language. */
export function savedSearchAlertMail(language: Language, data: SavedSearchAlertData): RenderedMail {
  return renderMail(language, CONTENT[language](data));
}
