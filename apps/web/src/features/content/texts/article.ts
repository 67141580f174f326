/**
 * Long-form page text, one module per page and language (`texts/<language>/<page>.ts`), loaded only when the
 * page is opened. Inline text may hold `[label](href)` links and `**bold**`.
 */
export type ArticleBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[]; isOrdered?: boolean }
  | { type: 'terms'; items: { term: string; text: string; swatch?: 'black' | 'white' | 'green' }[] }
  | { type: 'note'; text: string }
  | { type: 'faq'; items: { question: string; answer: string }[] };

export interface ArticleSection {
  id: string;
  heading: string;
  blocks: ArticleBlock[];
}

export interface Article {
  lead: string;
  sections: ArticleSection[];
}

export const ARTICLE_PAGES = ['guides', 'mortgage', 'help', 'about', 'terms', 'privacy'] as const;
export type ArticlePage = (typeof ARTICLE_PAGES)[number];
