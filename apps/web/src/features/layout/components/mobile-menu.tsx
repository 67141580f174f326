import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MenuIcon } from '@/components/ui/icons';
import { Modal, preloadModal } from '@/components/ui/modal';
import { CityPicker } from './city-picker';
import { QuickLinks } from './quick-links';

// Only an open drawer shows it: the role-based items download with the drawer.
const MobileAccountMenu = lazy(() => import('./mobile-account-menu'));

/** Below the wide layout the quick links, the city and the account move into a drawer behind a menu button. */
export function MobileMenu() {
  const { t } = useTranslation(['layout', 'common']);
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('layout:menu.open')}
        aria-haspopup="dialog"
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
        onClick={() => setIsOpen(true)}
      >
        <MenuIcon />
      </Button>
      <Modal
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title={t('layout:menu.title')}
        closeLabel={t('common:actions.close')}
        placement="left"
      >
        <nav aria-label={t('layout:quickLinks.label')}>
          <QuickLinks layout="column" />
        </nav>
        <div className="mt-6 border-t border-slate-200 pt-4">
          <CityPicker look="outline" />
        </div>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <Suspense fallback={null}>
            <MobileAccountMenu onDone={() => setIsOpen(false)} />
          </Suspense>
        </div>
      </Modal>
    </>
  );
}
