import { describe, expect, it } from 'vitest';
import { ARTICLE_PAGES, type Article } from './article';

const modules = import.meta.glob<{ article: Article }>('./*/*.ts', { eager: true });
const LANGUAGES = ['ka', 'en', 'ru'] as const;

/** The outline of an article: section ids, block types and how many items each block holds. */
const outline = (article: Article) =>
  article.sections.map((section) => ({
    id: section.id,
    blocks: section.blocks.map((block) => `${block.type}:${'items' in block ? block.items.length : 1}`),
  }));

describe('long-form page texts', () => {
  it.each(ARTICLE_PAGES)('%s has the same outline in ka, en and ru', (page) => {
    const [first, ...others] = LANGUAGES.map((language) => modules[`./${language}/${page}.ts`]?.article);
    expect(first).toBeDefined();
    for (const other of others) expect(outline(other!)).toEqual(outline(first!));
  });

  it('links only to pages that exist or to outside addresses', () => {
    const internal = new Set([
      '/',
      '/guides',
      '/mortgage',
      '/market-insights',
      '/help',
      '/about',
      '/contact',
      '/terms',
      '/privacy',
      '/compare',
    ]);
    const text = JSON.stringify(Object.values(modules).map((module) => module.article));
    for (const [, href] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const path = href!.split('?')[0]!;
      expect(internal.has(path) || /^(https:|mailto:)/.test(href!), href).toBe(true);
    }
  });
});
