/** The information pages, in footer and side-navigation order; `key` names their texts in the content namespace. */
export const CONTENT_PAGES = [
  { key: 'guides', path: '/guides', group: 'resources' },
  { key: 'mortgage', path: '/mortgage', group: 'resources' },
  { key: 'marketInsights', path: '/market-insights', group: 'resources' },
  { key: 'help', path: '/help', group: 'resources' },
  { key: 'about', path: '/about', group: 'company' },
  { key: 'contact', path: '/contact', group: 'company' },
  { key: 'terms', path: '/terms', group: 'company' },
  { key: 'privacy', path: '/privacy', group: 'company' },
] as const;
export type ContentPageKey = (typeof CONTENT_PAGES)[number]['key'];

/** SPEC.md footer search links. */
export const FOOTER_SEARCH_LINKS = [
  { key: 'apartments', path: '/search?type=apartment' },
  { key: 'houses', path: '/search?type=house' },
  { key: 'newBuildings', path: '/search?feature=new' },
  { key: 'luxury', path: '/search?feature=luxury' },
] as const;

export const SUPPORT_CONTACT = {
  email: 'support@sakhli.ge',
  phone: '+995 32 2 00 00 00',
} as const;
