/**
 * A Georgian mobile number as WhatsApp and Viber address it: 995 and the nine digits of the national number,
 * which for a mobile starts with 5. Accepts what owners type: "+995 555 12 34 56", "00995555123456",
 * "995555123456", "555-12-34-56", "0555 123 456". Anything else (a landline, which has no messenger account,
 * a foreign or malformed number) is null, and the messenger buttons are not shown.
 */
export function messengerNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[\s\-().]/g, '');
  const national = /^(?:(?:\+|00)?995|0)?(5\d{8})$/.exec(digits)?.[1];
  return national ? `995${national}` : null;
}

/** https://wa.me/<number>?text=…: a WhatsApp chat with the number, the text typed in. */
export const whatsAppChatUrl = (number: string, text: string) =>
  `https://wa.me/${number}?text=${encodeURIComponent(text)}`;

/** viber://chat?number=%2B<number>: a Viber chat with the number (Viber takes no text for a chat). */
export const viberChatUrl = (number: string) => `viber://chat?number=${encodeURIComponent(`+${number}`)}`;
