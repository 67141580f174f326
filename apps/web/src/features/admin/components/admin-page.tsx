import { useTranslation } from 'react-i18next';
import { AdminStats } from './admin-stats';
import { UserManagement } from './user-management';

/** /dashboard/admin (CONTRACT.md section 4): the real counts and user role management, Admin only. */
export function AdminDashboard() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="admin-title" className="flex flex-col gap-6">
      <header>
        <h1 id="admin-title" className="text-2xl font-bold text-slate-900">
          {t('page.title')}
        </h1>
        <p className="mt-1 max-w-3xl text-slate-600">{t('page.intro')}</p>
      </header>
      <AdminStats />
      <UserManagement />
    </section>
  );
}
