import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '@/components/ui/icons';
import { dispatchAppEvent } from '@/lib/app-events';
import { classNames } from '@/lib/class-names';
import { useAuth } from '@/lib/use-auth';
import { useToggleFavorite } from '../api/toggle-favorite';

/** The heart: a guest is asked to sign in (SPEC.md: window event openAuth); a double click sends one request. */
export function FavoriteButton({ propertyId, isFavorite }: { propertyId: number; isFavorite: boolean }) {
  const { t } = useTranslation('listing');
  const { user } = useAuth();
  const toggle = useToggleFavorite(propertyId);
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const isFilled = optimistic ?? isFavorite;

  const onClick = () => {
    // After the sign-in the listing is fetched again (root layout), which re-checks the heart.
    if (!user) {
      dispatchAppEvent('openAuth', { mode: 'signin' });
      return;
    }
    if (toggle.isPending) return;
    setOptimistic(!isFilled);
    toggle.mutate(isFilled, { onSettled: () => setOptimistic(null) });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={isFilled}
      aria-label={t(isFilled ? 'favorite.remove' : 'favorite.add')}
      disabled={toggle.isPending}
      className={classNames(
        'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full border transition',
        isFilled
          ? 'border-rose-200 bg-rose-50 text-rose-600 hover:bg-rose-100'
          : 'border-slate-200 bg-white text-slate-600 hover:border-rose-200 hover:text-rose-600',
      )}
    >
      <HeartIcon className={classNames('size-5', isFilled && 'fill-current')} />
    </button>
  );
}
