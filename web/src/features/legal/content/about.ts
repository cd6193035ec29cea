import type { LegalDocument } from '../legal-types';

const about: LegalDocument = {
  summary: 'legal.about.summary',
  sections: [
    {
      heading: 'legal.about.why.heading',
      blocks: ['legal.about.why.p1', 'legal.about.why.p2'],
    },
    {
      heading: 'legal.about.what.heading',
      blocks: [{ list: ['legal.about.what.item1', 'legal.about.what.item2', 'legal.about.what.item3', 'legal.about.what.item4'] }],
    },
    {
      heading: 'legal.about.beliefs.heading',
      blocks: [{ list: ['legal.about.beliefs.item1', 'legal.about.beliefs.item2', 'legal.about.beliefs.item3'] }],
    },
    {
      heading: 'legal.about.contact.heading',
      blocks: ['legal.about.contact.p1'],
    },
  ],
};

export default about;
