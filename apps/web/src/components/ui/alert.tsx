import type { ReactNode } from 'react';
import { classNames } from '@/lib/class-names';
import { AlertIcon, CheckCircleIcon } from './icons';

const TONES = {
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: 'text-red-600' },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', icon: 'text-brand-700' },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: 'text-emerald-600' },
} as const;

/** An error (or notice, or success) box: a title, optional detail and an optional action such as "Try again". */
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
  tone?: keyof typeof TONES;
  className?: string;
}) {
  const Icon = tone === 'success' ? CheckCircleIcon : AlertIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={classNames(
        'flex items-start gap-3 rounded-xl border p-4 text-sm',
        TONES[tone].box,
        className,
      )}
    >
      <Icon className={classNames('mt-0.5 size-5 shrink-0', TONES[tone].icon)} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-1 break-words opacity-90">{children}</div>}
        {action && <div className="mt-3">{action}</div>}
      </div>
    </div>
  );
}
