import type { Language } from '@sakhli/shared/enums';
import { greetingFor, renderMail, type MailContent, type RenderedMail } from '../../../lib/mail-layout';

export interface SignUpAttemptData {
  name: string;
  /** The home page: the sign-in window opens from there. */
  siteUrl: string;
  /** Undefined for a password account; otherwise the social provider it signs in with ('Google'). */
  socialProvider?: string;
}

const CONTENT: Record<Language, (data: SignUpAttemptData) => MailContent> = {
  ka: ({ name, siteUrl, socialProvider }) => ({
    subject: 'თქვენი ელფოსტით რეგისტრაციის მცდელობა — სახლი',
    greeting: greetingFor('ka', name),
    paragraphs: [
      'ვიღაცამ (შესაძლოა, თქვენ) სცადა ამ ელფოსტის მისამართით ახალი ანგარიშის შექმნა. ამ მისამართზე ანგარიში უკვე გაქვთ, ამიტომ ახალი არ შექმნილა.',
      socialProvider
        ? `თუ ეს თქვენ იყავით, შედით ${socialProvider}-ით, როგორც ადრე.`
        : 'თუ ეს თქვენ იყავით, უბრალოდ შედით ანგარიშზე. თუ პაროლი დაგავიწყდათ, შესვლის ფანჯარაში აირჩიეთ პაროლის აღდგენა და დააყენეთ ახალი.',
    ],
    action: { label: '„სახლის“ გახსნა', url: siteUrl },
    notes: ['თუ ეს თქვენ არ იყავით, უგულებელყავით ეს წერილი — თქვენს ანგარიშში არაფერი შეცვლილა.'],
    signature: 'პატივისცემით,\n„სახლის“ გუნდი',
  }),
  en: ({ name, siteUrl, socialProvider }) => ({
    subject: 'Someone tried to sign up with your e-mail address',
    greeting: greetingFor('en', name),
    paragraphs: [
      'Someone (perhaps you) tried to create a new Sakhli account with this e-mail address. You already have an account, so no new one was created.',
      socialProvider
        ? `If it was you, sign in with ${socialProvider} as before.`
        : 'If it was you, simply sign in. If you have forgotten your password, choose the password reset in the sign-in window to set a new one.',
    ],
    action: { label: 'Open Sakhli', url: siteUrl },
    notes: ['If it was not you, you can ignore this message: nothing in your account has changed.'],
    signature: 'Best regards,\nThe Sakhli team',
  }),
  ru: ({ name, siteUrl, socialProvider }) => ({
    subject: 'Попытка регистрации с вашим адресом — Сахли',
    greeting: greetingFor('ru', name),
    paragraphs: [
      'Кто-то (возможно, вы) попытался создать новый аккаунт в Сахли с этим адресом электронной почты. У вас уже есть аккаунт, поэтому новый создан не был.',
      socialProvider
        ? `Если это были вы, войдите через ${socialProvider}, как раньше.`
        : 'Если это были вы, просто войдите в аккаунт. Если вы забыли пароль, выберите восстановление пароля в окне входа и задайте новый.',
    ],
    action: { label: 'Открыть Сахли', url: siteUrl },
    notes: ['Если это были не вы, просто проигнорируйте это письмо — в вашем аккаунте ничего не изменилось.'],
    signature: 'С уважением,\nкоманда Сахли',
  }),
};

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export function signUpAttemptMail(language: Language, data: SignUpAttemptData): RenderedMail {
  return renderMail(language, CONTENT[language](data));
}
