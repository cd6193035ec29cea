import type { LegalDocument } from '../legal-types';

const terms: LegalDocument = {
  summary:
    'These terms govern your use of {product}, the web application that helps you plan Google Ads campaigns with AI, chat with an advertising assistant and, on Premium, create campaigns in your own Google Ads account.',
  sections: [
    {
      heading: '1. Who we are and who may use the service',
      blocks: [
        '{product} is offered to business owners and the people who work for them. You must be at least 18 years old and able to enter into a contract on behalf of your business.',
        'You sign in with a Google account. You are responsible for keeping that account secure and for everything done with it in {product}.',
      ],
    },
    {
      heading: '2. What the service does, and what it does not',
      blocks: [
        'Strategies, keyword suggestions, ad copy and chat answers are generated with artificial intelligence. They are recommendations, not guarantees: review them before you spend money on advertising.',
        'We do not promise any number of clicks, leads, sales or any return on ad spend. Results depend on your market, your offer, your budget and Google’s auction.',
        'When you create a campaign in Google Ads through {product}, it is created paused in your own account. Google bills you directly for ad spend; those charges are between you and Google and are not part of your {product} subscription.',
      ],
    },
    {
      heading: '3. Plans, trials and billing',
      blocks: [
        {
          list: [
            'Plans are Free, Trial, Pro and Premium. Prices are in US dollars and shown on the pricing page before you pay.',
            'Paid plans renew automatically each month or year until you cancel.',
            'Trials may convert to a paid subscription at the end of the trial unless you cancel before the trial ends.',
            'Payments are processed by a third-party card payment provider. We never see or store your full card number.',
          ],
        },
      ],
    },
    {
      heading: '4. Cancellation and refunds',
      blocks: [
        'You can cancel at any time from My Plan. Cancellation takes effect at the end of the billing period: you keep access until then and are not charged again.',
        'Fees for the current billing period are non-refundable unless stated otherwise in writing or required by law. See the Cancellation and Refund Policy for details.',
      ],
    },
    {
      heading: '5. Your content and your data',
      blocks: [
        'You keep ownership of what you put into {product}: business descriptions, keywords, links and chat messages. You give us permission to process it only to provide the service to you.',
        'How we handle personal information is described in the Privacy Policy.',
      ],
    },
    {
      heading: '6. Acceptable use',
      blocks: [
        'You agree to follow the Acceptable Use Policy and the Anti-Spam Policy, and Google’s advertising policies for any campaign you create. We may suspend accounts that break them.',
      ],
    },
    {
      heading: '7. Limitation of liability',
      blocks: [
        'To the fullest extent allowed by law, {product} is provided “as is”, and we are not liable for indirect or consequential losses, lost profits or advertising spend.',
        'Our total liability for any claim related to the service is limited to the amounts you paid us in the 12 months preceding the event that gave rise to the claim.',
      ],
    },
    {
      heading: '8. Changes and contact',
      blocks: [
        'We may update these terms. If a change is material we will tell you in the app or by e-mail before it takes effect.',
        'Questions about these terms: {email}.',
      ],
    },
  ],
};

export default terms;
