/**
 * The billing feature's public face: its pages and the payment banner. app/ loads it lazily (the
 * router's pages; the banner only for a signed-in user), so none of it is in the landing page's first load.
 */
export { default as CheckoutCancelPage } from './checkout-cancel-page';
export { default as CheckoutSuccessPage } from './checkout-success-page';
export { PaymentBanner } from './payment-banner';
export { default as PlanPage } from './plan-page';
export { default as PricingPage } from './pricing-page';
