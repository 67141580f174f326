import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MenuIcon } from '@/components/ui/icons';
import { Modal, preloadModal } from '@/components/ui/modal';
import { CityPicker } from './city-picker';
import { QuickLinks } from './quick-links';

/** Below the wide layout the quick links (and the city) move into a drawer behind a menu button. */
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
      </Modal>
    </>
  );
}
