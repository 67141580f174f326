import { useId } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationKey } from '../auth-messages';

export interface FieldProps {
  id: string;
  /** Translated, ready to show. */
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/**
 * Wires a form's fields for the form-field components: a unique id, the translated error, and a registration
 * that clears the field's error as soon as it is edited (SPEC.md section 5); the form is checked again on
 * the next submit only.
 */
export function useFieldProps<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
) {
  const { t } = useTranslation('auth');
  const formId = useId();
  const { errors } = form.formState;
  return (name: Path<Values>): FieldProps => {
    const message = (errors[name]?.message as string | undefined) ?? undefined;
    return {
      id: `${formId}-${name}`,
      error: errors[name] ? t(validationKey(message)) : undefined,
      registration: form.register(name, { onChange: () => form.clearErrors(name) }),
    };
  };
}
