import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModerationQueueItem } from '@sakhli/shared/schemas/moderation';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/account-icons';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useModerationDecision, type Decision } from '../hooks/use-moderation-decision';
import { decisionErrorKey } from '../moderation-messages';
import { ListingFacts } from './listing-facts';
import { ListingPhotos } from './listing-photos';
import { PossibleDuplicates } from './possible-duplicates';
import { RejectDialog } from './reject-dialog';
import { ReportSummary } from './report-summary';

interface QueueItemProps {
  listing: ModerationQueueItem;
  onDecided: (decision: Decision) => void;
  onRefresh: () => void;
}

/**
 * One listing waiting for a decision: photos, owner, key facts, its open reports, a link to it, and the
 * decisions: Approve / Reject for a listing on review, Dismiss reports / Archive for a reported one.
 */
export function QueueItem({ listing, onDecided, onRefresh }: QueueItemProps) {
  const { t } = useTranslation('moderation');
  const language = useLanguage();
  const decide = useModerationDecision(listing, onDecided);
  const [isRejecting, setIsRejecting] = useState(false);
  const titleId = `moderation-item-${listing.id}`;
  // A refused approval is explained here; a refused rejection inside its dialog.
  const approvalError = !isRejecting && decide.isError ? decide.error : null;
  const { reports } = listing;
  // A held listing goes back by dismissing its reports, which closes them too.
  const canApprove = listing.publishStatus === 'Pending' && !reports?.isHeld;
  const pendingKind = decide.isPending ? decide.variables.kind : null;

  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 md:grid-cols-[240px_minmax(0,1fr)]"
    >
      <ListingPhotos photos={listing.propertyPhotos} />
      <div className="flex min-w-0 flex-col gap-3">
        <header className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {t('item.title', {
              propertyType: t(`common:propertyTypes.${listing.propertyType}`),
              listingType: t(`common:listingTypes.${listing.listingType}`),
            })}
          </h2>
          <p className="text-sm text-slate-600">
            {t('item.code', { code: listing.code })} ·{' '}
            {t('item.submitted', { date: formatDate(listing.createdAt, language) })}
          </p>
        </header>
        <PossibleDuplicates duplicates={listing.possibleDuplicates} />
        <ListingFacts listing={listing} />
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
          <span className="font-medium">{t('item.owner')}:</span>
          <span>{listing.owner.displayName}</span>
          <a
            href={`mailto:${listing.owner.email}`}
            className="inline-flex min-w-0 items-center gap-1 break-all text-brand-800 hover:underline"
          >
            <MailIcon className="size-4 shrink-0" />
            {listing.owner.email}
          </a>
        </p>
        {reports && <ReportSummary reports={reports} titleId={titleId} />}
        {listing.description && (
          <p className="line-clamp-3 text-sm leading-relaxed text-slate-600">{listing.description}</p>
        )}
        {approvalError && (
          <Alert
            title={t(decisionErrorKey(approvalError))}
            action={
              <Button variant="secondary" size="sm" onClick={onRefresh}>
                {t('errors.refresh')}
              </Button>
            }
          />
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {canApprove && (
            <Button
              onClick={() => decide.mutate({ kind: 'approved' })}
              disabled={decide.isPending}
              aria-describedby={titleId}
            >
              <CheckIcon className="size-4" />
              {t(pendingKind === 'approved' ? 'item.approving' : 'item.approve')}
            </Button>
          )}
          {reports && (
            <Button
              variant={canApprove ? 'secondary' : 'primary'}
              onClick={() => decide.mutate({ kind: 'dismissed' })}
              disabled={decide.isPending}
              aria-describedby={titleId}
            >
              <CheckIcon className="size-4" />
              {t(pendingKind === 'dismissed' ? 'item.dismissing' : 'item.dismiss')}
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() => {
              decide.reset();
              setIsRejecting(true);
            }}
            disabled={decide.isPending}
            aria-describedby={titleId}
            className="text-red-700"
          >
            <CloseIcon className="size-4" />
            {t(reports ? 'item.archive' : 'item.reject')}
          </Button>
          <a
            href={`/property/${listing.id}`}
            target="_blank"
            rel="noopener"
            aria-describedby={titleId}
            className={buttonClassName({ variant: 'ghost', className: 'text-brand-800 sm:ml-auto' })}
          >
            {t('item.open')}
          </a>
        </div>
      </div>
      <RejectDialog
        code={listing.code}
        variant={reports ? 'archive' : 'reject'}
        isOpen={isRejecting}
        onOpenChange={setIsRejecting}
        onReject={(reason) => decide.mutateAsync({ kind: 'rejected', reason })}
      />
    </article>
  );
}
