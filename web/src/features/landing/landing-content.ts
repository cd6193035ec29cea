import type { IconName } from '@/components/icon';

/** The landing page's copy, kept apart from its layout. `{product}` is the configured brand. */

/** The spec's five promises. */
export const promises: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'calendar',
    title: 'Free consultation',
    text: 'Your first strategy is on us: describe your business and get a full campaign plan before you pay anything.',
  },
  {
    icon: 'compass',
    title: 'Expert guidance',
    text: 'Advice built on Google Ads practice: phrase and exact match keywords, negative keywords, and ads within Google’s limits.',
  },
  {
    icon: 'trending-up',
    title: 'Clear ROI',
    text: 'Every plan ties budget to results, so you know what a click, a lead and a sale should cost you.',
  },
  {
    icon: 'clock',
    title: '24/7 support',
    text: 'The assistant answers at 3 a.m. as readily as at 3 p.m., and our team replies by e-mail in English and Spanish.',
  },
  {
    icon: 'award',
    title: 'Satisfaction guarantee',
    text: 'Not happy? Cancel from My Plan in two clicks and you are not charged again. If something fell short, tell us and we will make it right.',
  },
];

export const features: { icon: IconName; title: string; text: string; points: string[]; image: string; alt: string }[] = [
  {
    icon: 'sparkles',
    title: 'A strategy written for your business',
    text: 'Tell us what you sell, who buys it and where. In about a minute you get a campaign plan with audiences, keyword groups, negative keywords, ad copy and a weekly budget that fits your size.',
    points: ['Search, Display, Shopping, Video, Performance or App', 'Any location and language you serve', 'Saved to your dashboard to revisit'],
    image: '/images/landing/strategy.svg',
    alt: 'A campaign strategy checklist: audience and locations, keyword groups, responsive search ads, and a weekly budget of $70.',
  },
  {
    icon: 'chat',
    title: 'An assistant that knows advertising',
    text: 'Ask why a keyword matters, how to lower your cost per click or what to write in a headline. Answers come in plain language, with the next step spelled out.',
    points: ['Answers in seconds, day or night', 'Remembers your conversation on paid plans', 'English and Spanish'],
    image: '/images/landing/assistant.svg',
    alt: 'A chat where the assistant suggests three ways to lower the cost per click: better Quality Score, negative keywords, and phrase and exact match.',
  },
  {
    icon: 'zap',
    title: 'Launch in your own Google Ads account',
    text: 'On Premium, {product} creates the campaign directly in your account: budget, keywords and responsive search ads included. It arrives paused, so nothing is spent until you review it and switch it on.',
    points: ['Your account, your data, your billing with Google', 'Access you can revoke at any time', 'No copy and paste between tools'],
    image: '/images/landing/launch.svg',
    alt: 'A search ad for an emergency plumber, created in the advertiser’s Google Ads account and paused until switched on.',
  },
];

export const steps: { title: string; text: string }[] = [
  { title: 'Sign in with Google', text: 'No new password to remember. Your account is ready in seconds.' },
  { title: 'Describe your business', text: 'Five short steps: business, objective, targeting, keywords, then budget and links.' },
  { title: 'Get your strategy', text: 'An AI-written plan you can read, keep and talk through with the assistant.' },
  { title: 'Launch and improve', text: 'Create the campaign in Google Ads on Premium, then ask the assistant how to do better.' },
];

export const trustPoints: { icon: IconName; title: string; text: string }[] = [
  { icon: 'shield', title: 'Secure sign-in with Google', text: 'We never see or store your Google password.' },
  { icon: 'card', title: 'Secure payments', text: 'A certified card payment provider handles checkout. Your card details never touch our servers.' },
  { icon: 'pause', title: 'Nothing goes live by surprise', text: 'Campaigns are created paused. You decide when to spend.' },
  { icon: 'lock', title: 'You stay in control', text: 'Revoke Google Ads access from your Google security settings at any time. We never sell your data.' },
  { icon: 'globe', title: 'Support in English and Spanish', text: 'Write to us in either language and a person answers.' },
  { icon: 'user', title: 'Cancel whenever you like', text: 'Cancellation takes effect at the end of your billing period, with no phone calls.' },
];
