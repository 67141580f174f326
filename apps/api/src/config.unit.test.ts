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

  it('reports every bad variable, one line each, naming it', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
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
});
