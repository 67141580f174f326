import { lazy, Suspense, type ComponentProps } from 'react';
import type { DialogContent } from './dialog';

const loadDialog = () => import('./dialog-modal');
const DialogModal = lazy(loadDialog);

/** Fetches the dialog code ahead of a likely open (hover or focus on what opens it). */
export function preloadModal() {
  void loadDialog();
}

export interface ModalProps extends ComponentProps<typeof DialogContent> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A dialog (see DialogContent) whose code downloads the first time it opens, so pages that only might open one
 * do not pay for it up front. Focus returns to where it was when the dialog closes.
 */
export function Modal({ isOpen, ...props }: ModalProps) {
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <DialogModal {...props} />
    </Suspense>
  );
}
