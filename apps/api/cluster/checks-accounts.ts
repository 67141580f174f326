import { me, refresh, signIn, signUp, uniqueEmail } from './cluster-client';
import { ALL, WEB_1, WEB_2, type CheckOutcome, type ClusterContext } from './cluster-context';

/** Signed in on one instance, the token works on the two others, and a refresh on a third one works. */
export async function checkTokensAcrossInstances({ instances }: ClusterContext): Promise<CheckOutcome> {
  const email = uniqueEmail('tokens');
  await signUp(instances.url(WEB_1), email);
  const session = await signIn(instances.url(WEB_1), email);
  if (session.status !== 200)
    return { pass: false, detail: `sign-in on ${WEB_1} answered ${session.status}` };
  const { accessToken, refreshToken } = session.body;
  const elsewhere = await Promise.all(
    [WEB_2, ALL].map(async (name) => `${name} ${(await me(instances.url(name), accessToken)).status}`),
  );
  const renewed = await refresh(instances.url(ALL), { accessToken, refreshToken });
  const renewedUse =
    renewed.status === 200 ? (await me(instances.url(WEB_2), renewed.body.accessToken)).status : 0;
  const pass =
    elsewhere.every((line) => line.endsWith(' 200')) && renewed.status === 200 && renewedUse === 200;
  return {
    pass,
    detail: `token of ${WEB_1} on: ${elsewhere.join(', ')}; refresh on ${ALL}: ${renewed.status}; renewed token on ${WEB_2}: ${renewedUse}`,
  };
}

/** CONTRACT.md section 6: 10 failed sign-ins per account and client; the 11th is refused whichever instance gets it. */
export async function checkThrottleAcrossInstances({ instances }: ClusterContext): Promise<CheckOutcome> {
  const email = uniqueEmail('throttle');
  await signUp(instances.url(WEB_1), email);
  const statuses: string[] = [];
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const name = instances.names[attempt % instances.names.length] ?? WEB_1;
    const answer = await signIn(instances.url(name), email, 'Wrong password 1');
    statuses.push(`${name}:${answer.status}`);
  }
  const codes = statuses.map((line) => line.split(':')[1]);
  const first429 = codes.indexOf('429') + 1;
  const pass = first429 === 11 && codes[11] === '429';
  return {
    pass,
    detail: `wrong passwords round-robin over ${instances.names.length} instances: first 429 at attempt ${first429 || 'never'} (limit 10); ${statuses.join(' ')}`,
  };
}
