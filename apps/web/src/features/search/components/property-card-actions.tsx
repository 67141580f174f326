import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '@/components/ui/button';
import { MapIcon, PhoneIcon } from '@/components/ui/icons';

interface PropertyCardActionsProps {
  phoneNumber: string | null;
  onShowOnMap: () => void;
}

/** Call (reveals the number, which then dials) and View on map. */
export function PropertyCardActions({ phoneNumber, onShowOnMap }: PropertyCardActionsProps) {
  const { t } = useTranslation('search');
  const [isPhoneShown, setIsPhoneShown] = useState(false);
  return (
    <div className="mt-auto flex gap-2 border-t border-slate-100 pt-3">
      {phoneNumber &&
        (isPhoneShown ? (
          <a
            href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`}
            className={buttonClassName({ variant: 'primary', size: 'sm', className: 'flex-1 tabular-nums' })}
          >
            <PhoneIcon className="size-4" />
            {phoneNumber}
          </a>
        ) : (
          <Button size="sm" className="flex-1" onClick={() => setIsPhoneShown(true)}>
            <PhoneIcon className="size-4" />
            {t('card.call')}
          </Button>
        ))}
      <Button variant="secondary" size="sm" className="flex-1" onClick={onShowOnMap}>
        <MapIcon className="size-4" />
        {t('card.viewOnMap')}
      </Button>
    </div>
  );
}
