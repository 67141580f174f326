import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PricePoint } from '@sakhli/shared/schemas/property';
import { testListing } from '@/lib/listing-test-data';
import { renderWithProviders } from '@/lib/test-utils';
import { PriceHistoryChart } from './price-history-chart';

afterEach(cleanup);

const HISTORY: PricePoint[] = [
  { price: 150_000, currency: 'USD', recordedAt: '2026-03-01T10:00:00.000Z' },
  { price: 142_500, currency: 'USD', recordedAt: '2026-04-15T10:00:00.000Z' },
  { price: 135_000, currency: 'USD', recordedAt: '2026-05-20T10:00:00.000Z' },
];
const listing = (priceHistory: PricePoint[] | undefined) =>
  testListing({ priceUsd: 135_000, priceGel: 364_500, currency: 'USD', priceHistory });

describe('PriceHistoryChart', () => {
  it('draws nothing for a listing whose price never changed', () => {
    for (const history of [undefined, [], HISTORY.slice(0, 1)]) {
      const { container } = renderWithProviders(<PriceHistoryChart property={listing(history)} />);
      expect(container.querySelector('[data-testid="price-history"]')).toBeNull();
      cleanup();
    }
  });

  it('draws the prices as an image named by a sentence, with every price in a table', async () => {
    renderWithProviders(<PriceHistoryChart property={listing(HISTORY)} />);
    const chart = await screen.findByRole('img', {
      name: 'First price $150,000 (Mar 1, 2026), now $135,000 (since May 20, 2026).',
    });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.querySelectorAll('path')).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'Price history' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DatePrice',
      'Mar 1, 2026$150,000',
      'Apr 15, 2026$142,500',
      'May 20, 2026$135,000',
    ]);
    expect(screen.getByText('Show every price')).toBeTruthy();
  });

  it('writes dates and prices as Georgian and Russian do, in the listing currency', async () => {
    const gel = testListing({
      priceUsd: 100_000,
      priceGel: 270_000,
      currency: 'GEL',
      priceHistory: [
        { price: 100_000, currency: 'USD', recordedAt: '2026-03-01T10:00:00.000Z' },
        { price: 270_000, currency: 'GEL', recordedAt: '2026-04-15T10:00:00.000Z' },
      ],
    });
    renderWithProviders(<PriceHistoryChart property={gel} />, { language: 'ru' });
    // The first point, set in USD, is drawn in GEL at the listing's rate; the table keeps it as it was set.
    expect(
      await screen.findByRole('img', {
        name: /^Начальная цена 270\s000\s₾ \(1 мар\. 2026\sг\.\), сейчас 270\s000\s₾ \(с 15 апр\. 2026\sг\.\)\.$/,
      }),
    ).toBeTruthy();
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[1]).toMatch(/^1 мар\. 2026\sг\.100\s000\s\$$/);
    cleanup();

    renderWithProviders(<PriceHistoryChart property={listing(HISTORY)} />, { language: 'ka' });
    expect(await screen.findByRole('heading', { name: 'ფასის ისტორია' })).toBeTruthy();
    const georgianRows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(georgianRows[1]).toContain('150\u00a0000\u00a0$');
  });
});
