import * as client from 'openid-client';

/** One OpenID Connect provider as configured (Google, or any issuer through OIDC_*). */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

/** What the server keeps between the redirect and the callback (never sent to the browser but `state`). */
export interface PendingAuthorization {
  authUrl: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The person the provider vouched for, from the checked ID token (or its userinfo when the token is lean). */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

export interface OidcClient {
  startAuthorization(settings: OidcSettings, redirectUri: string): Promise<PendingAuthorization>;
  finishAuthorization(
    settings: OidcSettings,
    pending: Omit<PendingAuthorization, 'authUrl'> & { redirectUri: string; code: string },
  ): Promise<OidcIdentity>;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http is allowed only to a provider on this machine (a test or development provider). */
export function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * Why a sign-in was refused, for the log: the messages down the error's cause chain, the provider's OAuth
 * error and the claim or attribute that failed, never the tokens, nonces or claims the errors also carry.
 */
export function describeOidcError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && parts.length < 5) {
    const { error: oauthError } = current as Error & { error?: unknown };
    parts.push(typeof oauthError === 'string' ? `${current.message} (${oauthError})` : current.message);
    current = current.cause;
  }
  if (current !== null && typeof current === 'object') {
    const { claim, attribute } = current as { claim?: unknown; attribute?: unknown };
    if (typeof claim === 'string') parts.push(`claim=${claim}`);
    if (typeof attribute === 'string') parts.push(`attribute=${attribute}`);
  }
  return parts.length > 0 ? parts.join(': ') : String(error);
}

const stringClaim = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * OpenID Connect through openid-client: discovery (kept per issuer and client), the authorization URL with
 * PKCE (S256), state and nonce, and the code exchange, which checks the ID token's signature (against the
 * provider's published keys), issuer, audience, expiry and nonce before anything here reads it.
 */
export function createOidcClient(): OidcClient {
  const configurations = new Map<string, Promise<client.Configuration>>();

  const discover = (settings: OidcSettings) => {
    const key = `${settings.issuer} ${settings.clientId}`;
    let configuration = configurations.get(key);
    if (!configuration) {
      configuration = client.discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        {
          timeout: 10,
          // openid-client trusts an ID token from the token endpoint on TLS alone unless told to check its
          // signature against the provider's keys: checked here, always.
          execute: [
            client.enableNonRepudiationChecks,
            ...(isLoopbackHttp(settings.issuer) ? [client.allowInsecureRequests] : []),
          ],
        },
      );
      // A failed discovery (provider down) is tried again on the next sign-in, not remembered.
      configuration.catch(() => configurations.delete(key));
      configurations.set(key, configuration);
    }
    return configuration;
  };

  return {
    async startAuthorization(settings, redirectUri) {
      const configuration = await discover(settings);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const authUrl = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { authUrl: authUrl.href, state, nonce, codeVerifier };
    },

    async finishAuthorization(settings, { redirectUri, code, state, nonce, codeVerifier }) {
      const configuration = await discover(settings);
      const metadata = configuration.serverMetadata();
      const callbackUrl = new URL(redirectUri);
      callbackUrl.searchParams.set('code', code);
      callbackUrl.searchParams.set('state', state);
      // The browser page forwards code and state only. A provider that sends `iss` (RFC 9207) does so
      // against mix-ups between providers; here the state is bound to one provider on the server already.
      if (metadata.authorization_response_iss_parameter_supported) {
        callbackUrl.searchParams.set('iss', metadata.issuer);
      }
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider returned no ID token');
      // Providers that keep ID tokens lean (only `sub`) give the profile at the userinfo endpoint, for
      // the same subject.
      const profile: Record<string, unknown> =
        stringClaim(claims.email) === undefined
          ? await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)
          : claims;
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: stringClaim(profile.email)?.toLowerCase(),
        emailVerified: profile.email_verified === true || profile.email_verified === 'true',
        name: stringClaim(profile.name),
      };
    },
  };
}
