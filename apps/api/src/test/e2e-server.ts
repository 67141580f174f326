/**
 * The browser journeys' server: `npm start` (scripts/start.mjs) with real peers beside it, the same ones the
 * API tests use: an SMTP server that receives the app's mail and an OpenID Connect provider for social
 * sign-in. The journeys read the mail and steer the provider through a small control server on
 * E2E_CONTROL_PORT:
 *   GET  /mails?to=<address>        the mails received for that address, oldest first
 *   POST /oidc/tamper?mode=<mode>   `forge`: the next ID tokens name another e-mail under the provider's
 *                                   signature (which no longer matches); `off`: genuine tokens again
 * Run from the repository root: node --import tsx apps/api/src/test/e2e-server.ts
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { startOidcProvider, type TestAccount } from '../modules/auth/testing/oidc-test-provider';
import { startSmtpInbox } from '../modules/auth/testing/smtp-inbox';

const port = Number(process.env.PORT ?? 4173);
const controlPort = Number(process.env.E2E_CONTROL_PORT ?? port + 1);
const appUrl = `http://127.0.0.1:${port}`;
const client = {
  clientId: 'sakhli-e2e',
  clientSecret: 'e2e-client-secret-not-for-production',
  redirectUri: `${appUrl}/auth/callback`,
};
/** Provider accounts: the login typed on the provider's page is the account id. */
const accounts = new Map<string, TestAccount>([
  ['nino', { email: 'nino.social@example.ge', email_verified: true, name: 'Nino Beridze' }],
  ['giorgi', { email: 'giorgi.social@example.ge', email_verified: true, name: 'Giorgi Kapanadze' }],
]);

/** The provider's token with other claims: what an attacker between the provider and the app would send. */
function forgeIdToken(idToken: string): string {
  const [header, payload = '', signature] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const forged = { ...claims, email: 'admin@sakhli.example', name: 'Forged' };
  return `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
}

const inbox = await startSmtpInbox();
const provider = await startOidcProvider(client, accounts);

const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${controlPort}`);
  const answer = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && url.pathname === '/mails') {
    return answer(200, inbox.mailsTo(url.searchParams.get('to') ?? ''));
  }
  if (request.method === 'POST' && url.pathname === '/oidc/tamper') {
    const mode = url.searchParams.get('mode');
    provider.tamper.idToken = mode === 'forge' ? forgeIdToken : undefined;
    return answer(200, { mode });
  }
  answer(404, { message: 'not found' });
});
await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));

const app = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    APP_URL: appUrl,
    SMTP_URL: inbox.url,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: client.clientId,
    OIDC_CLIENT_SECRET: client.clientSecret,
    OIDC_NAME: 'Test ID',
    // Every journey's accounts sign up from this one address, more than the 20 an hour a real client may.
    RATE_LIMIT_SIGNUP_PER_CLIENT: '500/1h',
  },
});

async function stop(code: number) {
  // Open keep-alive connections must not keep the process alive.
  setTimeout(() => process.exit(code), 2000).unref();
  await Promise.all([
    inbox.close(),
    provider.close(),
    new Promise<void>((resolve) => control.close(() => resolve())),
  ]);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.kill(signal));
app.on('exit', (code) => void stop(code ?? 0));
