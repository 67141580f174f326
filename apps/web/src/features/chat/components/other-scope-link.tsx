import { useTranslation } from 'react-i18next';
import type { OtherScopeLink as OtherScope } from '@sakhli/shared/schemas/chat';
import { ArrowRightIcon } from './chat-icons';

/** The reply said the request is for another page: the way there (a quick link reloads the page, SPEC.md). */
export function OtherScopeLink({ link }: { link: OtherScope }) {
  const { t } = useTranslation(['chat', 'common']);
  const scope = t(`common:scopes.${link.listingType}.${link.propertyType}`);
  return (
    <a
      href={link.path}
      className="inline-flex items-center gap-1 rounded-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
    >
      {t('chat:otherScope.link', { scope })}
      <ArrowRightIcon className="size-3.5" />
    </a>
  );
}
