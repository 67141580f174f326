import { z } from 'zod';
import { PROCESS_REPORT_SECTIONS, type ProcessReportSection } from '../constants';
import { LANGUAGES } from '../enums';

const sectionsOf = <T extends z.ZodType>(section: T) =>
  z.object(
    Object.fromEntries(PROCESS_REPORT_SECTIONS.map((key) => [key, section])) as Record<
      ProcessReportSection,
      T
    >,
  );

/** One section of SPEC.md's process report: its text in the caller's language, and whether it was analysed. */
export const ProcessReportSectionResult = z.object({
  text: z.string().nullable(),
  hasProcessed: z.boolean(),
});
export type ProcessReportSectionResult = z.infer<typeof ProcessReportSectionResult>;

/**
 * Who wrote the report: `builtin` is the pixel statistics of the photos (it fills only the sections they
 * support), `vision` the configured vision model (VISION_MODEL; all ten sections).
 */
export const PROCESS_REPORT_SOURCES = ['builtin', 'vision'] as const;

/** GET /api/Property/{id}/process-report (decision 012). */
export const ProcessReport = z.object({
  propertyId: z.number().int(),
  source: z.enum(PROCESS_REPORT_SOURCES),
  /** The language of the texts (from Accept-Language). */
  language: z.enum(LANGUAGES),
  /** How many of the listing's photos were analysed (the first ones in display order). */
  analysedPhotoCount: z.number().int().nonnegative(),
  sections: sectionsOf(ProcessReportSectionResult),
});
export type ProcessReport = z.infer<typeof ProcessReport>;

/** A text in every interface language. */
export const LocalizedReportText = z.object({
  ka: z.string().trim().min(1).max(1200),
  en: z.string().trim().min(1).max(1200),
  ru: z.string().trim().min(1).max(1200),
});
export type LocalizedReportText = z.infer<typeof LocalizedReportText>;

/**
 * What the vision model must answer (structured output, validated with this schema): every section in
 * Georgian, English and Russian. A section the photos do not show is still answered, saying so.
 */
export const VisionProcessReport = sectionsOf(LocalizedReportText);
export type VisionProcessReport = z.infer<typeof VisionProcessReport>;
