import type { LegalDocument } from '../legal-types';

const antiSpam: LegalDocument = {
  summary: 'legal.antiSpam.summary',
  sections: [
    {
      heading: 'legal.antiSpam.ours.heading',
      blocks: ['legal.antiSpam.ours.p1'],
    },
    {
      heading: 'legal.antiSpam.obligations.heading',
      blocks: ['legal.antiSpam.obligations.p1'],
    },
    {
      heading: 'legal.antiSpam.reporting.heading',
      blocks: ['legal.antiSpam.reporting.p1'],
    },
  ],
};

export default antiSpam;
