import type { Property } from '@sakhli/shared/schemas/property';

export interface MyPropertiesStats {
  total: number;
  active: number;
  inactive: number;
  views: number;
}

/**
 * SPEC.md section 9 'Stats': the total is the list's totalCount; active counts only the Active items of the
 * page shown, inactive every other item of it (Inactive, Pending, Archived); views add up the page's items.
 */
export function myPropertiesStats(
  page: { items: Pick<Property, 'publishStatus' | 'viewCount'>[]; totalCount: number } | undefined,
): MyPropertiesStats {
  const items = page?.items ?? [];
  const active = items.filter((item) => item.publishStatus === 'Active').length;
  return {
    total: page?.totalCount ?? 0,
    active,
    inactive: items.length - active,
    views: items.reduce((sum, item) => sum + item.viewCount, 0),
  };
}
