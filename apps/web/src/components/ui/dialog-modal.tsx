import type { ComponentProps } from 'react';
import { Dialog, DialogContent } from './dialog';

/** The open dialog behind `Modal` (its own chunk). */
export default function DialogModal({
  onOpenChange,
  ...props
}: ComponentProps<typeof DialogContent> & { onOpenChange: (isOpen: boolean) => void }) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent {...props} />
    </Dialog>
  );
}
