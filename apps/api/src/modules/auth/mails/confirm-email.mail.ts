import type { Language } from '@sakhli/shared/enums';
import { greetingFor, renderMail, type MailContent, type RenderedMail } from '../../../lib/mail-layout';

export interface ConfirmEmailData {
  /** The recipient's own name; undefined while the address is unconfirmed. */
  name: string | undefined;
  /** APP_URL/auth/confirm?token=…&type=signup */
  link: string;
}

const CONTENT: Record<Language, (data: ConfirmEmailData) => MailContent> = {
  ka: ({ name, link }) => ({
    subject: 'დაადასტურეთ ელფოსტის მისამართი — სახლი',
    greeting: greetingFor('ka', name),
    paragraphs: [
      'გმადლობთ, რომ შემოგვიერთდით! ანგარიშის გასააქტიურებლად, გთხოვთ, დაადასტუროთ თქვენი ელფოსტის მისამართი.',
    ],
    action: { label: 'ელფოსტის დადასტურება', url: link },
    notes: [
      'ბმული მოქმედებს 24 საათის განმავლობაში და მისი გამოყენება მხოლოდ ერთხელ შეიძლება.',
      'თუ „სახლზე“ არ დარეგისტრირებულხართ, უბრალოდ უგულებელყავით ეს წერილი.',
    ],
    signature: 'პატივისცემით,\n„სახლის“ გუნდი',
  }),
  en: ({ name, link }) => ({
    subject: 'Confirm your e-mail address for Sakhli',
    greeting: greetingFor('en', name),
    paragraphs: [
      'Thank you for signing up for Sakhli. Please confirm your e-mail address to activate your account.',
    ],
    action: { label: 'Confirm e-mail address', url: link },
    notes: [
      'The link is valid for 24 hours and can be used once.',
      'If you did not sign up for Sakhli, you can simply ignore this message.',
    ],
    signature: 'Best regards,\nThe Sakhli team',
  }),
  ru: ({ name, link }) => ({
    subject: 'Подтвердите адрес электронной почты — Сахли',
    greeting: greetingFor('ru', name),
    paragraphs: [
      'Спасибо за регистрацию в Сахли! Чтобы активировать аккаунт, подтвердите, пожалуйста, адрес электронной почты.',
    ],
    action: { label: 'Подтвердить адрес', url: link },
    notes: [
      'Ссылка действительна 24 часа, воспользоваться ею можно только один раз.',
      'Если вы не регистрировались в Сахли, просто проигнорируйте это письмо.',
    ],
    signature: 'С уважением,\nкоманда Сахли',
  }),
};

/** The confirmation mail sent after sign-up and on a resend. */
export function confirmEmailMail(language: Language, data: ConfirmEmailData): RenderedMail {
  return renderMail(language, CONTENT[language](data));
}
