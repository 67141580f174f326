import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { ProfileForm } from '@/features/auth/components/profile-form';
import { MailSettingsCard } from '@/features/dashboard/components/mail-settings-card';
import { useAuth } from '@/lib/use-auth';

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6';

/** /dashboard/settings: SPEC.md 'Profile settings'; the password form only for e-mail accounts. */
export function SettingsPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  if (!user) return null;
  // Back where the user came from; straight into the page (a typed address), to the dashboard's start.
  const goBack = () => void (location.key === 'default' ? navigate('/dashboard') : navigate(-1));
  const hasPassword = !user.provider || user.provider === 'email';
  return (
    <section aria-labelledby="dashboard-page-title" className="flex max-w-3xl flex-col gap-6">
      <header>
        <h1 id="dashboard-page-title" className="text-2xl font-bold text-slate-900">
          {t('pages.settings.title')}
        </h1>
        <p className="mt-1 text-slate-600">{t('pages.settings.intro')}</p>
      </header>
      <div className={CARD}>
        <ProfileForm key={user.id} user={user} onCancel={goBack} />
      </div>
      <div className={CARD}>
        <MailSettingsCard userId={user.id} />
      </div>
      {hasPassword && (
        <div className={CARD}>
          <ChangePasswordForm />
        </div>
      )}
    </section>
  );
}
