import type { City, ListingType, PropertyType, PublishStatus } from '@sakhli/shared/enums';
import {
  generateListing,
  pickDistrict,
  type ListingDraft,
  type ListingOwner,
  type SeedDistrict,
} from './listing-generator';
import type { Random } from './random';
import type { SeededUsers } from './users';

/** How many demo listings each city gets (the demo accounts' ones included). */
export const DEMO_LISTING_COUNTS: Readonly<Record<City, number>> = { Tbilisi: 1600, Batumi: 320 };

interface Wish {
  city: City;
  owner: ListingOwner;
  publishStatus?: PublishStatus;
  propertyType?: PropertyType;
  listingType?: ListingType;
  rejectionReason?: string;
}

/** The private demo owner: one listing in every state, so the dashboard shows each of them. */
function ownerWishes(owner: ListingOwner): Wish[] {
  const wish = (
    publishStatus: PublishStatus,
    propertyType: PropertyType,
    listingType: ListingType,
    rejectionReason?: string,
  ): Wish => ({
    city: 'Tbilisi',
    owner,
    publishStatus,
    propertyType,
    listingType,
    rejectionReason,
  });
  return [
    wish('Active', 'Apartment', 'Sale'),
    wish('Active', 'Apartment', 'Rent'),
    wish('Active', 'Apartment', 'DailyRent'),
    wish('Active', 'House', 'Sale'),
    wish('Active', 'Apartment', 'Sale'),
    wish('Active', 'House', 'Rent'),
    wish('Inactive', 'Apartment', 'Rent'),
    wish('Inactive', 'Apartment', 'Sale'),
    wish('Pending', 'Apartment', 'Sale'),
    wish('Pending', 'House', 'DailyRent'),
    wish('Archived', 'Apartment', 'Sale'),
    wish(
      'Archived',
      'Apartment',
      'Rent',
      'The photos do not show this apartment. Please upload photos of the property itself.',
    ),
  ];
}

function agentWishes(agent: ListingOwner): Wish[] {
  const statuses: PublishStatus[] = ['Inactive', 'Inactive', 'Inactive', 'Pending', 'Pending'];
  return Array.from({ length: 60 }, (_, index) => ({
    city: index < 45 ? 'Tbilisi' : 'Batumi',
    owner: agent,
    publishStatus: statuses[index] ?? 'Active',
  }));
}

const DAY = 86_400_000;

/** Every demo listing, oldest first (so ids and listing codes grow with time as they would). */
export function planDemoListings(
  random: Random,
  context: { districts: Readonly<Record<City, SeedDistrict[]>>; users: SeededUsers; now: Date; rate: number },
): ListingDraft[] {
  const wishes = [...ownerWishes(context.users.owner), ...agentWishes(context.users.agent)];
  for (const city of ['Tbilisi', 'Batumi'] as const) {
    const planned = wishes.filter((wish) => wish.city === city).length;
    for (let index = planned; index < DEMO_LISTING_COUNTS[city]; index += 1) {
      wishes.push({ city, owner: random.pick(context.users.sellers) });
    }
  }
  const drafts = wishes.map((wish) => {
    const draft = generateListing(random, pickDistrict(random, context.districts[wish.city]), {
      ...wish,
      now: context.now,
      rate: context.rate,
    });
    if (wish.publishStatus === 'Pending') {
      // Waiting for review: submitted in the last two days.
      const createdAt = new Date(context.now.getTime() - random.between(0.1, 2) * DAY);
      draft.row = { ...draft.row, createdAt, updatedAt: createdAt };
      draft.views = random.int(0, 3);
    }
    if (wish.rejectionReason) draft.row = { ...draft.row, rejectionReason: wish.rejectionReason };
    return draft;
  });
  return drafts.sort((a, b) => (a.row.createdAt?.getTime() ?? 0) - (b.row.createdAt?.getTime() ?? 0));
}
