import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { ListingStatisticsPanel } from './listing-statistics';

/** "Statistics" on a card of my-properties: the listing's last 30 days in a dialog (fetched when opened). */
export function StatisticsButton({ propertyId, code }: { propertyId: number; code: number }) {
  const { t } = useTranslation('myProperties');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary" aria-label={t('statistics.open', { code })}>
          {t('statistics.button')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('statistics.title', { code })}
        closeLabel={t('common:actions.close')}
        className="sm:max-w-2xl"
      >
        {isOpen && <ListingStatisticsPanel propertyId={propertyId} />}
      </DialogContent>
    </Dialog>
  );
}
