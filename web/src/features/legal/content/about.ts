import type { LegalDocument } from '../legal-types';

const about: LegalDocument = {
  summary:
    '{product} helps small-business owners advertise on Google with the confidence of an agency and the budget of a small business.',
  sections: [
    {
      heading: 'Why we built it',
      blocks: [
        'Google Ads can bring a local business its best customers, or quietly spend its budget on clicks that never buy. Most owners do not have the time to learn match types, negative keywords and bidding, and a good agency costs more than their whole ad budget.',
        '{product} closes that gap. You describe your business in plain words; we turn it into a campaign a professional would be proud of, explain every choice, and stay on hand for the questions that come after.',
      ],
    },
    {
      heading: 'What it does',
      blocks: [
        {
          list: [
            'A five-step form captures your business, objective (sales, leads or website traffic), campaign type, locations, language, keywords and weekly budget.',
            'An AI strategist writes a complete plan: audiences, keyword groups with phrase and exact match, negative keywords, responsive search ad copy and budget guidance.',
            'An advertising assistant answers follow-up questions in plain language, in English or Spanish.',
            'On Premium, {product} creates the campaign in your own Google Ads account: paused, so nothing is spent until you review it.',
          ],
        },
      ],
    },
    {
      heading: 'What we believe',
      blocks: [
        {
          list: [
            'Your account stays yours. Campaigns live in your Google Ads account and Google bills you directly; you can revoke our access at any time.',
            'Clear numbers beat big promises. We tell you what a click and a lead should cost, not how rich you will get.',
            'Cancelling should be as easy as signing up.',
          ],
        },
      ],
    },
    {
      heading: 'Contact',
      blocks: ['We read every message: {email}. We answer in English and Spanish.'],
    },
  ],
};

export default about;
