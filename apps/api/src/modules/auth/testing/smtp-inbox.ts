import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): MimePart {
  const separator = /\r?\n\r?\n/.exec(raw);
  const head = separator ? raw.slice(0, separator.index) : raw;
  const body = separator ? raw.slice(separator.index + separator[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** RFC 2047 encoded words (subjects in Georgian and Russian), adjacent words joined. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** The text/plain and text/html bodies of a (possibly multipart) message. */
function collectBodies(part: MimePart, into: { text: string; html: string }) {
  const contentType = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectBodies(splitPart(section.replace(/^\r?\n/, '')), into);
    }
    return;
  }
  if (contentType.toLowerCase().startsWith('text/html')) into.html = decodeBody(part);
  else into.text = decodeBody(part);
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const message = splitPart(raw);
  const bodies = { text: '', html: '' };
  collectBodies(message, bodies);
  return {
    to,
    from: decodeWords(message.headers.from ?? ''),
    subject: decodeWords(message.headers.subject ?? ''),
    headers: message.headers,
    ...bodies,
  };
}

/**
 * A real SMTP server on a loopback port (random unless given: the cluster test stops and starts it on the
 * same one) for API tests: the app sends to it through nodemailer (SMTP_URL), and the test reads what arrived.
 */
export async function startSmtpInbox({ port: requestedPort = 0 } = {}) {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let isRefusing = false;
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!isRefusing) return callback();
      refusals += 1;
      callback(Object.assign(new Error('Service busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(requestedPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** The first mail (arrived or arriving) to `address` after the first `skip` ones to it. */
  async function waitForMail(address: string, { skip = 0, timeoutMs = 10_000 } = {}): Promise<ReceivedMail> {
    const find = () => mails.filter((mail) => mail.to.includes(address.toLowerCase()))[skip];
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = find();
      if (mail) return mail;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no mail #${skip + 1} to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, remaining);
        waiters.add(wake);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** While true, every mail is refused with a temporary error (451), as a server in trouble does. */
    refuse(value: boolean) {
      isRefusing = value;
    },
    refusals: () => refusals,
    waitForMail,
    mailsTo: (address: string) => mails.filter((mail) => mail.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/** The /auth/confirm link of a mail, and its token and type as the page reads them. */
export function confirmLinkOf(mail: ReceivedMail) {
  const match = /https?:\/\/\S+\/auth\/confirm\?\S+/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in mail "${mail.subject}"`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '', type: url.searchParams.get('type') ?? '' };
}
