import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { classNames } from '@/lib/class-names';

export const Tabs = RadixTabs.Root;

/** `pill`: a segmented control (sub-tabs); `underline`: full-width tabs with an underline (panel tabs). */
type TabsStyle = 'underline' | 'pill';

export function TabsList({
  look = 'underline',
  className,
  ...props
}: ComponentProps<typeof RadixTabs.List> & { look?: TabsStyle }) {
  return (
    <RadixTabs.List
      className={classNames(
        'flex',
        look === 'underline' ? 'border-b border-slate-200' : 'gap-1 rounded-lg bg-slate-100 p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  look = 'underline',
  className,
  ...props
}: ComponentProps<typeof RadixTabs.Trigger> & { look?: TabsStyle }) {
  return (
    <RadixTabs.Trigger
      className={classNames(
        'inline-flex flex-1 cursor-pointer items-center justify-center gap-2 text-sm font-medium transition-colors',
        look === 'underline'
          ? '-mb-px h-12 border-b-2 border-transparent px-3 text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800'
          : 'h-8 rounded-md px-3 text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={classNames('focus-visible:outline-none', className)} {...props} />;
}
