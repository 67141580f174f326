import { z } from 'zod';
import { roundCoordinate } from '../rules/address-validity';
import { PROPERTY_MESSAGES as M } from './property-messages';

/** The fields of the listing payload (property-payload.ts), each with the SPEC's message for every problem. */

/** Form inputs give strings (or NaN when empty), JSON gives numbers; empty counts as missing. */
function toNumberInput(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value.trim());
  if (typeof value === 'number' && Number.isNaN(value)) return undefined;
  return value;
}

/** A number whose every problem (missing, not a number, too small) reads as the SPEC's one message. */
export function numberInput(
  message: string,
  bounds: { min?: number; above?: number; max: number; int?: boolean },
) {
  let schema = z.number({ error: message });
  if (bounds.int) schema = schema.int(M.wholeNumber);
  if (bounds.above !== undefined) schema = schema.gt(bounds.above, message);
  if (bounds.min !== undefined) schema = schema.min(bounds.min, message);
  return z.preprocess(toNumberInput, schema.max(bounds.max, M.tooLarge));
}

/** An optional number: absent, null or empty is null; anything given is checked. */
export function optionalNumberInput(message: string, bounds: { min: number; max: number }) {
  return z.preprocess(
    (value) => toNumberInput(value) ?? null,
    z.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message).nullable(),
  );
}

export const cents = (value: number) => Math.round(value * 100) / 100;
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: M.optionRequired });
export const flag = z.boolean({ error: M.optionRequired }).default(false);
export const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    z.string({ error: message }).trim().max(max, message).nullable(),
  );

/** +995 and 9 digits, stored without spaces; a 9-digit local number gets the country code. */
export const PhoneNumber = z.string({ error: M.phoneRequired }).transform((value, context) => {
  const digits = value.replace(/[\s\-().]/g, '');
  // One message per problem, and no aborting issue: the checks across fields still run.
  if (digits === '') context.addIssue({ code: 'custom', message: M.phoneRequired });
  else if (!/^(?:\+?995)?\d{9}$/.test(digits)) context.addIssue({ code: 'custom', message: M.phoneInvalid });
  else return `+995${digits.slice(-9)}`;
  return z.NEVER;
});

const Coordinate = z.preprocess(
  (value) => toNumberInput(value) ?? 0,
  z.number({ error: M.addressNotSelected }).transform(roundCoordinate),
);

export const Location = z.preprocess(
  (value) => value ?? {},
  z.object(
    {
      districtId: numberInput(M.districtRequired, { min: 1, max: 2_147_483_647, int: true }),
      streetNameGeo: optionalText(200, M.streetNameTooLong),
      streetNameEng: optionalText(200, M.streetNameTooLong),
      latitude: Coordinate,
      longitude: Coordinate,
    },
    { error: M.addressNotSelected },
  ),
);

export const ApartmentPart = z
  .object({
    floor: numberInput(M.floorMin, { min: 1, max: 300, int: true }),
    totalFloorsBuilding: numberInput(M.totalFloorsMin, { min: 1, max: 300, int: true }),
  })
  .refine((part) => part.floor <= part.totalFloorsBuilding, { error: M.floorAboveTotal, path: ['floor'] });

export const HousePart = z.object({
  landArea: numberInput(M.landAreaPositive, { above: 0, max: 1_000_000_000 }).transform(cents),
  hasGarden: flag,
  hasGarage: flag,
  parkingSpots: numberInput(M.parkingSpotsMin, { min: 0, max: 100, int: true }).default(0),
  numberOfFloors: numberInput(M.numberOfFloorsMin, { min: 1, max: 100, int: true }).default(1),
});
export type ApartmentPart = z.output<typeof ApartmentPart>;
export type HousePart = z.output<typeof HousePart>;

export const PhotoRef = z.object({
  imageId: numberInput(M.photoNotFound, { min: 1, max: 2_147_483_647, int: true }),
  sortOrder: numberInput(M.wholeNumber, { min: 0, max: 10_000, int: true }).optional(),
});
