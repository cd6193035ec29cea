import type { LegalDocument } from '../legal-types';

const cancellation: LegalDocument = {
  summary: 'legal.cancellation.summary',
  sections: [
    {
      heading: 'legal.cancellation.cancelling.heading',
      blocks: ['legal.cancellation.cancelling.p1', 'legal.cancellation.cancelling.p2'],
    },
    {
      heading: 'legal.cancellation.trials.heading',
      blocks: ['legal.cancellation.trials.p1'],
    },
    {
      heading: 'legal.cancellation.refunds.heading',
      blocks: ['legal.cancellation.refunds.p1', 'legal.cancellation.refunds.p2'],
    },
    {
      heading: 'legal.cancellation.adSpend.heading',
      blocks: ['legal.cancellation.adSpend.p1'],
    },
  ],
};

export default cancellation;
