import { classNames } from '@/lib/class-names';

/** A grey placeholder block that pulses while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={classNames('animate-pulse rounded-md bg-slate-200', className)} />
  );
}
