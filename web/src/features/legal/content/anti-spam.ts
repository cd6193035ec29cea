import type { LegalDocument } from '../legal-types';

const antiSpam: LegalDocument = {
  summary: '{product} has zero tolerance for spam, both in the messages we send and in how our customers use the service.',
  sections: [
    {
      heading: 'Messages we send',
      blocks: [
        'We e-mail you only about your account (sign-in, billing, security and changes to these policies) and, if you opt in, about new features. Every optional message has a one-click unsubscribe link.',
      ],
    },
    {
      heading: 'Your obligations',
      blocks: [
        'Do not use {product}, or the campaigns and copy it produces, to send unsolicited bulk messages, or to promote offers through e-mail lists, SMS or messaging you do not have consent for. Follow the anti-spam laws that apply to you, such as CAN-SPAM in the United States and equivalent laws elsewhere.',
      ],
    },
    {
      heading: 'Reporting spam',
      blocks: [
        'If you received spam that mentions {product}, forward it with its headers to {email}. We investigate every report and suspend accounts that break this policy.',
      ],
    },
  ],
};

export default antiSpam;
