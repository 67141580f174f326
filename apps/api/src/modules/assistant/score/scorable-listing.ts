import type { Currency } from '@sakhli/shared/enums';
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
export interface ScorableListing {
  description: string;
  priceUsd: number | null;
  priceGel: number | null;
  size: number;
  floor: number | null;
  totalFloorsBuilding: number | null;
  hasGarden?: boolean | null;
  hasGarage?: boolean | null;
  parkingSpots?: number | null;
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

/** The description and the processed sections of the photo report: everything the listing says. */
export function listingText(listing: ScorableListing): string {
  const report = listing.processReport;
  if (!report) return listing.description;
  const texts = Object.values(report).flatMap(sectionTexts);
  return texts.length > 0 ? `${listing.description}\n${texts.join('\n')}` : listing.description;
}
