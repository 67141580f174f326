import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  addPhotos,
  errorOf,
  input,
  pickAddress,
  renderCreate,
  setValue,
  submit,
  submitButton,
} from '../testing/create-page';
import { FakeUpload, geoRoutes, photoFile, setUpCreatePageTests } from '../testing/listing-form-test-kit';

vi.mock('./address-map', () => ({ default: () => <div data-testid="address-map" /> }));

setUpCreatePageTests();

describe('CreateListing: the fields (SPEC.md sections 2, 4, 9)', () => {
  it('opens with the create defaults; Batumi reads Coming Soon and cannot be chosen', async () => {
    renderCreate(...geoRoutes());
    expect(screen.getByRole('heading', { level: 1, name: 'Create Property' })).toBeTruthy();
    expect(input('City').value).toBe('Tbilisi');
    const batumi = screen.getByRole<HTMLOptionElement>('option', { name: 'Batumi (Coming Soon)' });
    expect(batumi.disabled).toBe(true);
    expect(input('Listing type').value).toBe('Sale');
    expect(input('Property type').value).toBe('Apartment');
    expect(input('Building status').value).toBe('New');
    expect(input('Renovation status').value).toBe('NewRenovated');
    expect(input('Currency').value).toBe('USD');
    expect(input('Price').step).toBe('0.01');
    expect(
      ['Size (m²)', 'Rooms', 'Bedrooms', 'Bathrooms', 'Floor', 'Total floors in the building'].map(
        (label) => input(label).value,
      ),
    ).toEqual(['1', '1', '0', '1', '1', '1']);
    expect(screen.getByText('+995 followed by 9 digits, e.g. +995 555 12 34 56')).toBeTruthy();
    // Districts of the city from the API, active ones only.
    await screen.findByRole('option', { name: 'Vake' });
    expect(screen.queryByRole('option', { name: 'Retired' })).toBeNull();
    expect(screen.queryByLabelText('Minimum rental period (days)')).toBeNull();
    setValue('Listing type', 'DailyRent');
    expect(input('Minimum rental period (days)')).toBeTruthy();
  });

  it('resets the type fields when the property type changes', () => {
    renderCreate(...geoRoutes());
    setValue('Floor', '5');
    setValue('Total floors in the building', '12');
    setValue('Property type', 'House');
    expect(screen.queryByLabelText('Floor')).toBeNull();
    expect(input('Land area (m²)').value).toBe('0');
    expect(input('Number of floors').value).toBe('1');
    expect(input('Parking spots').value).toBe('0');
    setValue('Land area (m²)', '300');
    fireEvent.click(input('Garden'));
    expect(input('Garden').checked).toBe(true);
    setValue('Property type', 'Apartment');
    expect([input('Floor').value, input('Total floors in the building').value]).toEqual(['1', '1']);
    setValue('Property type', 'House');
    expect([input('Land area (m²)').value, input('Garden').checked, input('Garage').checked]).toEqual([
      '0',
      false,
      false,
    ]);
  });
});

describe('CreateListing: validation messages (SPEC.md section 5)', () => {
  it('shows every message on its field, and an edited field loses its error', async () => {
    const { requests } = renderCreate(...geoRoutes());
    submit();
    await waitFor(() => expect(errorOf('Phone number')).toBe('Phone number is required'));
    expect(errorOf('Price')).toBe('Price must be greater than 0');
    expect(errorOf('District')).toBe('District is required');
    expect(errorOf('Address')).toBe('Please select an address from the search suggestions');
    expect(screen.getByText('At least one image is required')).toBeTruthy();
    expect(document.activeElement).toBe(input('Phone number'));

    for (const label of ['Size (m²)', 'Rooms', 'Bathrooms', 'Floor', 'Total floors in the building']) {
      setValue(label, '0');
    }
    setValue('Phone number', '555');
    submit();
    await waitFor(() => expect(errorOf('Size (m²)')).toBe('Size must be greater than 0'));
    expect(errorOf('Rooms')).toBe('At least 1 room is required');
    expect(errorOf('Bathrooms')).toBe('At least 1 bathroom is required');
    expect(errorOf('Floor')).toBe('Floor must be at least 1');
    expect(errorOf('Total floors in the building')).toBe('Total floors must be at least 1');
    expect(errorOf('Phone number')).toBe('Phone number must be +995 followed by 9 digits');

    setValue('Size (m²)', '75');
    expect(errorOf('Size (m²)')).toBeUndefined();
    setValue('Address', 'chav');
    expect(errorOf('Address')).toBeUndefined();
    expect(errorOf('Rooms')).toBe('At least 1 room is required');

    setValue('Property type', 'House');
    submit();
    await waitFor(() => expect(errorOf('Land area (m²)')).toBe('Land area must be greater than 0'));
    expect(requests.filter((request) => request.path === '/api/Property')).toEqual([]);
  });
});

describe('CreateListing: saving', () => {
  async function fillValidForm() {
    setValue('Phone number', '+995 555 12 34 56');
    setValue('Price', '150000.25');
    await screen.findByRole('option', { name: 'Vake' });
    setValue('District', '7');
    await pickAddress();
    await screen.findByTestId('address-preview');
    addPhotos(photoFile('one.jpg'));
    await (FakeUpload.sent[0] as FakeUpload).answer(200, { success: true, imageId: 77 });
  }

  it('sends one Idempotency-Key per form, shows the success and opens my properties', async () => {
    let attempts = 0;
    const { requests, router } = renderCreate(...geoRoutes(), (request) => {
      if (request.path !== '/api/Property') return undefined;
      attempts += 1;
      return attempts === 1
        ? { status: 500, body: { code: 'INTERNAL_ERROR' } }
        : { status: 201, body: { id: 9 } };
    });
    await fillValidForm();
    submit();
    expect(await screen.findByText('Failed to create property. Please try again.')).toBeTruthy();
    submit();
    expect(await screen.findByText('Property created successfully!')).toBeTruthy();
    const saves = requests.filter((request) => request.path === '/api/Property');
    expect(saves).toHaveLength(2);
    const [firstKey, secondKey] = saves.map((request) => request.headers.get('Idempotency-Key'));
    expect(firstKey).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(secondKey).toBe(firstKey);
    expect(saves[1]!.body).toMatchObject({
      price: 150000.25,
      phoneNumber: '+995555123456',
      location: { districtId: 7, latitude: 41.709812, longitude: 44.756231 },
      photos: [{ imageId: 77, sortOrder: 0 }],
    });
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-properties'), {
      timeout: 3000,
    });
  });

  it('puts the server field errors of a 400 on their fields', async () => {
    renderCreate(...geoRoutes(), (request) =>
      request.path === '/api/Property'
        ? {
            status: 400,
            body: {
              code: 'VALIDATION_FAILED',
              message: 'Invalid',
              errors: {
                'location.districtId': ['Please choose a district from the list'],
                'photos.0.imageId': ['Image not found'],
              },
            },
          }
        : undefined,
    );
    await fillValidForm();
    submit();
    await waitFor(() => expect(errorOf('District')).toBe('Please choose a district from the list'));
    expect(screen.getByText('Image not found')).toBeTruthy();
    await act(async () => setValue('District', '8'));
    expect(errorOf('District')).toBeUndefined();
  });
});
