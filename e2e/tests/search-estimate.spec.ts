import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/axe';

const ESTIMATE = { totalCount: 12_300, totalPages: 820 };

const cards = (page: Page) => page.locator('main article');
const summary = (page: Page) => page.getByTestId('pagination-summary');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const pageParam = (page: Page) => new URL(page.url()).searchParams.get('page');

/**
 * The server's real answers, except that a full chunk says its total is an estimate of 12,300 listings
 * (820 pages), as the server answers for a large result away from its end: more than the demo data holds, so
 * the estimated last page lies past the real end. The chunks at the end answer the real, exact count.
 */
async function estimateAwayFromTheEnd(page: Page) {
  await page.route('**/api/Property/properties/chunk?*', async (route) => {
    const response = await route.fetch();
    const chunk = (await response.json()) as { items: unknown[] };
    const isAtTheEnd = chunk.items.length < 5 * 15;
    await route.fulfill({
      response,
      json: isAtTheEnd ? chunk : { ...chunk, ...ESTIMATE, totalCountIsEstimate: true },
    });
  });
}

test('an estimated count reads "about", and the last page is the real one, with the exact count', async ({
  page,
  request,
}) => {
  const answer = await request.get(
    '/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=Apartment&chunkNumber=1&chunkSize=5&pageSize=15',
  );
  const { totalCount, totalPages } = (await answer.json()) as { totalCount: number; totalPages: number };
  expect(totalPages).toBeGreaterThan(1);
  expect(totalCount).toBeLessThan(ESTIMATE.totalCount);
  const count = totalCount.toLocaleString('en-US');

  await estimateAwayFromTheEnd(page);
  await page.goto('/?lang=en');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText('about 12,300 properties')).toBeVisible();
  await expect(summary(page)).toContainText('Showing 1-15 of about 12,300');
  await expect(summary(page)).toContainText('Page 1 of about 820');
  await expectNoSeriousAxeViolations(page);

  await pager(page).getByRole('button', { name: 'Last page (about 820)' }).click();
  // The estimated last page is past the end: its answer's exact count leads to the real last page.
  await expect.poll(() => pageParam(page)).toBe(String(totalPages));
  await expect(page.getByText(`${count} properties`, { exact: true })).toBeVisible();
  await expect(summary(page)).toContainText(`of ${count}`);
  await expect(summary(page)).toContainText(`Page ${totalPages} of ${totalPages}`);
  await expect(cards(page)).toHaveCount(totalCount - (totalPages - 1) * 15);
  await expect(pager(page).getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(pager(page).getByRole('button', { name: `Page ${totalPages}` })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Back to the first page, whose answer estimated: the exact count found at the end still holds.
  await page.goBack();
  await expect.poll(() => pageParam(page)).toBeNull();
  await expect(cards(page)).toHaveCount(15);
  await expect(page.getByText(`${count} properties`, { exact: true })).toBeVisible();
  await expect(summary(page)).toContainText(`Showing 1-15 of ${count}`);
  await expect(page.getByText(/about/)).toHaveCount(0);
});

test.describe('the estimate in every language, on a phone and a desktop', () => {
  const texts = {
    ka: { count: 'დაახლოებით 12 300 განცხადება', last: 'ბოლო გვერდი (დაახლოებით 820)' },
    en: { count: 'about 12,300 properties', last: 'Last page (about 820)' },
    ru: { count: 'примерно 12 300 объектов', last: 'Последняя страница (примерно 820)' },
  } as const;
  for (const language of ['ka', 'en', 'ru'] as const) {
    for (const width of [390, 1440]) {
      test(`${language} at ${width} px: "about", the pager on one line, no serious axe violations`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize({ width, height: 900 });
        await estimateAwayFromTheEnd(page);
        // A page in the middle: the pager shows both jumps, to the first page and to the estimated last.
        await page.goto(`/?lang=${language}&page=12`);
        await expect(cards(page).first()).toBeVisible();
        await expect(page.getByText(texts[language].count)).toBeVisible();
        const last = page.getByRole('button', { name: texts[language].last });
        await expect(last).toBeEnabled();
        await expect(page.locator('button[aria-current=page]')).toHaveText('12');
        // The pager's buttons sit on one row, even at a phone's width.
        const first = page.getByRole('button', { name: /First page|პირველი გვერდი|Первая страница/ });
        await expect(first).toBeEnabled();
        // Both measured together, until the page has settled (cards above it may still be laying out).
        await expect
          .poll(async () => {
            const [firstBox, lastBox] = await Promise.all([first.boundingBox(), last.boundingBox()]);
            return firstBox !== null && firstBox.y === lastBox?.y;
          })
          .toBe(true);
        await expectNoSidewaysScroll(page);
        await expectNoSeriousAxeViolations(page);
        // For a person to look at: test-results/<test>/header-<language>-<width>.png and pager-….
        await page
          .locator('header:has(#results-title)')
          .screenshot({ path: testInfo.outputPath(`header-${language}-${width}.png`) });
        await page
          .locator('nav:has([data-testid=pagination-summary])')
          .screenshot({ path: testInfo.outputPath(`pager-${language}-${width}.png`) });
      });
    }
  }
});
