import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@sakhli/shared/enums';
import type { AdminUser } from '@sakhli/shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/form-controls';
import { useSellerLabel, VerifiedBadge } from '@/components/ui/seller-line';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

const BADGE = 'rounded-full px-2 py-0.5 text-xs font-medium';

interface UserRowProps {
  user: AdminUser;
  isSelf: boolean;
  onRoleChoice: (user: AdminUser, role: Role) => void;
  /** Grants or revokes the verified badge (never one's own: the server refuses it too). */
  onVerifiedChoice: (user: AdminUser, isVerified: boolean) => void;
  isVerifying: boolean;
}

/** A user: who, their state, and their role (a choice, unless it is the admin's own or set by config). */
export function UserRow({ user, isSelf, onRoleChoice, onVerifiedChoice, isVerifying }: UserRowProps) {
  const { t } = useTranslation('admin');
  const sellerLabel = useSellerLabel({ ...user, logoUrl: null });
  const language = useLanguage();
  const hintId = useId();
  const configuredBy = user.configuredRole === 'Admin' ? 'ADMIN_EMAILS' : 'MODERATOR_EMAILS';
  const hint = isSelf
    ? t('users.ownRoleHint')
    : user.configuredRole
      ? t('users.configuredHint', { variable: configuredBy })
      : null;

  return (
    <li
      data-testid="admin-user"
      className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{user.displayName}</span>
          {isSelf && <span className={`${BADGE} bg-brand-50 text-brand-800`}>{t('users.you')}</span>}
          {!user.emailConfirmed && (
            <span className={`${BADGE} bg-amber-50 text-amber-900`}>{t('users.unconfirmed')}</span>
          )}
          {user.isDisabled && (
            <span className={`${BADGE} bg-slate-100 text-slate-700`}>{t('users.disabled')}</span>
          )}
          {user.isVerified && <VerifiedBadge withText />}
        </p>
        <p className="text-sm text-slate-700" data-testid="admin-user-seller">
          {sellerLabel}
        </p>
        <p className="text-sm break-all text-slate-600">{user.email}</p>
        <p className="text-xs text-slate-500">
          {t('users.joined', { date: formatDate(user.createdAt, language) })}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:w-52">
        <Select
          aria-label={t('users.roleOf', { name: user.displayName })}
          aria-describedby={hint ? hintId : undefined}
          value={user.role}
          disabled={hint !== null}
          onChange={(event) => onRoleChoice(user, event.target.value as Role)}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </Select>
        {hint && (
          <p id={hintId} className="text-xs text-slate-500">
            {hint}
          </p>
        )}
        {!isSelf && (
          <Button
            variant={user.isVerified ? 'ghost' : 'secondary'}
            size="sm"
            disabled={isVerifying}
            aria-label={t(user.isVerified ? 'users.unverifyOf' : 'users.verifyOf', {
              name: user.displayName,
            })}
            onClick={() => onVerifiedChoice(user, !user.isVerified)}
          >
            {t(user.isVerified ? 'users.unverify' : 'users.verify')}
          </Button>
        )}
      </div>
    </li>
  );
}
