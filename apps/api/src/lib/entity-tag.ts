import { AppError } from './app-error';

/** The strong entity tag of a versioned resource (RFC 9110 section 8.8.3): `"<version>"`. */
export function entityTagOf(version: number): string {
  return `"${version}"`;
}

/** One member of an If-Match list: an entity tag, weak or strong, and the comma after it (or the end). */
const LIST_MEMBER = /\s*(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"\s*(?:,|$)/y;
const VERSION = /^[1-9]\d{0,9}$/;

/**
 * The versions an If-Match header accepts (RFC 9110 section 13.1.1): undefined without the header or
 * with `*` (any current version: a missing listing is 404 anyway), else those of its strong tags (a weak
 * tag never matches under the strong comparison If-Match uses; a tag this server never issued names no
 * version). A header that is no list of entity tags is refused (400 naming If-Match), never ignored.
 */
export function versionsOfIfMatch(header: string | string[] | undefined): number[] | undefined {
  if (header === undefined) return undefined;
  const text = (Array.isArray(header) ? header.join(', ') : header).trim();
  if (text === '*') return undefined;
  if (text === '') throw invalidIfMatch();
  const versions: number[] = [];
  for (let index = 0; index < text.length; index = LIST_MEMBER.lastIndex) {
    LIST_MEMBER.lastIndex = index;
    const match = LIST_MEMBER.exec(text);
    if (!match) throw invalidIfMatch();
    const [, weak, opaque = ''] = match;
    if (!weak && VERSION.test(opaque)) versions.push(Number(opaque));
  }
  return versions;
}

function invalidIfMatch(): AppError {
  return new AppError('VALIDATION_FAILED', 400, 'Invalid If-Match', {
    'If-Match': ['Must be * or a list of entity tags such as "3", as sent in ETag'],
  });
}
