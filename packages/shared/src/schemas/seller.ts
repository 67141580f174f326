import { z } from 'zod';
import { ACCOUNT_TYPES } from '../enums';

/** An agency's or developer's name: required for those account types, at most 100 characters. */
export const AGENCY_NAME_MAX = 100;

export const SELLER_MESSAGES = {
  agencyNameRequired: 'Agency name is required for agencies and developers',
  agencyNameTooLong: 'Must be at most 100 characters',
  accountTypeInvalid: 'Account type must be Owner, Agency or Developer',
} as const;

export const AccountTypeField = z.enum(ACCOUNT_TYPES, { error: SELLER_MESSAGES.accountTypeInvalid });

/** The profile's agency name: blank is no name (null), absent keeps the current one; checked after trimming. */
export const AgencyNameField = z
  .string()
  .trim()
  .max(AGENCY_NAME_MAX, SELLER_MESSAGES.agencyNameTooLong)
  .nullish()
  .transform((value) => (value ? value : value === undefined ? undefined : null));

/**
 * Who sells a listing, as cards and the detail page show it: an owner by the account type alone, an
 * agency or developer by its name and logo; never more contact details than the listing already shows.
 */
export const SellerBlock = z.object({
  id: z.string(),
  accountType: AccountTypeField,
  /** Null for an owner. */
  agencyName: z.string().nullable(),
  /** Null for an owner and for an agency without a logo. */
  logoUrl: z.string().nullable(),
  isVerified: z.boolean(),
});
export type SellerBlock = z.infer<typeof SellerBlock>;

/** The admin's verified-badge switch (`PUT /api/admin/users/{id}/verified`). */
export const UpdateVerifiedRequest = z.object({
  isVerified: z.boolean({ error: 'isVerified must be true or false' }),
});
export type UpdateVerifiedRequest = z.infer<typeof UpdateVerifiedRequest>;
