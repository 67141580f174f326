import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { RouteGuard } from '@/features/auth/components/route-guard';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { useAuth } from '@/lib/use-auth';
import { PageFooter } from './page-footer';

function SignedInDashboard() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <DashboardShell user={user} footer={<PageFooter />}>
      <title>{t('documentTitle')}</title>
      <Outlet />
    </DashboardShell>
  );
}

/** /dashboard/*: signed-in users only (SPEC.md section 2). */
export function DashboardLayout() {
  return (
    <RouteGuard>
      <SignedInDashboard />
    </RouteGuard>
  );
}
