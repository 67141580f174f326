import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { dispatchAppEvent } from '@/lib/app-events';
import { CityPicker } from './city-picker';
import { LanguagePicker } from './language-picker';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { QuickLinks } from './quick-links';

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
          <Button size="sm" className="h-9" onClick={() => dispatchAppEvent('openAuth', { mode: 'signin' })}>
            {t('signIn')}
          </Button>
        </div>
      </div>
    </header>
  );
}
