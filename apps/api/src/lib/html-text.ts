import { escapeHtml } from '@sakhli/shared/rules/escape-html';

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of a <script> element (JSON-LD): `<` never appears, so neither `</script>` nor
 * `<!--` can end or change the element, whatever the strings hold; the JSON still parses to the same value.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char]!);

/** Text for XML (a sitemap's elements and attributes). */
export const escapeXml = escapeHtml;
