import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { daysEndingWith, fillStatisticsDays, sumStatistics } from '@sakhli/shared/rules/statistics-days';
import { stubApi } from '@/lib/auth-test-server';
import { renderWithProviders } from '@/lib/test-utils';
import { StatisticsButton } from './statistics-button';

const days = fillStatisticsDays(daysEndingWith('2026-11-27', 30), [
  { day: '2026-11-27', views: 3, phoneReveals: 1 },
  { day: '2026-11-20', views: 5, favorites: 2 },
]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StatisticsButton', () => {
  it('asks for the statistics only when opened, and shows totals, a chart that reads out and a table', async () => {
    const requests = stubApi(() => ({ body: { propertyId: 7, days, totals: sumStatistics(days) } }));
    renderWithProviders(<StatisticsButton propertyId={7} code={1007} />);
    expect(requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Statistics of listing 1007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statistics · listing 1007' });
    expect(await within(dialog).findByTestId('total-views')).toHaveProperty('textContent', '8');
    expect(requests.map((request) => request.path)).toEqual(['/api/Property/7/statistics']);
    const chart = within(dialog).getByRole('img');
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(within(dialog).getByText(/Views from .* 8 in total/)).toBeTruthy();

    // Another series: the chart and its sentence follow.
    fireEvent.click(within(dialog).getByRole('button', { name: /Phone reveals/ }));
    expect(
      within(dialog)
        .getByRole('button', { name: /Phone reveals/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(dialog).getByText(/Phone reveals from .* 1 in total/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /Inquiries/ }));
    expect(within(dialog).getByText(/Inquiries from .*: none yet\./)).toBeTruthy();

    const rows = within(dialog).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1', '0', '0', '0']);
  });
});
