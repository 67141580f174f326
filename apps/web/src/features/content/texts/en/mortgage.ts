import type { Article } from '../article';

export const article: Article = {
  lead: 'Change the price, the down payment, the rate or the term and the figures update at once. The calculator assumes a fixed-rate loan repaid in equal monthly payments, the way most Georgian banks quote mortgages.',
  sections: [
    {
      id: 'how-it-works',
      heading: 'How the payment is calculated',
      blocks: [
        {
          type: 'paragraph',
          text: 'The loan is the price minus your down payment. Each month you pay the same amount; at first most of it is interest, and towards the end most of it repays the loan. With a monthly rate r (the yearly rate divided by 12) and n monthly payments, the payment is **loan × r ÷ (1 − (1 + r)^−n)**. At a 0% rate it is simply the loan divided by the number of months.',
        },
        {
          type: 'list',
          items: [
            '**Total interest** is everything you pay the bank above the loan itself.',
            '**Total of all payments** is the loan plus the interest, without the down payment.',
            'The down payment amount and percentage are linked: change either one and the other follows.',
          ],
        },
      ],
    },
    {
      id: 'tips',
      heading: 'Before you talk to a bank',
      blocks: [
        {
          type: 'list',
          items: [
            'Compare offers by the **effective interest rate**: banks must state it, and it includes fees and insurance that the nominal rate leaves out.',
            'Borrow in the currency you earn in. If your salary is in lari, a dollar loan grows whenever the lari weakens.',
            'A larger down payment lowers both the monthly payment and the total interest; a longer term lowers the payment but raises the interest.',
            'Ask about early repayment: how much it costs and whether you can repay part of the loan without a fee.',
            'Budget for the valuation report, property and life insurance, and the registration of the mortgage in the Public Registry.',
          ],
        },
        {
          type: 'note',
          text: 'The results are an estimate for comparison, not an offer. Your bank sets the final rate and terms after checking your income and the property. The [buying guide](/guides) explains the rest of the purchase.',
        },
      ],
    },
  ],
};
