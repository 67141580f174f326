import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { District } from '@sakhli/shared/schemas/district';
import type { AddressSelection, AddressSuggestion } from '@sakhli/shared/schemas/geo';
import type { ImageUploadResult } from '@sakhli/shared/schemas/image';
import type { Property } from '@sakhli/shared/schemas/property';
import { testListing } from '@/lib/listing-test-data';

/** A request the stubbed API received: what a server would see of it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Route = (request: SeenRequest) => Answer | undefined;

/**
 * Replaces fetch with `route` (first answer wins; unknown calls answer 404) and records every request
 * with its headers. Answers come a tick later, as a network's would.
 */
export function stubFetch(...routes: Route[]) {
  const requests: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const parsed = new URL(url, 'http://localhost');
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const answer = routes.map((route) => route(request)).find(Boolean) ?? {
      status: 404,
      body: { code: 'NOT_FOUND', message: 'No route' },
    };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: answer.headers,
    });
  });
  return requests;
}

/** An XMLHttpRequest the test answers by hand: the photo uploads (POST /api/Image). */
export class FakeUpload {
  static sent: FakeUpload[] = [];
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }

  // Each settles the promises that follow too (await it).
  progress(fraction: number) {
    return act(async () =>
      this.upload.onprogress?.({
        lengthComputable: true,
        loaded: fraction * 100,
        total: 100,
      } as ProgressEvent),
    );
  }
  answer(status: number, result: Partial<ImageUploadResult>) {
    this.status = status;
    this.responseText = JSON.stringify({
      success: false,
      imageId: null,
      errors: [],
      warnings: [],
      ...result,
    });
    return act(async () => this.onload?.());
  }
  drop() {
    return act(async () => this.onerror?.());
  }
}

export function stubUploads() {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
}

/** Each test of the create page starts with hand-answered uploads and ends with nothing left behind. */
export function setUpCreatePageTests() {
  beforeEach(stubUploads);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}

export const photoFile = (name = 'room.jpg', type = 'image/jpeg') => new File(['jpeg bytes'], name, { type });

export const DISTRICTS: District[] = [
  {
    id: 7,
    nameGeo: 'ვაკე',
    nameEng: 'Vake',
    nameRus: 'Ваке',
    city: 'Tbilisi',
    isActive: true,
    latitude: 41.7,
    longitude: 44.75,
  },
  {
    id: 8,
    nameGeo: 'საბურთალო',
    nameEng: 'Saburtalo',
    nameRus: 'Сабуртало',
    city: 'Tbilisi',
    isActive: true,
    latitude: 41.72,
    longitude: 44.75,
  },
  {
    id: 9,
    nameGeo: 'ძველი',
    nameEng: 'Retired',
    nameRus: 'Старый',
    city: 'Tbilisi',
    isActive: false,
    latitude: 41.7,
    longitude: 44.8,
  },
];

export const SUGGESTION: AddressSuggestion = {
  placeId: 'local:chavchavadze:37',
  mainText: '37 Ilia Chavchavadze Avenue',
  secondaryText: 'Tbilisi, Georgia',
};

export const SELECTION: AddressSelection = {
  georgian: 'ილია ჭავჭავაძის გამზირი 37, თბილისი, საქართველო',
  english: '37 Ilia Chavchavadze Avenue, Tbilisi, Georgia',
  georgianStreet: 'ილია ჭავჭავაძის გამზირი',
  englishStreet: 'Ilia Chavchavadze Avenue',
  coordinates: { lat: 41.709812, lng: 44.756231 },
  placeId: SUGGESTION.placeId,
  isValid: true,
  validationError: null,
};

/** The routes every form needs: districts, suggestions for any text, and the place of the suggestion. */
export function geoRoutes(selection: AddressSelection = SELECTION): Route[] {
  return [
    (request) => (request.path === '/api/district/city/Tbilisi' ? { body: DISTRICTS } : undefined),
    (request) => (request.path === '/api/geo/autocomplete' ? { body: [SUGGESTION] } : undefined),
    (request) => (request.path.startsWith('/api/geo/place/') ? { body: selection } : undefined),
  ];
}

/** A listing as GET /api/Property/{id} answers its owner (u-1): on a picked street, with two photos. */
export function testProperty(overrides: Partial<Property> = {}): Property {
  return testListing({
    id: 41,
    code: 100041,
    userId: 'u-1',
    priceUsd: 120000,
    priceGel: 324000,
    buildingStatus: 'Old',
    renovationStatus: 'OldRenovated',
    buildingYear: 1985,
    cadastralCode: '01.10.14.012.034',
    hideCadastralCode: true,
    latitude: SELECTION.coordinates.lat,
    longitude: SELECTION.coordinates.lng,
    streetNameGeo: SELECTION.georgianStreet,
    streetNameEng: SELECTION.englishStreet,
    districtId: 7,
    propertyPhotos: [
      { id: 501, thumbnailUrl: '/media/501-thumb.webp', originalUrl: '/media/501.jpg', sortOrder: 1 },
      { id: 500, thumbnailUrl: '/media/500-thumb.webp', originalUrl: '/media/500.jpg', sortOrder: 0 },
    ],
    ...overrides,
  });
}
