import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { AdminStats } from './admin-stats';
import { UserManagement } from './user-management';

/** /dashboard/admin (CONTRACT.md section 4): the real counts and user role management, Admin only. */
export function AdminDashboard() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="admin-title" className="flex flex-col gap-6">
      <PageHeader id="admin-title" title={t('page.title')} intro={t('page.intro')} />
      <AdminStats />
      <UserManagement />
    </section>
  );
}
