import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import { HardFiltersForm } from './hard-filters-form';

const districts = [
  {
    id: 4,
    nameGeo: 'ვაკე',
    nameEng: 'Vake',
    nameRus: 'Ваке',
    city: 'Tbilisi',
    isActive: true,
    latitude: 0,
    longitude: 0,
  },
];
let requests: { method: string; url: string; body: unknown }[] = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method: init.method ?? 'GET', url, body });
    const answer = url.startsWith('/api/district') ? districts : (body ?? {});
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HardFiltersForm', () => {
  it('shows floors for apartments, number of floors for houses and rent duration for rentals only', async () => {
    renderWithProviders(<HardFiltersForm />, { path: '/?listingType=Sale&propertyType=Apartment' });
    expect(await screen.findByLabelText('Floor: from')).toBeTruthy();
    expect(screen.queryByLabelText('Number of floors: from')).toBeNull();
    expect(screen.queryByLabelText('Rent duration (days): from')).toBeNull();
    cleanup();
    renderWithProviders(<HardFiltersForm />, { path: '/?listingType=DailyRent&propertyType=House' });
    expect(await screen.findByLabelText('Number of floors: from')).toBeTruthy();
    expect(screen.getByLabelText('Rent duration (days): from')).toBeTruthy();
    expect(screen.queryByLabelText('Floor: from')).toBeNull();
  });

  it('refuses a minimum above its maximum and saves nothing', async () => {
    renderWithProviders(<HardFiltersForm />, { path: '/?listingType=Sale&propertyType=Apartment' });
    fireEvent.change(await screen.findByLabelText('Rooms: from'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Rooms: to'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByText('The minimum must not exceed the maximum')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('saves the filter with numbers, the price currency and the district name, and raises the events', async () => {
    const events: string[] = [];
    for (const name of ['chatResponse', 'filterDeleted'])
      window.addEventListener(name, () => events.push(name));
    renderWithProviders(<HardFiltersForm />, { path: '/?listingType=Sale&propertyType=Apartment' });
    fireEvent.change(await screen.findByLabelText('Price: from'), { target: { value: '100000' } });
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'GEL' } });
    await screen.findByRole('option', { name: 'Vake' });
    fireEvent.change(screen.getByLabelText('District'), { target: { value: '4' } });
    fireEvent.click(screen.getByLabelText('Furnished'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(events).toEqual(['chatResponse', 'filterDeleted']));
    const saved = requests.find((request) => request.method === 'POST');
    expect(saved?.url).toBe('/api/Filter/Tbilisi/Sale/Apartment');
    expect(saved?.body).toMatchObject({
      minPrice: 100000,
      maxPrice: null,
      currency: 'GEL',
      districtId: 4,
      districtName: 'Vake',
      isFurnished: true,
      minRooms: null,
    });
  });

  it('offers the metro walk as any, 5, 10, 15 or 20 minutes and saves the number (decision 042)', async () => {
    renderWithProviders(<HardFiltersForm />, { path: '/?listingType=Sale&propertyType=Apartment' });
    const select = await screen.findByLabelText('Metro within');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Any',
      '5 min walk',
      '10 min walk',
      '15 min walk',
      '20 min walk',
    ]);
    expect(select.getAttribute('aria-describedby')).toBe('filter-maxMetroWalkMinutes-hint');
    expect(screen.getByText('An estimate: straight-line distance × 1.3, at 80 m a minute')).toBeTruthy();
    fireEvent.change(select, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      maxMetroWalkMinutes: 10,
    });
  });
  it('keeps what the visitor is typing when the applied filter changes elsewhere, and follows it again once applied', async () => {
    const { router } = renderWithProviders(<HardFiltersForm />, {
      path: '/?listingType=Sale&propertyType=Apartment&minRooms=3',
    });
    const maxPrice = await screen.findByLabelText<HTMLInputElement>('Price: to');
    fireEvent.change(maxPrice, { target: { value: '150000' } });
    // A late change of the address (a chat reply, a chip removed) while the visitor types.
    await router.navigate('/?listingType=Sale&propertyType=Apartment&minRooms=2');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Rooms: from').value).toBe('2'));
    expect(maxPrice.value).toBe('150000');
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(router.state.location.search).toContain('maxPrice=150000'));
    // Once applied, the price is the applied filter's: removing its chip empties the field.
    await router.navigate('/?listingType=Sale&propertyType=Apartment&minRooms=2');
    await waitFor(() => expect(maxPrice.value).toBe(''));
  });

  it('keeps the fields the visitor cleared empty when the applied filter changes before they apply', async () => {
    const { router } = renderWithProviders(<HardFiltersForm />, {
      path: '/?listingType=Sale&propertyType=Apartment&minRooms=3&maxPrice=90000',
    });
    const minRooms = await screen.findByLabelText<HTMLInputElement>('Rooms: from');
    await waitFor(() => expect(minRooms.value).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(minRooms.value).toBe('');
    // A chat reply adds a size to the applied filter meanwhile: it shows, and what was cleared stays clear.
    await router.navigate('/?listingType=Sale&propertyType=Apartment&minRooms=3&maxPrice=90000&minSize=50');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Size (m²): from').value).toBe('50'));
    expect(minRooms.value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Price: to').value).toBe('');
  });
});
