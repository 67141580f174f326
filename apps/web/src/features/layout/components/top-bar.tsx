import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { dispatchAppEvent } from '@/lib/app-events';
import { useAuth } from '@/lib/use-auth';
import { CityPicker } from './city-picker';
import { LanguagePicker } from './language-picker';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { QuickLinks } from './quick-links';

// The menu library loads for signed-in users only: guests, most first visits, never download it.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** Holds the account corner's place while the session loads or the menu downloads (no layout shift). */
const ACCOUNT_PLACEHOLDER = <span aria-hidden="true" className="block size-10 rounded-full bg-slate-100" />;

/** The sign-in button for guests, the user menu once signed in. */
function AccountCorner() {
  const { t } = useTranslation('layout');
  const { status, user } = useAuth();
  if (status === 'loading') return ACCOUNT_PLACEHOLDER;
  if (user)
    return (
      <Suspense fallback={ACCOUNT_PLACEHOLDER}>
        <UserMenu user={user} />
      </Suspense>
    );
  return (
    <Button size="sm" className="h-9" onClick={() => dispatchAppEvent('openAuth', { mode: 'signin' })}>
      {t('signIn')}
    </Button>
  );
}

/** SPEC.md 'Top bar': fixed, 64 px high, above everything. */
export function TopBar() {
  const { t } = useTranslation('layout');
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="flex h-full items-center gap-2 px-3 sm:px-5">
        <div className="xl:hidden">
          <MobileMenu />
        </div>
        <Logo />
        <nav aria-label={t('quickLinks.label')} className="ml-4 hidden min-w-0 xl:block">
          <QuickLinks layout="row" />
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <div className="hidden sm:block">
            <CityPicker />
          </div>
          <LanguagePicker />
          <AccountCorner />
        </div>
      </div>
    </header>
  );
}
