import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The geo routes as the whole app serves them: the default (built-in) geocoder is wired in. */
describe('address search in the app', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('suggests a street and gives both addresses of the chosen one', async () => {
    const suggestions = await test.app.inject({
      method: 'GET',
      url: `/api/geo/autocomplete?query=${encodeURIComponent('ჭავჭავაძე 37')}&city=Tbilisi&language=ka`,
    });
    expect(suggestions.statusCode).toBe(200);
    const [first] = suggestions.json<{ placeId: string }[]>();
    expect(first).toBeDefined();
    const place = await test.app.inject({
      method: 'GET',
      url: `/api/geo/place/${encodeURIComponent(first!.placeId)}`,
    });
    expect(place.statusCode).toBe(200);
    const selection = place.json<{ georgianStreet: string; isValid: boolean; english: string }>();
    expect(selection).toMatchObject({ georgianStreet: 'ილია ჭავჭავაძის გამზირი', isValid: true });
    expect(selection.english).toMatch(/^37 .*Chavchavadze Avenue, Tbilisi, Georgia$/);
  });
});
