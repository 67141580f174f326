import type { Mailer } from '../../adapters/mailer';
import type { Log } from '../../lib/log';
import { displayNameOf, languageOf, type UserRecord } from '../auth/user-read-model';
import { listingRejectedMail } from './mails/listing-rejected.mail';

export interface RejectedListing {
  id: number;
  code: number;
  streetNameGeo: string | null;
  streetNameEng: string | null;
}

/**
 * The owner's mail about a moderation decision, in the owner's language, sent in the background: the
 * moderator's request never waits for SMTP, and a failed delivery is logged, never lost silently.
 */
export function createModerationMail({ mailer, appUrl, log }: { mailer: Mailer; appUrl: string; log: Log }) {
  const pending = new Set<Promise<void>>();
  return {
    sendRejection(
      owner: Pick<UserRecord, 'email' | 'displayName' | 'language'>,
      listing: RejectedListing,
      reason: string,
    ) {
      const language = languageOf(owner);
      const street = language === 'ka' ? listing.streetNameGeo : listing.streetNameEng;
      const mail = listingRejectedMail(language, {
        name: displayNameOf(owner),
        code: listing.code,
        street: street ?? listing.streetNameEng ?? listing.streetNameGeo,
        reason,
        link: `${appUrl}/property/${listing.id}`,
      });
      const delivery = mailer
        .send({ to: owner.email, ...mail })
        .then(() => undefined)
        .catch((error: unknown) => {
          const detail = error instanceof Error ? error.message : String(error);
          log.error({ mail: 'listing-rejected', listingId: listing.id, reason: detail }, 'mail not sent');
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },

    /** Waits for the mails under way (on close, and in tests). */
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
export type ModerationMail = ReturnType<typeof createModerationMail>;
