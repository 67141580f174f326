import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@sakhli/shared/enums';
import { hasRole } from '@sakhli/shared/rules/roles';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/use-auth';
import { authRequestState } from '../return-path';

interface RouteGuardProps {
  /** The lowest role that may see the page (SPEC.md section 6); any signed-in user by default. */
  role?: Role;
  /** Where everyone else goes. */
  fallback?: string;
  children: ReactNode;
}

/**
 * SPEC.md section 6: a spinner while the session loads; a guest goes to the fallback, where the sign-in
 * modal opens and brings them back here once signed in; a signed-in user with too low a role goes to the
 * fallback.
 */
export function RouteGuard({ role = 'User', fallback = '/', children }: RouteGuardProps) {
  const { t } = useTranslation('auth');
  const { status, user, hasSignedOut } = useAuth();
  const location = useLocation();
  if (status === 'loading')
    return (
      <div className="flex min-h-[50dvh] flex-1 items-center justify-center">
        <Spinner className="size-8" label={t('guard.loading')} />
      </div>
    );
  // Signing out leaves the page for home; React may still render this page once in between (the new
  // page renders in a transition), and it must not ask the user to sign in again.
  if (!user)
    return (
      <Navigate
        to={fallback}
        replace
        state={
          hasSignedOut
            ? undefined
            : authRequestState(`${location.pathname}${location.search}${location.hash}`)
        }
      />
    );
  if (!hasRole(user.role, role)) return <Navigate to={fallback} replace />;
  return children;
}
