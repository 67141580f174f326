import type { Language } from '@sakhli/shared/enums';
import { greetingFor, renderMail, type MailContent, type RenderedMail } from '../../../lib/mail-layout';

export interface ResetPasswordData {
  /** The recipient's own name; undefined while the address is unconfirmed. */
  name: string | undefined;
  /** APP_URL/auth/confirm?token=…&type=recovery */
  link: string;
}

const CONTENT: Record<Language, (data: ResetPasswordData) => MailContent> = {
  ka: ({ name, link }) => ({
    subject: 'პაროლის აღდგენა — სახლი',
    greeting: greetingFor('ka', name),
    paragraphs: [
      'მივიღეთ მოთხოვნა თქვენი ანგარიშის პაროლის აღდგენაზე. ახალი პაროლის დასაყენებლად დააჭირეთ ქვემოთ მოცემულ ღილაკს.',
    ],
    action: { label: 'ახალი პაროლის დაყენება', url: link },
    notes: [
      'ბმული მოქმედებს 1 საათის განმავლობაში და მისი გამოყენება მხოლოდ ერთხელ შეიძლება. ახალი მოთხოვნის შემდეგ ეს ბმული ძალას კარგავს.',
      'თუ პაროლის აღდგენა არ მოგითხოვიათ, უგულებელყავით ეს წერილი — თქვენი პაროლი არ შეიცვლება.',
    ],
    signature: 'პატივისცემით,\n„სახლის“ გუნდი',
  }),
  en: ({ name, link }) => ({
    subject: 'Reset your Sakhli password',
    greeting: greetingFor('en', name),
    paragraphs: [
      'We received a request to reset the password of your Sakhli account. Use the button below to choose a new password.',
    ],
    action: { label: 'Choose a new password', url: link },
    notes: [
      'The link is valid for 1 hour and can be used once. A newer request replaces it.',
      'If you did not ask to reset your password, ignore this message: your password stays the same.',
    ],
    signature: 'Best regards,\nThe Sakhli team',
  }),
  ru: ({ name, link }) => ({
    subject: 'Восстановление пароля — Сахли',
    greeting: greetingFor('ru', name),
    paragraphs: [
      'Мы получили запрос на сброс пароля вашего аккаунта в Сахли. Чтобы задать новый пароль, нажмите на кнопку ниже.',
    ],
    action: { label: 'Задать новый пароль', url: link },
    notes: [
      'Ссылка действительна 1 час, воспользоваться ею можно только один раз. Новый запрос отменяет эту ссылку.',
      'Если вы не запрашивали сброс пароля, проигнорируйте это письмо — ваш пароль останется прежним.',
    ],
    signature: 'С уважением,\nкоманда Сахли',
  }),
};

/** The password-reset mail of forgot-password. */
export function resetPasswordMail(language: Language, data: ResetPasswordData): RenderedMail {
  return renderMail(language, CONTENT[language](data));
}
