import type { ImageProcessingRecord } from '@sakhli/shared/schemas/image';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { imageProcessingJobs } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { propertyExists, selectProcessingRows, type ProcessingRow } from './photos.repository';

const DEFAULT_MAX_RETRIES = imageProcessingJobs.maxRetries.default as number;

function toRecord(row: ProcessingRow, storage: Storage): ImageProcessingRecord {
  return {
    propertyPhotoId: row.photoId,
    originalUrl: storage.urlFor(row.originalKey),
    thumbnailUrl: row.thumbnailKey ? storage.urlFor(row.thumbnailKey) : null,
    sortOrder: row.sortOrder,
    // A photo without a job was rendered before jobs existed (the demo seed): complete once it has a thumbnail.
    processingStatus: row.status ?? (row.thumbnailKey ? 'completed' : 'pending'),
    processingStartedAt: row.startedAt?.toISOString() ?? null,
    processingCompletedAt: row.completedAt?.toISOString() ?? null,
    retryCount: row.retryCount ?? 0,
    maxRetries: row.maxRetries ?? DEFAULT_MAX_RETRIES,
    errorMessage: row.errorMessage,
  };
}

/** GET /api/Image/{propertyId}: the route lets only Moderators and Admins through. */
export function createImageRecordsService(db: Db, storage: Storage) {
  return {
    async forProperty(propertyId: number): Promise<ImageProcessingRecord[]> {
      const rows = await selectProcessingRows(db, propertyId);
      if (rows.length === 0 && !(await propertyExists(db, propertyId))) {
        throw new AppError('PROPERTY_NOT_FOUND', 404, 'Property not found');
      }
      return rows.map((row) => toRecord(row, storage));
    },
  };
}
export type ImageRecordsService = ReturnType<typeof createImageRecordsService>;
