import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { judgeListingAction } from '@sakhli/shared/rules/listing-status';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/use-auth';
import { useEditableProperty, type EditableProperty } from '../api/get-editable-property';
import { updateProperty, useSaveProperty } from '../api/save-property';
import { existingPhotoItem } from '../hooks/photo-list';
import { existingAddressOf, valuesFromProperty } from '../listing-form-values';
import { AFTER_SAVE_PATH, ListingForm } from './listing-form';
import { PAGE_TITLE_ID, PageHeader } from './page-header';

function BackToList() {
  const { t } = useTranslation('listingForm');
  return (
    <Link to={AFTER_SAVE_PATH} className={buttonClassName({ variant: 'secondary', className: 'self-start' })}>
      {t('edit.backToList')}
    </Link>
  );
}

/**
 * The form prefilled with the listing (SPEC.md section 2 'Edit'). Saves name the version it was loaded at
 * (If-Match): a listing someone saved meanwhile is refused, and the form offers to load the latest one.
 */
function EditForm({ editable, onReloadLatest }: { editable: EditableProperty; onReloadLatest: () => void }) {
  const { t } = useTranslation('listingForm');
  const { property, etag } = editable;
  const save = useSaveProperty((payload) => updateProperty(property.id, payload, etag));
  const prefill = useMemo(
    () => ({
      values: valuesFromProperty(property),
      photos: [...property.propertyPhotos].sort((a, b) => a.sortOrder - b.sortOrder).map(existingPhotoItem),
      address: existingAddressOf(property),
    }),
    [property],
  );
  return (
    <>
      <PageHeader title={t('edit.title')} intro={t('edit.intro', { code: property.code })} />
      <ListingForm
        mode="edit"
        listingId={property.id}
        defaultValues={prefill.values}
        initialPhotos={prefill.photos}
        existingAddress={prefill.address}
        onSave={save.mutateAsync}
        onReloadLatest={onReloadLatest}
      />
    </>
  );
}

/**
 * /dashboard/edit-property/{id} (opened in a new tab): 'Loading property...', then the form, or 'Property
 * not found' when the listing cannot be loaded. Only its owner, a moderator or an admin edits it; an
 * archived listing cannot change. The server decides the same on save.
 */
export function EditListing({ id }: { id: number }) {
  const { t } = useTranslation('listingForm');
  const { user } = useAuth();
  const property = useEditableProperty(id);
  let content;
  if (!Number.isInteger(id) || id <= 0 || property.isError) {
    // Anything but a 404 may pass: it can be tried again.
    const isLoadFailure =
      property.isError && !(property.error instanceof ApiError && property.error.status < 500);
    content = (
      <>
        <PageHeader title={t('edit.title')} intro={t('edit.introUnknown')} />
        <Alert
          title={t('errors.notFound')}
          action={
            <div className="flex flex-wrap gap-2">
              {isLoadFailure && (
                <Button variant="secondary" size="sm" onClick={() => void property.refetch()}>
                  {t('actions.tryAgain')}
                </Button>
              )}
              <BackToList />
            </div>
          }
        >
          {isLoadFailure ? t('edit.loadFailed') : t('edit.notFoundHint')}
        </Alert>
      </>
    );
  } else if (property.isPending) {
    content = (
      <>
        <PageHeader title={t('edit.title')} intro={t('edit.introUnknown')} />
        <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
          <Spinner />
          <p role="status">{t('edit.loading')}</p>
        </div>
      </>
    );
  } else {
    const actor = { userId: user?.id ?? null, role: user?.role ?? null };
    const verdict = judgeListingAction('edit', property.data.property, actor);
    content =
      verdict === 'allowed' ? (
        // Each version read starts a fresh form with its values.
        <EditForm
          key={property.dataUpdatedAt}
          editable={property.data}
          onReloadLatest={() => void property.refetch()}
        />
      ) : (
        <>
          <PageHeader
            title={t('edit.title')}
            intro={t('edit.intro', { code: property.data.property.code })}
          />
          <Alert
            title={t(verdict === 'forbidden' ? 'errors.notOwned' : 'errors.archived')}
            action={<BackToList />}
          />
        </>
      );
  }
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="flex flex-col gap-6">
      <title>{t('edit.documentTitle')}</title>
      {content}
    </section>
  );
}
