import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { classNames } from '@/lib/class-names';

interface PopoverProps {
  /** What the button shows; `label` names it for screen readers when the content alone does not. */
  button: ReactNode;
  buttonClassName: string;
  label?: string;
  disabled?: boolean;
  align?: 'start' | 'end';
  /** Where the panel opens: under the button, or over it (inside a box that clips what overflows it). */
  side?: 'below' | 'above';
  panelClassName?: string;
  children: ReactNode;
}

/**
 * A button that shows and hides a panel under it (a disclosure): Escape or a click elsewhere closes it and
 * focus goes back to the button. Light enough for the first screen, unlike a full menu library.
 */
export function Popover({
  button,
  buttonClassName,
  label,
  disabled,
  align = 'start',
  side = 'below',
  panelClassName,
  children,
}: PopoverProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // A popover whose button becomes disabled (nothing left to show) closes for good.
  if (disabled && isOpen) setIsOpen(false);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        disabled={disabled}
        onClick={() => setIsOpen((open) => !open)}
        className={buttonClassName}
      >
        {button}
      </button>
      {isOpen && (
        <div
          id={panelId}
          className={classNames(
            'absolute z-30 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl',
            align === 'start' ? 'left-0' : 'right-0',
            side === 'below' ? 'top-full mt-2' : 'bottom-full mb-2',
            panelClassName,
          )}
        >
          {children}
        </div>
      )}
    </div>
  );
}
