import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';

/**
 * Issue 16 (decision 042): a buyer asks for flats within 10 minutes' walk of the metro, sees the chip, opens one
 * and reads how far its station is; the choice, the chip and the detail line pass axe.
 */
test('a buyer filters "metro within 10 min walk" and reads the walk to the station on a listing', async ({
  page,
}) => {
  await page.goto('/?lang=en');
  const form = page.getByRole('form', { name: 'Hard filters' });
  const metro = form.getByLabel('Metro within');
  await expect(metro).toHaveValue('');
  await expect(form.getByText('An estimate: straight-line distance × 1.3, at 80 m a minute')).toBeVisible();
  await metro.selectOption('10');
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/maxMetroWalkMinutes=10/);
  await expect(page.getByRole('button', { name: 'Applied filters (1)' })).toBeEnabled();
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  // Axe waits for the filtered results (the previous ones are dimmed while they load).
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Applied filters (1)' }).click();
  await expect(page.getByRole('button', { name: 'Remove filter: Metro within 10 min walk' })).toBeVisible();
  await page.keyboard.press('Escape');

  const href = await firstCard.locator('a[href^="/property/"]').first().getAttribute('href');
  await page.goto(`${href}?lang=en`);
  const fact = page.locator('[data-fact="metro"]');
  await expect(fact).toContainText(/\d+ min walk to \S/);
  await expect(fact).toContainText('Estimated: straight-line distance × 1.3, at 80 m a minute');
  const minutes = Number((await fact.textContent())?.match(/(\d+) min walk/)?.[1]);
  expect(minutes).toBeLessThanOrEqual(10);
  await expectNoSeriousAxeViolations(page);
});
