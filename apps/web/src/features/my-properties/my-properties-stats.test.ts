import { describe, expect, it } from 'vitest';
import type { PublishStatus } from '@sakhli/shared/enums';
import { myPropertiesStats } from './my-properties-stats';

const item = (publishStatus: PublishStatus, viewCount: number) => ({ publishStatus, viewCount });

describe('myPropertiesStats (SPEC.md section 9 Stats)', () => {
  it('takes the total from totalCount, counts Active items of the page as active and every other as inactive', () => {
    const page = {
      totalCount: 40,
      items: [
        item('Active', 10),
        item('Active', 5),
        item('Inactive', 1),
        item('Pending', 0),
        item('Archived', 4),
      ],
    };
    expect(myPropertiesStats(page)).toEqual({ total: 40, active: 2, inactive: 3, views: 20 });
  });

  it('is all zero before the first page arrives and for an empty page', () => {
    expect(myPropertiesStats(undefined)).toEqual({ total: 0, active: 0, inactive: 0, views: 0 });
    expect(myPropertiesStats({ totalCount: 0, items: [] })).toEqual({
      total: 0,
      active: 0,
      inactive: 0,
      views: 0,
    });
  });
});
