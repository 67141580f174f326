import { asc, eq, inArray } from 'drizzle-orm';
import type { ProcessingStatus } from '@sakhli/shared/schemas/image';
import type { Db } from '../../db/client';
import { imageProcessingJobs, properties, propertyPhotos } from '../../db/schema/index';

/**
 * Stores an uploaded photo (not yet attached to a listing) with its processing record, and queues its
 * rendering in the same transaction: all three exist, or none.
 */
export async function insertUploadedPhoto(
  db: Db,
  photo: { uploaderId: string; originalKey: string; width: number; height: number },
  queueRendering: (tx: Db, photoId: number) => Promise<unknown>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(propertyPhotos).values(photo).returning({ id: propertyPhotos.id });
    await tx.insert(imageProcessingJobs).values({ photoId: row!.id });
    await queueRendering(tx, row!.id);
    return row!.id;
  });
}

/** An uploaded photo as listing create/edit needs it to check ownership and readiness. */
export interface PhotoForAttachment {
  id: number;
  uploaderId: string | null;
  /** The listing it is attached to, null while unattached. */
  propertyId: number | null;
  /** Null for a photo without a job (seeded ones, which are complete). */
  processingStatus: ProcessingStatus | null;
}

/**
 * For POST/PUT /api/Property: the photos with these ids (missing ids are simply absent), with who
 * uploaded them and how far their processing is. The caller checks `uploaderId` against the signed-in
 * user before attaching.
 */
export async function findPhotosByIdsWithUploader(db: Db, ids: number[]): Promise<PhotoForAttachment[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: propertyPhotos.id,
      uploaderId: propertyPhotos.uploaderId,
      propertyId: propertyPhotos.propertyId,
      processingStatus: imageProcessingJobs.status,
    })
    .from(propertyPhotos)
    .leftJoin(imageProcessingJobs, eq(imageProcessingJobs.photoId, propertyPhotos.id))
    .where(inArray(propertyPhotos.id, ids));
}

export async function propertyExists(db: Db, propertyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  return rows.length > 0;
}

/** The photos of a listing in display order, each with its processing job (absent for seeded photos). */
export function selectProcessingRows(db: Db, propertyId: number) {
  return db
    .select({
      photoId: propertyPhotos.id,
      originalKey: propertyPhotos.originalKey,
      thumbnailKey: propertyPhotos.thumbnailKey,
      sortOrder: propertyPhotos.sortOrder,
      status: imageProcessingJobs.status,
      startedAt: imageProcessingJobs.startedAt,
      completedAt: imageProcessingJobs.completedAt,
      retryCount: imageProcessingJobs.retryCount,
      maxRetries: imageProcessingJobs.maxRetries,
      errorMessage: imageProcessingJobs.errorMessage,
    })
    .from(propertyPhotos)
    .leftJoin(imageProcessingJobs, eq(imageProcessingJobs.photoId, propertyPhotos.id))
    .where(eq(propertyPhotos.propertyId, propertyId))
    .orderBy(asc(propertyPhotos.sortOrder), asc(propertyPhotos.id));
}
export type ProcessingRow = Awaited<ReturnType<typeof selectProcessingRows>>[number];
