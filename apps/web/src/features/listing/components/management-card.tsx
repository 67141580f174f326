import { useTranslation } from 'react-i18next';
import {
  availableListingActions,
  canManageListing,
  isExpired,
  type ListingActor,
  type StatusAction,
} from '@sakhli/shared/rules/listing-status';
import { LISTING_LIFETIME_DAYS } from '@sakhli/shared/constants';
import type { Property } from '@sakhli/shared/schemas/property';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName, type ButtonVariant } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useAuth } from '@/lib/use-auth';
import { useLanguage } from '@/lib/use-language';
import { useRunStatusAction } from '../api/run-status-action';
import { ListingStatusLabel } from './listing-status-label';

const VARIANT: Record<StatusAction, ButtonVariant> = {
  deactivate: 'secondary',
  activate: 'primary',
  publish: 'primary',
  archive: 'secondary',
};

type ManagedProperty = Pick<
  Property,
  'id' | 'userId' | 'publishStatus' | 'expiryDate' | 'listingType' | 'rejectionReason' | 'isHeldByReports'
>;

/** The management card for whoever can manage the listing (owner, moderator, admin); nothing for others. */
export function ManagementCard({ property }: { property: ManagedProperty }) {
  const { user } = useAuth();
  const actor: ListingActor = { userId: user?.id ?? null, role: user?.role ?? null };
  if (!canManageListing(property, actor)) return null;
  return <ManagementCardBody property={property} actor={actor} />;
}

/**
 * Status, expiry (with renewal once it has passed), a moderator's rejection reason, and the buttons of the
 * status table (SPEC.md section 4). Each action calls the server, then the listing is loaded again.
 */
export function ManagementCardBody({ property, actor }: { property: ManagedProperty; actor: ListingActor }) {
  const { t } = useTranslation('listing');
  const language = useLanguage();
  const run = useRunStatusAction(property.id);
  const actions = availableListingActions(property, actor, 'detail');
  const statusActions = actions.filter((action): action is StatusAction => action !== 'edit');
  const { publishStatus, expiryDate } = property;
  // Activating an expired listing starts a new lifetime: for its owner that is renewing it.
  const isRenewal = publishStatus === 'Inactive' && isExpired(expiryDate, new Date());
  const date = expiryDate === null ? null : formatDate(expiryDate, language);

  return (
    <section
      aria-labelledby="management-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      aria-busy={run.isPending || undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="management-heading" className="text-base font-semibold text-slate-900">
          {t('management.heading')}
        </h2>
        <ListingStatusLabel status={publishStatus} />
      </div>
      {date && publishStatus !== 'Archived' && (
        <p className="mt-3 text-sm text-slate-700" data-testid="listing-expiry">
          {isRenewal
            ? t('management.expired', { date, days: LISTING_LIFETIME_DAYS[property.listingType] })
            : t('management.expires', { date })}
        </p>
      )}
      {publishStatus === 'Pending' &&
        (property.isHeldByReports ? (
          <Alert tone="info" title={t('management.heldByReports')} className="mt-4">
            {t('management.heldByReportsDetail')}
          </Alert>
        ) : (
          <p className="mt-3 text-sm text-slate-700">{t('management.pending')}</p>
        ))}
      {property.rejectionReason && (
        <Alert title={t('management.rejected')} className="mt-4">
          {property.rejectionReason}
        </Alert>
      )}
      {publishStatus === 'Archived' && (
        <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {t('management.archivedNote')}
        </p>
      )}
      {actions.length > 0 && (
        <div className="mt-4 flex flex-wrap gap-2">
          {actions.includes('edit') && (
            <a
              href={`/dashboard/edit-property/${property.id}`}
              target="_blank"
              rel="noopener"
              className={buttonClassName({ variant: 'secondary' })}
            >
              {t('management.actions.edit')}
            </a>
          )}
          {statusActions.map((action) => (
            <Button
              key={action}
              variant={VARIANT[action]}
              disabled={run.isPending}
              onClick={() => run.mutate(action)}
            >
              {t(`management.actions.${action === 'activate' && isRenewal ? 'renew' : action}`)}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
