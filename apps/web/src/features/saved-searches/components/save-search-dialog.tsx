import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AlertFrequency, SavedSearch } from '@sakhli/shared/schemas/saved-search';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { suggestedName, useSearchSummary } from '../hooks/use-search-summary';
import { isLimitReached, serverNameError } from '../saved-search-messages';
import type { SearchDescription } from '../search-description';
import { FrequencyChoice } from './frequency-choice';
import { SearchNameField, useSearchName } from './search-name-field';
import { SearchSummaryChips } from './search-summary-chips';

const SAVED_SEARCHES_PAGE = '/dashboard/saved-searches';

interface SaveSearchFormProps {
  search: SearchDescription;
  onSaved: (saved: SavedSearch) => void;
  onCancel: () => void;
}

function SaveSearchForm({ search, onSaved, onCancel }: SaveSearchFormProps) {
  const { t } = useTranslation('savedSearches');
  const summary = useSearchSummary(search);
  const name = useSearchName(suggestedName(summary));
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const create = useCreateSavedSearch();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = name.check();
    if (checked === null) return;
    create.mutate(
      { ...search, name: checked, frequency },
      { onSuccess: onSaved, onError: name.showServerError },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3">
        <p className="text-sm font-semibold text-slate-900">{summary.title}</p>
        <SearchSummaryChips summary={summary} />
      </div>
      <SearchNameField name={name} />
      <FrequencyChoice value={frequency} onChange={setFrequency} />
      {create.isError && isLimitReached(create.error) ? (
        <Alert tone="info" title={t('errors.limitTitle')}>
          <p>{t('errors.limit')}</p>
          <Link to={SAVED_SEARCHES_PAGE} className="mt-2 inline-block font-semibold underline">
            {t('dialog.manage')}
          </Link>
        </Alert>
      ) : (
        create.isError && !serverNameError(create.error) && <Alert title={t('errors.saveFailed')} />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {t(create.isPending ? 'dialog.saving' : 'dialog.save')}
        </Button>
      </div>
    </form>
  );
}

function SavedNotice({ saved, onDone }: { saved: SavedSearch; onDone: () => void }) {
  const { t } = useTranslation('savedSearches');
  return (
    <div className="flex flex-col gap-5">
      <Alert tone="success" title={saved.name}>
        {t(`dialog.saved.${saved.frequency}`)}
      </Alert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={SAVED_SEARCHES_PAGE} className={buttonClassName({ variant: 'secondary' })}>
          {t('dialog.manage')}
        </Link>
        <Button onClick={onDone}>{t('dialog.done')}</Button>
      </div>
    </div>
  );
}

/** 'Save search': the search's summary, a name (a readable one offered) and how often to send alerts. */
export function SaveSearchDialog({ search, onClose }: { search: SearchDescription; onClose: () => void }) {
  const { t } = useTranslation('savedSearches');
  const [saved, setSaved] = useState<SavedSearch | null>(null);
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t(saved ? 'dialog.savedTitle' : 'dialog.title')}
      description={saved ? undefined : t('dialog.description')}
      closeLabel={t('dialog.close')}
    >
      {saved ? (
        <SavedNotice saved={saved} onDone={onClose} />
      ) : (
        <SaveSearchForm search={search} onSaved={setSaved} onCancel={onClose} />
      )}
    </Modal>
  );
}
