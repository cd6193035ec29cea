import type { LegalDocument } from '../legal-types';

const press: LegalDocument = {
  summary: 'Facts, descriptions and brand guidance for journalists and partners writing about {product}.',
  sections: [
    {
      heading: 'About {product}, in one paragraph',
      blocks: [
        '{product} is a web application that helps small-business owners plan and launch Google Ads campaigns. Owners describe their business in a five-step form and receive an AI-written campaign strategy with keywords, negative keywords, responsive search ad copy and a weekly budget; an AI advertising assistant answers their follow-up questions; and on the Premium plan {product} creates the campaign, paused, directly in the owner’s own Google Ads account.',
      ],
    },
    {
      heading: 'Key facts',
      blocks: [
        {
          terms: [
            { term: 'Product', definition: 'AI campaign planner and advertising assistant for Google Ads.' },
            { term: 'For', definition: 'Small and medium-sized businesses, freelancers and local service providers.' },
            { term: 'Languages', definition: 'English and Spanish.' },
            {
              term: 'Plans',
              definition:
                'Free; Trial ($0 for 7 days, then $20 a month unless cancelled); Pro ($20 a month, or $192 a year); Premium ($50 a month, or $480 a year). Prices in USD.',
            },
            { term: 'Sign-in', definition: 'Google account.' },
          ],
        },
      ],
    },
    {
      heading: 'Brand',
      blocks: [
        'Write the name as “{product}”, with a capital P and no spaces. The logo is a white P on a rounded blue square (#1D4ED8); please do not recolour, stretch or add effects to it.',
      ],
    },
    {
      heading: 'Media contact',
      blocks: ['For interviews, product access for review, or images, write to {email} with “Press” in the subject.'],
    },
  ],
};

export default press;
