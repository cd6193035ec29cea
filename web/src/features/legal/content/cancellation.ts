import type { LegalDocument } from '../legal-types';

const cancellation: LegalDocument = {
  summary: 'How to cancel a {product} subscription, when it takes effect, and when refunds apply.',
  sections: [
    {
      heading: 'Cancelling',
      blocks: [
        'Open My Plan and choose “Cancel at period end”. No phone call, no form to send.',
        'Cancellation takes effect at the end of the billing period you have already paid for. Until then your plan stays active with all its features; after it, your account returns to the Free plan and you are not charged again.',
      ],
    },
    {
      heading: 'Trials',
      blocks: [
        'Trials may convert to a paid subscription when the trial ends unless you cancel before then. Cancel during the trial and you will not be charged.',
      ],
    },
    {
      heading: 'Refunds',
      blocks: [
        'Fees for the current billing period are non-refundable unless stated otherwise or required by law. This includes partially used months or years and unused campaign or chat allowances.',
        'If we charged you in error, or the service was unavailable for a significant part of your billing period, write to {email} and we will review it.',
      ],
    },
    {
      heading: 'Google Ads spend',
      blocks: [
        'Advertising costs are charged by Google to your Google Ads account, not by {product}. Cancelling {product} does not pause or delete campaigns already in your Google Ads account; manage those in Google Ads.',
      ],
    },
  ],
};

export default cancellation;
