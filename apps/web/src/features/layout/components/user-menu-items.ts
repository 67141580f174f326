import type { ComponentType } from 'react';
import type { Role } from '@sakhli/shared/enums';
import { hasRole } from '@sakhli/shared/rules/roles';
import { CrownIcon, GridIcon, PlusIcon, SettingsIcon, ShieldIcon } from '@/components/ui/account-icons';
import { HeartIcon, SlidersIcon } from '@/components/ui/icons';

export interface UserMenuItem {
  /** Its label under `layout:userMenu.` */
  key: string;
  /** No path: the item does nothing (SPEC.md: Upgrade to Premium). */
  to?: string;
  Icon: ComponentType<{ className?: string }>;
}

/** SPEC.md 'Top bar', the user menu by role (Sign Out follows them). */
export function userMenuItems(role: Role): UserMenuItem[] {
  const items: UserMenuItem[] = [
    { key: 'createProperty', to: '/dashboard/create-property', Icon: PlusIcon },
    { key: 'myProperties', to: '/dashboard/my-properties', Icon: GridIcon },
    { key: 'myFavorites', to: '/dashboard/my-favorites', Icon: HeartIcon },
    { key: 'profileSettings', to: '/dashboard/settings', Icon: SettingsIcon },
  ];
  if (hasRole(role, 'Moderator'))
    items.push({ key: 'moderationPanel', to: '/dashboard/moderate', Icon: ShieldIcon });
  if (hasRole(role, 'Admin'))
    items.push({ key: 'adminDashboard', to: '/dashboard/admin', Icon: SlidersIcon });
  if (role === 'User') items.push({ key: 'upgradeToPremium', Icon: CrownIcon });
  return items;
}
