import { expect, test } from '@playwright/test';
import { apiToken, createConfirmedAccount, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { createLiveListing } from '../support/listings';

interface District {
  id: number;
  nameEng: string;
}

/**
 * Issue 16 (decision 040): an owner says what the flat has on the edit form; the detail page shows it; a
 * buyer asks for a lift in two districts at once and finds it, then lets the lift go with its chip.
 */
test('an owner sets amenities; a buyer filters "with a lift" in two districts and finds the flat', async ({
  page,
  browser,
  request,
}) => {
  const account = await createConfirmedAccount(request, 'amenities');
  const token = await apiToken(request, account.email, account.password);
  const districts = (await (await request.get('/api/district/city/Tbilisi')).json()) as District[];
  const [home, other] = [districts[0]!, districts[1]!];
  const listing = await createLiveListing(request, token, { districtId: home.id });

  await page.goto('/?lang=en');
  await signIn(page, account.email, account.password, account.displayName);
  await page.goto(`/dashboard/edit-property/${listing.id}`);
  const amenities = page.getByRole('region', { name: 'Amenities' });
  await expect(amenities.getByLabel('Lift')).toHaveValue('');
  await amenities.getByLabel('Heating').selectOption('IndividualGasBoiler');
  await amenities.getByLabel('Lift').selectOption('true');
  await amenities.getByLabel('Balcony or loggia').selectOption('true');
  await amenities.getByLabel('Pets allowed').selectOption('false');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Update Property' }).click();
  await expect(page.getByText('Property updated successfully!')).toBeVisible();

  await page.goto(`/property/${listing.id}?lang=en`);
  await expect(page.locator('[data-fact="heating"]')).toContainText('Individual gas boiler');
  await expect(page.locator('[data-fact="lift"]')).toContainText('Yes');
  await expect(page.locator('[data-fact="pets"]')).toContainText('No');
  await expect(page.locator('[data-fact="parking"]')).toHaveCount(0); // not said, not shown

  const buyerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const buyer = await buyerContext.newPage();
  await buyer.goto('/?lang=en');
  const form = buyer.getByRole('form', { name: 'Hard filters' });
  await form.getByLabel('District', { exact: true }).selectOption(String(other.id));
  await form.getByText('More districts').click();
  await form.getByRole('checkbox', { name: home.nameEng, exact: true }).check();
  await form.getByRole('checkbox', { name: 'With a lift' }).check();
  await form.getByLabel('Heating').selectOption('IndividualGasBoiler');
  await expectNoSeriousAxeViolations(buyer);
  await form.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(buyer).toHaveURL(/hasLift=true/);
  expect(new URL(buyer.url()).searchParams.get('districtIds')).toBe(String(home.id));
  const card = buyer.getByRole('article').filter({ has: buyer.locator(`a[href="/property/${listing.id}"]`) });
  await expect(card.first()).toBeVisible();
  // No demo listing names its heating type, so only this flat has a gas boiler and a lift there.
  await expect(buyer.getByRole('article')).toHaveCount(1);
  await expect(buyer.getByRole('button', { name: 'Applied filters (4)' })).toBeEnabled();
  await expectNoSeriousAxeViolations(buyer);

  // Each district and the lift are chips of their own.
  await buyer.getByRole('button', { name: 'Applied filters (4)' }).click();
  await buyer.getByRole('button', { name: 'Remove filter: Lift' }).click();
  await expect(buyer).not.toHaveURL(/hasLift/);
  await expect(buyer.getByRole('button', { name: 'Applied filters (3)' })).toBeVisible();
  await expect(card.first()).toBeVisible();
  await buyerContext.close();
});
