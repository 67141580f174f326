/**
 * npm run test:cluster — the proof of CONTRACT.md section 5 on this machine: a fresh database on the local
 * PostgreSQL, a redis-server, an S3-compatible server, an SMTP server that can be stopped, HAProxy and three
 * app instances (two ROLE=web, one ROLE=all) started at the same moment on the empty database. Prints
 * PASS/FAIL per check with its figures, exits 1 when one fails, and ends every process and drops the
 * database however it ends (Ctrl-C included). Logs stay in the printed folder when a check fails.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkThrottleAcrossInstances, checkTokensAcrossInstances } from './checks-accounts';
import { checkMailAfterCrash, checkSigkillUnderLoad, checkSigtermUnderLoad } from './checks-failures';
import { checkPhotoAndSearch, startExpiryCheck } from './checks-listings';
import { freePort, killAllChildren } from './child-processes';
import { ALL, WEB_1, WEB_2, type CheckOutcome, type ClusterContext } from './cluster-context';
import { createInstances, type InstanceSpec } from './cluster-instances';
import { createDatabase, startRedis, startS3TestServer, startSwitchableSmtp } from './cluster-peers';
import { startProxy } from './cluster-proxy';
import { checkStartup } from './checks-startup';

const CHECKS = {
  startup: 'all instances come up on an empty database',
  tokens: 'a token from one instance works on the others, a refresh on a third',
  throttle: 'sign-in throttle holds across instances',
  photo: 'a photo uploaded to one instance is processed and served by another',
  search: "a new listing is in every instance's search within 2 s",
  sigkill: 'SIGKILL of an instance under load',
  sigterm: 'SIGTERM of an instance under load drains',
  mail: 'a mail accepted while SMTP was down and its instance killed arrives',
  expiry: 'a scheduled task (listing expiry) ran once per period',
} as const;

const workDir = mkdtempSync(path.join(tmpdir(), 'sakhli-cluster-'));
const results: { name: string; pass: boolean }[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
let isCleaningUp = false;

function report(name: string, { pass, detail }: CheckOutcome) {
  results.push({ name, pass });
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
}

async function run(name: string, check: () => Promise<CheckOutcome>) {
  try {
    report(name, await check());
  } catch (error) {
    report(name, { pass: false, detail: error instanceof Error ? error.message : String(error) });
  }
}

async function cleanUp() {
  if (isCleaningUp) return;
  isCleaningUp = true;
  for (const cleanup of cleanups.reverse())
    await cleanup().catch((error: unknown) => console.error('cleanup:', error));
  killAllChildren();
}

async function main() {
  const database = await createDatabase();
  cleanups.push(() => database.drop());
  const redis = await startRedis(workDir);
  cleanups.push(() => redis.stop());
  const s3 = await startS3TestServer();
  cleanups.push(() => s3.close());
  const smtp = await startSwitchableSmtp();
  cleanups.push(() => smtp.stop());

  const specs: InstanceSpec[] = [];
  for (const [name, role] of [
    [WEB_1, 'web'],
    [WEB_2, 'web'],
    [ALL, 'all'],
  ] as const) {
    specs.push({ name, role, port: await freePort(), metricsPort: await freePort() });
  }
  const proxy = await startProxy(workDir, specs);
  cleanups.push(() => proxy.stop());
  const instances = createInstances(
    workDir,
    {
      APP_URL: proxy.url,
      DATABASE_URL: database.url,
      PG_POOL_MAX: '5',
      JWT_SECRET: randomBytes(36).toString('base64url'),
      REDIS_URL: redis.url,
      STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      SMTP_URL: smtp.url,
      TRUST_PROXY: '127.0.0.1',
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      SEED_DEMO: 'false',
    },
    specs,
  );
  cleanups.push(() => instances.stopAll());
  const startedAt = Date.now();
  for (const name of instances.names) instances.start(name);
  const context: ClusterContext = { instances, proxy, database, smtp, startedAt };

  const startup = await checkStartup(context);
  report(CHECKS.startup, startup);
  if (!startup.isServing) {
    for (const name of Object.values(CHECKS).slice(1)) {
      report(name, { pass: false, detail: 'not run: the instances are not all serving behind the proxy' });
    }
    return;
  }
  await run(CHECKS.tokens, () => checkTokensAcrossInstances(context));
  await run(CHECKS.throttle, () => checkThrottleAcrossInstances(context));
  const listings = await checkPhotoAndSearch(context).catch((error: unknown) => {
    const failure = { pass: false, detail: error instanceof Error ? error.message : String(error) };
    return { photo: failure, search: failure, listingId: undefined };
  });
  report(CHECKS.photo, listings.photo);
  report(CHECKS.search, listings.search);
  const finishExpiry =
    listings.listingId === undefined ? undefined : await startExpiryCheck(context, listings.listingId);
  await run(CHECKS.sigkill, () => checkSigkillUnderLoad(context));
  await run(CHECKS.sigterm, () => checkSigtermUnderLoad(context));
  await run(CHECKS.mail, () => checkMailAfterCrash(context));
  await run(CHECKS.expiry, async () =>
    finishExpiry ? finishExpiry(context) : { pass: false, detail: 'not run: no listing to expire' },
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the cluster…`);
    void cleanUp().finally(() => process.exit(130));
  });
}
process.on('exit', killAllChildren);

const began = Date.now();
try {
  await main();
} catch (error) {
  report('cluster set-up', { pass: false, detail: error instanceof Error ? error.message : String(error) });
} finally {
  await cleanUp();
}
const failed = results.filter((result) => !result.pass).length;
console.log(`\ntook ${((Date.now() - began) / 1000).toFixed(0)} s`);
console.log(`cluster: ${results.length - failed} passed, ${failed} failed`);
if (failed > 0) console.log(`logs of every process: ${workDir}`);
else rmSync(workDir, { recursive: true, force: true });
process.exit(failed > 0 ? 1 : 0);
