import { expect, test, type Page } from '@playwright/test';
import { apiToken, createConfirmedAccount, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/axe';
import { createLiveListing } from '../support/listings';

const PHONE = { width: 390, height: 844 };

/**
 * The listings of the search cards in the order shown, one per price (journeys create listings alike, and a
 * comparison of equal listings would mark nothing).
 */
async function cardIds(page: Page, count: number): Promise<number[]> {
  const read = async () => {
    const cards = await page.getByRole('article').evaluateAll((articles) =>
      articles.map((card) => ({
        id: Number(card.querySelector('a[href^="/property/"]')?.getAttribute('href')?.split('/').pop()),
        price: card.querySelector('[data-testid="card-price"]')?.textContent ?? '',
      })),
    );
    const byPrice = new Map(cards.filter((card) => card.id > 0).map((card) => [card.price, card.id]));
    return [...new Set(byPrice.values())];
  };
  // The results render in steps: wait until enough cards are in.
  await expect.poll(async () => (await read()).length).toBeGreaterThanOrEqual(count);
  return (await read()).slice(0, count);
}
const cardOf = (page: Page, id: number) =>
  page
    .locator('article')
    .filter({ has: page.locator(`a[href="/property/${id}"]`) })
    .first();

test('compare three listings from the cards, and open the shared comparison in another browser', async ({
  page,
  browser,
}) => {
  await page.goto('/?lang=en');
  const ids = await cardIds(page, 5);
  expect(ids).toHaveLength(5);
  for (const id of ids.slice(0, 3)) {
    const toggle = cardOf(page, id).getByRole('button', { name: 'Compare' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  const tray = page.getByRole('region', { name: 'Listings to compare' });
  await expect(tray).toContainText('3 of 4 listings to compare');
  await expectNoSeriousAxeViolations(page);

  // A fourth fits; a fifth is refused with a clear message, and the tray keeps four.
  await cardOf(page, ids[3]!).getByRole('button', { name: 'Compare' }).click();
  await cardOf(page, ids[4]!).getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByTestId('compare-full')).toHaveText(
    'You can compare up to 4 listings. Remove one from the comparison first.',
  );
  await expect(cardOf(page, ids[4]!).getByRole('button', { name: 'Compare' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await cardOf(page, ids[3]!).getByRole('button', { name: 'Compare' }).click();
  await expect(tray).toContainText('3 of 4 listings to compare');

  await tray.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids.slice(0, 3).join(',')}$`));
  const table = page.getByTestId('compare-table');
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  await expect(table.locator('tr[data-row="priceUsd"]')).toBeVisible();
  await expect(table.locator('tr[data-differs]').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const shared = page.url();

  // The link alone shows the same comparison to someone else, on a phone.
  const other = await browser.newContext({ viewport: PHONE });
  const phone = await other.newPage();
  await phone.goto(`${shared}&lang=ru`);
  await expect(phone.getByRole('heading', { level: 1, name: 'Сравнение объявлений' })).toBeVisible();
  await expect(phone.getByTestId('compare-table').getByRole('columnheader')).toHaveCount(3);
  await expect(
    phone.getByRole('button', { name: 'Сохранить эти объявления в моём сравнении' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(phone);
  await expectNoSidewaysScroll(phone);
  await other.close();
});

test('on a phone every value fits its cell, and the row names stay in view while the listings scroll', async ({
  browser,
  request,
}) => {
  // Four new-building flats of the demo: their values hold long single words ("Новостройка", "გარემონტებული").
  const response = await request.get(
    '/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=Apartment&pageSize=60',
    { headers: { 'Accept-Language': 'ru' } },
  );
  const { items } = (await response.json()) as { items: { id: number; buildingStatusText: string }[] };
  const ids = items.filter((item) => item.buildingStatusText === 'Новостройка').map((item) => item.id);
  expect(ids.length).toBeGreaterThanOrEqual(4);
  const context = await browser.newContext({ viewport: PHONE });
  const phone = await context.newPage();
  for (const language of ['ru', 'ka', 'en']) {
    await phone.goto(`/compare?ids=${ids.slice(0, 4).join(',')}&lang=${language}`);
    const table = phone.getByTestId('compare-table');
    await expect(table.getByRole('columnheader')).toHaveCount(4);
    const spilling = await table
      .locator('td, th')
      .evaluateAll((cells) =>
        cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
      );
    expect(spilling, `${language}: values wider than their cells`).toEqual([]);
    await table.evaluate((element) => {
      element.parentElement!.scrollLeft = element.parentElement!.scrollWidth;
    });
    const rowName = table.locator('tr[data-row="priceUsd"] th');
    await expect(rowName).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(phone);
  }
  await context.close();
});

test('similar listings and recently viewed on the listing page and the search page', async ({ page }) => {
  await page.goto('/?lang=en');
  const [first, second] = await cardIds(page, 2);
  await page.goto(`/property/${first}?lang=en`);
  const similar = page.getByTestId('similar-listings');
  await expect(similar.getByRole('heading', { name: 'Similar listings' })).toBeVisible();
  await expect(similar.getByTestId('shortlist-card').first()).toBeVisible();
  expect(await similar.locator(`[data-property-id="${first}"]`).count()).toBe(0);
  await page.goto(`/property/${second}?lang=en`);
  await expect(page.getByTestId('recently-viewed').locator(`[data-property-id="${first}"]`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto('/?lang=en');
  const recent = page.getByTestId('recently-viewed');
  await expect(recent.getByTestId('shortlist-card')).toHaveCount(2);
  // Newest first.
  await expect(recent.getByTestId('shortlist-card').first()).toHaveAttribute(
    'data-property-id',
    String(second),
  );
  await expectNoSeriousAxeViolations(page);
  await recent.getByRole('button', { name: 'Clear history' }).click();
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
});

test('a private note on a favourite is kept and shown only on the favourites page', async ({
  page,
  request,
}) => {
  const account = await createConfirmedAccount(request, 'Notes');
  await page.goto('/?lang=en');
  const [id] = await cardIds(page, 1);
  await signIn(page, account.email, account.password, account.displayName);
  await page.goto(`/property/${id}?lang=en`);
  const heart = page.getByRole('button', { name: 'Save to favourites' });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-busy', 'false');

  await page.goto('/dashboard/my-favorites?lang=en');
  const card = page.getByRole('article');
  await card.getByRole('button', { name: 'Add a private note' }).click();
  await card.getByLabel('Your note (only you see it)').fill('Ask about the heating bills');
  await card.getByRole('button', { name: 'Save note' }).click();
  await expect(card.getByRole('button', { name: 'Edit note' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article').getByText('Ask about the heating bills')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // Nobody else reads it: the listing itself does not carry it.
  const listing = await request.get(`/api/Property/${id}`);
  expect(await listing.text()).not.toContain('heating bills');
});

test("the owner's statistics show a view and a phone reveal made in the test", async ({
  page,
  request,
  browser,
}) => {
  const owner = await createConfirmedAccount(request, 'Statistics');
  const listing = await createLiveListing(request, await apiToken(request, owner.email, owner.password));

  // A visitor opens the listing and reveals the number.
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visit.goto(`/property/${listing.id}?lang=en`);
  const counted = visit.waitForResponse((response) =>
    response.url().endsWith(`/api/Property/${listing.id}/contact`),
  );
  await visit.getByRole('button', { name: 'Call' }).click();
  expect((await counted).status()).toBe(204);
  await visitor.close();

  await page.goto('/?lang=en');
  await signIn(page, owner.email, owner.password, owner.displayName);
  await page.goto('/dashboard/my-properties?lang=en');
  await page
    .getByRole('article', { name: `Listing ${listing.code}` })
    .getByRole('button', { name: `Statistics of listing ${listing.code}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Statistics · listing ${listing.code}` });
  await expect(dialog.getByTestId('total-views')).toHaveText('1');
  await expect(dialog.getByTestId('total-phoneReveals')).toHaveText('1');
  const chart = dialog.getByRole('img');
  await expect(chart).toHaveAccessibleName(/Views from .*: 1 in total/);
  await expect(chart.locator('rect')).toHaveCount(30);
  await dialog.getByRole('button', { name: /Phone reveals/ }).click();
  await expect(chart).toHaveAccessibleName(/Phone reveals from .*: 1 in total/);
  await dialog.getByText('Show the days as a table').click();
  await expect(dialog.getByRole('row')).toHaveCount(31);
  await expectNoSeriousAxeViolations(page);
});
