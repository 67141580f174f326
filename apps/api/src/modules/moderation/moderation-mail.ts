import type { Db } from '../../db/client';
import type { MailOutbox } from '../mail/mail.jobs';
import { displayNameOf, languageOf, type UserRecord } from '../auth/user-read-model';
import { listingRejectedMail } from './mails/listing-rejected.mail';

export interface RejectedListing {
  id: number;
  code: number;
  streetNameGeo: string | null;
  streetNameEng: string | null;
}

/**
 * The owner's mail about a moderation decision, in the owner's language, handed to the mail queue: the
 * moderator's request never waits for SMTP, and a failed delivery is retried, never lost silently.
 */
export function createModerationMail({ outbox, appUrl }: { outbox: MailOutbox; appUrl: string }) {
  return {
    /** Accepted with `tx`, the transaction that archives the listing. */
    sendRejection(
      owner: Pick<UserRecord, 'email' | 'displayName' | 'language'>,
      listing: RejectedListing,
      reason: string,
      tx: Db,
      { afterReports = false }: { afterReports?: boolean } = {},
    ) {
      const language = languageOf(owner);
      const street = language === 'ka' ? listing.streetNameGeo : listing.streetNameEng;
      const mail = listingRejectedMail(language, {
        name: displayNameOf(owner),
        code: listing.code,
        street: street ?? listing.streetNameEng ?? listing.streetNameGeo,
        reason,
        afterReports,
        link: `${appUrl}/property/${listing.id}`,
      });
      return outbox.send('listing-rejected', { to: owner.email, ...mail }, { tx });
    },
  };
}
export type ModerationMail = ReturnType<typeof createModerationMail>;
