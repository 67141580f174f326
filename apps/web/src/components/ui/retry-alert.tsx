import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

interface RetryAlertProps {
  title: ReactNode;
  /** The button's text, e.g. "Try again". */
  retryLabel: ReactNode;
  onRetry: () => void;
  children?: ReactNode;
  className?: string;
}

/** Something failed to load: says what, and offers to load it again. */
export function RetryAlert({ title, retryLabel, onRetry, children, className }: RetryAlertProps) {
  return (
    <Alert
      title={title}
      className={className}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
