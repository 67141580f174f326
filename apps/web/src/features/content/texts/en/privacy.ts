import type { Article } from '../article';

export const article: Article = {
  lead: 'We keep only what Sakhli needs to work, we sell nothing to advertisers, and you can ask us at any time what we hold about you. Last updated: 1 November 2026.',
  sections: [
    {
      id: 'who',
      heading: '1. Who we are',
      blocks: [
        {
          type: 'paragraph',
          text: 'Sakhli, 12 Merab Kostava Street, Tbilisi, is responsible for the personal data described here. Write to [support@sakhli.ge](mailto:support@sakhli.ge) with any question about it.',
        },
      ],
    },
    {
      id: 'what',
      heading: '2. What we store',
      blocks: [
        {
          type: 'terms',
          items: [
            {
              term: 'Account',
              text: 'Your e-mail address, name and display name, language, role, and the social sign-in provider if you use one. Your password is stored only as a one-way hash that nobody can read back.',
            },
            {
              term: 'Listings',
              text: 'Everything you enter: the property’s details, price, address and map position, and the phone number, which visitors see when they press Call. We count views once per visitor per day, without building profiles.',
            },
            {
              term: 'Photos',
              text: 'Your photos in resized copies. Location (GPS) and other camera metadata are removed from every photo when it is uploaded.',
            },
            {
              term: 'Searches',
              text: 'Your saved filters for each city and property type, your favourites, and your conversations with the AI assistant, so you can continue them.',
            },
            {
              term: 'Technical logs',
              text: 'IP address, time and the page or request, kept for up to 30 days to keep the service secure and to fix errors.',
            },
          ],
        },
      ],
    },
    {
      id: 'browser',
      heading: '3. Cookies and browser storage',
      blocks: [
        {
          type: 'paragraph',
          text: 'Sakhli sets no advertising or analytics cookies. It keeps these entries in your browser’s local storage:',
        },
        {
          type: 'list',
          items: [
            '**sakhli_access_token, sakhli_refresh_token, sakhli_token_expiry, sakhli_user_info** — keep you signed in; removed when you sign out.',
            '**sakhli_guest_id** — a random identifier that remembers your filters when you are not signed in.',
            '**sakhli_chat_id_…** — your current conversation with the assistant for each city, listing type, property type and language.',
            '**selectedLanguage, selectedCity** — your language and city.',
            '**sakhli_confirmation_secret** — kept after you sign up, so that the confirmation link opened in this browser confirms your address with one click; deleted once used.',
            '**oauth_state, oauth_provider, oauth_return_url, oauth_browser_secret** — kept in the tab’s session storage only during social sign-in, and deleted right after.',
          ],
        },
        {
          type: 'paragraph',
          text: 'You can clear them in your browser settings at any time; you will then be signed out and your guest filters forgotten.',
        },
      ],
    },
    {
      id: 'why',
      heading: '4. Why we use it',
      blocks: [
        {
          type: 'list',
          items: [
            'To provide the service you asked for: your account, your listings, search and the assistant.',
            'To keep Sakhli safe: to stop fraud, spam and abuse, and to act on reports of suspicious listings.',
            'To meet legal obligations, for example requests from courts and authorities under Georgian law.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We do not sell personal data, show targeted advertising or use your data to build advertising profiles.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: '5. Who else sees it',
      blocks: [
        {
          type: 'list',
          items: [
            'Everyone sees published listings; the phone number is shown to visitors who press Call.',
            'Our hosting, storage and e-mail providers process data on our behalf, under contract and only on our instructions.',
            'Your browser loads map images from the map tile server, which sees your IP address as with any website.',
            'If the assistant uses an external AI model, the text of your messages is sent to that provider to produce a reply — never your e-mail or password.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: '6. How long we keep it',
      blocks: [
        {
          type: 'paragraph',
          text: 'Account data is kept while your account exists. When you delete your account, we delete it together with your listings, photos, favourites, filters and conversations within 30 days, except what the law requires us to keep longer.',
        },
      ],
    },
    {
      id: 'rights',
      heading: '7. Your rights',
      blocks: [
        {
          type: 'paragraph',
          text: 'Under the Law of Georgia on Personal Data Protection you may ask to see your data, to correct or delete it, to restrict its use, to object to it and to receive a copy. Write to [support@sakhli.ge](mailto:support@sakhli.ge); we answer within 10 working days. You can also complain to the Personal Data Protection Service of Georgia.',
        },
      ],
    },
  ],
};
