import { afterEach, describe, expect, it } from 'vitest';
import { ClientConfig } from '@sakhli/shared/schemas/client-config';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/client-config', () => {
  let context: TestApp | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('gives the default OpenStreetMap tiles with their attribution and the enabled cities', async () => {
    context = await createTestApp();
    const response = await context.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=');
    const body = ClientConfig.parse(response.json());
    expect(body).toMatchObject({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
      enabledCities: ['Tbilisi'],
      languages: ['ka', 'en', 'ru'],
      authProviders: [],
      requireEmailConfirmation: true,
      reviewMode: 'auto',
      photoUploadsAtOnce: 4,
    });
  });

  it('reflects the configuration without revealing any secret', async () => {
    const secrets = {
      GOOGLE_CLIENT_SECRET: 'google-secret-value',
      OIDC_CLIENT_SECRET: 'oidc-secret-value',
      JWT_SECRET: 'j'.repeat(40),
      LLM_API_KEY: 'llm-key-value',
      S3_SECRET_ACCESS_KEY: 's3-secret-value',
      SMTP_URL: 'smtps://mailer:mail-password@mail.example.com:465',
      DATABASE_URL: 'postgres://user:db-password@db.internal:5432/sakhli',
    };
    context = await createTestApp({
      ...secrets,
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      GOOGLE_CLIENT_ID: 'google-client',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'oidc-client',
      OIDC_NAME: 'Keycloak',
      LLM_BASE_URL: 'http://llm.internal:8000',
      REVIEW_MODE: 'manual',
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      UPLOAD_CONCURRENCY_PER_USER: '2',
    });
    const response = await context.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      mapTileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      mapAttribution: '',
      authProviders: [
        { id: 'google', name: 'Google' },
        { id: 'oidc', name: 'Keycloak' },
      ],
      requireEmailConfirmation: false,
      reviewMode: 'manual',
      photoUploadsAtOnce: 2,
    });
    for (const secret of [...Object.values(secrets), 'llm.internal', 'db-password']) {
      expect(response.body).not.toContain(secret);
    }
  });
});
