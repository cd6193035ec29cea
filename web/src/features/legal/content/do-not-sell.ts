import type { LegalDocument } from '../legal-types';

const doNotSell: LegalDocument = {
  summary: 'Your right to opt out of the sale or sharing of your personal information, and how {product} handles it.',
  sections: [
    {
      heading: 'We do not sell your personal information',
      blocks: [
        '{product} does not sell personal information, and does not share it for cross-context behavioural advertising. Your business descriptions, keywords and chats are used only to provide the service to you.',
      ],
    },
    {
      heading: 'Your choices',
      blocks: [
        'Privacy laws such as the California Consumer Privacy Act give you the right to opt out of the sale or sharing of your personal information. Because we do neither, there is nothing to switch off, but you can still:',
        {
          list: [
            'ask us to confirm it in writing, or to record an opt-out in case our practices ever change;',
            'ask what personal information we hold about you, or ask us to delete it;',
            'turn off optional cookie categories in Cookie Settings.',
          ],
        },
        'Send your request to {email} from the e-mail address of your account. We answer within 45 days and do not treat you differently for making it.',
      ],
    },
  ],
};

export default doNotSell;
