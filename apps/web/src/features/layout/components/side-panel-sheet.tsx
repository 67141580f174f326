import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SlidersIcon } from '@/components/ui/icons';
import { Modal, preloadModal } from '@/components/ui/modal';

interface SidePanelSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
}

/** On phones and tablets the side panel is a bottom sheet, opened by a floating button. */
export function SidePanelSheet({ isOpen, onOpenChange, children }: SidePanelSheetProps) {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
        onClick={() => onOpenChange(true)}
        className="fixed bottom-5 left-1/2 z-30 inline-flex h-12 -translate-x-1/2 cursor-pointer items-center gap-2 rounded-full bg-slate-900 px-5 text-sm font-semibold whitespace-nowrap text-white shadow-xl transition hover:bg-slate-800"
      >
        <SlidersIcon className="size-4" />
        {t('layout:sidePanel.open')}
      </button>
      <Modal
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        title={t('layout:sidePanel.title')}
        closeLabel={t('common:actions.close')}
        placement="bottom"
        padded={false}
        className="h-[88dvh]"
      >
        {children}
      </Modal>
    </>
  );
}
