import type { AccountType } from '@sakhli/shared/enums';
import type { SellerBlock } from '@sakhli/shared/schemas/seller';

/**
 * Where a logo is loaded from: the API streams it from storage whatever the storage is, so the URL needs no
 * storage adapter (the User read model is built in many places). The key names the version: a new logo is a
 * new URL, so the old one may be cached for ever.
 */
export function logoUrlOf(userId: string, logoKey: string | null): string | null {
  if (!logoKey) return null;
  const version = logoKey.slice(logoKey.lastIndexOf('/') + 1).replace(/\.webp$/, '');
  return `/api/Agency/${userId}/logo?v=${encodeURIComponent(version)}`;
}

export interface SellerFields {
  id: string;
  accountType: AccountType;
  agencyName: string | null;
  logoKey: string | null;
  isVerified: boolean;
}

/** The seller block of cards and the detail page: an owner is only an owner (no name, no logo). */
export function toSellerBlock(seller: SellerFields): SellerBlock {
  const isOwner = seller.accountType === 'Owner';
  return {
    id: seller.id,
    accountType: seller.accountType,
    agencyName: isOwner ? null : seller.agencyName,
    logoUrl: isOwner ? null : logoUrlOf(seller.id, seller.logoKey),
    isVerified: seller.isVerified,
  };
}
