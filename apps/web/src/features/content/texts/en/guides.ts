import type { Article } from '../article';

export const article: Article = {
  lead: 'Georgia has one of the simplest property systems in the region: ownership is registered in a public online register, a purchase can be registered within days, and foreigners buy on the same terms as citizens. This guide walks through a typical purchase in Tbilisi and what to check at each step.',
  sections: [
    {
      id: 'search',
      heading: '1. Search and shortlist',
      blocks: [
        {
          type: 'paragraph',
          text: 'Start with the [search](/?listingType=Sale&propertyType=Apartment): choose the listing and property type, then narrow down by district, price (in US dollars or lari), size, rooms, building status and renovation. The map shows what is nearby; the AI assistant turns a plain request such as “two bedrooms in Vake under $150,000, renovated” into filters and scores every result.',
        },
        {
          type: 'list',
          items: [
            'Prices in Tbilisi are usually quoted in US dollars; the price per square metre is the fairest way to compare.',
            'Save listings to your favourites, add up to four to the [comparison](/compare) with “Compare” and see them side by side before arranging viewings.',
            'Check the [market insights](/market-insights) to see the median price per m² of each district.',
          ],
        },
      ],
    },
    {
      id: 'viewing',
      heading: '2. Viewing',
      blocks: [
        {
          type: 'paragraph',
          text: 'Visit at different times of day if you can. Look beyond the decoration: the state of the building and the entrance, the lift, water pressure, heating (most flats have an individual gas boiler), windows, damp in corners, noise from the street and neighbours, parking.',
        },
        {
          type: 'list',
          items: [
            'Ask the owner for the **cadastral code** and an extract from the Public Registry before you pay anything.',
            'In a new building, ask about the developer’s finished projects, the completion date and exactly what the handover condition includes.',
            'Ask whether utility bills (gas, electricity, water, waste) are paid: debts stay with the meter.',
          ],
        },
      ],
    },
    {
      id: 'registry',
      heading: '3. Check the Public Registry extract',
      blocks: [
        {
          type: 'paragraph',
          text: 'Every registered property has an extract (ამონაწერი) at the National Agency of Public Registry. Anyone can look it up by cadastral code at [napr.gov.ge](https://napr.gov.ge) free of charge. The extract shows:',
        },
        {
          type: 'list',
          items: [
            'the owner or owners — every one of them must agree to the sale and sign, in person or through a notarised power of attorney;',
            'the registered area and, for land, the boundaries on the cadastral map;',
            'mortgages, seizures (ყადაღა), tax liens, leases and other encumbrances that would pass to you.',
          ],
        },
        {
          type: 'note',
          text: 'Get a fresh extract on the day of the deal and compare the seller’s ID with the owner named in it. Never pay a deposit to someone who is not the registered owner or their notarised representative.',
        },
      ],
    },
    {
      id: 'cadastral-code',
      heading: '4. The cadastral code',
      blocks: [
        {
          type: 'paragraph',
          text: 'The cadastral code identifies a property in the register, for example 01.14.12.005.024.01.500. The first groups identify the zone, sector, quarter and land plot; further groups identify the building and the individual apartment.',
        },
        {
          type: 'paragraph',
          text: 'If an apartment in a new building has no code of its own yet, it is usually still owned by the developer. You then sign a contract with the developer rather than a sale agreement; check that the developer owns the land and holds a construction permit, and that the contract sets a completion date and penalties for delay.',
        },
      ],
    },
    {
      id: 'registration',
      heading: '5. Sign and register',
      blocks: [
        {
          type: 'list',
          isOrdered: true,
          items: [
            'Agree the price, the payment method and the handover date in writing.',
            'Sign the sale agreement at a Public Service Hall (იუსტიციის სახლი) or at a notary; both parties bring their ID card or passport.',
            'The Public Registry registers the new owner, usually within a few working days; faster service costs more. The current fees are on [napr.gov.ge](https://napr.gov.ge).',
            'Pay by bank transfer, ideally after the registration or through a bank’s secure payment service, and keep every receipt.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Documents are in Georgian. If you do not read Georgian, ask for a bilingual agreement or bring a translator; a notary can arrange a sworn translation.',
        },
      ],
    },
    {
      id: 'taxes',
      heading: '6. Taxes and fees',
      blocks: [
        {
          type: 'list',
          items: [
            'There is no transfer tax or stamp duty for the buyer: you pay the registration fee and, if you use one, the notary and the translator.',
            'Agents usually charge 2–3% of the price; agree in writing who pays the commission.',
            'A private seller who has owned a home for less than two years owes income tax on the gain.',
            'Owners pay an annual property tax only when their family’s annual income exceeds 40,000 lari; the rate depends on income and is at most 1% of the property’s value.',
          ],
        },
        {
          type: 'note',
          text: 'This guide is general information, not legal or tax advice. For a large purchase, a lawyer’s check of the documents is money well spent.',
        },
      ],
    },
    {
      id: 'foreigners',
      heading: '7. Buying as a foreigner',
      blocks: [
        {
          type: 'paragraph',
          text: 'Foreign citizens and companies can buy apartments, houses, commercial property and non-agricultural land in their own name, with the same procedure as Georgians. A passport is enough; a Georgian bank account is useful but not required.',
        },
        {
          type: 'paragraph',
          text: '**Agricultural land is the exception**: foreigners cannot buy it, apart from narrow cases set by law. Check the land category in the extract before buying a house with a large plot outside the city.',
        },
        {
          type: 'paragraph',
          text: 'Owning residential property of sufficient value can be grounds for a temporary residence permit; check the current threshold and documents with the Public Service Hall.',
        },
      ],
    },
    {
      id: 'mortgage',
      heading: '8. Mortgage basics',
      blocks: [
        {
          type: 'list',
          items: [
            'Georgian banks lend in lari and, to borrowers with income in foreign currency, in US dollars; by National Bank rules, smaller loans to individuals are issued in lari.',
            'Expect a down payment of at least 15–20%, terms of up to 20 years and interest that depends on the currency: lari loans cost more than dollar loans.',
            'The bank checks your income: the monthly payments must stay within a share of it set by the National Bank.',
            'Developers often offer interest-free instalments for apartments under construction — compare the total with a bank loan.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Try the [mortgage calculator](/mortgage) to see the monthly payment for a price, down payment, rate and term.',
        },
      ],
    },
    {
      id: 'building-status',
      heading: '9. Building status and frame terms',
      blocks: [
        {
          type: 'paragraph',
          text: 'Listings describe the building as **new** (built in recent years), **old** (mostly Soviet-era blocks and older houses) or **under construction**. New apartments are often sold unfinished, in one of three “frame” conditions:',
        },
        {
          type: 'terms',
          items: [
            {
              term: 'Black frame',
              swatch: 'black',
              text: 'Bare structure: outer walls and floor slabs, often without inner walls, plaster, screed or windows. Everything else is up to you; the cheapest option and the one that takes longest to finish.',
            },
            {
              term: 'White frame',
              swatch: 'white',
              text: 'Plastered walls, a floor screed, windows and an entrance door; electricity, water and sewage pipes are brought in. You still need floors, paint, doors, a bathroom and a kitchen.',
            },
            {
              term: 'Green frame',
              swatch: 'green',
              text: 'One step further than white frame: walls are levelled and ready for paint or wallpaper, and heating, sockets and sometimes inner doors are installed. You choose the final finishes.',
            },
            {
              term: 'Renovated',
              text: 'Ready to live in. “Newly renovated” means a recent full renovation; “old renovation” means liveable, but dated.',
            },
          ],
        },
      ],
    },
    {
      id: 'checklist',
      heading: 'Checklist before you pay',
      blocks: [
        {
          type: 'list',
          items: [
            'A fresh Public Registry extract with no mortgage, seizure or lien you have not agreed to.',
            'The seller is the registered owner (every co-owner signs) or has a notarised power of attorney.',
            'Utility bills are settled and the meter readings are written into the handover record.',
            'You have seen the property in person, and the price is close to the district’s median — a deal far below the market is a warning sign.',
          ],
        },
        { type: 'paragraph', text: 'More tips on avoiding scams are in the [help center](/help).' },
      ],
    },
  ],
};
