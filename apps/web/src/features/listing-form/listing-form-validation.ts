import { ADDRESS_MESSAGES } from '@sakhli/shared/rules/address-validity';
import { PROPERTY_MESSAGES } from '@sakhli/shared/schemas/property-messages';
import {
  photoListProblem,
  PropertyCreatePayload,
  PropertyUpdatePayload,
  type PhotoUploadState,
  type PropertyPayload,
} from '@sakhli/shared/schemas/property-payload';
import { ApiError } from '@/lib/api-client';
import {
  CREATE_DEFAULTS,
  payloadInputOf,
  type ListingFormField,
  type ListingFormValues,
} from './listing-form-values';

export type ListingFormMode = 'create' | 'edit';

/** Where a problem shows: a field, the photo list, or (for nothing more specific) the whole form. */
export type ProblemTarget = ListingFormField | 'photos';

/** A problem to show: where, and the translation key (listingForm namespace) with its values. */
export interface FormProblem {
  target: ProblemTarget;
  key: string;
  values?: Record<string, number>;
}

const keysByMessage = (messages: Record<string, string>) =>
  new Map(Object.entries(messages).map(([key, message]) => [message, key]));
const PROPERTY_KEYS = keysByMessage(PROPERTY_MESSAGES);
const ADDRESS_KEYS = keysByMessage(ADDRESS_MESSAGES);

/**
 * The translation key of a message of the contract (SPEC.md's words, the schema's and the server's alike).
 * A message the web does not know reads as a plain 'check this value'.
 */
export function messageKey(message: string | null | undefined): string {
  const propertyKey = message ? PROPERTY_KEYS.get(message) : undefined;
  if (propertyKey) return `validation.${propertyKey}`;
  const addressKey = message ? ADDRESS_KEYS.get(message) : undefined;
  return addressKey ? `address.validity.${addressKey}` : 'validation.invalid';
}

const FIELDS = new Set<string>(Object.keys(CREATE_DEFAULTS));

/** The part of the form a payload path belongs to ("location.districtId", "apartment.floor", "photos.2.imageId"). */
export function targetOfPath(path: string): ProblemTarget | null {
  const [head = '', child = ''] = path.split('.');
  if (head === 'location') return child === 'districtId' ? 'districtId' : 'address';
  if (head === 'photos') return 'photos';
  const name = head === 'apartment' || head === 'house' ? child : head;
  return FIELDS.has(name) ? (name as ListingFormField) : null;
}

/** One problem per place, the first one found: the user fixes one thing at a time. */
function firstPerTarget(problems: FormProblem[]): FormProblem[] {
  const seen = new Set<ProblemTarget>();
  return problems.filter((problem) => !seen.has(problem.target) && seen.add(problem.target));
}

/** SPEC.md section 5 photo messages: none, failed ({n}), still uploading, none uploaded. */
export function photoProblem(states: readonly PhotoUploadState[]): FormProblem | null {
  const key = photoListProblem(states);
  if (!key) return null;
  return {
    target: 'photos',
    key: `validation.${key}`,
    values: { n: states.filter((state) => state === 'error').length },
  };
}

export type Verdict =
  { payload: PropertyPayload; problems?: undefined } | { payload?: undefined; problems: FormProblem[] };

/**
 * SPEC.md section 5 'Create and edit property': the form's values checked by the shared payload schema
 * (the very one the server uses), the photos by their upload states. Either the payload to send, or every
 * problem with the field it belongs to.
 */
export function validateListing(
  values: ListingFormValues,
  mode: ListingFormMode,
  photos: readonly { state: PhotoUploadState; imageId: number | null }[],
): Verdict {
  const imageIds = photos.flatMap((photo) => (photo.imageId === null ? [] : [photo.imageId]));
  const schema = mode === 'create' ? PropertyCreatePayload : PropertyUpdatePayload;
  const result = schema.safeParse(payloadInputOf(values, imageIds));
  const problems: FormProblem[] = [];
  const photosProblem = photoProblem(photos.map((photo) => photo.state));
  if (photosProblem) problems.push(photosProblem);
  for (const issue of result.error?.issues ?? []) {
    const target = targetOfPath(issue.path.join('.'));
    if (target) problems.push({ target, key: messageKey(issue.message) });
  }
  if (result.success && problems.length === 0) return { payload: result.data };
  return { problems: firstPerTarget(problems) };
}

/** The field problems of the server's 400 answer (CONTRACT.md: errors by field), on the fields they name. */
export function serverProblems(error: unknown): FormProblem[] {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.errors) return [];
  const problems: FormProblem[] = [];
  for (const [path, messages] of Object.entries(error.errors)) {
    const target = targetOfPath(path);
    if (target) problems.push({ target, key: messageKey(messages[0]) });
  }
  return firstPerTarget(problems);
}

/** The save was refused because the listing changed since the form loaded it (412, If-Match). */
export function isOutdatedSave(error: unknown): boolean {
  return error instanceof ApiError && error.status === 412;
}

/** SPEC.md section 8 'Properties': what a failed save says when no field is to blame. */
export function saveFailureKey(error: unknown, mode: ListingFormMode): string {
  if (error instanceof ApiError) {
    if (isOutdatedSave(error)) return 'errors.outdated';
    if (error.status === 403) return 'errors.notOwned';
    if (error.status === 404) return 'errors.notFound';
    if (error.code === 'PROPERTY_ARCHIVED') return 'errors.archived';
    if (error.code === 'IDEMPOTENCY_CONFLICT') return 'errors.stillSaving';
  }
  return mode === 'create' ? 'create.failed' : 'edit.failed';
}
