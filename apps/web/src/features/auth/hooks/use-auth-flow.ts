import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS } from '@sakhli/shared/constants';

export type FlowState<T> =
  { status: 'loading' } | { status: 'success'; result: T } | { status: 'error'; error: unknown };

/**
 * Runs a sign-in link's or callback's one-shot work once per page visit: a code or a link token is single
 * use, so a second run (React's development double effects included) could only fail.
 */
export function useAuthFlow<T>(run: () => Promise<T>): FlowState<T> {
  const [state, setState] = useState<FlowState<T>>({ status: 'loading' });
  const hasRun = useRef(false);
  const runRef = useRef(run);
  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    runRef.current().then(
      (result) => setState({ status: 'success', result }),
      (error: unknown) => setState({ status: 'error', error }),
    );
  }, []);
  return state;
}

/** SPEC.md section 9: after sign-in, confirmation or reset the page moves on after 2 seconds. */
export function useRedirectAfterDelay(path: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (path === null) return;
    const timer = setTimeout(() => void navigate(path, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [path, navigate]);
}
