import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import { MortgageCalculator } from './mortgage-calculator';

const input = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const monthly = () => screen.getByTestId('monthly-payment').textContent;

afterEach(cleanup);

describe('MortgageCalculator', () => {
  it('starts at 20 % down, 6.5 % and 30 years: $250,000 gives $1,264 a month', async () => {
    renderWithProviders(<MortgageCalculator initialPrice={250_000} />);
    expect(await screen.findByTestId('monthly-payment')).toHaveProperty('textContent', '$1,264');
    expect(input('Down payment (USD)').value).toBe('50000');
    expect(input('Down payment (%)').value).toBe('20');
    expect(input('Interest rate (% a year)').value).toBe('6.5');
    expect(input('Term (years)').value).toBe('30');
    expect(screen.getByText('Loan amount').nextSibling?.textContent).toBe('$200,000');
    expect(input('Property price (USD)').readOnly).toBe(true);
  });

  it('recalculates on every change of the rate', async () => {
    renderWithProviders(<MortgageCalculator initialPrice={250_000} />);
    await screen.findByTestId('monthly-payment');
    fireEvent.change(input('Interest rate (% a year)'), { target: { value: '0' } });
    expect(monthly()).toBe('$556');
    fireEvent.change(input('Interest rate (% a year)'), { target: { value: '8' } });
    expect(monthly()).toBe('$1,468');
  });

  it('keeps the down payment amount and percent linked', async () => {
    renderWithProviders(<MortgageCalculator initialPrice={200_000} isPriceEditable />);
    await screen.findByTestId('monthly-payment');
    fireEvent.change(input('Down payment (%)'), { target: { value: '35' } });
    expect(input('Down payment (USD)').value).toBe('70000');
    fireEvent.change(input('Down payment (USD)'), { target: { value: '50000' } });
    expect(input('Down payment (%)').value).toBe('25');
    fireEvent.change(input('Property price (USD)'), { target: { value: '300000' } });
    expect(input('Down payment (USD)').value).toBe('75000');
  });
});
