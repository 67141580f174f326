import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useArticle } from '../api/get-article';
import type { ArticlePage } from '../texts/article';
import { ArticleView } from './article-view';

/** The long text of one page in the reader's language, with loading and error states. */
export function ArticleContent({ page }: { page: ArticlePage }) {
  const { t } = useTranslation('content');
  const article = useArticle(page);
  if (article.data) return <ArticleView article={article.data} />;
  if (article.isError) {
    return (
      <Alert
        title={t('loadFailed')}
        action={
          <Button variant="secondary" size="sm" onClick={() => void article.refetch()}>
            {t('tryAgain')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <Spinner label={t('loading')} className="sr-only" />
      <Skeleton className="h-6 w-full" />
      <Skeleton className="h-6 w-5/6" />
      <Skeleton className="mt-4 h-40 w-full" />
    </div>
  );
}
