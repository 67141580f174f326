import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { startS3TestServer } from '../src/adapters/storage-s3-test-server';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../src/modules/auth/testing/smtp-inbox';
import { ensureDebianCommand, freePort, startChild, stopChild, waitFor } from './child-processes';

/** The PostgreSQL server every developer machine and CI has; the test makes and drops its own database. */
const SERVER_URL = 'postgres://postgres@127.0.0.1:5432';

export async function createDatabase() {
  const name = `sakhli_cluster_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await admin.connect().catch((error: unknown) => {
    throw new Error(`PostgreSQL at ${SERVER_URL} (user postgres, trust) is not reachable: ${String(error)}`);
  });
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = `${SERVER_URL}/${name}`;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    url,
    query: <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      pool.query<Row>(text, values),
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
export type ClusterDatabase = Awaited<ReturnType<typeof createDatabase>>;

/** A redis-server of its own on a free port, keeping nothing on disk. */
export async function startRedis(workDir: string) {
  ensureDebianCommand('redis-server', 'redis-server');
  const port = await freePort();
  const child = startChild(
    'redis',
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', workDir],
    { logFile: path.join(workDir, 'redis.log') },
  );
  await waitFor(
    'redis-server up',
    () =>
      new Promise<true | undefined>((resolve) => {
        const socket = new Socket();
        socket.once('error', () => resolve(undefined));
        socket.connect(port, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
      }),
    { timeoutMs: 10_000 },
  );
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

/**
 * The SMTP server the instances send to, on a fixed port so it can be stopped (mail then cannot be
 * delivered) and started again; the mails of every run are kept together.
 */
export async function startSwitchableSmtp() {
  const port = await freePort();
  const earlierMails: ReceivedMail[] = [];
  let inbox: SmtpInbox | undefined = await startSmtpInbox({ port });
  return {
    url: `smtp://127.0.0.1:${port}`,
    async start() {
      inbox ??= await startSmtpInbox({ port });
    },
    async stop() {
      const current = inbox;
      inbox = undefined;
      if (!current) return;
      earlierMails.push(...current.mails);
      await current.close();
    },
    mailsTo: (address: string) =>
      [...earlierMails, ...(inbox?.mails ?? [])].filter((mail) => mail.to.includes(address.toLowerCase())),
  };
}

export { startS3TestServer };
