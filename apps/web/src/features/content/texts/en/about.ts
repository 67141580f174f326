import type { Article } from '../article';

export const article: Article = {
  lead: 'Sakhli (სახლი) means “home” in Georgian. We are building the simplest way to find one in Georgia — to buy, to rent for a year or to stay for a few nights — in Georgian, English and Russian.',
  sections: [
    {
      id: 'what-we-do',
      heading: 'What we do',
      blocks: [
        {
          type: 'paragraph',
          text: 'Sakhli brings together apartments and houses for sale, long-term rent and daily rent, with the facts that matter in Georgia shown the same way on every listing: building status, white, green or black frame, floor, cadastral code, price in dollars and lari, and the price per square metre.',
        },
        {
          type: 'list',
          items: [
            '**Search the way you think.** Filters and a map for those who know what they want; an AI assistant for those who would rather describe it in their own words.',
            '**Honest numbers.** Prices in both currencies, [market insights](/market-insights) by district and a [mortgage calculator](/mortgage) on every listing for sale.',
            '**Three languages, fully.** Every page, message and e-mail is in Georgian, English and Russian.',
          ],
        },
      ],
    },
    {
      id: 'where',
      heading: 'Where we work',
      blocks: [
        {
          type: 'paragraph',
          text: 'Sakhli is live in Tbilisi, across all of its districts. Batumi is next; it is marked “Coming soon” until its listings open.',
        },
      ],
    },
    {
      id: 'principles',
      heading: 'What we care about',
      blocks: [
        {
          type: 'list',
          items: [
            'Listings belong to real owners: every account confirms its e-mail, photos are checked, and we act on every report of a suspicious listing.',
            'Your data stays yours: we remove location data from photos, sell nothing to advertisers and keep only what the service needs — see the [privacy policy](/privacy).',
            'Fast on any phone: pages load quickly even on a weak mobile connection.',
          ],
        },
      ],
    },
    {
      id: 'team',
      heading: 'Who we are',
      blocks: [
        {
          type: 'paragraph',
          text: 'A small team in Tbilisi of engineers, designers and people who have rented and bought homes here themselves. We would love to hear what would make Sakhli better — [write to us](/contact).',
        },
      ],
    },
  ],
};
