import type { ChangeEvent, ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Checkbox, Field, Input, Select } from '@/components/ui/form-controls';
import { classNames } from '@/lib/class-names';
import type { ListingFormField, ListingFormValues } from '../listing-form-values';

/** Every control of the form has a fixed id (one form a page): errors focus and describe by it. */
export const fieldId = (name: string) => `listing-${name}`;

/**
 * A field's id, its translated error and its registration; editing the field clears its error (SPEC.md
 * section 5), and `onChange` runs after the form has the new value.
 */
function useListingField(name: ListingFormField, onChange?: (event: ChangeEvent) => void) {
  const { t } = useTranslation('listingForm');
  const form = useFormContext<ListingFormValues>();
  const message = form.formState.errors[name]?.message;
  const id = fieldId(name);
  return {
    id,
    error: message ? t(message) : undefined,
    registration: form.register(name, {
      onChange: (event: ChangeEvent) => {
        form.clearErrors(name);
        onChange?.(event);
      },
    }),
  };
}

interface FieldOptions {
  name: ListingFormField;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  onChange?: (event: ChangeEvent) => void;
}

/** What a control of a field gets: its id, its state for assistive technology and its registration. */
type ControlProps = ReturnType<typeof useListingField>['registration'] & {
  id: string;
  invalid: boolean;
  'aria-describedby': string | undefined;
};

/** A labelled field: the control `render` draws, with the error (or the hint) under it. */
function ListingField({
  render,
  ...options
}: FieldOptions & { render: (control: ControlProps) => ReactNode }) {
  const { id, error, registration } = useListingField(options.name, options.onChange);
  const describedBy = error ? `${id}-error` : options.hint ? `${id}-hint` : undefined;
  return (
    <Field label={options.label} htmlFor={id} error={error} hint={options.hint} className={options.className}>
      {render({ ...registration, id, invalid: Boolean(error), 'aria-describedby': describedBy })}
    </Field>
  );
}

export function NumberField({
  min,
  step = 1,
  ...options
}: FieldOptions & { min?: number; step?: number | 'any' }) {
  return (
    <ListingField
      {...options}
      render={(control) => (
        <Input
          type="number"
          inputMode={step === 1 ? 'numeric' : 'decimal'}
          min={min}
          step={step}
          {...control}
        />
      )}
    />
  );
}

export function TextField({
  type = 'text',
  autoComplete = 'off',
  placeholder,
  ...options
}: FieldOptions & { type?: 'text' | 'tel'; autoComplete?: string; placeholder?: string }) {
  return (
    <ListingField
      {...options}
      render={(control) => (
        <Input type={type} autoComplete={autoComplete} placeholder={placeholder} {...control} />
      )}
    />
  );
}

export function TextAreaField({
  rows = 5,
  maxLength,
  ...options
}: FieldOptions & { rows?: number; maxLength?: number }) {
  return (
    <ListingField
      {...options}
      render={({ invalid, ...control }) => (
        <textarea
          rows={rows}
          maxLength={maxLength}
          aria-invalid={invalid || undefined}
          className={classNames(
            'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus:ring-2 focus:outline-none',
            invalid
              ? 'border-red-500 focus:ring-red-600/20'
              : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/20',
          )}
          {...control}
        />
      )}
    />
  );
}

export interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

/** The choices of an enumeration, each labelled by its name in the `common` namespace (`group.value`). */
export function commonChoices(t: TFunction, group: string, values: readonly string[]): Choice[] {
  return values.map((value) => ({ value, label: t(`common:${group}.${value}`) }));
}

export function SelectField({
  choices,
  placeholder,
  ...options
}: FieldOptions & { choices: readonly Choice[]; placeholder?: string }) {
  // Controlled: options that arrive later still show the value the form holds.
  const value = useWatch<ListingFormValues>({ name: options.name });
  return (
    <ListingField
      {...options}
      render={(control) => (
        <Select value={typeof value === 'string' ? value : ''} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value} disabled={choice.disabled}>
              {choice.label}
            </option>
          ))}
        </Select>
      )}
    />
  );
}

export function CheckboxField({ name, label, className }: Omit<FieldOptions, 'hint' | 'onChange'>) {
  const { id, registration } = useListingField(name);
  return <Checkbox id={id} label={label} className={className} {...registration} />;
}
