import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the recipient's answer goes (an inquiry: the visitor who wrote it). */
  replyTo?: { name: string; address: string };
  /**
   * Mails a person subscribed to (alerts, price drops): the one-click unsubscribe address (RFC 8058), sent as
   * `List-Unsubscribe` with `List-Unsubscribe-Post`, so mail clients offer their own unsubscribe button.
   */
  unsubscribeUrl?: string;
}

/** Our message as nodemailer takes it. */
function envelopeOf({ unsubscribeUrl, ...message }: MailMessage) {
  if (!unsubscribeUrl) return message;
  return {
    ...message,
    list: { unsubscribe: unsubscribeUrl },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export interface DeliveryReceipt {
  /** Outbox mode: the .eml file the mail was written to (nothing was sent). */
  outboxFile?: string;
}

/** Where outgoing mail goes: an SMTP server, or the outbox folder when none is configured. */
export interface Mailer {
  send(message: MailMessage): Promise<DeliveryReceipt>;
  close(): void;
}

/** MAIL_FROM as given when it names the sender already ("Sakhli <no-reply@…>"), else with the product name. */
function senderOf(mailFrom: string) {
  return mailFrom.includes('<') ? mailFrom : { name: 'Sakhli', address: mailFrom };
}

/** SMTP_URL: `smtp://host:port` (STARTTLS when offered) or `smtps://user:password@host:port`. */
export function createSmtpMailer(smtpUrl: string, mailFrom: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A dead server must not hold a request's mail for nodemailer's default two minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const from = senderOf(mailFrom);
  return {
    async send(message) {
      await transport.sendMail({ from, ...envelopeOf(message) });
      return {};
    },
    close: () => transport.close(),
  };
}

/** No SMTP_URL: each mail becomes an .eml file in `directory` (DATA_DIR/outbox), readable by any mail client. */
export function createOutboxMailer(directory: string, mailFrom: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const from = senderOf(mailFrom);
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...envelopeOf(message) });
      await mkdir(directory, { recursive: true });
      // Sortable by time, unique within a millisecond.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(directory, name);
      await writeFile(file, info.message, { mode: 0o600 });
      return { outboxFile: file };
    },
    close: () => transport.close(),
  };
}

export function createMailer(config: Config): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom);
}
