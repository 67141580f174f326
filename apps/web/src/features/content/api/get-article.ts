import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/use-language';
import type { Article, ArticlePage } from '../texts/article';

// One chunk per page and language: a reader downloads only the text in front of them.
const loaders = import.meta.glob<{ article: Article }>('../texts/*/*.ts');

async function loadArticle(page: ArticlePage, language: string): Promise<Article> {
  const load = loaders[`../texts/${language}/${page}.ts`];
  if (!load) throw new Error(`No ${page} text in ${language}`);
  return (await load()).article;
}

export function useArticle(page: ArticlePage) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['article', page, language],
    queryFn: () => loadArticle(page, language),
    staleTime: Infinity,
  });
}
