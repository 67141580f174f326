import type { ReactNode } from 'react';
import { classNames } from '@/lib/class-names';
import { AlertIcon } from './icons';

/** An error (or notice) box: a title, optional detail and an optional action such as "Try again". */
export function Alert({
  title,
  children,
  action,
  tone = 'error',
  className,
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'error' | 'info';
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={classNames(
        'flex items-start gap-3 rounded-xl border p-4 text-sm',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-900'
          : 'border-brand-200 bg-brand-50 text-brand-900',
        className,
      )}
    >
      <AlertIcon
        className={classNames('mt-0.5 size-5 shrink-0', tone === 'error' ? 'text-red-600' : 'text-brand-700')}
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-1 break-words opacity-90">{children}</div>}
        {action && <div className="mt-3">{action}</div>}
      </div>
    </div>
  );
}
