import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../adapters/mailer';
import { registerErrorHandler } from '../../plugins/errors';
import { startSmtpInbox, type SmtpInbox } from '../auth/testing/smtp-inbox';
import { createUnsubscribes } from './unsubscribe';
import { unsubscribeRoutes } from './unsubscribe.routes';

const APP_URL = 'https://sakhli.ge';

describe('one-click unsubscribe (RFC 8058)', () => {
  let app: FastifyInstance;
  let inbox: SmtpInbox;
  const turnedOff: string[] = [];
  const unsubscribes = createUnsubscribes({ secret: 'k'.repeat(40), appUrl: APP_URL });
  unsubscribes.define('saved-search', async (subject) => {
    turnedOff.push(subject);
    return true;
  });
  const pathOf = (link: string) => link.slice(APP_URL.length);

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(unsubscribeRoutes(unsubscribes));
    await app.ready();
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  it("answers a mail client's one-click POST to the List-Unsubscribe address itself", async () => {
    const response = await app.inject({
      method: 'POST',
      url: pathOf(unsubscribes.linkFor('saved-search', '11')),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ kind: 'saved-search', found: true });
    expect(turnedOff).toContain('11');
  });

  it("answers the web page's button, and refuses a forged link with 404 and a code", async () => {
    const token = pathOf(unsubscribes.linkFor('saved-search', '12')).split('/').pop();
    const response = await app.inject({ method: 'POST', url: `/api/unsubscribe/${token}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(turnedOff).toContain('12');
    const forged = await app.inject({ method: 'POST', url: `/api/unsubscribe/${token}x` });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID' });
    expect(turnedOff.filter((subject) => subject === '12')).toHaveLength(1);
  });

  it('never unsubscribes on a GET (link scanners follow every link)', async () => {
    const before = turnedOff.length;
    const response = await app.inject({
      method: 'GET',
      url: pathOf(unsubscribes.linkFor('saved-search', '13')),
    });
    expect(response.statusCode).toBe(404);
    expect(turnedOff).toHaveLength(before);
  });

  it('sends List-Unsubscribe and List-Unsubscribe-Post with the mails that carry the address', async () => {
    const mailer = createSmtpMailer(inbox.url, 'no-reply@sakhli.ge');
    const link = unsubscribes.linkFor('saved-search', '14');
    try {
      await mailer.send({
        to: 'alerts@example.ge',
        subject: 'New flats',
        text: 'x',
        html: '<p>x</p>',
        unsubscribeUrl: link,
      });
      await mailer.send({ to: 'plain@example.ge', subject: 'Confirm', text: 'x', html: '<p>x</p>' });
    } finally {
      mailer.close();
    }
    const alert = await inbox.waitForMail('alerts@example.ge');
    expect(alert.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const plain = await inbox.waitForMail('plain@example.ge');
    expect(plain.headers['list-unsubscribe']).toBeUndefined();
  });
});
