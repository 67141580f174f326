import { useTranslation } from 'react-i18next';
import type { Role } from '@sakhli/shared/enums';
import type { AdminUser } from '@sakhli/shared/schemas/admin';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { roleChangeErrorKey } from '../admin-messages';
import { useChangeUserRole } from '../api/change-user-role';

export interface RoleChange {
  user: AdminUser;
  role: Role;
}

interface RoleChangeDialogProps {
  change: RoleChange | null;
  onClose: () => void;
  onChanged: (user: AdminUser) => void;
}

/** A role changes only once the admin confirms it; a refusal of the server is explained here. */
export function RoleChangeDialog({ change, onClose, onChanged }: RoleChangeDialogProps) {
  const { t } = useTranslation('admin');
  const changeRole = useChangeUserRole();
  const close = () => {
    if (changeRole.isPending) return;
    changeRole.reset();
    onClose();
  };
  const confirm = () => {
    if (!change) return;
    changeRole.mutate(
      { userId: change.user.id, role: change.role },
      {
        onSuccess: (updated) => {
          changeRole.reset();
          onChanged(updated);
        },
      },
    );
  };

  return (
    <Modal
      isOpen={change !== null}
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('confirm.title')}
      closeLabel={t('confirm.close')}
    >
      {change && (
        <div className="flex flex-col gap-4">
          <p className="text-sm break-words text-slate-700">
            {t('confirm.text', {
              name: change.user.displayName,
              email: change.user.email,
              role: t(`roles.${change.role}`),
              previous: t(`roles.${change.user.role}`),
            })}
          </p>
          {changeRole.isError && <Alert title={t(roleChangeErrorKey(changeRole.error))} />}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={changeRole.isPending}>
              {t('confirm.cancel')}
            </Button>
            <Button onClick={confirm} disabled={changeRole.isPending}>
              {t(changeRole.isPending ? 'confirm.saving' : 'confirm.confirm')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
