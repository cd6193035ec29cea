import type { LegalDocument } from '../legal-types';

const press: LegalDocument = {
  summary: 'legal.press.summary',
  sections: [
    {
      heading: 'legal.press.oneParagraph.heading',
      blocks: ['legal.press.oneParagraph.p1'],
    },
    {
      heading: 'legal.press.facts.heading',
      blocks: [
        {
          terms: [
            { term: 'legal.press.facts.product.term', definition: 'legal.press.facts.product.definition' },
            { term: 'legal.press.facts.audience.term', definition: 'legal.press.facts.audience.definition' },
            { term: 'legal.press.facts.languages.term', definition: 'legal.press.facts.languages.definition' },
            { term: 'legal.press.facts.plans.term', definition: 'legal.press.facts.plans.definition' },
            { term: 'legal.press.facts.signIn.term', definition: 'legal.press.facts.signIn.definition' },
          ],
        },
      ],
    },
    {
      heading: 'legal.press.brand.heading',
      blocks: ['legal.press.brand.p1'],
    },
    {
      heading: 'legal.press.media.heading',
      blocks: ['legal.press.media.p1'],
    },
  ],
};

export default press;
