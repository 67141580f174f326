import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { District } from '@sakhli/shared/schemas/district';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertSearchFixtures } from '../properties/test-fixtures';

describe('/api/district', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp();
    await insertSearchFixtures(context.db);
  });
  afterAll(() => context.close());

  const names = async (url: string, language?: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url,
      headers: language ? { 'accept-language': language } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<District[]>().map((district) => district.nameEng);
  };

  it('lists the active districts of every city, sorted by name in the reader’s language', async () => {
    expect(await names('/api/district', 'en-US')).toEqual(['Old Batumi', 'Saburtalo', 'Vake']);
    // Georgian alphabet: ვ (Vake) before ს (Saburtalo) before ძ (Old Batumi).
    expect(await names('/api/district')).toEqual(['Vake', 'Saburtalo', 'Old Batumi']);
    // Russian: В (Ваке) before С (Сабуртало, Старый Батуми).
    expect(await names('/api/district', 'ru-RU')).toEqual(['Vake', 'Saburtalo', 'Old Batumi']);
  });

  it('gives each district in the District shape', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/district/city/Tbilisi' });
    expect(response.json<District[]>()[0]).toEqual({
      id: expect.any(Number) as unknown,
      nameGeo: 'ვაკე',
      nameEng: 'Vake',
      nameRus: 'Ваке',
      city: 'Tbilisi',
      isActive: true,
      latitude: 41.71,
      longitude: 44.75,
    });
  });

  it('lists one city’s active districts, the city in any letter case', async () => {
    expect(await names('/api/district/city/tbilisi', 'en')).toEqual(['Saburtalo', 'Vake']);
    expect(await names('/api/district/city/BATUMI')).toEqual(['Old Batumi']);
  });

  it('rejects an unknown city naming it', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/district/city/Paris' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { city: expect.any(Array) as unknown },
    });
  });
});
