import { describe, expect, it } from 'vitest';
import { calculateMortgage, downPaymentFromPercent, downPaymentPercent } from './mortgage';

describe('calculateMortgage', () => {
  it('matches the textbook annuity: 200,000 at 6.5 % over 30 years is 1,264.14 a month', () => {
    const result = calculateMortgage({
      price: 250_000,
      downPayment: 50_000,
      annualRatePercent: 6.5,
      termYears: 30,
    });
    expect(result.loanAmount).toBe(200_000);
    expect(result.numberOfPayments).toBe(360);
    expect(result.monthlyPayment).toBeCloseTo(1264.14, 2);
    expect(result.totalPaid).toBeCloseTo(455_088.98, 0);
    expect(result.totalInterest).toBeCloseTo(255_088.98, 0);
  });

  it('matches a second known value: 100,000 at 5 % over 15 years is 790.79 a month', () => {
    const result = calculateMortgage({ price: 100_000, downPayment: 0, annualRatePercent: 5, termYears: 15 });
    expect(result.monthlyPayment).toBeCloseTo(790.79, 2);
    expect(result.totalInterest).toBeCloseTo(42_342.85, 0);
  });

  it('divides the principal evenly when the rate is 0', () => {
    const result = calculateMortgage({ price: 120_000, downPayment: 0, annualRatePercent: 0, termYears: 10 });
    expect(result.monthlyPayment).toBe(1000);
    expect(result.totalInterest).toBe(0);
    expect(result.totalPaid).toBe(120_000);
  });

  it('pays more each month at a higher rate', () => {
    const at = (annualRatePercent: number) =>
      calculateMortgage({ price: 300_000, downPayment: 60_000, annualRatePercent, termYears: 30 })
        .monthlyPayment;
    expect(at(8)).toBeGreaterThan(at(6.5));
  });

  it('gives zeros rather than NaN for half-typed input', () => {
    expect(
      calculateMortgage({ price: 100_000, downPayment: 150_000, annualRatePercent: 6.5, termYears: 30 }),
    ).toMatchObject({
      loanAmount: 0,
      monthlyPayment: 0,
      totalInterest: 0,
    });
    const empty = calculateMortgage({
      price: Number.NaN,
      downPayment: -5,
      annualRatePercent: Number.NaN,
      termYears: 0,
    });
    expect(empty).toEqual({
      loanAmount: 0,
      monthlyPayment: 0,
      totalPaid: 0,
      totalInterest: 0,
      numberOfPayments: 0,
    });
  });
});

describe('down payment amount and percent', () => {
  it('defaults to 20 % of the price', () => {
    expect(downPaymentFromPercent(185_000)).toBe(37_000);
    expect(downPaymentFromPercent(185_000, 35)).toBe(64_750);
  });
  it('turns an amount back into a percent with one decimal', () => {
    expect(downPaymentPercent(185_000, 37_000)).toBe(20);
    expect(downPaymentPercent(150_000, 50_000)).toBe(33.3);
    expect(downPaymentPercent(0, 10_000)).toBe(0);
  });
});
