import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What one kind of mail does on a one-click unsubscribe (RFC 8058): `subject` is the id signed into its link
 * (a saved search, a user). Answers false when the subject no longer exists (the person is unsubscribed anyway).
 */
export type UnsubscribeHandler = (subject: string) => Promise<boolean>;

export type UnsubscribeResult = { status: 'done'; kind: string; found: boolean } | { status: 'invalid' };

/** The signed part of a link: kind and subject are ids of ours, never containing the separator. */
const SEPARATOR = '~';

/**
 * Unsubscribe links that work without signing in: `APP_URL/unsubscribe/<token>`, the token an HMAC over the
 * mail's kind and subject (decision 032). Stateless, so a link in a mail sent years ago still works, and nothing
 * but the key can make one. Modules define what each kind does; the routes call `unsubscribe`.
 */
export function createUnsubscribes({ secret, appUrl }: { secret: string; appUrl: string }) {
  // A key of its own, so an unsubscribe token can never pass for anything the JWT secret signs.
  const key = createHmac('sha256', secret).update('sakhli unsubscribe links v1').digest();
  const handlers = new Map<string, UnsubscribeHandler>();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();

  function tokenFor(kind: string, subject: string) {
    const payload = `${kind}${SEPARATOR}${subject}`;
    return `${Buffer.from(payload).toString('base64url')}.${sign(payload).toString('base64url')}`;
  }

  function read(token: string): { kind: string; subject: string } | undefined {
    const [encoded, signature, ...rest] = token.split('.');
    if (!encoded || !signature || rest.length > 0) return undefined;
    const payload = Buffer.from(encoded, 'base64url').toString('utf8');
    const given = Buffer.from(signature, 'base64url');
    const expected = sign(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const [kind, subject] = payload.split(SEPARATOR);
    return kind && subject ? { kind, subject } : undefined;
  }

  return {
    define(kind: string, handle: UnsubscribeHandler) {
      if (kind.includes(SEPARATOR) || handlers.has(kind)) throw new Error(`unsubscribe kind ${kind} taken`);
      handlers.set(kind, handle);
    },
    /** The address for List-Unsubscribe and the mail's own "unsubscribe" link. */
    linkFor(kind: string, subject: string) {
      if (!handlers.has(kind)) throw new Error(`unsubscribe kind ${kind} is not defined`);
      return `${appUrl}/unsubscribe/${tokenFor(kind, subject)}`;
    },
    async unsubscribe(token: string): Promise<UnsubscribeResult> {
      const link = read(token);
      const handle = link && handlers.get(link.kind);
      if (!link || !handle) return { status: 'invalid' };
      return { status: 'done', kind: link.kind, found: await handle(link.subject) };
    },
  };
}
export type Unsubscribes = ReturnType<typeof createUnsubscribes>;
