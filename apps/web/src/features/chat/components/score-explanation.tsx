import { useTranslation } from 'react-i18next';
import type { WishKey } from '@sakhli/shared/schemas/assistant';
import type { Property } from '@sakhli/shared/schemas/property';
import { CheckIcon } from '@/components/ui/icons';
import { CrossedCircleIcon } from './chat-icons';

function WishList({ wishes, isMatched }: { wishes: readonly WishKey[]; isMatched: boolean }) {
  const { t } = useTranslation('chat');
  const Icon = isMatched ? CheckIcon : CrossedCircleIcon;
  return (
    <div className="mt-2.5">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t(isMatched ? 'score.matched' : 'score.missed')}
      </p>
      <ul className="mt-1 flex flex-col gap-1">
        {wishes.map((wish) => (
          <li key={wish} className="flex items-center gap-1.5 text-sm text-slate-800">
            <Icon
              className={isMatched ? 'size-4 shrink-0 text-emerald-600' : 'size-4 shrink-0 text-slate-400'}
            />
            {t(`wish.${wish}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Why a listing has its AI Score: what the score weighs, and which of the chat's wishes it meets and which not. */
export function ScoreExplanation({ property }: { property: Property }) {
  const { t } = useTranslation('chat');
  const matched = property.scoreExplanation?.matched ?? [];
  const missed = property.scoreExplanation?.missed ?? [];
  return (
    <div className="text-left">
      <p className="text-sm font-semibold text-slate-900">
        {t('score.title', { score: Math.round(property.semanticScore ?? 0) })}
      </p>
      <p className="mt-1 text-xs leading-relaxed text-slate-600">{t('score.text')}</p>
      {matched.length > 0 && <WishList wishes={matched} isMatched />}
      {missed.length > 0 && <WishList wishes={missed} isMatched={false} />}
      {matched.length === 0 && missed.length === 0 && (
        <p className="mt-2.5 text-xs leading-relaxed text-slate-600">{t('score.noWishes')}</p>
      )}
    </div>
  );
}
