import type { LegalDocument } from '../legal-types';

const acceptableUse: LegalDocument = {
  summary: 'What you may not do with {product}, so the service stays safe and useful for every business on it.',
  sections: [
    {
      heading: 'Advertise lawfully',
      blocks: [
        'Use {product} only for lawful businesses and offers, and follow Google’s advertising policies for every campaign you create. Do not plan or create campaigns for:',
        {
          list: [
            'counterfeit goods, illegal drugs, weapons or anything illegal where it is advertised;',
            'scams, misleading claims, fake reviews or impersonation of another business;',
            'content that is hateful, harassing, sexually explicit or that exploits minors.',
          ],
        },
      ],
    },
    {
      heading: 'Use the service fairly',
      blocks: [
        {
          list: [
            'Do not try to get around plan limits, for example with multiple free accounts.',
            'Do not probe, scan or overload the service, or access another person’s account or data.',
            'Do not scrape the service or use its output to build a competing dataset or model.',
            'Do not enter other people’s sensitive personal information (health, financial or government identifiers) into the assistant.',
          ],
        },
      ],
    },
    {
      heading: 'What happens if these rules are broken',
      blocks: [
        'We may remove content, limit features, or suspend or close an account that breaks this policy, and we may report illegal activity to the authorities. To report misuse, write to {email}.',
      ],
    },
  ],
};

export default acceptableUse;
