import { z } from 'zod';

/** GET and PUT /api/Auth/mail-settings: which optional mails the signed-in user receives (decision 035). */
export const MailSettings = z.object({
  /** Mails when a favourite's price falls. */
  priceDropMails: z.boolean({ error: 'Must be true or false' }),
});
export type MailSettings = z.infer<typeof MailSettings>;
