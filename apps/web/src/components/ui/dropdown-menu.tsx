import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { classNames } from '@/lib/class-names';

export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;

/** The menu's panel (Radix: arrow keys, typeahead, Escape and a click elsewhere close it, focus returns). */
export function DropdownMenuContent({ className, ...props }: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={8}
        collisionPadding={8}
        className={classNames(
          'z-50 min-w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl focus:outline-none',
          className,
        )}
        {...props}
      />
    </RadixMenu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof RadixMenu.Item>) {
  return (
    <RadixMenu.Item
      className={classNames(
        'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className="-mx-1.5 my-1.5 h-px bg-slate-200" />;
}

export const DropdownMenuLabel = RadixMenu.Label;
export const DropdownMenuGroup = RadixMenu.Group;
