import type { LegalDocument } from '../legal-types';

const privacy: LegalDocument = {
  summary: 'legal.privacy.summary',
  sections: [
    {
      heading: 'legal.privacy.collect.heading',
      blocks: [
        {
          list: [
            'legal.privacy.collect.item1',
            'legal.privacy.collect.item2',
            'legal.privacy.collect.item3',
            'legal.privacy.collect.item4',
            'legal.privacy.collect.item5',
          ],
        },
      ],
    },
    {
      heading: 'legal.privacy.use.heading',
      blocks: ['legal.privacy.use.p1'],
    },
    {
      heading: 'legal.privacy.share.heading',
      blocks: [{ list: ['legal.privacy.share.item1', 'legal.privacy.share.item2', 'legal.privacy.share.item3'] }, 'legal.privacy.share.p1'],
    },
    {
      heading: 'legal.privacy.storage.heading',
      blocks: ['legal.privacy.storage.p1'],
    },
    {
      heading: 'legal.privacy.retention.heading',
      blocks: ['legal.privacy.retention.p1'],
    },
    {
      heading: 'legal.privacy.rights.heading',
      blocks: ['legal.privacy.rights.p1'],
    },
  ],
};

export default privacy;
