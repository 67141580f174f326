import { sleep } from './child-processes';
import { call } from '../src/test/http-client';
import { signUp, uniqueEmail } from './cluster-client';
import { ALL, WEB_1, WEB_2, type CheckOutcome, type ClusterContext } from './cluster-context';
import { describeOutcomes, startLoad } from './cluster-load';

const LOAD_PATHS = [
  '/api/Property/properties/chunk?city=Batumi&listingType=Sale&propertyType=Apartment',
  '/api/district/city/Tbilisi',
];

async function restart({ instances, proxy }: ClusterContext, name: string) {
  instances.start(name);
  await instances.waitReady(name, 60_000);
  await proxy.waitForState(name, 'UP', 10_000);
}

/** SIGKILL of web2 under load through the proxy: under 1 % fail, and none once the proxy marked it down. */
export async function checkSigkillUnderLoad(context: ClusterContext): Promise<CheckOutcome> {
  const { instances, proxy } = context;
  const load = startLoad(proxy.url, LOAD_PATHS);
  await sleep(1_500);
  const killedAt = load.now();
  await instances.stop(WEB_2, 'SIGKILL');
  let downAt: number | undefined;
  await proxy.waitForState(WEB_2, 'DOWN', 10_000).then(
    () => (downAt = load.now()),
    () => undefined,
  );
  await sleep(2_000);
  const outcomes = await load.stop();
  await restart(context, WEB_2);
  const failedAfterDown = outcomes.filter(
    (outcome) => !outcome.ok && downAt !== undefined && outcome.startMs >= downAt,
  ).length;
  const failedShare = outcomes.filter((outcome) => !outcome.ok).length / Math.max(1, outcomes.length);
  return {
    pass: downAt !== undefined && failedShare < 0.01 && failedAfterDown === 0,
    detail: `${describeOutcomes(outcomes)} = ${(failedShare * 100).toFixed(2)} %; proxy marked ${WEB_2} down ${downAt === undefined ? 'never' : `${downAt - killedAt} ms after the kill`}, ${failedAfterDown} failed after that`,
  };
}

/** SIGTERM of web1 under load: not one failed request, exit code 0 within the 10 s drain. */
export async function checkSigtermUnderLoad(context: ClusterContext): Promise<CheckOutcome> {
  const { instances, proxy } = context;
  const load = startLoad(proxy.url, LOAD_PATHS);
  await sleep(1_500);
  const signalledAt = load.now();
  let downAt: number | undefined;
  const down = proxy.waitForState(WEB_1, 'DOWN', 15_000).then(
    () => (downAt = load.now()),
    () => undefined,
  );
  const exit = await instances.stop(WEB_1, 'SIGTERM', 20_000);
  await down;
  await sleep(1_000);
  const outcomes = await load.stop();
  await restart(context, WEB_1);
  const failed = outcomes.filter((outcome) => !outcome.ok).length;
  return {
    pass: failed === 0 && exit.code === 0 && exit.tookMs <= 10_500,
    detail: `${describeOutcomes(outcomes)}; exit ${exit.code ?? exit.signal} after ${exit.tookMs} ms (limit 10 000); proxy marked it down ${downAt === undefined ? 'never' : `${downAt - signalledAt} ms after SIGTERM`}`,
  };
}

/**
 * A mail accepted while SMTP is down (a password reset asked on web1), then web1 and the job runner
 * killed: once SMTP and both instances are back, the mail arrives.
 */
export async function checkMailAfterCrash(context: ClusterContext): Promise<CheckOutcome> {
  const { instances, smtp } = context;
  const email = uniqueEmail('mail');
  await signUp(instances.url(WEB_1), email);
  const resetMails = () => smtp.mailsTo(email).filter((mail) => mail.text.includes('type=recovery')).length;
  await smtp.stop();
  const asked = await call(instances.url(WEB_1), 'POST', '/api/auth/forgot-password', { body: { email } });
  // Long enough for a first delivery attempt to fail against the closed port.
  await sleep(1_500);
  await Promise.all([instances.stop(WEB_1, 'SIGKILL'), instances.stop(ALL, 'SIGKILL')]);
  await smtp.start();
  const backAt = Date.now();
  await Promise.all([restart(context, WEB_1), restart(context, ALL)]);
  const deadline = backAt + 45_000;
  while (resetMails() === 0 && Date.now() < deadline) await sleep(250);
  const arrived = resetMails();
  return {
    pass: asked.status === 200 && arrived >= 1,
    detail: `reset asked on ${WEB_1} with SMTP down: ${asked.status}; ${WEB_1} and ${ALL} killed; ${arrived} mail(s) arrived ${arrived ? `${((Date.now() - backAt) / 1000).toFixed(1)} s after SMTP and the instances came back` : 'within 45 s of SMTP and the instances coming back'}`,
  };
}
