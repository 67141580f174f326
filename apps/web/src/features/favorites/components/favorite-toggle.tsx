import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '@/components/ui/icons';
import { dispatchAppEvent } from '@/lib/app-events';
import { classNames } from '@/lib/class-names';
import { useAuth } from '@/lib/use-auth';
import { useRecheckAfterSignIn } from '../hooks/use-recheck-after-sign-in';
import { useSetFavorite } from '../hooks/use-set-favorite';

const APPEARANCES = {
  // Over a card's photo.
  overlay: {
    base: 'size-9 bg-white/90 shadow-md hover:scale-105 hover:bg-white',
    off: 'text-slate-700 hover:text-rose-600',
    on: 'text-rose-600',
  },
  // In the detail page's price card.
  outline: {
    base: 'size-11 border',
    off: 'border-slate-200 bg-white text-slate-600 hover:border-rose-200 hover:text-rose-600',
    on: 'border-rose-200 bg-rose-50 text-rose-600 hover:bg-rose-100',
  },
} as const;

interface FavoriteToggleProps {
  propertyId: number;
  /** The signed-in caller's status, as the listing's read model brings it (false for a guest). */
  isFavorite: boolean;
  appearance?: keyof typeof APPEARANCES;
}

/**
 * SPEC.md 'Favourite toggle': the heart, filled when the listing is a favourite. A guest is asked to sign in
 * (window event openAuth) and the status is checked again after it; while a change is on its way further
 * clicks do nothing.
 */
export function FavoriteToggle({ propertyId, isFavorite, appearance = 'outline' }: FavoriteToggleProps) {
  const { t } = useTranslation('favorites');
  const { user } = useAuth();
  const setFavorite = useSetFavorite();
  const askToSignIn = useRecheckAfterSignIn(propertyId);
  // A ref, not state: a second click in the same moment, before React renders again, must see it.
  const isInFlight = useRef(false);
  const isFilled = setFavorite.isPending ? setFavorite.variables.isFavorite : isFavorite;
  const look = APPEARANCES[appearance];

  const onClick = () => {
    if (!user) {
      askToSignIn();
      dispatchAppEvent('openAuth', { mode: 'signin' });
      return;
    }
    if (isInFlight.current) return;
    isInFlight.current = true;
    setFavorite.mutate(
      { propertyId, isFavorite: !isFilled },
      {
        onSettled: () => {
          isInFlight.current = false;
        },
      },
    );
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={isFilled}
      aria-busy={setFavorite.isPending}
      aria-label={t('toggle.label')}
      title={t(isFilled ? 'toggle.saved' : 'toggle.label')}
      className={classNames(
        'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full transition',
        look.base,
        isFilled ? look.on : look.off,
      )}
    >
      <HeartIcon className={classNames('size-5', isFilled && 'fill-current')} />
    </button>
  );
}
