import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** The callback the provider sends the browser to, as the /auth/callback page receives it. */
/** The app's origin in the social sign-in tests, its callback page, and the client registered for it. */
export const APP_URL = 'http://localhost:3000';
export const REDIRECT_URI = `${APP_URL}/auth/callback`;
export const TEST_CLIENT: TestClient = {
  clientId: 'sakhli-test',
  clientSecret: 'client-secret-for-tests',
  redirectUri: REDIRECT_URI,
};

export interface AuthorizationResult {
  code: string;
  state: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a random loopback port, with one confidential client
 * and accounts given by the test (account id = subject). Its development login and consent pages are
 * driven over HTTP by `signIn`, without a browser. `tamperIdToken` rewrites the ID token of the next
 * token responses, to check that the app refuses what a real provider would never send.
 */
export async function startOidcProvider(client: TestClient, accounts: Map<string, TestAccount>) {
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
    response.statusCode = 503;
    response.end();
  };
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_context, id) {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
  });
  const tamper: { idToken?: (idToken: string) => string } = {};
  provider.use(async (context, next) => {
    await next();
    const body: unknown = context.body;
    if (
      tamper.idToken &&
      context.path === '/token' &&
      body &&
      typeof body === 'object' &&
      'id_token' in body
    ) {
      const tokenBody = body as { id_token: string };
      tokenBody.id_token = tamper.idToken(tokenBody.id_token);
    }
  });
  const koaHandler = provider.callback();
  // Koa handles its own errors; the promise carries nothing for the server.
  handle = (request, response) => void koaHandler(request, response);

  /**
   * Plays the browser: follows the authorization URL, signs in as `accountId` on the login page, grants
   * consent, and stops at the redirect to the client's callback.
   */
  async function signIn(authUrl: string, accountId: string): Promise<AuthorizationResult> {
    const cookies = new Map<string, string>();
    const send = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: {
          ...(init.headers as Record<string, string>),
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      });
      for (const setCookie of response.headers.getSetCookie()) {
        const [pair = ''] = setCookie.split(';');
        const separator = pair.indexOf('=');
        cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
      }
      return response;
    };
    let url = authUrl;
    for (let step = 0; step < 10; step += 1) {
      const response = await send(url);
      const location = response.headers.get('location');
      if (location) {
        const next = new URL(location, url);
        if (next.href.startsWith(client.redirectUri)) {
          const code = next.searchParams.get('code');
          const state = next.searchParams.get('state');
          if (!code || !state) throw new Error(`provider answered ${next.search}`);
          return { code, state };
        }
        url = next.href;
        continue;
      }
      const page = await response.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
      if (!prompt) throw new Error(`unexpected provider page (${response.status}): ${page.slice(0, 300)}`);
      const form = new URLSearchParams({
        prompt,
        ...(prompt === 'login' ? { login: accountId, password: 'x' } : {}),
      });
      const submitted = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      const after = submitted.headers.get('location');
      if (!after) throw new Error(`the ${prompt} page did not redirect (${submitted.status})`);
      url = new URL(after, url).href;
    }
    throw new Error('the authorization flow did not reach the callback');
  }

  return {
    issuer,
    signIn,
    tamper,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type OidcTestProvider = Awaited<ReturnType<typeof startOidcProvider>>;
