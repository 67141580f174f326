import { z } from 'zod';
import { INQUIRY_FIELD_LIMITS } from '../constants';
import { EmailField } from './auth';
import { emptyToNull } from './common';

/**
 * The inquiry a visitor sends a listing's owner from the contact card (SPEC.md section 3 'Inquiry email
 * template'). The server mails it to the owner with Reply-To the visitor; no answer carries either address.
 */

/** Messages a client shows next to the field; the web maps each to a translation key. */
export const INQUIRY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${INQUIRY_FIELD_LIMITS.name} characters`,
  phoneInvalid: 'Phone number is invalid',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${INQUIRY_FIELD_LIMITS.message} characters`,
} as const;

/** Digits with the usual separators, optionally after a +: "+995 555 12-34-56", "(032) 2 123456". */
const PHONE_PATTERN = /^\+?[\d\s()-]+$/;
const MIN_PHONE_DIGITS = 5;

export const InquiryRequest = z.object({
  name: z
    .string({ error: INQUIRY_MESSAGES.nameRequired })
    // One line: the name is shown in the mail and as the Reply-To display name.
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, INQUIRY_MESSAGES.nameRequired)
        .max(INQUIRY_FIELD_LIMITS.name, INQUIRY_MESSAGES.nameTooLong),
    ),
  email: EmailField,
  phone: z.preprocess(
    emptyToNull,
    z
      .string({ error: INQUIRY_MESSAGES.phoneInvalid })
      .trim()
      .max(INQUIRY_FIELD_LIMITS.phone, { error: INQUIRY_MESSAGES.phoneInvalid, abort: true })
      .regex(PHONE_PATTERN, { error: INQUIRY_MESSAGES.phoneInvalid, abort: true })
      .refine((value) => value.replace(/\D/g, '').length >= MIN_PHONE_DIGITS, INQUIRY_MESSAGES.phoneInvalid)
      .nullable()
      .default(null),
  ),
  message: z
    .string({ error: INQUIRY_MESSAGES.messageRequired })
    .trim()
    .min(1, INQUIRY_MESSAGES.messageRequired)
    .max(INQUIRY_FIELD_LIMITS.message, INQUIRY_MESSAGES.messageTooLong),
});
export type InquiryRequest = z.input<typeof InquiryRequest>;
export type InquiryFields = z.output<typeof InquiryRequest>;
