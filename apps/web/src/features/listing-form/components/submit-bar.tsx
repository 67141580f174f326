import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ListingFormMode } from '../listing-form-validation';

/** What the last submit came to. */
export interface SaveOutcome {
  tone: 'success' | 'error';
  key: string;
  /** Refused because someone saved the listing meanwhile (412): the latest version can be loaded. */
  isOutdated?: boolean;
}

export interface SubmitState {
  isUploading: boolean;
  hasFailedPhotos: boolean;
  isSubmitting: boolean;
  isSaved: boolean;
}

/** SPEC.md section 4: the button says why it cannot be pressed while photos upload or have errors. */
export function submitLabelKey(mode: ListingFormMode, state: SubmitState): string {
  if (state.isUploading) return 'submit.uploading';
  if (state.hasFailedPhotos) return 'submit.fixImages';
  if (state.isSubmitting || state.isSaved) return `${mode}.submitting`;
  return `${mode}.submit`;
}

export function SubmitBar({
  mode,
  state,
  outcome,
  onReloadLatest,
}: {
  mode: ListingFormMode;
  state: SubmitState;
  outcome: SaveOutcome | null;
  /** Edit: loads the listing as stored now into the form (replacing what was typed). */
  onReloadLatest?: () => void;
}) {
  const { t } = useTranslation('listingForm');
  const isBlocked = state.isUploading || state.hasFailedPhotos || state.isSubmitting || state.isSaved;
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="min-w-0 flex-1" aria-live="polite">
        {outcome ? (
          <Alert
            tone={outcome.tone}
            title={t(outcome.key)}
            action={
              outcome.isOutdated &&
              onReloadLatest && (
                <Button variant="secondary" size="sm" onClick={onReloadLatest}>
                  {t('edit.loadLatest')}
                </Button>
              )
            }
          >
            {outcome.isOutdated && t('errors.outdatedHint')}
          </Alert>
        ) : (
          <p className="text-sm text-slate-600">{t(`${mode}.note`)}</p>
        )}
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={isBlocked}
        // Long texts ('Fix image errors to continue' in Georgian) wrap instead of leaving the screen.
        className="h-auto! min-h-12 w-full py-2 text-center whitespace-normal! sm:w-auto sm:max-w-xs"
      >
        {(state.isSubmitting || state.isUploading) && <Spinner className="size-4 text-white" />}
        {t(submitLabelKey(mode, state))}
      </Button>
    </div>
  );
}
