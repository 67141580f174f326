import type { Article } from '../article';

export const article: Article = {
  lead: 'Answers to the questions we hear most. Can’t find yours? [Contact us](/contact) — we answer within one working day.',
  sections: [
    {
      id: 'searching',
      heading: 'Searching',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              question: 'How do I switch between sale, rent and daily rent?',
              answer:
                'Use the quick links in the top bar: each one combines a listing type with a property type (for example “Apartments for rent”). The active one is highlighted.',
            },
            {
              question: 'How are the results sorted?',
              answer:
                'Newest first by default. The Sort By menu above the results also sorts by price, and by AI Score once you have talked to the assistant. Results come 15 to a page.',
            },
            {
              question: 'Why is Batumi marked “Coming soon”?',
              answer:
                'Sakhli is live in Tbilisi. Batumi listings open soon; until then the city cannot be chosen.',
            },
          ],
        },
      ],
    },
    {
      id: 'filters',
      heading: 'Filters',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              question: 'Where are the detailed filters?',
              answer:
                'In the side panel, on the Filters tab: price (in USD or GEL), size, rooms, bedrooms, bathrooms, district, building and renovation status, furnished, floor for apartments, number of floors for houses and rental period for rentals. Press **Apply Filters** to search.',
            },
            {
              question: 'How do I remove one filter?',
              answer:
                'Every active filter shows as a chip above the results; the cross on a chip removes just that filter.',
            },
            {
              question: 'Are my filters remembered?',
              answer:
                'Yes, for each city, listing type and property type — in your account when you are signed in, otherwise in this browser.',
            },
          ],
        },
      ],
    },
    {
      id: 'map',
      heading: 'Map',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              question: 'How do I see a listing on the map?',
              answer:
                'Press **View on map** on a listing card. Markers show prices (K for thousands, M for millions); nearby listings are grouped until you zoom in.',
            },
            {
              question: 'The map does not load. Can I still search?',
              answer:
                'Yes. The list, filters and listing pages work without the map; a listing page then says “Unable to load map”.',
            },
            {
              question: 'Why does a listing say “Location not available”?',
              answer:
                'The owner has not set an exact point on the map. The street and district are still shown when known.',
            },
          ],
        },
      ],
    },
    {
      id: 'assistant',
      heading: 'AI assistant',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              question: 'What can the assistant do?',
              answer:
                'Describe what you want in your own words — “a two-bedroom flat in Saburtalo under $120,000 with a balcony” — and it sets the filters for you, then gives each result an **AI Score** from 0 to 100 for how well it matches your request.',
            },
            {
              question: 'Do I need an account?',
              answer: 'Yes, the chat needs you to sign in. Searching and filters work without an account.',
            },
            {
              question: 'Which language should I write in?',
              answer:
                'In the language of the interface: Georgian, English or Russian. Switch the language in the top bar.',
            },
            {
              question: 'Is there a limit?',
              answer:
                'Each conversation takes up to 50 messages a day. The History tab keeps your earlier conversations; the clear button starts afresh.',
            },
          ],
        },
      ],
    },
    {
      id: 'owners',
      heading: 'Contacting owners',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              question: 'How do I reach an owner?',
              answer:
                'Press **Call** on a listing card or page to reveal the phone number; on a phone, tap it to call. Mention the listing code so the owner knows which property you mean.',
            },
            {
              question: 'Can I save a listing for later?',
              answer:
                'Press the heart. You need to be signed in; saved listings are under My Favorites in the user menu.',
            },
          ],
        },
      ],
    },
    {
      id: 'listing',
      heading: 'Listing a property',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              question: 'How do I publish a listing?',
              answer:
                'Sign up and confirm your e-mail, then choose **Create Property** in the user menu. Fill in the details and price, pick the address from the suggestions, add photos and submit.',
            },
            {
              question: 'What photos can I upload?',
              answer:
                'At least one and up to 30: JPEG, PNG or WebP, up to 20 MB each. Location data (GPS) is removed from every photo.',
            },
            {
              question: 'When does my listing go live?',
              answer:
                'It is pending while the photos are processed and checked, then becomes active. A listing stays published for 60 days (30 for daily rent).',
            },
            {
              question: 'How do I pause, edit or remove a listing?',
              answer:
                'In **My Properties**: edit, deactivate (hide for a while), activate again or archive. An archived listing can no longer be changed.',
            },
          ],
        },
      ],
    },
    {
      id: 'safety',
      heading: 'Staying safe',
      blocks: [
        {
          type: 'list',
          items: [
            'Never pay a deposit before you have seen the property and checked the Public Registry extract — see the [buying guide](/guides).',
            'Be wary of prices far below the district’s usual level, of owners who are “abroad” and want money to show the flat, and of pressure to decide today.',
            'For daily rentals, do not send prepayments by money transfer to people you cannot identify; ask for a receipt or a contract.',
            'Never share card details, SMS codes or copies of your documents before the deal.',
            'The same photos in several listings with different owners are a sign of a fake. Report such listings to [support@sakhli.ge](mailto:support@sakhli.ge) with the listing code.',
          ],
        },
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              question: 'I forgot my password.',
              answer:
                'Choose “Forgot password?” in the sign-in window and we will e-mail you a link to set a new one. The link works for one hour.',
            },
            {
              question: 'How do I change my e-mail address?',
              answer:
                'Write to [support@sakhli.ge](mailto:support@sakhli.ge) from your current address and we will change it for you.',
            },
            {
              question: 'How do I delete my account?',
              answer:
                'Write to support from the account’s e-mail address. We delete the account, its listings and its photos; see the [privacy policy](/privacy).',
            },
          ],
        },
      ],
    },
  ],
};
