import type { LegalDocument } from '../legal-types';

const terms: LegalDocument = {
  summary: 'legal.terms.summary',
  sections: [
    {
      heading: 'legal.terms.who.heading',
      blocks: ['legal.terms.who.p1', 'legal.terms.who.p2'],
    },
    {
      heading: 'legal.terms.service.heading',
      blocks: ['legal.terms.service.p1', 'legal.terms.service.p2', 'legal.terms.service.p3'],
    },
    {
      heading: 'legal.terms.billing.heading',
      blocks: [
        { list: ['legal.terms.billing.item1', 'legal.terms.billing.item2', 'legal.terms.billing.item3', 'legal.terms.billing.item4'] },
      ],
    },
    {
      heading: 'legal.terms.cancellation.heading',
      blocks: ['legal.terms.cancellation.p1', 'legal.terms.cancellation.p2'],
    },
    {
      heading: 'legal.terms.content.heading',
      blocks: ['legal.terms.content.p1', 'legal.terms.content.p2'],
    },
    {
      heading: 'legal.terms.use.heading',
      blocks: ['legal.terms.use.p1'],
    },
    {
      heading: 'legal.terms.liability.heading',
      blocks: ['legal.terms.liability.p1', 'legal.terms.liability.p2'],
    },
    {
      heading: 'legal.terms.changes.heading',
      blocks: ['legal.terms.changes.p1', 'legal.terms.changes.p2'],
    },
  ],
};

export default terms;
