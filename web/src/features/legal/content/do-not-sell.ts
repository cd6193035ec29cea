import type { LegalDocument } from '../legal-types';

const doNotSell: LegalDocument = {
  summary: 'legal.doNotSell.summary',
  sections: [
    {
      heading: 'legal.doNotSell.noSale.heading',
      blocks: ['legal.doNotSell.noSale.p1'],
    },
    {
      heading: 'legal.doNotSell.choices.heading',
      blocks: [
        'legal.doNotSell.choices.p1',
        { list: ['legal.doNotSell.choices.item1', 'legal.doNotSell.choices.item2', 'legal.doNotSell.choices.item3'] },
        'legal.doNotSell.choices.p2',
      ],
    },
  ],
};

export default doNotSell;
