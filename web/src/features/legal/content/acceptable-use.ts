import type { LegalDocument } from '../legal-types';

const acceptableUse: LegalDocument = {
  summary: 'legal.acceptableUse.summary',
  sections: [
    {
      heading: 'legal.acceptableUse.lawful.heading',
      blocks: [
        'legal.acceptableUse.lawful.p1',
        { list: ['legal.acceptableUse.lawful.item1', 'legal.acceptableUse.lawful.item2', 'legal.acceptableUse.lawful.item3'] },
      ],
    },
    {
      heading: 'legal.acceptableUse.fair.heading',
      blocks: [
        {
          list: [
            'legal.acceptableUse.fair.item1',
            'legal.acceptableUse.fair.item2',
            'legal.acceptableUse.fair.item3',
            'legal.acceptableUse.fair.item4',
          ],
        },
      ],
    },
    {
      heading: 'legal.acceptableUse.breaches.heading',
      blocks: ['legal.acceptableUse.breaches.p1'],
    },
  ],
};

export default acceptableUse;
