import { lazy, Suspense } from 'react';
import { NearViewport } from '@/components/ui/near-viewport';
import { loadNamespaces } from '@/lib/i18n';

// The footer sits below the page's content: it (and its translations) load when it is about to be seen.
const SiteFooter = lazy(() =>
  Promise.all([import('@/features/content/components/site-footer'), loadNamespaces(['content'])]).then(
    ([module]) => ({ default: module.SiteFooter }),
  ),
);

/** The site footer of the search and listing pages. */
export function PageFooter() {
  return (
    <NearViewport>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </NearViewport>
  );
}
