import type { AuthResponse } from '@sakhli/shared/schemas/auth';
import type { Property } from '@sakhli/shared/schemas/property';
import { call, type Answer } from '../src/test/http-client';

async function expectStatus<T>(what: string, answer: Promise<Answer<T>>, status = 200): Promise<T> {
  const { status: actual, body } = await answer;
  if (actual !== status) throw new Error(`${what} answered ${actual}: ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

export const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@cluster.test`;
export const PASSWORD = 'Cluster pass 2026';

export const signUp = (base: string, email: string) =>
  expectStatus(
    `sign-up of ${email}`,
    call<AuthResponse>(base, 'POST', '/api/Auth/signup', { body: { email, password: PASSWORD } }),
  );

export const signIn = (base: string, email: string, password = PASSWORD) =>
  call<AuthResponse>(base, 'POST', '/api/Auth/signin', { body: { email, password } });

export const refresh = (base: string, tokens: { accessToken: string; refreshToken: string }) =>
  call<AuthResponse>(base, 'POST', '/api/Auth/refresh', { body: tokens });

export const me = (base: string, token: string) =>
  call<{ id: string }>(base, 'GET', '/api/Auth/me', { token });

/** A Batumi apartment for sale with the given photos; Batumi keeps it apart from anything else. */
export async function createListing(
  base: string,
  token: string,
  districtId: number,
  photoIds: number[],
  price: number,
) {
  return expectStatus(
    'listing creation',
    call<Property>(base, 'POST', '/api/Property', {
      token,
      body: {
        description: 'Bright flat by the sea, made by the cluster test.',
        size: 60,
        rooms: 2,
        bedrooms: 1,
        bathrooms: 1,
        buildingStatus: 'New',
        propertyType: 'Apartment',
        renovationStatus: 'NewRenovated',
        isFurnished: true,
        phoneNumber: '+995599123456',
        location: {
          districtId,
          streetNameGeo: 'გორგილაძის ქუჩა 10',
          streetNameEng: '10 Gorgiladze Street',
          latitude: 41.6459,
          longitude: 41.6367,
        },
        listingType: 'Sale',
        currency: 'USD',
        price,
        hideCadastralCode: false,
        apartment: { floor: 3, totalFloorsBuilding: 9 },
        photos: photoIds.map((imageId, sortOrder) => ({ imageId, sortOrder })),
      },
    }),
    201,
  );
}

export const listing = (base: string, token: string, id: number) =>
  expectStatus(`listing ${id}`, call<Property>(base, 'GET', `/api/Property/${id}`, { token }));

/** The ids of the first chunk of Batumi apartments for sale, newest first. */
export async function searchBatumi(base: string): Promise<number[]> {
  const body = await expectStatus(
    'search',
    call<{ items: { id: number }[] }>(
      base,
      'GET',
      '/api/Property/properties/chunk?city=Batumi&listingType=Sale&propertyType=Apartment',
    ),
  );
  return body.items.map((item) => item.id);
}

export async function batumiDistrictId(base: string): Promise<number> {
  const districts = await expectStatus(
    'districts',
    call<{ id: number }[]>(base, 'GET', '/api/district/city/Batumi'),
  );
  const first = districts[0];
  if (!first) throw new Error('no Batumi district seeded');
  return first.id;
}
