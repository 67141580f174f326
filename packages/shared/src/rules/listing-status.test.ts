import { describe, expect, it } from 'vitest';
import type { PublishStatus } from '../enums';
import {
  availableListingActions,
  canManageListing,
  expiryDateFrom,
  isAutoPublishable,
  isExpired,
  judgeListingAction,
  statusAfterEdit,
  type ListingActor,
} from './listing-status';

const OWNER_ID = 'owner';
const owner: ListingActor = { userId: OWNER_ID, role: 'User' };
const stranger: ListingActor = { userId: 'someone-else', role: 'User' };
const moderator: ListingActor = { userId: 'moderator', role: 'Moderator' };
const admin: ListingActor = { userId: 'admin', role: 'Admin' };
const guest: ListingActor = { userId: null, role: null };
const listing = (publishStatus: string) => ({ userId: OWNER_ID, publishStatus });

describe('the status table of SPEC.md section 4', () => {
  it.each<[PublishStatus | 'Unknown', ListingActor, string[]]>([
    ['Active', owner, ['edit', 'deactivate', 'archive']],
    ['Inactive', owner, ['edit', 'activate', 'archive']],
    ['Pending', owner, ['edit', 'archive']],
    ['Archived', owner, []],
    ['Unknown', owner, ['edit']],
    ['Active', moderator, ['edit', 'deactivate', 'archive']],
    ['Inactive', admin, ['edit', 'activate', 'archive']],
    ['Pending', moderator, ['edit', 'publish', 'archive']],
    ['Pending', admin, ['edit', 'publish', 'archive']],
    ['Archived', admin, []],
    ['Active', stranger, []],
    ['Pending', guest, []],
  ])('%s for %o offers %o on the detail page', (status, actor, buttons) => {
    expect(availableListingActions(listing(status), actor)).toEqual(buttons);
  });

  it('limits archiving a Pending listing to moderators in the my-properties list', () => {
    expect(availableListingActions(listing('Pending'), owner, 'list')).toEqual(['edit']);
    expect(availableListingActions(listing('Pending'), moderator, 'list')).toEqual([
      'edit',
      'publish',
      'archive',
    ]);
    expect(availableListingActions(listing('Active'), owner, 'list')).toEqual([
      'edit',
      'deactivate',
      'archive',
    ]);
  });

  it('tells forbidden (403) from illegal (409)', () => {
    expect(judgeListingAction('publish', listing('Pending'), owner)).toBe('forbidden');
    expect(judgeListingAction('publish', listing('Active'), owner)).toBe('illegal');
    expect(judgeListingAction('publish', listing('Inactive'), moderator)).toBe('illegal');
    expect(judgeListingAction('activate', listing('Active'), owner)).toBe('illegal');
    expect(judgeListingAction('deactivate', listing('Inactive'), owner)).toBe('illegal');
    expect(judgeListingAction('edit', listing('Archived'), admin)).toBe('illegal');
    expect(judgeListingAction('archive', listing('Archived'), owner)).toBe('illegal');
    // Strangers learn nothing about the state: always forbidden.
    expect(judgeListingAction('activate', listing('Active'), stranger)).toBe('forbidden');
    expect(judgeListingAction('edit', listing('Archived'), guest)).toBe('forbidden');
  });

  it('lets only the owner and moderators manage, and never a role that is not one', () => {
    expect(canManageListing({ userId: OWNER_ID }, owner)).toBe(true);
    expect(canManageListing({ userId: OWNER_ID }, moderator)).toBe(true);
    expect(canManageListing({ userId: OWNER_ID }, stranger)).toBe(false);
    expect(canManageListing({ userId: OWNER_ID }, guest)).toBe(false);
    expect(canManageListing({ userId: OWNER_ID }, { userId: OWNER_ID, role: 'Root' as never })).toBe(false);
  });
});

describe('statusAfterEdit', () => {
  it('sends an approved listing edited by its owner back to review under manual mode only', () => {
    expect(statusAfterEdit('Active', owner, 'manual')).toBe('Pending');
    expect(statusAfterEdit('Inactive', owner, 'manual')).toBe('Pending');
    expect(statusAfterEdit('Pending', owner, 'manual')).toBe('Pending');
    expect(statusAfterEdit('Active', moderator, 'manual')).toBe('Active');
    expect(statusAfterEdit('Active', owner, 'auto')).toBe('Active');
    expect(statusAfterEdit('Inactive', owner, 'auto')).toBe('Inactive');
  });
});

describe('isAutoPublishable', () => {
  const ready = {
    publishStatus: 'Pending' as const,
    isRejected: false,
    isHeldByReports: false,
    reviewMode: 'auto' as const,
    photoCount: 3,
    processedPhotoCount: 3,
  };

  it('publishes a Pending, never rejected listing whose photos are all processed, under auto mode', () => {
    expect(isAutoPublishable(ready)).toBe(true);
    expect(isAutoPublishable({ ...ready, reviewMode: 'manual' })).toBe(false);
    expect(isAutoPublishable({ ...ready, processedPhotoCount: 2 })).toBe(false);
    expect(isAutoPublishable({ ...ready, photoCount: 0, processedPhotoCount: 0 })).toBe(false);
    expect(isAutoPublishable({ ...ready, isRejected: true })).toBe(false);
    expect(isAutoPublishable({ ...ready, isHeldByReports: true })).toBe(false);
    expect(isAutoPublishable({ ...ready, publishStatus: 'Inactive' })).toBe(false);
  });
});

describe('expiry', () => {
  const from = new Date('2026-01-01T00:00:00Z');

  it('gives Sale and Rent 60 days, DailyRent 30', () => {
    expect(expiryDateFrom('Sale', from).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(expiryDateFrom('Rent', from).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(expiryDateFrom('DailyRent', from).toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });

  it('counts a listing expired from its expiry date on', () => {
    expect(isExpired('2026-01-01T00:00:00.000Z', from)).toBe(true);
    expect(isExpired(new Date('2026-01-01T00:00:01Z'), from)).toBe(false);
    expect(isExpired(null, from)).toBe(false);
  });
});
