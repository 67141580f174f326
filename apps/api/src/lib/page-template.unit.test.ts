import { describe, expect, it } from 'vitest';
import { compilePageTemplate } from './page-template';

const INDEX_HTML = `<!doctype html>
<html lang="ka">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default" />
    <title>Sakhli</title>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('compilePageTemplate', () => {
  const render = compilePageTemplate(INDEX_HTML);

  it("puts the page's head in place of the default title and description, in the page's language", () => {
    const html = render({ language: 'ru', head: '<title>Квартира</title>' });
    expect(html).toContain('<html lang="ru">');
    expect(html).not.toContain('<title>Sakhli</title>');
    expect(html).not.toContain('content="Default"');
    expect(html).toMatch(/<title>Квартира<\/title>\s*<\/head>/);
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('refuses a template it cannot write into', () => {
    expect(() => compilePageTemplate('<html><body></body></html>')).toThrow(/index.html/);
  });
});
