import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '@sakhli/shared/schemas/property';
import { renderWithProviders } from '@/lib/test-utils';
import { CardSlotsProvider } from './card-slots';
import { PropertyCard } from './property-card';

const photo = (id: number, sortOrder: number) => ({
  id,
  thumbnailUrl: `/media/thumb-${id}.webp`,
  originalUrl: `/media/photo-${id}.jpg`,
  sortOrder,
});

const property: Property = {
  id: 42,
  code: 100042,
  userId: 'owner',
  userDisplayName: 'Nino',
  phoneNumber: '+995 555 12 34 56',
  priceUsd: 125000,
  priceGel: 337500,
  pricePerSqmUsd: 1471,
  currency: 'USD',
  listingType: 'Sale',
  propertyType: 'Apartment',
  size: 85,
  rooms: 3,
  bedrooms: 2,
  bathrooms: 1,
  floor: 5,
  totalFloorsBuilding: 12,
  buildingStatus: 'New',
  renovationStatus: 'NewRenovated',
  buildingYear: 2020,
  cadastralCode: null,
  isFurnished: true,
  rentDuration: null,
  description: 'Bright apartment near Vake Park.',
  latitude: 41.71,
  longitude: 44.75,
  streetNameGeo: 'ჭავჭავაძის გამზირი',
  streetNameEng: 'Chavchavadze Avenue',
  city: 'Tbilisi',
  cityName: 'Tbilisi',
  districtId: 3,
  districtName: 'Vake',
  publishStatus: 'Active',
  isFavorite: false,
  viewCount: 10,
  createdAt: '2026-01-05T10:00:00Z',
  expiryDate: null,
  semanticScore: null,
  buildingStatusText: 'New',
  renovationStatusText: 'Newly renovated',
  // Out of order on purpose: the card shows them by sortOrder.
  propertyPhotos: [photo(3, 2), photo(1, 0), photo(2, 1)],
  landArea: null,
  numberOfFloors: null,
  parkingSpots: null,
  hasGarden: null,
  hasGarage: null,
  heating: null,
  hasAirConditioning: null,
  hasBalcony: null,
  hasLift: null,
  hasParking: null,
  petsAllowed: null,
  metroStationId: null,
  metroWalkMinutes: null,
  priceDropPercent: null,
  sellerType: 'Owner',
  seller: { id: 'owner', accountType: 'Owner', agencyName: null, logoUrl: null, isVerified: false },
};

const renderCard = (overrides: Partial<Property> = {}, onShowOnMap = vi.fn()) =>
  renderWithProviders(<PropertyCard property={{ ...property, ...overrides }} onShowOnMap={onShowOnMap} />);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
// The photo sits in a link hidden from screen readers (the title link names the listing), so it is found by its alt text.
const currentPhoto = () => screen.getByAltText('3-room apartment');

describe('PropertyCard', () => {
  it('walks through the photos in order, wrapping round, with an index/total badge', async () => {
    renderCard();
    const image = await screen.findByAltText('3-room apartment');
    expect(image.getAttribute('src')).toBe('/media/thumb-1.webp');
    expect(screen.getByText('Photo 1 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(currentPhoto().getAttribute('src')).toBe('/media/thumb-2.webp');
    expect(screen.getByText('Photo 2 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(currentPhoto().getAttribute('src')).toBe('/media/thumb-3.webp');
    expect(screen.getByText('Photo 3 of 3')).toBeTruthy();
  });

  it('fetches up to 3 photos on each side of the current one ahead, once the first is in and all is quiet', async () => {
    const requested: string[] = [];
    vi.spyOn(window, 'Image').mockImplementation(function (this: HTMLImageElement) {
      Object.defineProperty(this, 'src', { set: (url: string) => requested.push(url) });
      return this;
    });
    const photos = Array.from({ length: 10 }, (_, index) => photo(index + 1, index));
    renderCard({ propertyPhotos: photos });
    const image = await screen.findByAltText('3-room apartment');
    expect(requested).toEqual([]);
    fireEvent.load(image);
    await waitFor(() =>
      expect(new Set(requested)).toEqual(
        new Set([
          '/media/thumb-2.webp',
          '/media/thumb-3.webp',
          '/media/thumb-4.webp',
          '/media/thumb-8.webp',
          '/media/thumb-9.webp',
          '/media/thumb-10.webp',
        ]),
      ),
    );
  });

  it('loads the photo lazily, except the first card’s, which comes ahead of everything', async () => {
    renderCard();
    expect((await screen.findByAltText('3-room apartment')).getAttribute('loading')).toBe('lazy');
    cleanup();
    renderWithProviders(<PropertyCard property={property} onShowOnMap={vi.fn()} isFirst />);
    const first = await screen.findByAltText('3-room apartment');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows a recent price drop by the price, read out in words, and nothing without one', async () => {
    renderCard({ priceDropPercent: 5 });
    const badge = await screen.findByTestId('price-drop');
    expect(badge.textContent).toBe('−5%Price down 5%');
    expect(badge.querySelector('[aria-hidden="true"]')?.textContent).toBe('−5%');
    cleanup();
    renderCard({ priceDropPercent: null });
    await screen.findByAltText('3-room apartment');
    expect(screen.queryByTestId('price-drop')).toBeNull();
  });

  it('shows a placeholder instead of a broken image', async () => {
    renderCard();
    fireEvent.error(await screen.findByAltText('3-room apartment'));
    expect(screen.queryByAltText('3-room apartment')).toBeNull();
    expect(screen.getByTestId('photo-placeholder').textContent).toContain('No photo');
    // The next photo still loads.
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(currentPhoto().getAttribute('src')).toBe('/media/thumb-2.webp');
  });

  it('shows a placeholder and no carousel controls without photos', async () => {
    renderCard({ propertyPhotos: [] });
    expect(await screen.findByTestId('photo-placeholder')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
  });

  it('reveals the phone number on Call, then offers it as a tel: link', async () => {
    renderCard();
    expect(screen.queryByText('+995 555 12 34 56')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Call' }));
    const link = screen.getByRole('link', { name: '+995 555 12 34 56' });
    expect(link.getAttribute('href')).toBe('tel:+995555123456');
  });

  it('shows both prices, the price per m², the facts, and opens the listing in a new tab', async () => {
    const onShowOnMap = vi.fn();
    renderCard({}, onShowOnMap);
    const price = await screen.findByTestId('card-price');
    expect(price.textContent).toContain('$125,000');
    expect(price.textContent).toContain('₾337,500');
    expect(price.getAttribute('href')).toBe('/property/42');
    expect(price.getAttribute('target')).toBe('_blank');
    expect(price.getAttribute('rel')).toBe('noopener');
    expect(screen.getByText('$1,471 per m²')).toBeTruthy();
    for (const fact of ['New building', 'Newly renovated', '85 m²', '2 bedrooms'])
      expect(screen.getByText(fact)).toBeTruthy();
    expect(screen.getByText('Chavchavadze Avenue, Vake')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View on map' }));
    expect(onShowOnMap).toHaveBeenCalledWith(42);
  });

  it('shows the heart the page provides for the listing', async () => {
    renderWithProviders(
      <CardSlotsProvider
        value={{ favorite: (listing) => <button type="button">Heart of {listing.id}</button> }}
      >
        <PropertyCard property={property} onShowOnMap={vi.fn()} />
      </CardSlotsProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Heart of 42' })).toBeTruthy();
  });

  it('shows the AI Score, which opens the explanation the page provides', async () => {
    renderWithProviders(
      <CardSlotsProvider
        value={{ favorite: () => null, scoreExplanation: (listing) => <p>Why {listing.semanticScore}</p> }}
      >
        <PropertyCard property={{ ...property, semanticScore: 86.6 }} onShowOnMap={vi.fn()} />
      </CardSlotsProvider>,
    );
    const badge = await screen.findByRole('button', { name: 'AI Score 87 of 100: why this score?' });
    expect(badge.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(badge);
    expect(badge.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Why 86.6')).toBeTruthy();
  });

  it('shows no AI Score without a chat', async () => {
    renderCard();
    await screen.findByAltText('3-room apartment');
    expect(screen.queryByText(/AI Score/)).toBeNull();
  });
});
