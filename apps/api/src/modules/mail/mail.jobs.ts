import type { Mailer, MailMessage } from '../../adapters/mailer';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Log } from '../../lib/log';

const MAIL_QUEUE = 'mail';

interface MailJob extends Record<string, unknown> {
  /** What the mail is (confirm, reset, inquiry…), for the log. */
  kind: string;
  message: MailMessage;
  /** Outbox mode only: the mail's link, written to the log for development. */
  link?: string;
}

/**
 * Every mail goes through the durable queue (the outbox): accepted with the request's write, delivered
 * by whichever instance runs jobs, retried with backoff while SMTP refuses, so a mail the app accepted
 * arrives even when the instance that accepted it died.
 */
export function registerMailJobs(queue: JobQueue, { mailer, log }: { mailer: Mailer; log: Log }) {
  queue.define<MailJob>(MAIL_QUEUE, {
    // About a day of attempts (10 s doubling), longer than any SMTP outage worth waiting for.
    retryLimit: 13,
    retryDelaySeconds: 10,
    leaseSeconds: 120,
    concurrency: 2,
    // Its row holds the mail, links included: gone once delivered.
    isForgottenWhenDone: true,
    async handle({ kind, message, link }) {
      const receipt = await mailer.send(message);
      // Outbox mode (no SMTP_URL) is for development: CONTRACT.md asks for the link in the log there.
      // With SMTP the link, a credential, never reaches a log.
      if (receipt.outboxFile)
        log.info({ mail: kind, file: receipt.outboxFile, link }, 'mail written to the outbox');
    },
  });
  return {
    /** Accepts a mail for delivery; with `tx`, exactly when the caller's transaction commits. */
    async send(kind: string, message: MailMessage, options: { link?: string; tx?: Db } = {}) {
      const job: MailJob = { kind, message, ...(options.link ? { link: options.link } : {}) };
      await queue.enqueue(MAIL_QUEUE, job, { tx: options.tx });
    },
  };
}
export type MailOutbox = ReturnType<typeof registerMailJobs>;
