import { isExpired } from '@sakhli/shared/rules/listing-status';
import { messengerNumber } from '@sakhli/shared/rules/messenger-number';
import type { ContactChannel } from '@sakhli/shared/schemas/contact';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { tbilisiDay } from '../../lib/tbilisi-day';
import { selectPropertyRow } from '../properties/property.repository';
import { canView, type Viewer } from '../properties/property.service';
import { pruneFinishedContactDays, recordContact } from './contacts.repository';

export interface ContactContext {
  viewer: Viewer;
  /** One key per visitor (properties/visitor-key.ts): counted once per visitor, listing, channel and day. */
  visitorKey: string;
}

/**
 * Phone reveals and messenger contacts per listing and Tbilisi day, for the owner's statistics (decision
 * 034). Counted like views: once per visitor, listing, channel and day, never the owner's own, only for a
 * listing that is live; a channel the listing's number cannot take is refused.
 */
export function createContactsService(db: Db, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    /** True when the contact was counted (false: already counted today, or not counted at all). */
    async record(propertyId: number, channel: ContactChannel, context: ContactContext): Promise<boolean> {
      const row = await selectPropertyRow(db, propertyId);
      if (!row || !canView(row, context.viewer)) {
        throw new AppError('PROPERTY_NOT_FOUND', 404, 'Property not found');
      }
      const isReachable = channel === 'phone' ? Boolean(row.phoneNumber) : messengerNumber(row.phoneNumber);
      if (!isReachable) {
        throw new AppError('CONTACT_UNAVAILABLE', 409, `The listing's phone number cannot take ${channel}`);
      }
      const isLive = row.publishStatus === 'Active' && !isExpired(row.expiryDate, now());
      if (!isLive || context.viewer?.userId === row.userId) return false;
      return recordContact(db, {
        propertyId,
        channel,
        visitorKey: context.visitorKey,
        day: tbilisiDay(now()),
      });
    },

    /** Forgets who was counted on finished days (a queue schedule runs it, contacts.jobs.ts). */
    pruneFinished(): Promise<number> {
      return pruneFinishedContactDays(db, tbilisiDay(now()));
    },
  };
}
export type ContactsService = ReturnType<typeof createContactsService>;
