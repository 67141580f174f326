import { DEFAULT_LANGUAGE } from '@sakhli/shared/constants';
import { LANGUAGES, type Language } from '@sakhli/shared/enums';

/**
 * The interface language of a request from its Accept-Language header (the web sends ka-GE, en-US or
 * ru-RU): the supported language with the highest quality, Georgian when none is supported.
 */
export function resolveLanguage(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  let best: { language: Language; quality: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...parameters] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    const language = LANGUAGES.find((candidate) => candidate === primary);
    if (!language) continue;
    const qualityParameter = parameters.map((parameter) => parameter.trim()).find((p) => p.startsWith('q='));
    const quality = qualityParameter ? Number(qualityParameter.slice(2)) : 1;
    if (Number.isFinite(quality) && quality > 0 && (!best || quality > best.quality)) {
      best = { language, quality };
    }
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
