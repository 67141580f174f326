import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { classNames } from '@/lib/class-names';
import { ChevronDownIcon } from './icons';

const CONTROL =
  'block w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 focus:ring-2 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500';

function controlClassName(invalid: boolean | undefined, className?: string) {
  return classNames(
    CONTROL,
    // An invalid field stays red while it has the focus, so the error still shows where the user types.
    invalid
      ? 'border-red-500 focus:border-red-600 focus:ring-red-600/20'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/20',
    className,
  );
}

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ invalid, className, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      // A read-only input looks it. (Not in controlClassName: CSS counts every select as :read-only.)
      className={controlClassName(
        invalid,
        classNames('h-10 read-only:bg-slate-50 read-only:text-slate-600', className),
      )}
      {...props}
    />
  );
}

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text field, styled like the inputs; the user can make it taller. */
export function Textarea({ invalid, className, ...props }: TextareaProps) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={controlClassName(invalid, classNames('min-h-24 resize-y py-2', className))}
      {...props}
    />
  );
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  invalid?: boolean;
  /** `sm`: 36 px high, for toolbars. */
  size?: 'sm' | 'md';
  /** `ghost`: no border until hovered, for the top bar. */
  look?: 'outline' | 'ghost';
  /** An icon shown before the value. */
  icon?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (best on phones and for screen readers), styled like the inputs. */
export function Select({
  invalid,
  size = 'md',
  look = 'outline',
  icon,
  className,
  children,
  ...props
}: SelectProps) {
  const base =
    look === 'outline'
      ? controlClassName(invalid, size === 'sm' ? 'h-9' : 'h-10')
      : 'block h-9 w-full field-sizing-content rounded-lg border border-transparent bg-transparent px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 focus:border-brand-600 focus:outline-none';
  return (
    <div className={classNames('relative', className)}>
      {icon && (
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500">
          {icon}
        </span>
      )}
      <select
        aria-invalid={invalid || undefined}
        className={classNames(base, 'cursor-pointer appearance-none pr-9', icon ? 'pl-9' : undefined)}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
    </div>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, className, ...props }: CheckboxProps) {
  return (
    <label
      className={classNames(
        'inline-flex cursor-pointer items-center gap-2.5 text-sm text-slate-800',
        className,
      )}
    >
      <input type="checkbox" className="size-4.5 cursor-pointer rounded accent-brand-700" {...props} />
      {label}
    </label>
  );
}

interface FieldProps {
  label: ReactNode;
  htmlFor: string;
  error?: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A label above its control, with an error (or hint) line under it: `${htmlFor}-error` / `${htmlFor}-hint`, for
 * the control's aria-describedby.
 */
export function Field({ label, htmlFor, error, hint, className, children }: FieldProps) {
  return (
    <div className={classNames('flex flex-col gap-1.5', className)}>
      <label htmlFor={htmlFor} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${htmlFor}-error`} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${htmlFor}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
