/**
 * A path on this site to go to after signing in, or '/' for anything else: an absolute URL, a
 * protocol-relative `//host`, a backslash trick or a `javascript:` value never leaves the site.
 */
export function sameOriginPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return '/';
    // Returning into a sign-in page would repeat a spent link.
    if (url.pathname.startsWith('/auth/')) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/**
 * Navigation state that opens the sign-in (or sign-up) modal, and after sign-in returns to `returnTo`
 * (route guards).
 */
export interface AuthRequestState {
  openAuth: 'signin' | 'signup';
  returnTo: string;
}

export function authRequestState(
  returnTo: string,
  mode: AuthRequestState['openAuth'] = 'signin',
): AuthRequestState {
  return { openAuth: mode, returnTo };
}

export function readAuthRequest(state: unknown): AuthRequestState | null {
  if (typeof state !== 'object' || state === null || !('openAuth' in state)) return null;
  const returnTo = 'returnTo' in state && typeof state.returnTo === 'string' ? state.returnTo : '/';
  return { openAuth: state.openAuth === 'signup' ? 'signup' : 'signin', returnTo: sameOriginPath(returnTo) };
}
