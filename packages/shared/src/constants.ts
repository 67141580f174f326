/** Business constants of SPEC.md section 9: each lives here once. */
export const PRODUCT_NAME = 'Sakhli';
export const STORAGE_PREFIX = 'sakhli_';

export const PAGE_SIZE = 15;
export const CHUNK_SIZE = 5;
export const MAX_PAGE_SIZE = 100;
export const PAGINATION_WINDOW = 5;
export const MY_PROPERTIES_PAGE_SIZE = 15;

export const DEFAULT_LANGUAGE = 'ka';
export const DEFAULT_CITY = 'Tbilisi';
export const DEFAULT_LISTING_TYPE = 'Sale';
export const DEFAULT_PROPERTY_TYPE = 'Apartment';

export const MORTGAGE_DEFAULTS = { downPaymentPercent: 20, annualRatePercent: 6.5, termYears: 30 } as const;

export const CAROUSEL_PRELOAD = 3;
export const LIGHTBOX_PRELOAD = 2;

export const MAP = {
  tbilisiCenter: { lat: 41.7151, lng: 44.8271 },
  batumiCenter: { lat: 41.6168, lng: 41.6367 },
  zoomWithCoordinates: 16,
  zoomDetailsWithout: 13,
  zoomPickerWithout: 12,
  detailsHeightPx: 400,
  pickerHeightPx: 300,
  coordinateDecimals: 6,
  /** The edit form puts the listing's address back into the address widget this long after it opens. */
  existingAddressDelayMs: 1000,
} as const;

/**
 * The most listings a map answer sends one by one (decision 025): beyond it, the server groups them into
 * clusters of the map's zoom, as many as a screen shows.
 */
export const MAP_POINTS_LIMIT = 5_000;

export const LAYOUT = { topBarPx: 64, sidePanelPx: 400, dashboardMenuPx: 280, contentWidthPx: 1200 } as const;

export const TOKEN_EXPIRY_MARGIN_SECONDS = 60;
export const TOKEN_REFRESH_BEFORE_SECONDS = 300;
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600;
export const REDIRECT_DELAY_MS = 2000;

export const PASSWORD_SIGNUP = { min: 8, max: 128 } as const;
export const PASSWORD_CHANGE_MIN = 6;

export const CHAT_MESSAGES_PER_DAY = 50;
/** Longest chat message a visitor may send (characters, after trimming). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Chats the History sub-tab lists, the most recently used first. */
export const CHAT_HISTORY_LIMIT = 50;
export const GUEST_CHAT_LIMIT = 10;

export const PHOTOS = { maxPerListing: 30, maxBytes: 20 * 1024 * 1024, maxPixels: 50_000_000 } as const;

/** Days a listing stays published before it expires, by listing type. */
export const LISTING_LIFETIME_DAYS = { Sale: 60, Rent: 60, DailyRent: 30 } as const;

/** Favourites a user can keep: bounds GET /api/Favorite, which answers them all at once. */
export const MAX_FAVORITES_PER_USER = 500;
/** How long a card shows a listing's price drop ("−5 %") after it (decision 035). */
export const PRICE_DROP_BADGE_DAYS = 30;

export const ADMIN_USERS_PAGE_SIZE = 20;

/** Inquiry fields' lengths (the per-client and per-listing caps are RATE_LIMIT_INQUIRIES_* variables). */
export const INQUIRY_FIELD_LIMITS = { name: 100, phone: 30, message: 2000 } as const;

/** SPEC.md section 3 'Process report': its ten sections, in the order they are shown. */
export const PROCESS_REPORT_SECTIONS = [
  'conditionAndRenovation',
  'naturalLightAndWindows',
  'furnitureAndInterior',
  'bathroomAndSanitaryArea',
  'bedroomAndLayout',
  'balconyAndView',
  'cleanlinessAndMaintenance',
  'styleAndVibe',
  'exteriorAndBuildingSurroundings',
  'outdoorAreas',
] as const;
export type ProcessReportSection = (typeof PROCESS_REPORT_SECTIONS)[number];

/** At most this many districts in one search (the filter's `districtIds`, decision 040). */
export const MAX_DISTRICT_IDS = 10;

/** Owner statistics and shortlists (decision 041). */
export const STATISTICS_DAYS = 30;
export const SIMILAR_LISTINGS_COUNT = 6;
export const MAX_COMPARED_LISTINGS = 4;
export const FAVORITE_NOTE_MAX_LENGTH = 500;
export const RECENTLY_VIEWED_MAX = 20;
