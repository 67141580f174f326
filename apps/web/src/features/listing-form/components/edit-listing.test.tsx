import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '@sakhli/shared/schemas/property';
import { testUser } from '@/lib/auth-test-server';
import { applyUser, endSession } from '@/lib/auth-store';
import { renderRoutes } from '@/lib/test-utils';
import {
  geoRoutes,
  stubFetch,
  stubUploads,
  testProperty,
  type SeenRequest,
} from '../testing/listing-form-test-kit';
import { EditListing } from './edit-listing';

vi.mock('./address-map', () => ({ default: () => <div data-testid="address-map" /> }));

beforeEach(() => {
  stubUploads();
  applyUser(testUser({ id: 'u-1', role: 'User' }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  endSession();
  localStorage.clear();
});

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

function renderEdit(property: Answer | (() => Answer), save?: (request: SeenRequest) => Answer) {
  const requests = stubFetch(...geoRoutes(), (request) => {
    if (request.path !== '/api/Property/41') return undefined;
    if (request.method === 'PUT') return save?.(request);
    return typeof property === 'function' ? property() : property;
  });
  const view = renderRoutes(
    [
      { path: '/dashboard/edit-property/:id', element: <EditListing id={41} /> },
      { path: '/dashboard/my-properties', element: <p>My properties page</p> },
    ],
    { path: '/dashboard/edit-property/41' },
  );
  return { ...view, requests };
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('EditListing (SPEC.md section 2 Edit)', () => {
  it('says it is loading, then shows the form prefilled with the listing and its photos', async () => {
    renderEdit({ body: testProperty() });
    expect(screen.getByText('Loading property...')).toBeTruthy();
    expect(await screen.findByText('Listing code 100041')).toBeTruthy();
    expect(input('Price').value).toBe('120000');
    expect(input('Currency').value).toBe('USD');
    expect([input('Floor').value, input('Total floors in the building').value]).toEqual(['4', '9']);
    expect(input('Hide the cadastral code from visitors').checked).toBe(true);
    await waitFor(() => expect(input('District').value).toBe('7'));
    // The photos in their sort order, each marked as already there.
    const photos = within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByRole<HTMLImageElement>(
      'img',
    );
    expect(photos.map((photo) => new URL(photo.src).pathname)).toEqual([
      '/media/500-thumb.webp',
      '/media/501-thumb.webp',
    ]);
    expect(screen.getAllByText('Existing photo')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Update Property' })).toBeTruthy();
  });

  it('asks which other listings of the owner hold these photos, the listing itself left out', async () => {
    const { requests } = renderEdit({ body: testProperty() });
    await screen.findByText('Listing code 100041');
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/Property/own-matches')).toBe(true),
    );
    const asked = requests.find((request) => request.path === '/api/Property/own-matches')!;
    expect([asked.query.get('imageIds'), asked.query.get('exceptId')]).toEqual(['500,501', '41']);
  });

  it('prefills a listing without a USD price from its GEL price', async () => {
    renderEdit({ body: testProperty({ priceUsd: null, priceGel: 270000, currency: 'GEL' }) });
    await screen.findByText('Listing code 100041');
    expect([input('Price').value, input('Currency').value]).toEqual(['270000', 'GEL']);
  });

  it('selects the listing address again a second after it opens', async () => {
    renderEdit({ body: testProperty() });
    await screen.findByText('Listing code 100041');
    expect(screen.queryByTestId('address-preview')).toBeNull();
    const preview = await screen.findByTestId('address-preview', {}, { timeout: 2500 });
    expect(within(preview).getByText('Ilia Chavchavadze Avenue, Tbilisi, Georgia')).toBeTruthy();
    expect(within(preview).getByText('41.709812, 44.756231')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Address' }).value).toBe(
      'Ilia Chavchavadze Avenue, Tbilisi, Georgia',
    );
  });

  it('saves with PUT and goes back to my properties', async () => {
    const { requests, router } = renderEdit({ body: testProperty() }, () => ({ body: testProperty() }));
    await screen.findByTestId('address-preview', {}, { timeout: 2500 });
    fireEvent.change(input('Price'), { target: { value: '99000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Property' }));
    expect(await screen.findByText('Property updated successfully!')).toBeTruthy();
    const save = requests.find((request) => request.method === 'PUT')!;
    expect(save.headers.get('Idempotency-Key')).toBeNull();
    expect(save.body).toMatchObject({
      price: 99000,
      currency: 'USD',
      location: { districtId: 7, streetNameEng: 'Ilia Chavchavadze Avenue', latitude: 41.709812 },
      apartment: { floor: 4, totalFloorsBuilding: 9 },
      photos: [
        { imageId: 500, sortOrder: 0 },
        { imageId: 501, sortOrder: 1 },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-properties'), {
      timeout: 3000,
    });
  });

  it.each([
    [
      403,
      { code: 'PROPERTY_NOT_OWNED', message: 'You can only manage your own properties' },
      'You can only edit your own properties.',
    ],
    [
      409,
      { code: 'PROPERTY_ARCHIVED', message: 'Archived' },
      'This property has been archived and cannot be modified.',
    ],
    [
      500,
      { code: 'INTERNAL_ERROR', message: 'Internal server error' },
      'Failed to update property. Please try again.',
    ],
  ])('answers a refused save (%i) by its message', async (status, body, message) => {
    renderEdit({ body: testProperty() }, () => ({ status, body }));
    await screen.findByTestId('address-preview', {}, { timeout: 2500 });
    fireEvent.click(screen.getByRole('button', { name: 'Update Property' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('saves from the version it loaded; a save refused as outdated (412) keeps what was typed and offers the latest version', async () => {
    let stored: Answer = { body: testProperty(), headers: { ETag: '"7"' } };
    const { requests } = renderEdit(
      () => stored,
      () => ({ status: 412, body: { code: 'PRECONDITION_FAILED', message: 'The listing has changed' } }),
    );
    await screen.findByTestId('address-preview', {}, { timeout: 2500 });
    fireEvent.change(input('Price'), { target: { value: '99000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Property' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This listing was changed after you opened it');
    expect(alert.textContent).toContain('Your changes are not saved');
    expect(requests.find((request) => request.method === 'PUT')!.headers.get('If-Match')).toBe('"7"');
    // Nothing typed is lost until the user asks for the latest version.
    expect(input('Price').value).toBe('99000');

    stored = { body: testProperty({ priceUsd: 130000 }), headers: { ETag: '"8"' } };
    fireEvent.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(input('Price').value).toBe('130000'));
    expect(screen.queryByRole('alert')).toBeNull();
    await screen.findByTestId('address-preview', {}, { timeout: 2500 });
    fireEvent.click(screen.getByRole('button', { name: 'Update Property' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(2));
    expect(requests.filter((request) => request.method === 'PUT')[1]!.headers.get('If-Match')).toBe('"8"');
  });

  it("shows 'Property not found' when the listing cannot be loaded", async () => {
    renderEdit({ status: 404, body: { code: 'PROPERTY_NOT_FOUND', message: 'Property not found' } });
    expect(await screen.findByText('Property not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Properties' }).getAttribute('href')).toBe(
      '/dashboard/my-properties',
    );
    expect(screen.queryByRole('button', { name: 'Update Property' })).toBeNull();
  });

  it.each<[Partial<Property>, string]>([
    [{ userId: 'someone-else' }, 'You can only edit your own properties.'],
    [{ publishStatus: 'Archived' }, 'This property has been archived and cannot be modified.'],
  ])('offers no form for a listing the user may not edit (%o)', async (change, message) => {
    renderEdit({ body: testProperty(change) });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Property' })).toBeNull();
  });

  it("lets a moderator edit someone else's listing", async () => {
    applyUser(testUser({ id: 'mod-1', role: 'Moderator' }));
    renderEdit({ body: testProperty({ userId: 'someone-else' }) });
    expect(await screen.findByRole('button', { name: 'Update Property' })).toBeTruthy();
  });
});
