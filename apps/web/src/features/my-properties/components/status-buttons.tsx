import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { availableListingActions, type ListingActor } from '@sakhli/shared/rules/listing-status';
import type { Property } from '@sakhli/shared/schemas/property';
import { buttonClassName, Button, type ButtonVariant } from '@/components/ui/button';
import { useChangeListingStatus } from '../api/change-listing-status';

const VARIANT = {
  deactivate: 'secondary',
  activate: 'primary',
  publish: 'primary',
  archive: 'secondary',
} as const satisfies Record<string, ButtonVariant>;

interface StatusButtonsProps {
  property: Pick<Property, 'id' | 'code' | 'userId' | 'publishStatus'>;
  actor: ListingActor;
  pageKey: QueryKey;
}

/**
 * The card's buttons of SPEC.md section 4 for the list (archiving a Pending listing is for moderators
 * here): Edit opens the edit form in a new tab; the status actions are disabled while one runs.
 */
export function StatusButtons({ property, actor, pageKey }: StatusButtonsProps) {
  const { t } = useTranslation('myProperties');
  const change = useChangeListingStatus(pageKey);
  const actions = availableListingActions(property, actor, 'list');
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" aria-busy={change.isPending || undefined}>
      {actions.map((action) =>
        action === 'edit' ? (
          <a
            key={action}
            href={`/dashboard/edit-property/${property.id}`}
            target="_blank"
            rel="noopener"
            aria-label={t('card.editLabel', { code: property.code })}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          >
            {t('actions.edit')}
          </a>
        ) : (
          <Button
            key={action}
            size="sm"
            variant={VARIANT[action]}
            disabled={change.isPending}
            onClick={() => change.mutate({ id: property.id, action })}
          >
            {t(`actions.${action}`)}
          </Button>
        ),
      )}
    </div>
  );
}
