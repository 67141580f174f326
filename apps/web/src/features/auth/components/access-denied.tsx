import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hasRole } from '@sakhli/shared/rules/roles';
import { Button, buttonClassName } from '@/components/ui/button';
import { ArrowLeftIcon, ShieldIcon } from '@/components/ui/account-icons';
import { HomeIcon } from '@/components/ui/icons';
import { useAuth } from '@/lib/use-auth';

interface AccessDeniedProps {
  /** Default: "You don't have permission to access this page." */
  message?: ReactNode;
  /** An extra way on, e.g. a link to the page the user may see. */
  action?: ReactNode;
}

/** SPEC.md 'Access-denied page': title, message, Go Home, an optional action, Go Back. */
export function AccessDenied({ message, action }: AccessDeniedProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <section className="flex flex-col items-center px-4 py-16 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-red-50 text-red-600">
        <ShieldIcon className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-slate-900">{t('accessDenied.title')}</h1>
      <p className="mt-2 max-w-md text-slate-600">{message ?? t('accessDenied.message')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClassName()}>
          <HomeIcon className="size-4" />
          {t('accessDenied.goHome')}
        </Link>
        {action}
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          <ArrowLeftIcon className="size-4" />
          {t('accessDenied.goBack')}
        </Button>
      </div>
    </section>
  );
}

/** The role-specific screens of SPEC.md section 6. */
export function RoleAccessDenied({ role }: { role: 'Moderator' | 'Admin' }) {
  const { t } = useTranslation('auth');
  return (
    <AccessDenied
      message={t(role === 'Admin' ? 'accessDenied.adminRequired' : 'accessDenied.moderatorRequired')}
    />
  );
}

/**
 * SPEC.md section 6: "pages also show an access-denied screen when the role is wrong". The route guard has
 * already redirected by then; this keeps a role-only page safe wherever it is rendered.
 */
export function RoleGate({ role, children }: { role: 'Moderator' | 'Admin'; children: ReactNode }) {
  const { user } = useAuth();
  return hasRole(user?.role, role) ? children : <RoleAccessDenied role={role} />;
}
