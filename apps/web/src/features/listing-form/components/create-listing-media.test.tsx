import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADDRESS_MESSAGES } from '@sakhli/shared/rules/address-validity';
import { addPhotos, errorOf, pickAddress, renderCreate, submitButton } from '../testing/create-page';
import {
  FakeUpload,
  geoRoutes,
  photoFile,
  SELECTION,
  setUpCreatePageTests,
} from '../testing/listing-form-test-kit';

vi.mock('./address-map', () => ({ default: () => <div data-testid="address-map" /> }));

setUpCreatePageTests();

describe('CreateListing: photos (SPEC.md section 4 Photo item)', () => {
  it('uploads several at once with progress, shows server errors and warnings, and names the submit state', async () => {
    renderCreate(...geoRoutes());
    addPhotos(
      photoFile('one.jpg'),
      photoFile('two.jpg'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(screen.getByText('notes.txt is not an image and was not added.')).toBeTruthy();
    expect(FakeUpload.sent).toHaveLength(2);
    const [first, second] = FakeUpload.sent as [FakeUpload, FakeUpload];
    expect(first.url).toBe('/api/Image');
    expect((first.body?.get('ImageFile') as File).name).toBe('one.jpg');
    expect(first.headers['Accept-Language']).toMatch(/^(ka-GE|en-US|ru-RU)$/);
    expect(submitButton().textContent).toBe('Uploading images...');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Please wait for all images to finish uploading')).toBeTruthy();

    await first.progress(0.4);
    expect(screen.getByRole('progressbar', { name: 'Upload of photo 1' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );
    await first.answer(200, {
      success: true,
      imageId: 31,
      warnings: ['The photo is small (640×480) and may look blurry.'],
    });
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(screen.getByText('The photo is small (640×480) and may look blurry.')).toBeTruthy();

    await second.answer(415, { errors: ['This file is not a photo. Use JPEG, PNG, WebP, HEIC or AVIF.'] });
    expect(submitButton().textContent).toBe('Fix image errors to continue');
    expect(screen.getByText('This file is not a photo. Use JPEG, PNG, WebP, HEIC or AVIF.')).toBeTruthy();
    expect(
      screen.getByText('1 image(s) failed to upload. Please fix errors or remove failed images.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(submitButton().textContent).toBe('Create Property');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('1 of 30 photos')).toBeTruthy();
  });

  it('tells an owner who posts their listing again which listing they already have (decision 038)', async () => {
    const { requests } = renderCreate(...geoRoutes(), (request) =>
      request.path === '/api/Property/own-matches'
        ? { body: { pendingCount: 0, listings: [{ id: 9, code: 1_000_009 }] } }
        : undefined,
    );
    addPhotos(photoFile('one.jpg'));
    await (FakeUpload.sent[0] as FakeUpload).answer(200, { success: true, imageId: 31, warnings: [] });
    expect(await screen.findByText('You already have a listing with these photos')).toBeTruthy();
    expect(screen.getByRole('link', { name: '#1000009' }).getAttribute('href')).toBe('/property/9');
    expect(screen.getByRole('link', { name: 'My Properties' }).getAttribute('href')).toBe(
      '/dashboard/my-properties',
    );
    const asked = requests.find((request) => request.path === '/api/Property/own-matches');
    expect(asked?.query.get('imageIds')).toBe('31');
    // Not blocked: the listing can still be sent.
    expect(submitButton().textContent).toBe('Create Property');
  });

  it('sends no more photos at once than the server takes from one user, the next as one ends', async () => {
    const { requests } = renderCreate(...geoRoutes(), (request) =>
      request.path === '/api/client-config' ? { body: { photoUploadsAtOnce: 3 } } : undefined,
    );
    await waitFor(() => expect(requests.some((request) => request.path === '/api/client-config')).toBe(true));
    // Its answer comes a tick later.
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    addPhotos(...['1', '2', '3', '4', '5'].map((name) => photoFile(`${name}.jpg`)));
    const sentNames = () => FakeUpload.sent.map((upload) => (upload.body?.get('ImageFile') as File).name);
    expect(sentNames()).toEqual(['1.jpg', '2.jpg', '3.jpg']);

    await FakeUpload.sent[0]!.answer(200, { success: true, imageId: 31 });
    expect(sentNames()).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg']);
    // A photo removed while waiting is never sent.
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 5' }));
    // Refused for now (another tab is uploading too): the card says so and offers to send it again.
    await FakeUpload.sent[1]!.answer(429, {
      code: 'UPLOADS_IN_PROGRESS',
      errors: ['Other photos are still uploading. Try this one again in a moment.'],
    });
    expect(
      screen.getByText('Other photos are still uploading. Try this one again in a moment.'),
    ).toBeTruthy();
    expect(sentNames()).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Upload photo 2 again' }));
    expect(sentNames()).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg', '2.jpg']);
  });

  it('offers a retry when an upload got no answer, and reorders by buttons', async () => {
    renderCreate(...geoRoutes());
    addPhotos(photoFile('one.jpg'), photoFile('two.jpg'));
    const [first] = FakeUpload.sent as [FakeUpload];
    await first.drop();
    expect(screen.getByText('Failed to upload image. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload photo 1 again' }));
    expect(FakeUpload.sent).toHaveLength(3);

    const alts = () =>
      screen.getAllByRole('img').map((image) => image.closest('li')?.getAttribute('aria-label'));
    expect(alts()).toEqual(['Photo 1 of 2', 'Photo 2 of 2']);
    const firstPreview = screen.getAllByRole<HTMLImageElement>('img')[0]!.src;
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(screen.getAllByRole<HTMLImageElement>('img')[1]!.src).toBe(firstPreview);
    expect(screen.getByText('Photo moved to position 2 of 2')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move photo 1 earlier' }).disabled).toBe(
      true,
    );
  });
});

describe('CreateListing: the address widget (SPEC.md section 2, section 5 Address validity)', () => {
  it('previews both addresses, the coordinates and the street names of a picked suggestion', async () => {
    const { requests } = renderCreate(...geoRoutes());
    await pickAddress();
    const preview = await screen.findByTestId('address-preview');
    expect(within(preview).getByText(SELECTION.georgian)).toBeTruthy();
    expect(within(preview).getByText(SELECTION.english)).toBeTruthy();
    expect(within(preview).getByText('41.709812, 44.756231')).toBeTruthy();
    expect(within(preview).getByText(SELECTION.englishStreet)).toBeTruthy();
    const search = requests.find((request) => request.path === '/api/geo/autocomplete');
    expect(Object.fromEntries(search!.query)).toEqual({
      query: 'chavchavadze 37',
      city: 'Tbilisi',
      language: 'en',
    });
  });

  it('picks with the keyboard too', async () => {
    renderCreate(...geoRoutes());
    const box = screen.getByRole('combobox', { name: 'Address' });
    fireEvent.change(box, { target: { value: 'chav' } });
    await screen.findByRole('option', { name: /37 Ilia Chavchavadze Avenue/ });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByTestId('address-preview');
  });

  it('asks once per pause in typing, and says calmly when the address search is busy (429)', async () => {
    const busy = {
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' },
    };
    const { requests } = renderCreate(
      (request) => (request.path === '/api/geo/autocomplete' ? busy : undefined),
      ...geoRoutes(),
    );
    const box = screen.getByRole('combobox', { name: 'Address' });
    for (const text of ['ch', 'cha', 'chav', 'chavc', 'chavch'])
      fireEvent.change(box, { target: { value: text } });
    expect(
      await screen.findByText('The address search is busy right now. Wait a moment, then type again.'),
    ).toBeTruthy();
    // One request for the settled text, and no second one to a server that just said no.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(requests.filter((request) => request.path === '/api/geo/autocomplete')).toHaveLength(1);
  });

  it.each([
    [{ isValid: false, validationError: ADDRESS_MESSAGES.cityOnly }, ADDRESS_MESSAGES.cityOnly],
    [{ english: 'QRC7+8R, Tbilisi, Georgia' }, ADDRESS_MESSAGES.plusCode],
    [{ englishStreet: '' }, 'Please select a valid address with both Georgian and English names'],
  ])('ignores a pick the rules refuse (%o) and says why', async (change, message) => {
    renderCreate(...geoRoutes({ ...SELECTION, ...change }));
    await pickAddress();
    await waitFor(() => expect(errorOf('Address')).toBe(message));
    expect(screen.queryByTestId('address-preview')).toBeNull();
    expect(screen.getByText('No address chosen yet. Search for it above or click the map.')).toBeTruthy();
  });
});
