import { expect, test, type Page } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/axe';
import { drawJpeg } from '../support/photos';

const OWNER = { email: 'owner@sakhli.example', displayName: 'Nino Beridze' };

async function signInAsOwner(page: Page) {
  await page.goto('/?lang=en');
  await signIn(page, OWNER.email, DEMO_PASSWORD, OWNER.displayName);
}

/** A field of the form by its exact label (the top bar has a city picker too). */
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Searches the address widget and picks the suggestion, as a user would. */
async function pickAddress(page: Page, query: string, suggestion: RegExp) {
  await page.getByRole('combobox', { name: 'Address' }).fill(query);
  await page.getByRole('option', { name: suggestion }).first().click();
  await expect(page.getByTestId('address-preview')).toBeVisible();
}

test('create a listing with two photos and a searched address, then change its price in the edit tab', async ({
  page,
  context,
  request,
}) => {
  await signInAsOwner(page);
  await page.goto('/dashboard/create-property');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Property' })).toBeVisible();
  await expect(field(page, 'City')).toHaveValue('Tbilisi');
  await expect(page.getByRole('main').getByRole('option', { name: 'Batumi (Coming Soon)' })).toBeDisabled();

  // Every message of an empty form, on its field.
  await page.getByRole('button', { name: 'Create Property' }).click();
  for (const message of [
    'Phone number is required',
    'Price must be greater than 0',
    'District is required',
    'Please select an address from the search suggestions',
    'At least one image is required',
  ]) {
    await expect(alertWith(page, message)).toBeVisible();
  }

  await field(page, 'Size (m²)').fill('68');
  await field(page, 'Rooms').fill('3');
  await field(page, 'Bedrooms').fill('2');
  await field(page, 'Floor').fill('5');
  await field(page, 'Total floors in the building').fill('9');
  await field(page, 'Phone number').fill('+995 599 12 34 56');
  await field(page, 'Description').fill('Sunny flat on Chavchavadze Avenue, two minutes from Vake Park.');
  await field(page, 'Price').fill('145000');
  await field(page, 'District').selectOption({ label: 'Vake' });
  await expect(alertWith(page, 'Phone number is required')).toHaveCount(0);

  await pickAddress(page, 'Chavchavadze 37', /Chavchavadze/);
  const preview = page.getByTestId('address-preview');
  await expect(preview).toContainText('Tbilisi, Georgia');
  await expect(preview).toContainText(/\d{2}\.\d{6}, \d{2}\.\d{6}/);

  // Dragging the pin names the street at the new point.
  const before = await preview.textContent();
  const pin = page.locator('.address-pin');
  // The map flies to the picked address: the pin is taken once it stands still (on a slow machine it was
  // still moving, and the drag missed it).
  let box = (await pin.boundingBox())!;
  await expect
    .poll(
      async () => {
        const now = (await pin.boundingBox())!;
        const isStill = now.x === box.x && now.y === box.y;
        box = now;
        return isStill;
      },
      { intervals: [300] },
    )
    .toBe(true);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 25, box.y + box.height / 2 + 15, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => preview.textContent()).not.toBe(before);

  await page.getByTestId('photo-input').setInputFiles([
    { name: 'living-room.jpg', mimeType: 'image/jpeg', buffer: await drawJpeg(page, 'Living room', 20) },
    { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await drawJpeg(page, 'Kitchen', 200) },
  ]);
  await expect(page.getByText('Uploaded')).toHaveCount(2);
  await expect(page.getByText('2 of 30 photos')).toBeVisible();
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await expectNoSeriousAxeViolations(page);

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/Property') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create Property' }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
  const { id } = (await response.json()) as { id: number };
  await expect(page.getByText('Property created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/my-properties$/);

  // The edit page, as the my-properties card opens it: in a new tab.
  const editTab = await context.newPage();
  await editTab.goto(`/dashboard/edit-property/${id}`);
  await expect(editTab.getByRole('heading', { level: 1, name: 'Edit Property' })).toBeVisible();
  await expect(field(editTab, 'Price')).toHaveValue('145000');
  await expect(editTab.getByText('Existing photo')).toHaveCount(2);
  await expect(editTab.getByTestId('address-preview')).toContainText('Tbilisi, Georgia');
  await field(editTab, 'Price').fill('139500');
  await editTab.getByRole('button', { name: 'Update Property' }).click();
  await expect(editTab.getByText('Property updated successfully!')).toBeVisible();
  await expect(editTab).toHaveURL(/\/dashboard\/my-properties$/);

  const stored = await request.get(`/api/Property/${id}`, {
    headers: { Authorization: `Bearer ${await apiToken(request, OWNER.email, DEMO_PASSWORD)}` },
  });
  expect(await stored.json()).toMatchObject({ priceUsd: 139500, size: 68, floor: 5, totalFloorsBuilding: 9 });
});

test('on a phone: the messages show, nothing scrolls sideways, and axe finds nothing serious', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsOwner(page);
  await page.goto('/dashboard/create-property');
  await field(page, 'Property type').selectOption('House');
  await field(page, 'Size (m²)').fill('0');
  await page.getByRole('button', { name: 'Create Property' }).click();
  for (const message of [
    'Size must be greater than 0',
    'Land area must be greater than 0',
    'District is required',
  ]) {
    await expect(alertWith(page, message)).toBeVisible();
  }
  await page.getByTestId('photo-input').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
    { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await drawJpeg(page, 'Garden', 120) },
  ]);
  await expect(page.getByText('notes.txt is not an image and was not added.')).toBeVisible();
  await expect(page.getByText('Uploaded')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
});

test("someone else's listing cannot be edited, and a missing one says so", async ({ page, request }) => {
  const chunk = await request.get('/api/Property/properties/chunk?chunkSize=1&pageSize=50');
  const { items } = (await chunk.json()) as { items: { id: number; userDisplayName: string | null }[] };
  const foreign = items.find((item) => item.userDisplayName !== OWNER.displayName);
  expect(foreign, 'a live listing of another owner').toBeDefined();
  await signInAsOwner(page);
  await page.goto(`/dashboard/edit-property/${foreign!.id}`);
  await expect(page.getByText('You can only edit your own properties.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Property' })).toHaveCount(0);
  await page.goto('/dashboard/edit-property/999999999');
  await expect(page.getByText('Property not found')).toBeVisible();
});
