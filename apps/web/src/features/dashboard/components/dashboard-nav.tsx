import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { hasRole } from '@sakhli/shared/rules/roles';
import type { User } from '@sakhli/shared/schemas/auth';
import { CrownIcon, GridIcon, PlusIcon, SettingsIcon, ShieldIcon } from '@/components/ui/account-icons';
import { BellIcon, HeartIcon, SlidersIcon } from '@/components/ui/icons';
import { classNames } from '@/lib/class-names';

interface NavItem {
  key: string;
  to: string;
  Icon: ComponentType<{ className?: string }>;
}

/** SPEC.md 'Dashboard': the sidebar's pages, the moderation and admin pages by role. */
export function dashboardNavItems(user: User): NavItem[] {
  const items: NavItem[] = [
    { key: 'myProperties', to: '/dashboard/my-properties', Icon: GridIcon },
    { key: 'createProperty', to: '/dashboard/create-property', Icon: PlusIcon },
    { key: 'myFavorites', to: '/dashboard/my-favorites', Icon: HeartIcon },
    { key: 'savedSearches', to: '/dashboard/saved-searches', Icon: BellIcon },
    { key: 'settings', to: '/dashboard/settings', Icon: SettingsIcon },
  ];
  if (hasRole(user.role, 'Moderator'))
    items.push({ key: 'moderate', to: '/dashboard/moderate', Icon: ShieldIcon });
  if (hasRole(user.role, 'Admin')) items.push({ key: 'admin', to: '/dashboard/admin', Icon: SlidersIcon });
  return items;
}

/** The dashboard's pages: a column in the sidebar, a scrolling row of tabs on narrow screens. */
export function DashboardNav({ user, layout }: { user: User; layout: 'column' | 'row' }) {
  const { t } = useTranslation('dashboard');
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={layout === 'column' ? 'flex flex-col gap-1' : 'flex gap-1.5 overflow-x-auto pb-1'}>
        {dashboardNavItems(user).map(({ key, to, Icon }) => (
          <li key={key} className="shrink-0">
            <NavLink
              to={to}
              className={({ isActive }) =>
                classNames(
                  'flex items-center gap-3 rounded-lg font-medium whitespace-nowrap transition-colors',
                  layout === 'column' ? 'h-10 px-3 text-sm' : 'h-9 border px-3 text-sm',
                  isActive
                    ? 'border-brand-200 bg-brand-50 text-brand-800'
                    : 'border-slate-200 text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              <Icon className="size-4.5 shrink-0" />
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** SPEC.md: shown only for the plain User ("free") role, and it does nothing yet. */
export function UpgradeToPremium({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  if (user.role !== 'User') return null;
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-amber-900">
        <CrownIcon className="size-4.5 text-amber-600" />
        {t('upgrade.title')}
      </p>
      <p className="mt-1 text-xs text-amber-900/80">{t('upgrade.text')}</p>
      <button
        type="button"
        className="mt-3 inline-flex h-8 w-full cursor-pointer items-center justify-center rounded-lg bg-amber-700 px-3 text-sm font-semibold text-white shadow-sm hover:bg-amber-800"
      >
        {t('upgrade.action')}
      </button>
    </div>
  );
}
