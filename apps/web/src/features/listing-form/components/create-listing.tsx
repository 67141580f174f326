import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createProperty, useSaveProperty } from '../api/save-property';
import { CREATE_DEFAULTS } from '../listing-form-values';
import { ListingForm } from './listing-form';
import { PAGE_TITLE_ID, PageHeader } from './page-header';

/** A key per form session (crypto.randomUUID needs a secure context; plain http on a LAN has none). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * /dashboard/create-property. Every submit of this form sends the same Idempotency-Key: a double click or
 * a retry after a lost answer gets back the listing already created, never a second one.
 */
export function CreateListing() {
  const { t } = useTranslation('listingForm');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const save = useSaveProperty((payload) => createProperty(payload, idempotencyKey));
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="flex flex-col gap-6">
      <title>{t('create.documentTitle')}</title>
      <PageHeader title={t('create.title')} intro={t('create.intro')} />
      <ListingForm mode="create" defaultValues={CREATE_DEFAULTS} onSave={save.mutateAsync} />
    </section>
  );
}
