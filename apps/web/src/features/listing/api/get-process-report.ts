import { useQuery } from '@tanstack/react-query';
import { PROCESS_REPORT_SECTIONS, type ProcessReportSection } from '@sakhli/shared/constants';
import { ApiError, apiRequest } from '@/lib/api-client';
import { retryServerErrors } from './get-image-records';

export interface ReportSection {
  text: string | null;
  hasProcessed: boolean;
}

/** SPEC.md section 3 'Process report': ten text sections, each with a 'has processed' flag. */
export interface ProcessReport {
  sections: Partial<Record<ProcessReportSection, ReportSection>>;
}

/** The report, or null while there is none yet (404: the photos are not analysed, or no report service yet). */
export async function getProcessReport(
  propertyId: number,
  signal?: AbortSignal,
): Promise<ProcessReport | null> {
  try {
    return await apiRequest<ProcessReport>(`/api/Property/${propertyId}/process-report`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Every section in SPEC.md's order; a section the report lacks counts as not processed. */
export function reportSections(report: ProcessReport) {
  return PROCESS_REPORT_SECTIONS.map((key) => ({
    key,
    text: report.sections?.[key]?.text ?? null,
    hasProcessed: report.sections?.[key]?.hasProcessed === true,
  }));
}

/** GET /api/Property/{id}/process-report (moderators and admins only). */
export function useProcessReport(propertyId: number) {
  return useQuery({
    queryKey: ['process-report', propertyId],
    queryFn: ({ signal }) => getProcessReport(propertyId, signal),
    retry: retryServerErrors,
    refetchOnWindowFocus: false,
  });
}
