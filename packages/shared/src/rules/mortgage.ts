import { MORTGAGE_DEFAULTS } from '../constants';

export interface MortgageInput {
  /** Property price in USD. */
  price: number;
  /** Down payment in USD (not a percentage). */
  downPayment: number;
  annualRatePercent: number;
  termYears: number;
}

export interface MortgageResult {
  loanAmount: number;
  monthlyPayment: number;
  totalPaid: number;
  totalInterest: number;
  numberOfPayments: number;
}

const finiteOrZero = (value: number) => (Number.isFinite(value) ? value : 0);

/**
 * A fixed-rate annuity mortgage: the monthly payment M = P·r / (1 − (1 + r)^−n) for principal P, monthly rate
 * r and n monthly payments (P / n when the rate is 0). "Total paid" is what goes to the bank over the term,
 * down payment excluded. Inputs a person can half-type (empty, negative, down payment above the price) give
 * the nearest meaningful figures rather than NaN.
 */
export function calculateMortgage(input: MortgageInput): MortgageResult {
  const price = Math.max(0, finiteOrZero(input.price));
  const downPayment = Math.min(price, Math.max(0, finiteOrZero(input.downPayment)));
  const loanAmount = price - downPayment;
  const numberOfPayments = Math.max(0, Math.round(finiteOrZero(input.termYears) * 12));
  const monthlyRate = Math.max(0, finiteOrZero(input.annualRatePercent)) / 100 / 12;
  if (loanAmount === 0 || numberOfPayments === 0) {
    return { loanAmount, monthlyPayment: 0, totalPaid: 0, totalInterest: 0, numberOfPayments };
  }
  const monthlyPayment =
    monthlyRate === 0
      ? loanAmount / numberOfPayments
      : (loanAmount * monthlyRate) / (1 - (1 + monthlyRate) ** -numberOfPayments);
  const totalPaid = monthlyPayment * numberOfPayments;
  return { loanAmount, monthlyPayment, totalPaid, totalInterest: totalPaid - loanAmount, numberOfPayments };
}

/** The down payment, in USD, that is `percent` of `price` (SPEC.md default 20 %). */
export function downPaymentFromPercent(
  price: number,
  percent: number = MORTGAGE_DEFAULTS.downPaymentPercent,
): number {
  return Math.round((finiteOrZero(price) * finiteOrZero(percent)) / 100);
}

/** The share of `price` a down payment represents, in percent with one decimal (0 without a price). */
export function downPaymentPercent(price: number, downPayment: number): number {
  if (!(price > 0)) return 0;
  return Math.round((finiteOrZero(downPayment) / price) * 1000) / 10;
}
