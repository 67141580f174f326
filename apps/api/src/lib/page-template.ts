/** The parts of a page's head the server writes (SEO and link previews); everything else is the build's. */
export interface PageHead {
  /** The `lang` of the <html> element. */
  language: string;
  /** Elements for the head, already escaped: they replace the template's <title> and meta description. */
  head: string;
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;
const HTML_LANG = /<html\s+lang="[^"]*"/;

/**
 * Compiles the web app's index.html once into a function that writes a page's head into it: the template's
 * own title and description go, the page's elements take their place before </head>, the <html> element gets
 * the page's language. Two string joins per page.
 */
export function compilePageTemplate(html: string): (page: PageHead) => string {
  const stripped = html.replace(TITLE, '').replace(DESCRIPTION, '');
  const headEnd = stripped.indexOf('</head>');
  const langMatch = HTML_LANG.exec(stripped);
  if (headEnd < 0 || !langMatch) throw new Error('index.html has no <html lang> or no </head>');
  const beforeLang = stripped.slice(0, langMatch.index);
  const beforeHeadEnd = stripped.slice(langMatch.index + langMatch[0].length, headEnd);
  const rest = stripped.slice(headEnd);
  return ({ language, head }) => `${beforeLang}<html lang="${language}"${beforeHeadEnd}${head}\n  ${rest}`;
}
