import type { Language } from '@sakhli/shared/enums';
import { renderMail, type MailContent, type RenderedMail } from '../../../lib/mail-layout';
import type { ListingSummary } from '../listing-summary';

export interface InquiryMailData {
  ownerName: string;
  visitorName: string;
  visitorPhone: string | null;
  /** The visitor's words, one entry per paragraph. */
  messageParagraphs: string[];
  listing: ListingSummary & { code: number; url: string };
}

/** The subject prefix of SPEC.md section 3, followed by the listing's title. */
export const INQUIRY_SUBJECT_PREFIX: Record<Language, string> = {
  ka: 'შეკითხვა თქვენს განცხადებაზე',
  en: 'Inquiry about your listing',
  ru: 'Вопрос по вашему объявлению',
};

const CONTENT: Record<Language, (data: InquiryMailData) => MailContent> = {
  ka: ({ ownerName, visitorName, visitorPhone, messageParagraphs, listing }) => ({
    subject: `${INQUIRY_SUBJECT_PREFIX.ka}: ${listing.title}`,
    greeting: `გამარჯობა, ${ownerName}!`,
    paragraphs: [
      `მომხმარებელი ${visitorName} დაინტერესდა თქვენი განცხადებით „სახლზე“. მისი შეტყობინება:`,
      ...messageParagraphs,
      `განცხადება: ${listing.title} (კოდი ${listing.code})`,
      `მდებარეობა: ${listing.location}`,
      `ფასი: ${listing.price}`,
      ...(visitorPhone ? [`ტელეფონი: ${visitorPhone}`] : []),
    ],
    action: { label: 'განცხადების ნახვა', url: listing.url },
    notes: [
      `პასუხის გასაცემად უბრალოდ უპასუხეთ ამ წერილს — პასუხი გაეგზავნება მომხმარებელს (${visitorName}) მის მიერ მითითებულ მისამართზე.`,
      '„სახლს“ თქვენი ელფოსტის მისამართი არავისთვის გაუზიარებია: მას მხოლოდ მაშინ დაინახავენ, თუ თავად უპასუხებთ.',
    ],
    signature: 'პატივისცემით,\n„სახლის“ გუნდი',
  }),
  en: ({ ownerName, visitorName, visitorPhone, messageParagraphs, listing }) => ({
    subject: `${INQUIRY_SUBJECT_PREFIX.en}: ${listing.title}`,
    greeting: `Hello, ${ownerName}!`,
    paragraphs: [
      `${visitorName} is interested in your listing on Sakhli and wrote to you:`,
      ...messageParagraphs,
      `Listing: ${listing.title} (code ${listing.code})`,
      `Location: ${listing.location}`,
      `Price: ${listing.price}`,
      ...(visitorPhone ? [`Phone: ${visitorPhone}`] : []),
    ],
    action: { label: 'View the listing', url: listing.url },
    notes: [
      `To answer, simply reply to this e-mail: your reply goes to ${visitorName} at the address they gave.`,
      'Sakhli has not shared your e-mail address with anyone: it is only seen if you reply.',
    ],
    signature: 'Best regards,\nThe Sakhli team',
  }),
  ru: ({ ownerName, visitorName, visitorPhone, messageParagraphs, listing }) => ({
    subject: `${INQUIRY_SUBJECT_PREFIX.ru}: ${listing.title}`,
    greeting: `Здравствуйте, ${ownerName}!`,
    paragraphs: [
      `Посетитель ${visitorName} заинтересовался вашим объявлением в Сахли и написал вам:`,
      ...messageParagraphs,
      `Объявление: ${listing.title} (код ${listing.code})`,
      `Адрес: ${listing.location}`,
      `Цена: ${listing.price}`,
      ...(visitorPhone ? [`Телефон: ${visitorPhone}`] : []),
    ],
    action: { label: 'Открыть объявление', url: listing.url },
    notes: [
      `Чтобы ответить, просто ответьте на это письмо — ответ придёт посетителю (${visitorName}) на указанный им адрес.`,
      'Сахли никому не передавал ваш адрес электронной почты: его увидят, только если вы ответите.',
    ],
    signature: 'С уважением,\nкоманда Сахли',
  }),
};

/** The mail a listing's owner receives when a visitor sends an inquiry, in the visitor's language. */
export function inquiryMail(language: Language, data: InquiryMailData): RenderedMail {
  return renderMail(language, CONTENT[language](data));
}
