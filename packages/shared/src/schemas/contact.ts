import { z } from 'zod';

/** How a visitor reached a listing's owner: revealed the phone number, or opened a chat in a messenger. */
export const CONTACT_CHANNELS = ['phone', 'whatsapp', 'viber'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** `POST /api/Property/{id}/contact`: counted once per visitor, listing, channel and Tbilisi day. */
export const ContactRequest = z.object({
  channel: z.enum(CONTACT_CHANNELS, { error: `channel must be one of ${CONTACT_CHANNELS.join(', ')}` }),
});
export type ContactRequest = z.infer<typeof ContactRequest>;
