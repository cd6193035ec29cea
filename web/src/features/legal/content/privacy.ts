import type { LegalDocument } from '../legal-types';

const privacy: LegalDocument = {
  summary: 'What personal information {product} collects, why, who it is shared with, and the choices you have.',
  sections: [
    {
      heading: 'What we collect',
      blocks: [
        {
          list: [
            'Account details from Google sign-in: your name, e-mail address, profile photo and a Google account identifier.',
            'What you enter: business descriptions, campaign settings, keywords, links and chat messages.',
            'Subscription details from our payment provider: plan, status and renewal dates. We never receive your full card number.',
            'If you connect Google Ads: an authorisation token, stored encrypted, used only to create the campaigns you ask for.',
            'Basic technical logs (time, request path, errors) to keep the service secure and working.',
          ],
        },
      ],
    },
    {
      heading: 'How we use it',
      blocks: [
        'To provide the service: generate strategies and answers, show your campaigns, apply your plan’s limits, process your subscription and create campaigns in your Google Ads account when you ask. We do not use your content to advertise to you, and we do not sell it.',
      ],
    },
    {
      heading: 'Who we share it with',
      blocks: [
        {
          list: [
            'Google (sign-in, hosting and, when you connect it, Google Ads).',
            'Our card payment provider, to take payments.',
            'An AI model provider, which processes the text needed to write a strategy or an answer.',
          ],
        },
        'Each acts on our instructions under a data-processing agreement. We disclose information to authorities only when the law requires it.',
      ],
    },
    {
      heading: 'Storage in your browser',
      blocks: [
        '{product} keeps your sign-in session, a copy of your account details and your chat history in your browser’s storage so the app works quickly. See Cookie Settings for the categories we use.',
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        'We keep your account data while your account is active and delete it within 30 days of a verified deletion request, except records we must keep by law (such as invoices).',
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        'You can ask to access, correct, export or delete your personal information, or object to its use, by writing to {email}. You can revoke {product}’s access to Google Ads at any time in your Google account’s security settings.',
      ],
    },
  ],
};

export default privacy;
