import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@sakhli/shared/enums';
import type { AdminUser } from '@sakhli/shared/schemas/admin';
import { Field, Input, Select } from '@/components/ui/form-controls';
import { PageStepper } from '@/components/ui/page-stepper';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useAuth } from '@/lib/use-auth';
import { useLanguage } from '@/lib/use-language';
import { useAdminUsers } from '../api/get-admin-users';
import { useSetUserVerified } from '../api/set-user-verified';
import { RoleChangeDialog, type RoleChange } from './role-change-dialog';
import { UserRow } from './user-row';

/** Typing settles for this long before the search is sent. */
const SEARCH_DELAY_MS = 300;

function useSettledValue(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** Users by page, searched by e-mail or name and filtered by role; roles change after a confirmation. */
export function UserManagement() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { user: self } = useAuth();
  const id = useId();
  const [searchText, setSearchText] = useState('');
  const search = useSettledValue(searchText);
  const [role, setRole] = useState<Role | null>(null);
  const [page, setPage] = useState(1);
  const [change, setChange] = useState<RoleChange | null>(null);
  const [notice, setNotice] = useState('');
  // A new search or role filter starts again at its first page.
  const [filterKey, setFilterKey] = useState(`${search}|${role}`);
  if (filterKey !== `${search}|${role}`) {
    setFilterKey(`${search}|${role}`);
    setPage(1);
  }
  const users = useAdminUsers({ page, search, role });
  const list = users.data;
  const verify = useSetUserVerified();
  const onVerifiedChoice = (chosen: AdminUser, isVerified: boolean) => {
    setNotice('');
    verify.mutate(
      { userId: chosen.id, isVerified },
      {
        onSuccess: (updated) =>
          setNotice(
            t(updated.isVerified ? 'users.verifiedNow' : 'users.unverifiedNow', {
              name: updated.displayName,
            }),
          ),
        onError: () => setNotice(t('users.verifyFailed')),
      },
    );
  };

  const onChanged = (updated: AdminUser) => {
    setChange(null);
    setNotice(t('users.roleChanged', { name: updated.displayName, role: t(`roles.${updated.role}`) }));
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {t('users.title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_200px]">
        <Field label={t('users.search')} htmlFor={`${id}-search`}>
          <Input
            id={`${id}-search`}
            type="search"
            value={searchText}
            placeholder={t('users.searchPlaceholder')}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </Field>
        <Field label={t('users.roleFilter')} htmlFor={`${id}-role`}>
          <Select
            id={`${id}-role`}
            value={role ?? ''}
            onChange={(event) => setRole((event.target.value || null) as Role | null)}
          >
            <option value="">{t('users.allRoles')}</option>
            {ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`roles.${option}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
        {notice}
      </p>
      {users.isError && !list ? (
        <RetryAlert
          title={t('errors.loadUsers')}
          retryLabel={t('errors.tryAgain')}
          onRetry={() => void users.refetch()}
        />
      ) : !list ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : (
        <div
          className="rounded-2xl border border-slate-200 bg-white px-4 shadow-sm sm:px-5"
          aria-busy={users.isFetching}
        >
          <p className="border-b border-slate-100 py-3 text-sm text-slate-600">
            {t('users.count', { count: list.totalCount, formatted: formatNumber(list.totalCount, language) })}
          </p>
          {list.items.length === 0 ? (
            <p className="py-6 text-center text-slate-600">{t('users.empty')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-100">
              {list.items.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  isSelf={user.id === self?.id}
                  onRoleChoice={(chosen, next) => {
                    setNotice('');
                    setChange({ user: chosen, role: next });
                  }}
                  onVerifiedChoice={onVerifiedChoice}
                  isVerifying={verify.isPending && verify.variables.userId === user.id}
                />
              ))}
            </ul>
          )}
          {list.totalPages > 1 && (
            <div className="border-t border-slate-100 py-3">
              <PageStepper
                page={page}
                totalPages={list.totalPages}
                onPage={setPage}
                labels={{
                  navigation: t('users.pagination'),
                  previous: t('users.previous'),
                  next: t('users.next'),
                  status: t('users.page', { current: page, total: list.totalPages }),
                }}
              />
            </div>
          )}
        </div>
      )}
      <RoleChangeDialog change={change} onClose={() => setChange(null)} onChanged={onChanged} />
    </section>
  );
}
