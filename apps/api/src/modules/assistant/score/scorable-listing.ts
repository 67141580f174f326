import type { Currency } from '@sakhli/shared/enums';
import type { WishListing } from './wish-features';
import type { LocalizedReportText, ProcessReportSectionResult } from '@sakhli/shared/schemas/process-report';

/**
 * A photo report section either as stored (table process_reports: the texts in ka, en and ru of a
 * processed section) or as the API answers it (one language's text and its 'has processed' flag).
 */
export type ReportSectionInput = LocalizedReportText | ProcessReportSectionResult;

/**
 * What the scorer reads of a listing: the read model's fields (SPEC.md 'Property (read)') and, when
 * present, its photo process report.
 */
export interface ScorableListing extends WishListing {
  priceUsd: number | null;
  priceGel: number | null;
  size: number;
  processReport?: Readonly<Partial<Record<string, ReportSectionInput>>> | null;
}

/** The price in the filter's currency (GEL compares priceGel, otherwise priceUsd, as the search does). */
export function priceIn(listing: ScorableListing, currency: Currency | null): number | null {
  return currency === 'GEL' ? listing.priceGel : listing.priceUsd;
}

/** The texts of a section the photos were analysed for (a section not processed says nothing). */
function sectionTexts(section: ReportSectionInput | undefined): string[] {
  if (!section) return [];
  if ('hasProcessed' in section) return section.hasProcessed && section.text ? [section.text] : [];
  return [section.ka, section.en, section.ru];
}

/** The processed sections of a photo report, one per line ('' without a report). */
export function reportText(report: ScorableListing['processReport']): string {
  return report ? Object.values(report).flatMap(sectionTexts).join('\n') : '';
}
