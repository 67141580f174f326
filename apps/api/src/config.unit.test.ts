import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with no variables at all, on CONTRACT.md defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.reviewMode).toBe('auto');
    expect(config.geocoder).toBe('local');
    expect(config.storage).toBe('local');
    expect(config.accessTokenTtl).toBe(3600);
    expect(config.redisUrl).toBeUndefined();
    expect(config.role).toBe('all');
    expect(config.database).toEqual({ poolMax: 10, statementTimeoutMs: 10_000 });
    expect(config.metricsPort).toBe(9464);
  });

  it('reads the production variables of CONTRACT.md section 5 and names each bad one', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      ROLE: 'worker',
      PG_POOL_MAX: '40',
      PG_STATEMENT_TIMEOUT_MS: '0',
      METRICS_PORT: '0',
    });
    expect(config).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379/2',
      role: 'worker',
      database: { poolMax: 40, statementTimeoutMs: 0 },
      metricsPort: 0,
    });
    const problems = (() => {
      try {
        loadConfig({ REDIS_URL: 'http://x', ROLE: 'api', PG_POOL_MAX: '0', PG_STATEMENT_TIMEOUT_MS: 'soon' });
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    })();
    expect(problems).toEqual([
      'REDIS_URL: must be a redis:// or rediss:// URL',
      'ROLE: must be all, web or worker',
      'PG_POOL_MAX: must be a whole number from 1 to 500',
      'PG_STATEMENT_TIMEOUT_MS: must be a number of milliseconds (0: no limit)',
    ]);
  });

  it('treats empty strings as unset and parses lists and booleans', () => {
    const config = loadConfig({
      PORT: '',
      SEED_DEMO: 'false',
      ADMIN_EMAILS: ' A@x.ge, b@y.ge ,',
      APP_URL: 'https://sakhli.ge/',
    });
    expect(config.port).toBe(3000);
    expect(config.seedDemo).toBe(false);
    expect(config.adminEmails).toEqual(['a@x.ge', 'b@y.ge']);
    expect(config.appUrl).toBe('https://sakhli.ge');
  });

  it('reads every limit as a count per window, CONTRACT.md section 6 by default', () => {
    const { rateLimits } = loadConfig({
      RATE_LIMIT_SIGNUP_PER_CLIENT: '40 / 2h',
      RATE_LIMIT_GEO_PER_CLIENT: '30/m',
    });
    expect(rateLimits.signInPerAccountClient).toEqual({ limit: 10, windowMs: 15 * 60_000 });
    expect(rateLimits.signInPerAccount).toEqual({ limit: 50, windowMs: 15 * 60_000 });
    expect(rateLimits.signInPerClient).toEqual({ limit: 100, windowMs: 15 * 60_000 });
    expect(rateLimits.oauthInitPerClient).toEqual({ limit: 30, windowMs: 60_000 });
    expect(rateLimits.geocoderUpstream).toEqual({ limit: 1, windowMs: 1000 });
    expect(rateLimits.signUpPerClient).toEqual({ limit: 40, windowMs: 2 * 3_600_000 });
    expect(rateLimits.geoPerClient).toEqual({ limit: 30, windowMs: 60_000 });
  });

  it('refuses a limit that is not a count per window, one line each', () => {
    expect(() =>
      loadConfig({
        RATE_LIMIT_SIGNIN_PER_CLIENT: '100',
        RATE_LIMIT_SIGNUP_PER_ADDRESS: '0/1h',
        RATE_LIMIT_MAILS_PER_RECIPIENT: '5/2w',
      }),
    ).toThrow(
      expect.objectContaining({
        problems: [
          expect.stringMatching(/^RATE_LIMIT_SIGNIN_PER_CLIENT: must be a count per window such as 10\/15m/),
          expect.stringMatching(/^RATE_LIMIT_SIGNUP_PER_ADDRESS: must be a count per window/),
          expect.stringMatching(/^RATE_LIMIT_MAILS_PER_RECIPIENT: must be a count per window/),
        ],
      }) as Error,
    );
  });

  it('reports every bad variable, one line each, naming it', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 's'.repeat(32),
        REVIEW_MODE: 'sometimes',
        ADMIN_EMAILS: 'not-an-email',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.find((line) => line.startsWith('PORT:'))).toContain('port number');
    expect(problems.find((line) => line.startsWith('DATABASE_URL:'))).toContain('postgres://');
    expect(problems.find((line) => line.startsWith('REVIEW_MODE:'))).toContain('auto or manual');
    expect(problems.some((line) => line.startsWith('ADMIN_EMAILS'))).toBe(true);
  });

  it('seeds the demo accounts by default on the embedded database only', () => {
    const server = { DATABASE_URL: 'postgres://db.internal/sakhli', JWT_SECRET: 's'.repeat(32) };
    expect(loadConfig(server).seedDemo).toBe(false);
    expect(loadConfig({ ...server, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(true);
  });

  it('refuses a database server without a JWT_SECRET shared by every instance', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.internal/sakhli' })).toThrow(
      /^Invalid configuration:\n {2}JWT_SECRET: required with DATABASE_URL/,
    );
  });

  it('takes UPLOAD_CONCURRENCY_PER_USER as a whole number from 1 to 100, 4 by default', () => {
    expect(loadConfig({}).uploadConcurrencyPerUser).toBe(4);
    expect(loadConfig({ UPLOAD_CONCURRENCY_PER_USER: '2' }).uploadConcurrencyPerUser).toBe(2);
    for (const bad of ['0', '2.5', 'many', '101']) {
      expect(() => loadConfig({ UPLOAD_CONCURRENCY_PER_USER: bad })).toThrow(
        /^Invalid configuration:\n {2}UPLOAD_CONCURRENCY_PER_USER: must be a whole number from 1 to 100$/,
      );
    }
  });

  it('refuses settings that miss their companion', () => {
    expect(() => loadConfig({ GEOCODER: 'nominatim' })).toThrow(/NOMINATIM_URL: required/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID: required/);
    expect(() => loadConfig({ LLM_MODEL: 'gpt' })).toThrow(/LLM_BASE_URL: required/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET: set both or neither/);
  });

  it('takes a plain-http OpenID issuer only on this machine', () => {
    const oidc = { OIDC_CLIENT_ID: 'client' };
    expect(() => loadConfig({ ...oidc, OIDC_ISSUER: 'http://id.example.com' })).toThrow(
      /OIDC_ISSUER: must be an https/,
    );
    expect(loadConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:9000' }).oidc?.issuer).toBe(
      'http://127.0.0.1:9000',
    );
    expect(loadConfig({ ...oidc, OIDC_ISSUER: 'http://localhost:9000/realms/x' }).oidc).toBeDefined();
    expect(loadConfig({ ...oidc, OIDC_ISSUER: 'https://id.example.com' }).oidc).toBeDefined();
  });

  it('reads TRUST_PROXY as addresses or subnets and metrics on loopback unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).metricsHost).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_HOST: '0.0.0.0', TRUST_PROXY: '10.0.0.0/8,127.0.0.1' })).toMatchObject({
      metricsHost: '0.0.0.0',
      trustProxy: '10.0.0.0/8,127.0.0.1',
    });
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'Invalid configuration:\n  TRUST_PROXY: must be a comma-separated list of addresses or subnets, such as 10.0.0.0/8,127.0.0.1',
    );
  });
});
