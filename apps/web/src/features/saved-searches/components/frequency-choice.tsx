import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_FREQUENCIES, type AlertFrequency } from '@sakhli/shared/schemas/saved-search';
import { Select } from '@/components/ui/form-controls';

interface FrequencyChoiceProps {
  value: AlertFrequency;
  onChange: (frequency: AlertFrequency) => void;
}

/** How often alerts come: instant, daily or off, each with what it means in one line. */
export function FrequencyChoice({ value, onChange }: FrequencyChoiceProps) {
  const { t } = useTranslation('savedSearches');
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('frequency.label')}</legend>
      {ALERT_FREQUENCIES.map((frequency) => (
        <label
          key={frequency}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
        >
          <input
            type="radio"
            name={id}
            value={frequency}
            checked={value === frequency}
            onChange={() => onChange(frequency)}
            className="mt-0.5 size-4.5 cursor-pointer accent-brand-700"
            aria-describedby={`${id}-${frequency}`}
          />
          <span className="flex flex-col gap-0.5">
            <span className="text-sm font-semibold text-slate-900">{t(`frequency.${frequency}`)}</span>
            <span id={`${id}-${frequency}`} className="text-xs text-slate-600">
              {t(`frequency.${frequency}Hint`)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The same choice in a list, changed in place. */
export function FrequencySelect({
  id,
  value,
  onChange,
  disabled,
}: FrequencyChoiceProps & { id: string; disabled?: boolean }) {
  const { t } = useTranslation('savedSearches');
  return (
    <Select
      id={id}
      size="sm"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as AlertFrequency)}
    >
      {ALERT_FREQUENCIES.map((frequency) => (
        <option key={frequency} value={frequency}>
          {t(`frequency.${frequency}`)}
        </option>
      ))}
    </Select>
  );
}
