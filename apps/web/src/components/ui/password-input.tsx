import { useState } from 'react';
import { classNames } from '@/lib/class-names';
import { Input, type InputProps } from './form-controls';
import { EyeIcon, EyeOffIcon } from './account-icons';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /** The toggle's accessible name ("Show password"); its pressed state says whether it is shown. */
  toggleLabel: string;
}

/** A password input with a show/hide toggle (the typed text stays in place either way). */
export function PasswordInput({ toggleLabel, className, ...props }: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        type={isVisible ? 'text' : 'password'}
        spellCheck={false}
        autoCapitalize="none"
        className={classNames('pr-11', className)}
        {...props}
      />
      <button
        type="button"
        aria-label={toggleLabel}
        aria-pressed={isVisible}
        onClick={() => setIsVisible((visible) => !visible)}
        className="absolute inset-y-0 right-0 inline-flex w-11 cursor-pointer items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
      >
        {isVisible ? <EyeOffIcon className="size-4.5" /> : <EyeIcon className="size-4.5" />}
      </button>
    </div>
  );
}
