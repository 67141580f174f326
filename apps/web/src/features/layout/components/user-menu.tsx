import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@sakhli/shared/schemas/auth';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Avatar } from '@/components/ui/avatar';
import { LogOutIcon } from '@/components/ui/account-icons';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useSignOutHome } from '@/lib/use-sign-out-home';
import { userMenuItems } from './user-menu-items';

/** SPEC.md 'Top bar': the signed-in user's menu, in place of the sign-in button. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation('layout');
  const signOutHome = useSignOutHome();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t('userMenu.label', { name: user.displayName })}
        className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full p-1 hover:bg-slate-100 data-[state=open]:bg-slate-100 sm:pr-2.5"
      >
        <Avatar name={user.displayName} />
        <span className="hidden max-w-32 truncate text-sm font-medium text-slate-800 md:inline xl:hidden 2xl:inline">
          {user.displayName}
        </span>
        <ChevronDownIcon className="hidden size-4 text-slate-500 sm:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3 px-2.5 py-2">
          <Avatar name={user.displayName} className="size-10" />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-slate-900">{user.displayName}</span>
            <span className="block truncate text-xs text-slate-500">{user.email}</span>
            <span className="mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-semibold text-brand-800">
              {t(`roles.${user.role}`)}
            </span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {userMenuItems(user.role).map(({ key, to, Icon }) =>
          to ? (
            <DropdownMenuItem key={key} asChild>
              <Link to={to}>
                <Icon className="size-4 text-slate-500" />
                {t(`userMenu.${key}`)}
              </Link>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem
              key={key}
              className="text-amber-800 data-[highlighted]:bg-amber-50 data-[highlighted]:text-amber-900"
            >
              <Icon className="size-4 text-amber-600" />
              {t(`userMenu.${key}`)}
            </DropdownMenuItem>
          ),
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOutHome}>
          <LogOutIcon className="size-4 text-slate-500" />
          {t('userMenu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
