import { useTranslation } from 'react-i18next';
import type { User } from '@sakhli/shared/schemas/auth';
import { classNames } from '@/lib/class-names';

const ROLE_COLOURS = {
  User: 'bg-slate-100 text-slate-700',
  Moderator: 'bg-amber-100 text-amber-900',
  Admin: 'bg-violet-100 text-violet-900',
} as const;

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** SPEC.md 'Dashboard': the role badge (Moderator reads Premium) and the 'email not verified' badge. */
export function AccountBadges({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex flex-wrap gap-1.5">
      <span className={classNames(BADGE, ROLE_COLOURS[user.role])}>{t(`roles.${user.role}`)}</span>
      {!user.emailConfirmed && (
        <span className={classNames(BADGE, 'bg-red-50 text-red-800')}>{t('emailNotVerified')}</span>
      )}
    </div>
  );
}
