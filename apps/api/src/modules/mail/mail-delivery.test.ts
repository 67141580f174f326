import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase, startAppInstance } from '../../test/test-app';
import { captureLogs } from '../auth/testing/auth-test-kit';
import { confirmLinkOf, startSmtpInbox, type SmtpInbox } from '../auth/testing/smtp-inbox';

const PASSWORD = 'Correct horse 42';

describe('mail through the durable queue', () => {
  let database: Database;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    database = await openTestDatabase();
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox.close();
    await database.close();
  });

  /** One app instance on the shared database, as each of several instances behind a balancer is. */
  async function startInstance(role: 'all' | 'worker') {
    const logs = captureLogs();
    const instance = await startAppInstance(
      database,
      { LOG_LEVEL: 'info', SMTP_URL: inbox.url, APP_URL: 'http://localhost:3000', ROLE: role },
      { logDestination: logs.destination },
      { jobTimings: { maintenanceIntervalSeconds: 1 } },
    );
    return {
      ...instance,
      logs: logs.lines,
      signUp: (email: string) =>
        instance.app.inject({
          method: 'POST',
          url: '/api/Auth/signup',
          payload: { email, password: PASSWORD },
        }),
    };
  }

  it('answers without waiting for SMTP, and delivers once when SMTP accepts again', async () => {
    const instance = await startInstance('all');
    try {
      inbox.refuse(true);
      const refusedBefore = inbox.refusals();
      const response = await instance.signUp('patient@example.ge');
      expect(response.statusCode, response.body).toBe(200);
      await expect.poll(() => inbox.refusals(), { timeout: 10_000 }).toBeGreaterThan(refusedBefore);
      expect(inbox.mailsTo('patient@example.ge')).toHaveLength(0);
      inbox.refuse(false);
      const mail = await inbox.waitForMail('patient@example.ge', { timeoutMs: 15_000 });
      expect(confirmLinkOf(mail).type).toBe('signup');
      await instance.app.jobs.drain();
      expect(inbox.mailsTo('patient@example.ge')).toHaveLength(1);
      const { token } = confirmLinkOf(mail);
      // With SMTP, no line of the log holds the link's token, and the delivered mail's job is gone with it.
      expect(instance.logs.join('\n')).not.toContain(token);
      const { rows } = await database.executeSql(
        `SELECT count(*)::int AS count FROM pgboss.job WHERE strpos(data::text, $1) > 0`,
        [token],
      );
      expect(rows[0]?.count).toBe(0);
    } finally {
      inbox.refuse(false);
      await instance.close();
    }
  });

  it('delivers a mail accepted by an instance that is gone, from another instance', async () => {
    const first = await startInstance('all');
    inbox.refuse(true);
    const refusedBefore = inbox.refusals();
    try {
      expect((await first.signUp('orphan@example.ge')).statusCode).toBe(200);
      await expect.poll(() => inbox.refusals(), { timeout: 10_000 }).toBeGreaterThan(refusedBefore);
    } finally {
      await first.close();
    }
    inbox.refuse(false);
    const second = await startInstance('worker');
    try {
      const mail = await inbox.waitForMail('orphan@example.ge', { timeoutMs: 15_000 });
      expect(confirmLinkOf(mail).type).toBe('signup');
      await second.app.jobs.drain();
      expect(inbox.mailsTo('orphan@example.ge')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
