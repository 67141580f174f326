import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@sakhli/shared/schemas/auth';
import { Avatar } from '@/components/ui/avatar';
import { useCurrentUserCheck } from '../api/get-current-user';
import { AccountBadges } from './account-badges';
import { DashboardNav, UpgradeToPremium } from './dashboard-nav';

function UserSummary({ user }: { user: User }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar name={user.displayName} className="size-11 text-base" />
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">{user.displayName}</p>
        <p className="truncate text-sm text-slate-500">{user.email}</p>
      </div>
    </div>
  );
}

interface DashboardShellProps {
  user: User;
  footer: ReactNode;
  children: ReactNode;
}

/**
 * SPEC.md 'Dashboard': a 280 px sidebar beside a 1200 px content column with the footer under it. Narrow
 * screens put the account and the pages above the content.
 */
export function DashboardShell({ user, footer, children }: DashboardShellProps) {
  const { t } = useTranslation('dashboard');
  useCurrentUserCheck(user.id);
  return (
    <div className="lg:pl-[280px]">
      <aside
        aria-label={t('sidebar')}
        className="fixed top-16 bottom-0 left-0 z-10 hidden w-[280px] flex-col gap-6 overflow-y-auto border-r border-slate-200 bg-white px-4 py-6 lg:flex"
      >
        <div className="flex flex-col gap-3 px-1">
          <UserSummary user={user} />
          <AccountBadges user={user} />
        </div>
        <DashboardNav user={user} layout="column" />
        <div className="mt-auto">
          <UpgradeToPremium user={user} />
        </div>
      </aside>
      <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
        <div className="flex flex-col gap-4 border-b border-slate-200 bg-white px-4 pt-5 pb-3 sm:px-6 lg:hidden">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <UserSummary user={user} />
            <AccountBadges user={user} />
          </div>
          <DashboardNav user={user} layout="row" />
        </div>
        <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
        <div className="lg:hidden">
          <div className="px-4 pb-6 sm:px-6">
            <UpgradeToPremium user={user} />
          </div>
        </div>
        {footer}
      </div>
    </div>
  );
}
