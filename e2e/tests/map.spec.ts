import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';

type MapPoint = [number, number, number, number, number];

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of search results' });
const pins = (page: Page) => page.locator('.map-pin');
/** The short labels drawn on the pins (the accessible name is the full price). */
const pinLabels = (page: Page) => page.locator('.map-pin > [aria-hidden="true"]');
const clusters = (page: Page) => page.locator('.map-cluster');
const markers = (page: Page) => page.locator('.map-pin, .map-cluster');
const searchParams = (page: Page) => new URL(page.url()).searchParams;
/** The result count the page header shows (from the chunk search), e.g. 761 for "761 properties". */
async function resultCount(page: Page) {
  const text = await page.locator('header p[aria-live="polite"]').first().textContent();
  return Number(/[\d,]+/.exec(text ?? '')?.[0]?.replaceAll(',', ''));
}

/** Answers the map-points call with these points instead of the database's. */
async function serveMapPoints(page: Page, points: MapPoint[]) {
  await page.route('**/api/Property/map-points?*', (route: Route) =>
    route.fulfill({ json: { points, totalCount: points.length } }),
  );
}

/** The first Active listing of the default search, as a map point. */
async function firstListing(page: Page) {
  const response = await page.request.get('/api/Property/properties/chunk?chunkNumber=1&pageSize=15');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as {
    items: { id: number; latitude: number; longitude: number; priceUsd: number; priceGel: number }[];
  };
  const listing = items.find((item) => item.latitude !== 0 && item.longitude !== 0);
  if (!listing) throw new Error('the demo seed has no listing with coordinates');
  const point: MapPoint = [
    listing.id,
    listing.latitude,
    listing.longitude,
    listing.priceUsd,
    listing.priceGel,
  ];
  return point;
}

async function openMap(page: Page, query = '') {
  await page.goto(`/?lang=en&view=map${query ? `&${query}` : ''}`);
  await expect(mapRegion(page)).toBeVisible();
  await expect(markers(page).first()).toBeVisible();
}

test.describe('results map', () => {
  test('shows every listing as count bubbles or price pins, with the API count', async ({ page }) => {
    const pointsAnswer = page.waitForResponse((response) =>
      response.url().includes('/api/Property/map-points'),
    );
    await openMap(page);
    const { totalCount } = (await (await pointsAnswer).json()) as { totalCount: number };
    expect(totalCount).toBeGreaterThan(0);
    await expect(mapRegion(page).getByRole('status').first()).toHaveText(
      new RegExp(`${totalCount.toLocaleString('en-US')} listings? on the map`),
    );
    const counted = await clusters(page).evaluateAll((bubbles) =>
      bubbles.reduce((sum, bubble) => sum + Number(bubble.querySelector('[aria-hidden]')?.textContent), 0),
    );
    expect(counted + (await pins(page).count())).toBeLessThanOrEqual(totalCount);
    await expect(markers(page).first()).toHaveAttribute('role', 'button');
  });

  test('labels pins in K and M and zooms into a bubble when it is clicked', async ({ page }) => {
    await serveMapPoints(page, [
      [900001, 41.7105, 44.7701, 185_000, 499_500],
      [900002, 41.71052, 44.77012, 92_500, 249_750],
      [900003, 41.7905, 44.8201, 1_250_000, 3_375_000],
    ]);
    await openMap(page);
    const bubble = clusters(page).filter({ hasText: '2' });
    await expect(bubble).toHaveAccessibleName('2 listings here ($92,500 – $185,000), zoom in');
    await expect(pinLabels(page)).toHaveText(['$1.25M']);
    await bubble.click();
    await expect(clusters(page)).toHaveCount(0);
    await expect(pins(page).filter({ hasText: '$185K' })).toBeVisible();
    await expect(pins(page).filter({ hasText: '$92.5K' })).toBeVisible();
    await expect(pins(page).filter({ hasText: '$185K' })).toHaveAccessibleName(
      'Listing, $185,000 (₾499,500)',
    );
    // Zooming is a move of the user's: the area can now be searched.
    await expect(page.getByRole('button', { name: 'Search this area' })).toBeVisible();
  });

  test('a pin opens a card whose link opens the detail page in a new tab', async ({ page }) => {
    const listing = await firstListing(page);
    await serveMapPoints(page, [listing]);
    await openMap(page);
    await pins(page).first().click();
    const card = page.getByTestId('map-popup');
    await expect(card).toContainText(`$${listing[3].toLocaleString('en-US')}`);
    await expect(card).toContainText('m²');
    const link = card.getByRole('link', { name: /View details/ });
    await expect(link).toHaveAttribute('target', '_blank');
    const [detail] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(detail).toHaveURL(new RegExp(`/property/${listing[0]}$`));
    await detail.close();
    // Escape closes the card from the keyboard (focus moved into it when it opened).
    await expect(link).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
    await expect(pins(page).first()).toBeFocused();
  });

  test('View on map from a card centres the listing and opens its card', async ({ page }) => {
    await page.goto('/?lang=en');
    const card = page.locator('main article').first();
    await expect(card).toBeVisible();
    const href = await card.getByTestId('card-price').getAttribute('href');
    const price = (await card.getByTestId('card-price').textContent()) ?? '';
    await card.getByRole('button', { name: 'View on map' }).click();
    expect(searchParams(page).get('focus')).toBe(href?.split('/').pop());
    const popup = page.getByTestId('map-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(/\$[\d,]+/.exec(price)?.[0] ?? '$');
    await expect(popup.getByRole('link', { name: /View details/ })).toHaveAttribute('href', href ?? '');
    await expect(page.locator('.map-pin--active')).toHaveCount(1);
  });

  test('Search this area narrows the results to the view; Clear area widens them again', async ({ page }) => {
    await openMap(page);
    await expect(page.locator('header p[aria-live="polite"]').first()).toHaveText(/\d/);
    const allResults = await resultCount(page);
    await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0);
    // Keyboard only: pan with the arrow keys, then one Shift+Tab reaches the button.
    await page.locator('.leaflet-container').focus();
    await page.keyboard.press('ArrowRight');
    // Two steps in: the fitted view holds every listing with room to spare.
    for (let step = 0; step < 2; step++) {
      await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
      await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0); // a click during the animation is lost
    }
    const searchArea = page.getByRole('button', { name: 'Search this area' });
    await expect(searchArea).toBeVisible();
    await page.locator('.leaflet-container').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(searchArea).toBeFocused();

    const chunkWithArea = page.waitForRequest(
      (request) =>
        request.url().includes('/properties/chunk') && new URL(request.url()).searchParams.has('bbox'),
    );
    const pointsWithArea = page.waitForRequest(
      (request) => request.url().includes('/map-points') && new URL(request.url()).searchParams.has('bbox'),
    );
    await page.keyboard.press('Enter');
    const bbox = (await chunkWithArea).url();
    await pointsWithArea;
    expect(searchParams(page).get('bbox')).toBe(new URL(bbox).searchParams.get('bbox'));
    const [west, south, east, north] = (searchParams(page).get('bbox') ?? '').split(',').map(Number);
    expect(west).toBeLessThan(east!);
    expect(south).toBeLessThan(north!);
    await expect(searchArea).toHaveCount(0);
    await expect.poll(() => resultCount(page)).toBeLessThan(allResults);

    await mapRegion(page).getByRole('button', { name: 'Clear area' }).click();
    await expect(page).not.toHaveURL(/bbox=/);
    await expect.poll(() => resultCount(page)).toBe(allResults);
  });

  test('works when map tiles cannot load (tiles point at a closed port)', async ({ page }) => {
    await openMap(page);
    await expect(mapRegion(page).getByText('The map background could not be loaded')).toBeVisible();
    const before = await markers(page).count();
    await page.getByRole('button', { name: 'Zoom out', exact: true }).click();
    await expect(markers(page).first()).toBeVisible();
    expect(before).toBeGreaterThan(0);
  });

  test("shows the server's clusters of a large result and switches to pins where the view holds few", async ({
    page,
  }) => {
    // A large result as the server answers it (decision 025): clusters of the whole search at the city,
    // clusters of the view at a district, the view's listings themselves from zoom 16.
    const asked: URLSearchParams[] = [];
    await page.route('**/api/Property/map-points?*', (route: Route) => {
      const params = new URL(route.request().url()).searchParams;
      asked.push(params);
      const zoom = Number(params.get('zoom'));
      const [west, south, east, north] = (params.get('view') ?? '').split(',').map(Number);
      const view = params.has('view')
        ? { west: west!, south: south!, east: east!, north: north! }
        : undefined;
      if (zoom >= 16) {
        return route.fulfill({
          json: {
            points: [
              [900001, 41.7105, 44.7701, 185_000, 499_500],
              [900002, 41.7115, 44.7721, 92_500, 249_750],
            ],
            totalCount: 2,
            view,
          },
        });
      }
      return route.fulfill({
        json: {
          points: [],
          clusters: [
            [120_000, 41.7105, 44.7701, 30_000, 2_400_000],
            [80_000, 41.7905, 44.8201, 25_000, 900_000],
          ],
          clusterZoom: zoom,
          totalCount: 200_000,
          view,
        },
      });
    });
    await openMap(page);
    await expect(mapRegion(page).getByRole('status').first()).toHaveText('200,000 listings on the map');
    const vake = clusters(page).filter({ hasText: '120K' });
    await expect(vake).toHaveAccessibleName('120,000 listings here ($30,000 – $2,400,000), zoom in');
    expect(asked[0]?.get('zoom')).toBeTruthy();
    expect(asked[0]?.has('view')).toBe(false);

    // A bubble of the server zooms in two steps at a time, each asking for the view; from zoom 16 the view's
    // listings come as pins. The bubble goes as the pins come: a click that finds it gone is retried.
    await expect(async () => {
      if ((await pins(page).count()) === 0) {
        await clusters(page).filter({ hasText: '120K' }).click({ timeout: 2_000 });
      }
      await expect(pins(page).filter({ hasText: '$185K' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(pins(page).filter({ hasText: '$92.5K' })).toBeVisible();
    const last = asked.at(-1)!;
    expect(Number(last.get('zoom'))).toBeGreaterThanOrEqual(16);
    expect(last.get('view')?.split(',')).toHaveLength(4);
    // The status still counts the whole search.
    await expect(mapRegion(page).getByRole('status').first()).toHaveText('200,000 listings on the map');
  });

  test('has no serious axe violations, with a card open too', async ({ page }) => {
    const listing = await firstListing(page);
    await openMap(page, `focus=${listing[0]}`);
    await expect(page.getByTestId('map-popup')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(
      serious.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
});

test.describe('results map with 100,000 listings', () => {
  /** Deterministic synthetic listings spread over Tbilisi (a linear congruential generator). */
  function syntheticPoints(count: number): MapPoint[] {
    let seed = 42;
    const random = () => (seed = (seed * 1_664_525 + 1_013_904_223) % 4_294_967_296) / 4_294_967_296;
    return Array.from({ length: count }, (_, index) => {
      const priceUsd = Math.round(30_000 + random() * 900_000);
      return [
        index + 1,
        41.66 + random() * 0.16,
        44.7 + random() * 0.2,
        priceUsd,
        Math.round(priceUsd * 2.7),
      ];
    });
  }

  test('renders quickly and pans without blocking the main thread', async ({ page }) => {
    test.setTimeout(120_000);
    const body = JSON.stringify({ points: syntheticPoints(100_000), totalCount: 100_000 });
    await page.route('**/api/Property/map-points?*', (route) =>
      route.fulfill({ body, contentType: 'application/json' }),
    );
    await page.addInitScript(() => {
      const state = { longTasks: [] as { start: number; duration: number }[], firstMarkerAt: 0 };
      Object.assign(window, { mapPerf: state });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          state.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      new MutationObserver((_changes, observer) => {
        if (document.querySelector('.map-cluster, .map-pin')) {
          state.firstMarkerAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const mainThreadSeconds = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
    };

    await openMap(page);
    const load = await page.evaluate(() => {
      const { mapPerf } = window as unknown as {
        mapPerf: { longTasks: { start: number; duration: number }[]; firstMarkerAt: number };
      };
      const response = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/api/Property/map-points')) as PerformanceResourceTiming;
      const afterResponse = mapPerf.longTasks.filter((task) => task.start >= response.responseEnd - 1);
      return {
        firstMarkerMs: mapPerf.firstMarkerAt,
        responseToMarkersMs: mapPerf.firstMarkerAt - response.responseEnd,
        longestTaskAfterResponseMs: Math.max(0, ...afterResponse.map((task) => task.duration)),
      };
    });
    await expect(mapRegion(page).getByRole('status').first()).toHaveText('100,000 listings on the map');

    /** Main-thread time (CDP TaskDuration) and the longest task while an action and its re-render run. */
    const measure = async (action: () => Promise<void>) => {
      await page.waitForTimeout(500);
      const startedAt = await page.evaluate(() => performance.now());
      const before = await mainThreadSeconds();
      await action();
      await page.waitForTimeout(1000); // the re-clustered markers are drawn well within this
      const mainThreadMs = Math.round(((await mainThreadSeconds()) - before) * 1000);
      const longestTaskMs = await page.evaluate(
        (since) =>
          Math.max(
            0,
            ...(
              window as unknown as { mapPerf: { longTasks: { start: number; duration: number }[] } }
            ).mapPerf.longTasks
              .filter((task) => task.start >= since)
              .map((task) => task.duration),
          ),
        startedAt,
      );
      return { mainThreadMs, longestTaskMs };
    };
    const box = (await page.locator('.leaflet-container').boundingBox())!;
    const pan = await measure(async () => {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 300, box.y + box.height / 2 - 150, { steps: 20 });
      await page.mouse.up();
    });
    const zoom = await measure(() => page.getByRole('button', { name: 'Zoom in', exact: true }).click());
    const figures = { ...load, pan, zoom, markers: await markers(page).count() };
    console.log('map with 100,000 listings:', JSON.stringify(figures));
    test.info().annotations.push({ type: 'performance', description: JSON.stringify(figures) });

    // Budgets with room for a busy 2-core machine; docs/PERFORMANCE.md has the measured figures.
    expect(figures.responseToMarkersMs).toBeLessThan(3000);
    expect(figures.longestTaskAfterResponseMs).toBeLessThan(500);
    expect(figures.pan.longestTaskMs).toBeLessThan(200);
    expect(figures.zoom.longestTaskMs).toBeLessThan(200);
  });
});
