import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MORTGAGE_DEFAULTS } from '@sakhli/shared/constants';
import { calculateMortgage, downPaymentFromPercent, downPaymentPercent } from '@sakhli/shared/rules/mortgage';
import { Field, Input } from '@/components/ui/form-controls';
import { formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

interface MortgageCalculatorProps {
  initialPrice: number;
  /** On a listing the price is the listing's; the standalone calculator lets the visitor type one. */
  isPriceEditable?: boolean;
  title?: string;
}

/**
 * SPEC.md section 4: down payment 20 % (amount and percent linked), 6.5 % a year, 30 years, an annuity
 * payment recalculated on every change, figures in USD.
 */
export function MortgageCalculator({
  initialPrice,
  isPriceEditable = false,
  title,
}: MortgageCalculatorProps) {
  const { t } = useTranslation('listing');
  const language = useLanguage();
  const id = useId();
  const [price, setPrice] = useState(String(initialPrice));
  const [downPayment, setDownPayment] = useState(String(downPaymentFromPercent(initialPrice)));
  const [percent, setPercent] = useState(String(MORTGAGE_DEFAULTS.downPaymentPercent));
  const [rate, setRate] = useState(String(MORTGAGE_DEFAULTS.annualRatePercent));
  const [term, setTerm] = useState(String(MORTGAGE_DEFAULTS.termYears));

  const result = calculateMortgage({
    price: toNumber(price),
    downPayment: toNumber(downPayment),
    annualRatePercent: toNumber(rate),
    termYears: toNumber(term),
  });
  const interestShare = result.totalPaid > 0 ? (result.totalInterest / result.totalPaid) * 100 : 0;

  const changePrice = (value: string) => {
    setPrice(value);
    setDownPayment(String(downPaymentFromPercent(toNumber(value), toNumber(percent) || 0)));
  };
  const changeDownPayment = (value: string) => {
    setDownPayment(value);
    setPercent(String(downPaymentPercent(toNumber(price), toNumber(value))));
  };
  const changePercent = (value: string) => {
    setPercent(value);
    setDownPayment(String(downPaymentFromPercent(toNumber(price), toNumber(value) || 0)));
  };

  const number = (
    key: string,
    value: string,
    onChange: (value: string) => void,
    options: { step: string; max?: number; readOnly?: boolean },
  ) => (
    <Field label={t(`mortgage.${key}`)} htmlFor={`${id}-${key}`} className="justify-end">
      <Input
        id={`${id}-${key}`}
        type="number"
        inputMode="decimal"
        min={0}
        max={options.max}
        step={options.step}
        value={value}
        readOnly={options.readOnly}
        onChange={(event) => onChange(event.target.value)}
        className={options.readOnly ? 'bg-slate-50' : undefined}
      />
    </Field>
  );

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title ?? t('mortgage.heading')}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            {number('price', price, changePrice, { step: '1000', readOnly: !isPriceEditable })}
          </div>
          {number('downPayment', downPayment, changeDownPayment, { step: '1000' })}
          {number('downPaymentPercent', percent, changePercent, { step: '1', max: 100 })}
          {number('rate', rate, setRate, { step: '0.1', max: 100 })}
          {number('term', term, setTerm, { step: '1', max: 50 })}
        </div>
        <div className="flex flex-col rounded-xl bg-brand-50 p-5" aria-live="polite">
          <p className="text-sm font-medium text-brand-900">{t('mortgage.monthlyPayment')}</p>
          <p className="mt-1 text-3xl font-bold text-brand-900 tabular-nums" data-testid="monthly-payment">
            {formatPrice(result.monthlyPayment, 'USD', language)}
          </p>
          <dl className="mt-4 grid gap-2 text-sm">
            {(
              [
                ['loanAmount', result.loanAmount],
                ['totalInterest', result.totalInterest],
                ['totalPaid', result.totalPaid],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="flex justify-between gap-3 border-b border-brand-100 pb-2">
                <dt className="text-slate-700">{t(`mortgage.${key}`)}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">
                  {formatPrice(value, 'USD', language)}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-4" aria-hidden="true">
            <div className="flex h-2.5 overflow-hidden rounded-full bg-accent-500">
              <div className="bg-brand-700" style={{ width: `${100 - interestShare}%` }} />
            </div>
            <div className="mt-2 flex justify-between text-xs text-slate-600">
              <span className="inline-flex items-center gap-1.5">
                <span className="size-2.5 rounded-full bg-brand-700" />
                {t('mortgage.principal')}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <span className="size-2.5 rounded-full bg-accent-500" />
                {t('mortgage.interest')}
              </span>
            </div>
          </div>
          <p className="mt-auto pt-4 text-xs text-slate-600">{t('mortgage.note')}</p>
        </div>
      </div>
    </section>
  );
}
