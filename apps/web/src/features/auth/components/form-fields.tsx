import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '@/components/ui/form-controls';
import { PasswordInput } from '@/components/ui/password-input';
import type { FieldProps } from '../hooks/use-field-props';

interface TextFieldProps extends FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  type?: 'text' | 'email';
  autoComplete: string;
  className?: string;
}

function describedBy({ id, error }: FieldProps, hint: ReactNode) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({
  id,
  error,
  registration,
  label,
  hint,
  type = 'text',
  autoComplete,
  className,
}: TextFieldProps) {
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} className={className}>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        invalid={Boolean(error)}
        aria-describedby={describedBy({ id, error, registration }, hint)}
        {...(type === 'email' ? { autoCapitalize: 'none', spellCheck: false } : {})}
        {...registration}
      />
    </Field>
  );
}

interface PasswordFieldProps extends FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({ id, error, registration, label, hint, autoComplete }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <PasswordInput
        id={id}
        autoComplete={autoComplete}
        toggleLabel={t('fields.showPassword')}
        invalid={Boolean(error)}
        aria-describedby={describedBy({ id, error, registration }, hint)}
        {...registration}
      />
    </Field>
  );
}

/** A field label with a quiet "(optional)". */
export function OptionalLabel({ label }: { label: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      {label} <span className="font-normal text-slate-500">{t('fields.optional')}</span>
    </>
  );
}
