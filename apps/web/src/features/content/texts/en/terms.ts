import type { Article } from '../article';

export const article: Article = {
  lead: 'These terms apply to everyone who uses Sakhli, with or without an account. By using the service you accept them. Last updated: 1 November 2026.',
  sections: [
    {
      id: 'service',
      heading: '1. The service',
      blocks: [
        {
          type: 'paragraph',
          text: 'Sakhli is a listing platform: owners publish properties for sale and rent, and visitors search and contact them. We are not a party to any sale or lease, we are not an estate agent, and we do not handle payments between buyers, tenants and owners.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: '2. Accounts',
      blocks: [
        {
          type: 'list',
          items: [
            'You must be at least 18 years old and give a working e-mail address, which you confirm.',
            'Keep your password to yourself; you are responsible for what is done with your account.',
            'One person or company may hold several accounts only for genuinely separate businesses.',
          ],
        },
      ],
    },
    {
      id: 'listings',
      heading: '3. Your listings',
      blocks: [
        {
          type: 'list',
          items: [
            'List only property you own or are authorised to offer, and describe it truthfully: price, size, floor, condition, location and photos of that very property.',
            'Keep listings current: deactivate or archive a listing once the property is sold or let.',
            'You may not refuse or favour people on the grounds of ethnicity, religion, nationality, gender or disability.',
            'The phone number you give is shown to visitors who press Call.',
          ],
        },
      ],
    },
    {
      id: 'prohibited',
      heading: '4. What is not allowed',
      blocks: [
        {
          type: 'list',
          items: [
            'Fake listings, bait prices, or listings that ask for payment before a viewing.',
            'Photos or texts you have no right to use, and personal data of other people.',
            'Copying listings in bulk, automated scraping, or attempts to break or overload the service.',
            'Using contact details from Sakhli for advertising or spam.',
          ],
        },
      ],
    },
    {
      id: 'moderation',
      heading: '5. Review and moderation',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may review any listing before or after publication, ask for proof of ownership, and reject, hide or archive listings that break these terms; a rejected listing shows its owner the reason. We may suspend accounts that break the rules repeatedly or seriously.',
        },
      ],
    },
    {
      id: 'estimates',
      heading: '6. AI Score, insights and calculators',
      blocks: [
        {
          type: 'paragraph',
          text: 'The AI Score, market insights and the mortgage calculator are automated estimates to help you compare. They are not valuations, financial advice or offers of credit, and they can be wrong. Check the facts of any property yourself — the [buying guide](/guides) explains how.',
        },
      ],
    },
    {
      id: 'content',
      heading: '7. Content you publish',
      blocks: [
        {
          type: 'paragraph',
          text: 'You keep the rights to your photos and texts. You allow us to store, resize, translate and show them on Sakhli and in links to it for as long as the listing is published, and to keep archived copies as the law requires.',
        },
      ],
    },
    {
      id: 'liability',
      heading: '8. Liability',
      blocks: [
        {
          type: 'paragraph',
          text: 'We work to keep Sakhli accurate and available but cannot guarantee either. We are not liable for the content of listings, for the conduct of owners and visitors, or for losses from deals made through the service, except where Georgian law does not allow this to be excluded.',
        },
      ],
    },
    {
      id: 'ending',
      heading: '9. Ending, changes and law',
      blocks: [
        {
          type: 'list',
          items: [
            'You can stop using Sakhli and ask us to delete your account at any time.',
            'We may change these terms; we announce important changes on the site or by e-mail at least 14 days before they apply.',
            'These terms are governed by the law of Georgia; disputes go to the courts of Tbilisi.',
            'Questions about these terms: [support@sakhli.ge](mailto:support@sakhli.ge).',
          ],
        },
      ],
    },
  ],
};
