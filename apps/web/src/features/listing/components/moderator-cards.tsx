import { lazy, Suspense } from 'react';
import { isModerator } from '@sakhli/shared/rules/listing-status';
import { useAuth } from '@/lib/use-auth';

// Only moderators see these: their code (and the schemas it reads) is not part of every visitor's page.
const ImageProcessingCard = lazy(() =>
  import('./image-processing-card').then((module) => ({ default: module.ImageProcessingCard })),
);
const ProcessReportCard = lazy(() =>
  import('./process-report-card').then((module) => ({ default: module.ProcessReportCard })),
);

/** SPEC.md section 2: moderators and admins also see the image processing status and the process report. */
export function ModeratorCards({ propertyId }: { propertyId: number }) {
  const { user } = useAuth();
  if (!user || !isModerator({ userId: user.id, role: user.role })) return null;
  return (
    <Suspense fallback={null}>
      <ImageProcessingCard propertyId={propertyId} />
      <ProcessReportCard propertyId={propertyId} />
    </Suspense>
  );
}
