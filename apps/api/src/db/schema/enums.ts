import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_TYPES,
  BUILDING_STATUSES,
  CITIES,
  CURRENCIES,
  HEATING_TYPES,
  LISTING_TYPES,
  PROPERTY_TYPES,
  PUBLISH_STATUSES,
  RENOVATION_STATUSES,
  ROLES,
} from '@sakhli/shared/enums';

export const cityEnum = pgEnum('city', CITIES);
export const listingTypeEnum = pgEnum('listing_type', LISTING_TYPES);
export const propertyTypeEnum = pgEnum('property_type', PROPERTY_TYPES);
export const buildingStatusEnum = pgEnum('building_status', BUILDING_STATUSES);
export const renovationStatusEnum = pgEnum('renovation_status', RENOVATION_STATUSES);
export const heatingTypeEnum = pgEnum('heating_type', HEATING_TYPES);
export const currencyEnum = pgEnum('currency', CURRENCIES);
export const publishStatusEnum = pgEnum('publish_status', PUBLISH_STATUSES);
export const roleEnum = pgEnum('role', ROLES);
export const accountTypeEnum = pgEnum('account_type', ACCOUNT_TYPES);
export const processingStatusEnum = pgEnum('processing_status', [
  'pending',
  'processing',
  'completed',
  'failed',
]);
