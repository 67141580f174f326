import { useQuery } from '@tanstack/react-query';
import { PROCESS_REPORT_SECTIONS } from '@sakhli/shared/constants';
import type { ProcessReport } from '@sakhli/shared/schemas/process-report';
import { ApiError, apiRequest } from '@/lib/api-client';
import { retryServerErrors } from './get-image-records';

/** The report, or null while there is none yet (404 PROCESS_REPORT_NOT_READY: the photos are not analysed). */
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

/** The ten sections of SPEC.md section 3 in their order, each with its 'has processed' flag. */
export function reportSections(report: ProcessReport) {
  return PROCESS_REPORT_SECTIONS.map((key) => ({
    key,
    text: report.sections[key]?.text ?? null,
    hasProcessed: report.sections[key]?.hasProcessed === true,
  }));
}

/** GET /api/Property/{id}/process-report (moderators and admins only), in the interface language. */
export function useProcessReport(propertyId: number, language: string) {
  return useQuery({
    queryKey: ['process-report', propertyId, language],
    queryFn: ({ signal }) => getProcessReport(propertyId, signal),
    retry: retryServerErrors,
    refetchOnWindowFocus: false,
  });
}
