import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '@sakhli/shared/schemas/saved-search';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { serverNameError } from '../saved-search-messages';
import { SearchNameField, useSearchName } from './search-name-field';

interface DialogProps {
  search: SavedSearch;
  onClose: () => void;
}

function RenameForm({ search, onClose }: DialogProps) {
  const { t } = useTranslation('savedSearches');
  const name = useSearchName(search.name);
  const update = useUpdateSavedSearch();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = name.check();
    if (checked === null) return;
    update.mutate(
      { search, change: { name: checked } },
      { onSuccess: onClose, onError: name.showServerError },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <SearchNameField name={name} />
      {update.isError && !serverNameError(update.error) && <Alert title={t('errors.updateFailed')} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('rename.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {t(update.isPending ? 'rename.saving' : 'rename.save')}
        </Button>
      </div>
    </form>
  );
}

/** 'Rename': the search's name, checked as the contract checks it. */
export function RenameDialog({ search, onClose }: DialogProps) {
  const { t } = useTranslation('savedSearches');
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('rename.title')}
      closeLabel={t('dialog.close')}
    >
      <RenameForm search={search} onClose={onClose} />
    </Modal>
  );
}

/** 'Delete' asks first: the search and its alerts go for good. */
export function DeleteDialog({ search, onClose }: DialogProps) {
  const { t } = useTranslation('savedSearches');
  const remove = useDeleteSavedSearch();
  const close = () => !remove.isPending && onClose();
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('delete.title')}
      description={t('delete.text', { name: search.name })}
      closeLabel={t('dialog.close')}
    >
      <div className="flex flex-col gap-4">
        {remove.isError && <Alert title={t('errors.deleteFailed')} />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={remove.isPending}>
            {t('delete.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(search.id, { onSuccess: onClose })}
          >
            {t(remove.isPending ? 'delete.deleting' : 'delete.confirm')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
