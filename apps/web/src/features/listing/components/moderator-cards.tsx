import { isModerator } from '@sakhli/shared/rules/listing-status';
import { useAuth } from '@/lib/use-auth';
import { ImageProcessingCard } from './image-processing-card';
import { ProcessReportCard } from './process-report-card';

/** SPEC.md section 2: moderators and admins also see the image processing status and the process report. */
export function ModeratorCards({ propertyId }: { propertyId: number }) {
  const { user } = useAuth();
  if (!user || !isModerator({ userId: user.id, role: user.role })) return null;
  return (
    <>
      <ImageProcessingCard propertyId={propertyId} />
      <ProcessReportCard propertyId={propertyId} />
    </>
  );
}
