import type { LegalDocument } from '../legal-types';

const glossary: LegalDocument = {
  summary: 'legal.glossary.summary',
  sections: [
    {
      heading: 'legal.glossary.terms.heading',
      blocks: [{ widget: 'glossary' }],
    },
  ],
};

export default glossary;
