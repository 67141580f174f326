import type { Language } from '@sakhli/shared/enums';
import type { InquiryFields } from '@sakhli/shared/schemas/inquiry';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { tbilisiDay } from '../../lib/tbilisi-day';
import type { Log } from '../../lib/log';
import { consumeLimits } from '../../lib/limit-checks';
import type { RateLimiter } from '../../lib/rate-limiter';
import { displayNameOf } from '../auth/user-read-model';
import { findUserById } from '../auth/users.repository';
import { selectPropertyRow } from '../properties/property.repository';
import { toProperty } from '../properties/property-read-model';
import { recordInterest } from '../statistics/statistics.repository';
import { summarizeListing } from './listing-summary';
import type { MailOutbox } from '../mail/mail.jobs';
import { inquiryMail } from './mails/inquiry.mail';

export interface InquiryContext {
  /** The client for the per-client limit (`clientKeyOf(request.ip)`). */
  clientKey: string;
  /** The visitor's language (Accept-Language): the mail is written in it. */
  language: Language;
}

export interface InquiriesOptions {
  db: Db;
  outbox: MailOutbox;
  appUrl: string;
  log: Log;
  /** RATE_LIMIT_INQUIRIES_PER_CLIENT and RATE_LIMIT_INQUIRIES_PER_LISTING. */
  limiters: { perClient: RateLimiter; perListing: RateLimiter };
}

const notFound = () => new AppError('PROPERTY_NOT_FOUND', 404, 'Property not found');

/**
 * Inquiries from the contact card: mailed to the listing's owner with Reply-To the visitor. Neither
 * address appears in any answer; the owner's is seen by the visitor only if the owner replies.
 */
export function createInquiriesService({ db, outbox, appUrl, log, limiters }: InquiriesOptions) {
  return {
    /** Answers once the mail is accepted by the durable mail queue, which delivers it while SMTP allows. */
    async send(propertyId: number, fields: InquiryFields, context: InquiryContext): Promise<void> {
      const row = await selectPropertyRow(db, propertyId);
      // Only published listings take inquiries; the others are missing to the public.
      if (!row || row.publishStatus !== 'Active') throw notFound();
      const owner = await findUserById(db, row.userId);
      if (!owner) throw notFound();
      await consumeLimits([limiters.perClient, context.clientKey], [limiters.perListing, String(propertyId)]);

      const { language } = context;
      const property = toProperty(row, [], language);
      const mail = inquiryMail(language, {
        ownerName: displayNameOf(owner),
        visitorName: fields.name,
        visitorPhone: fields.phone,
        messageParagraphs: fields.message.split(/\r?\n/).filter((line) => line.trim() !== ''),
        listing: {
          ...summarizeListing(property, language),
          code: property.code,
          url: `${appUrl}/property/${property.id}`,
        },
      });
      await outbox.send('inquiry', {
        to: owner.email,
        replyTo: { name: fields.name, address: fields.email },
        ...mail,
      });
      // Counted once the mail is accepted: the owner's statistics (decision 041).
      await recordInterest(db, propertyId, 'inquiries', tbilisiDay(new Date()));
      log.info({ propertyId }, 'inquiry accepted for the owner');
    },
  };
}
export type InquiriesService = ReturnType<typeof createInquiriesService>;
