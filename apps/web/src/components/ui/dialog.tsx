import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { classNames } from '@/lib/class-names';
import { CloseIcon } from './icons';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

interface DialogContentProps {
  title: ReactNode;
  /** Visible under the title; screen readers announce it as the dialog's description. */
  description?: ReactNode;
  /** Hides the title visually (it stays the accessible name). */
  hideTitle?: boolean;
  closeLabel: string;
  /** `center`: a modal card; `bottom`: a sheet from the bottom edge; `left`: a drawer from the left edge. */
  placement?: 'center' | 'bottom' | 'left';
  className?: string;
  /** false: the children manage their own padding and scrolling (e.g. a form with a sticky footer). */
  padded?: boolean;
  children?: ReactNode;
}

const PLACEMENTS = {
  center:
    'left-1/2 top-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl',
  bottom: 'inset-x-0 bottom-0 max-h-[88dvh] rounded-t-2xl',
  left: 'inset-y-0 left-0 w-[min(20rem,calc(100vw-3rem))] rounded-r-2xl',
} as const;

/**
 * A modal dialog (Radix): focus is trapped, Escape, a backdrop click and the close button close it, and the
 * page behind does not scroll while it is open.
 */
export function DialogContent({
  title,
  description,
  hideTitle,
  closeLabel,
  placement = 'center',
  className,
  padded = true,
  children,
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
      <RadixDialog.Content
        className={classNames(
          'fixed z-50 flex flex-col overflow-hidden bg-white shadow-2xl focus:outline-none',
          PLACEMENTS[placement],
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div
          className={classNames('flex items-start gap-3 px-5 pt-5', hideTitle && 'absolute top-0 right-0')}
        >
          <RadixDialog.Title
            className={classNames('flex-1 text-lg font-semibold text-slate-900', hideTitle && 'sr-only')}
          >
            {title}
          </RadixDialog.Title>
          <RadixDialog.Close
            className="-mt-1 -mr-2 inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            aria-label={closeLabel}
          >
            <CloseIcon className="size-5" />
          </RadixDialog.Close>
        </div>
        {description && (
          <RadixDialog.Description className="px-5 pt-1 text-sm text-slate-600">
            {description}
          </RadixDialog.Description>
        )}
        <div
          className={classNames('flex min-h-0 flex-1 flex-col', padded && 'overflow-y-auto px-5 pt-4 pb-5')}
        >
          {children}
        </div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
