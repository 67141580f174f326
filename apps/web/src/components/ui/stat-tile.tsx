import type { ReactNode } from 'react';
import { classNames } from '@/lib/class-names';

interface StatTileProps {
  label: ReactNode;
  value: ReactNode;
  /** A line under the value (what it counts, since when). */
  hint?: ReactNode;
  /** For tests and journeys that read the value. */
  testId?: string;
  className?: string;
}

/** One figure of a summary: a term and its value, inside a `<dl>`. */
export function StatTile({ label, value, hint, testId, className }: StatTileProps) {
  return (
    <div
      className={classNames('rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4', className)}
    >
      <dt className="text-xs text-slate-600 sm:text-sm">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {hint && <dd className="text-xs text-slate-500">{hint}</dd>}
    </div>
  );
}
