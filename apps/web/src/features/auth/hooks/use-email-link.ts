import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/use-auth';
import {
  completeEmailLink,
  PASSWORD_REQUIRED_CODE,
  readEmailLink,
  type EmailLink,
  type EmailLinkOutcome,
} from '../email-link-flow';

export type EmailLinkStage =
  /** Not followed yet, while the session is being checked: whether to ask first is not known yet. */
  | { name: 'waiting' }
  /** Signed in as someone: asked before the link is followed (CONTRACT.md section 6). */
  | { name: 'switch' }
  | { name: 'verifying' }
  /** A sign-up link opened away from the browser that signed up: the sign-up's password decides. */
  | { name: 'password' }
  | { name: 'done'; outcome: EmailLinkOutcome }
  | { name: 'failed'; error: unknown };

function parse(params: URLSearchParams): { link: EmailLink } | { error: unknown } {
  try {
    return { link: readEmailLink(params) };
  } catch (error) {
    return { error };
  }
}

const isPasswordRequired = (error: unknown) =>
  error instanceof ApiError && error.code === PASSWORD_REQUIRED_CODE;

/**
 * The /auth/confirm page's steps. The link is followed once by itself for a visitor without a session, and
 * only on `follow()` (Continue) for one signed in; `confirmWithPassword` retries with the sign-up's password
 * and rejects with the error for the form to show (a wrong password may be tried again).
 */
export function useEmailLink(params: URLSearchParams) {
  const { status } = useAuth();
  const [parsed] = useState(() => parse(params));
  const [stage, setStage] = useState<EmailLinkStage>(() =>
    'error' in parsed ? { name: 'failed', error: parsed.error } : { name: 'waiting' },
  );
  // The link's token is single use: the link is followed once per page visit (React's double effects too).
  const hasFollowed = useRef(false);

  const follow = useCallback(() => {
    if (!('link' in parsed) || hasFollowed.current) return;
    hasFollowed.current = true;
    setStage({ name: 'verifying' });
    completeEmailLink(parsed.link).then(
      (outcome) => setStage({ name: 'done', outcome }),
      (error: unknown) =>
        setStage(isPasswordRequired(error) ? { name: 'password' } : { name: 'failed', error }),
    );
  }, [parsed]);

  const confirmWithPassword = useCallback(
    async (password: string) => {
      if (!('link' in parsed)) return;
      setStage({ name: 'done', outcome: await completeEmailLink(parsed.link, password) });
    },
    [parsed],
  );

  const isWaiting = stage.name === 'waiting';
  useEffect(() => {
    if (isWaiting && status === 'unauthenticated') follow();
  }, [isWaiting, status, follow]);

  const fail = useCallback((error: unknown) => setStage({ name: 'failed', error }), []);
  // Signed in as someone, the link waits for Continue; signed out meanwhile, it is followed as for anyone.
  const shown: EmailLinkStage = isWaiting && status === 'authenticated' ? { name: 'switch' } : stage;
  return { stage: shown, follow, confirmWithPassword, fail };
}
