import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { classNames } from '@/lib/class-names';

interface StatusCardProps {
  status: 'loading' | 'success' | 'error' | 'form';
  title: ReactNode;
  message?: ReactNode;
  /** Buttons under the message, or the form on the reset page. */
  children?: ReactNode;
}

const ICONS = {
  success: <CheckCircleIcon className="size-7" />,
  error: <AlertIcon className="size-7" />,
};

/** The one card of the pages that follow a link from a mail (/auth/*, /unsubscribe/*): loading, success and error states. */
export function StatusCard({ status, title, message, children }: StatusCardProps) {
  return (
    <main className="flex min-h-[calc(100dvh-4rem)] items-start justify-center bg-slate-50 px-4 py-12 sm:items-center">
      <section
        aria-busy={status === 'loading'}
        className="flex w-full max-w-md flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-8 text-center shadow-sm sm:px-8"
      >
        {status !== 'form' && (
          <span
            className={classNames(
              'mb-4 inline-flex size-14 items-center justify-center rounded-full',
              status === 'error' ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-700',
            )}
          >
            {status === 'loading' ? <Spinner className="size-7" /> : ICONS[status]}
          </span>
        )}
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        {message && (
          <p
            role={status === 'error' ? 'alert' : 'status'}
            className={classNames(
              'mt-2 text-sm break-words',
              status === 'error' ? 'text-red-800' : 'text-slate-600',
            )}
          >
            {message}
          </p>
        )}
        {children && <div className="mt-6 flex w-full flex-col gap-3">{children}</div>}
      </section>
    </main>
  );
}
