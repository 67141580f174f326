import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Avatar } from '@/components/ui/avatar';
import { LogOutIcon } from '@/components/ui/account-icons';
import { dispatchAppEvent } from '@/lib/app-events';
import { useAuth } from '@/lib/use-auth';
import { useSignOutHome } from '@/lib/use-sign-out-home';
import { userMenuItems } from './user-menu-items';

const ITEM = 'flex h-11 w-full cursor-pointer items-center gap-3 rounded-lg px-3 text-base font-medium';

/** The user menu's items in the phone drawer (or sign-in and sign-up for a guest); `onDone` closes the drawer. */
export default function MobileAccountMenu({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('layout');
  const { status, user } = useAuth();
  const signOutHome = useSignOutHome();
  if (status === 'loading') return null;
  if (!user)
    return (
      <div className="grid grid-cols-2 gap-2">
        {(['signin', 'signup'] as const).map((mode) => (
          <Button
            key={mode}
            variant={mode === 'signin' ? 'primary' : 'secondary'}
            onClick={() => {
              onDone();
              dispatchAppEvent('openAuth', { mode });
            }}
          >
            {t(mode === 'signin' ? 'signIn' : 'signUp')}
          </Button>
        ))}
      </div>
    );
  return (
    <nav aria-label={t('userMenu.title')}>
      <div className="mb-2 flex items-center gap-3 px-3 py-2">
        <Avatar name={user.displayName} className="size-10" />
        <span className="min-w-0">
          <span className="block truncate font-semibold text-slate-900">{user.displayName}</span>
          <span className="block truncate text-sm text-slate-500">{user.email}</span>
        </span>
      </div>
      <ul className="flex flex-col gap-1">
        {userMenuItems(user.role).map(({ key, to, Icon }) => (
          <li key={key}>
            {to ? (
              <Link to={to} onClick={onDone} className={`${ITEM} text-slate-700 hover:bg-slate-100`}>
                <Icon className="size-5 text-slate-500" />
                {t(`userMenu.${key}`)}
              </Link>
            ) : (
              <button type="button" className={`${ITEM} text-amber-800 hover:bg-amber-50`}>
                <Icon className="size-5 text-amber-600" />
                {t(`userMenu.${key}`)}
              </button>
            )}
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => {
              onDone();
              signOutHome();
            }}
            className={`${ITEM} text-slate-700 hover:bg-slate-100`}
          >
            <LogOutIcon className="size-5 text-slate-500" />
            {t('userMenu.signOut')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
