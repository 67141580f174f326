import { z } from 'zod';

/** CONTRACT.md section 3: every error answer has this shape. */
export const ErrorResponse = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Query-string and form values arrive as strings; an empty value means "not set". */
export const emptyToNull = (value: unknown): unknown =>
  value === '' || value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** A non-negative number that may come as a string (query) or a number (JSON); empty means null. */
export const optionalNonNegativeNumber = z.preprocess(
  (value) => {
    const cleaned = emptyToNull(value);
    return typeof cleaned === 'string' ? Number(cleaned) : cleaned;
  },
  z
    .number({ error: 'Must be a number' })
    .finite('Must be a number')
    .nonnegative('Must not be negative')
    .nullable(),
);

export const optionalNonNegativeInteger = z.preprocess(
  (value) => {
    const cleaned = emptyToNull(value);
    return typeof cleaned === 'string' ? Number(cleaned) : cleaned;
  },
  z
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .nonnegative('Must not be negative')
    .max(2_147_483_647, 'Too large')
    .nullable(),
);

export const optionalBoolean = z.preprocess(
  (value) => {
    const cleaned = emptyToNull(value);
    if (cleaned === 'true') return true;
    if (cleaned === 'false') return false;
    return cleaned;
  },
  z.boolean({ error: 'Must be true or false' }).nullable(),
);

/** An enumeration accepted in any letter case (CONTRACT.md: city in any case), returned in its canonical form. */
export function caseInsensitiveEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const match = values.find((candidate) => candidate.toLowerCase() === value.trim().toLowerCase());
    return match ?? value;
  }, z.enum(values));
}
