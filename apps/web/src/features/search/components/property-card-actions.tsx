import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '@/components/ui/button';
import { MapIcon, PhoneIcon } from '@/components/ui/icons';

interface PropertyCardActionsProps {
  phoneNumber: string | null;
  onShowOnMap: () => void;
  onPhoneRevealed?: () => void;
  /** The share button, after the others. */
  share?: ReactNode;
}

/** Call (reveals the number, which then dials), View on map and Share. */
export function PropertyCardActions({
  phoneNumber,
  onShowOnMap,
  onPhoneRevealed,
  share,
}: PropertyCardActionsProps) {
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
          <Button
            size="sm"
            className="flex-1"
            onClick={() => {
              setIsPhoneShown(true);
              onPhoneRevealed?.();
            }}
          >
            <PhoneIcon className="size-4" />
            {t('card.call')}
          </Button>
        ))}
      <Button variant="secondary" size="sm" className="flex-1" onClick={onShowOnMap}>
        <MapIcon className="size-4" />
        {t('card.viewOnMap')}
      </Button>
      {share}
    </div>
  );
}
