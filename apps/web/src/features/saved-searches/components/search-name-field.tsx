import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVED_SEARCH_NAME_MAX_LENGTH, SavedSearchPayload } from '@sakhli/shared/schemas/saved-search';
import { Field, Input } from '@/components/ui/form-controls';
import { serverNameError, validationKey } from '../saved-search-messages';

/** A saved search's name being typed: its value, its error, and the check the contract makes. */
export function useSearchName(initial: string) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  return {
    value,
    error,
    change: (next: string) => {
      setValue(next);
      setError(undefined);
    },
    /** The name as it will be saved, or null once the field says why it cannot be. */
    check: (): string | null => {
      const checked = SavedSearchPayload.shape.name.safeParse(value);
      if (checked.success) return checked.data;
      setError(checked.error.issues[0]?.message);
      return null;
    },
    /** The server refused the name (400 naming the field): the field says why. */
    showServerError: (refusal: unknown) => setError(serverNameError(refusal)),
  };
}

export function SearchNameField({ name }: { name: ReturnType<typeof useSearchName> }) {
  const { t } = useTranslation('savedSearches');
  const id = useId();
  return (
    <Field label={t('dialog.name')} htmlFor={id} error={name.error && t(validationKey(name.error))}>
      <Input
        id={id}
        value={name.value}
        maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
        invalid={name.error !== undefined}
        aria-describedby={name.error ? `${id}-error` : undefined}
        onChange={(event) => name.change(event.target.value)}
      />
    </Field>
  );
}
