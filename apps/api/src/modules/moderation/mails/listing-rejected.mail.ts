import type { Language } from '@sakhli/shared/enums';
import { renderMail, type MailContent, type RenderedMail } from '../../../lib/mail-layout';

export interface ListingRejectedData {
  name: string;
  /** The listing's numeric code, as the owner sees it on the dashboard. */
  code: number;
  /** The listing's street in the owner's language, when it has one. */
  street: string | null;
  reason: string;
  /** Users reported the listing (decision 037): it was taken down after their reports, not turned down on review. */
  afterReports: boolean;
  /** APP_URL/property/{id}: the owner sees the archived listing there with the reason. */
  link: string;
}

const CONTENT: Record<Language, (data: ListingRejectedData) => MailContent> = {
  ka: ({ name, code, street, reason, afterReports, link }) => ({
    subject: afterReports
      ? `განცხადება №${code} დაარქივდა — სახლი`
      : `განცხადება №${code} არ დადასტურდა — სახლი`,
    greeting: `გამარჯობა, ${name}!`,
    paragraphs: [
      afterReports
        ? `მომხმარებლების საჩივრების შემდეგ მოდერატორმა შეამოწმა თქვენი განცხადება №${code}${street ? ` (${street})` : ''} და დაარქივა.`
        : `მოდერატორმა განიხილა თქვენი განცხადება №${code}${street ? ` (${street})` : ''} და ვერ დაადასტურა.`,
      `მიზეზი: ${reason}`,
      'განცხადება დაარქივდა და საიტზე აღარ ჩანს. შეგიძლიათ შექმნათ ახალი განცხადება, რომელიც ჩვენს წესებს შეესაბამება.',
    ],
    action: { label: 'განცხადების ნახვა', url: link },
    signature: 'პატივისცემით,\n„სახლის“ გუნდი',
  }),
  en: ({ name, code, street, reason, afterReports, link }) => ({
    subject: afterReports
      ? `Your listing #${code} was archived — Sakhli`
      : `Your listing #${code} was not approved — Sakhli`,
    greeting: `Hello, ${name}!`,
    paragraphs: [
      afterReports
        ? `After reports from users, a moderator checked your listing #${code}${street ? ` (${street})` : ''} and archived it.`
        : `A moderator reviewed your listing #${code}${street ? ` (${street})` : ''} and could not approve it.`,
      `Reason: ${reason}`,
      'The listing has been archived and is no longer shown on the site. You are welcome to create a new listing that follows our rules.',
    ],
    action: { label: 'View the listing', url: link },
    signature: 'Best regards,\nThe Sakhli team',
  }),
  ru: ({ name, code, street, reason, afterReports, link }) => ({
    subject: afterReports
      ? `Объявление №${code} перенесено в архив — Сахли`
      : `Объявление №${code} не прошло модерацию — Сахли`,
    greeting: `Здравствуйте, ${name}!`,
    paragraphs: [
      afterReports
        ? `После жалоб пользователей модератор проверил ваше объявление №${code}${street ? ` (${street})` : ''} и перенёс его в архив.`
        : `Модератор проверил ваше объявление №${code}${street ? ` (${street})` : ''} и не смог его одобрить.`,
      `Причина: ${reason}`,
      'Объявление перенесено в архив и больше не показывается на сайте. Вы можете создать новое объявление, соответствующее нашим правилам.',
    ],
    action: { label: 'Открыть объявление', url: link },
    signature: 'С уважением,\nкоманда Сахли',
  }),
};

/** To a listing's owner when a moderator rejects (archives) the listing, on review or after reports. */
export function listingRejectedMail(language: Language, data: ListingRejectedData): RenderedMail {
  return renderMail(language, CONTENT[language](data));
}
