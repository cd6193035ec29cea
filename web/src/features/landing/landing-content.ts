import type { IconName } from '@/components/icon';
import type { MessageId } from '@/lib/i18n';

/**
 * The landing page's copy, kept apart from its layout: message ids of the `landing` catalog.
 * Messages may use `{product}` (the configured brand) and `{minBudget}` (the form's minimum weekly
 * budget, in USD); the page fills both.
 */

/** The spec's five promises. */
export const promises: { icon: IconName; title: MessageId; text: MessageId }[] = [
  { icon: 'calendar', title: 'landing.promise.consultation.title', text: 'landing.promise.consultation.text' },
  { icon: 'compass', title: 'landing.promise.expert.title', text: 'landing.promise.expert.text' },
  { icon: 'trending-up', title: 'landing.promise.roi.title', text: 'landing.promise.roi.text' },
  { icon: 'clock', title: 'landing.promise.support.title', text: 'landing.promise.support.text' },
  { icon: 'award', title: 'landing.promise.guarantee.title', text: 'landing.promise.guarantee.text' },
];

export const features: { icon: IconName; title: MessageId; text: MessageId; points: MessageId[]; image: string; alt: MessageId }[] = [
  {
    icon: 'sparkles',
    title: 'landing.feature.strategy.title',
    text: 'landing.feature.strategy.text',
    points: ['landing.feature.strategy.point1', 'landing.feature.strategy.point2', 'landing.feature.strategy.point3'],
    image: 'strategy',
    alt: 'landing.feature.strategy.alt',
  },
  {
    icon: 'chat',
    title: 'landing.feature.assistant.title',
    text: 'landing.feature.assistant.text',
    points: ['landing.feature.assistant.point1', 'landing.feature.assistant.point2', 'landing.feature.assistant.point3'],
    image: 'assistant',
    alt: 'landing.feature.assistant.alt',
  },
  {
    icon: 'zap',
    title: 'landing.feature.launch.title',
    text: 'landing.feature.launch.text',
    points: ['landing.feature.launch.point1', 'landing.feature.launch.point2', 'landing.feature.launch.point3'],
    image: 'launch',
    alt: 'landing.feature.launch.alt',
  },
];

export const steps: { title: MessageId; text: MessageId }[] = [
  { title: 'landing.step.signIn.title', text: 'landing.step.signIn.text' },
  { title: 'landing.step.describe.title', text: 'landing.step.describe.text' },
  { title: 'landing.step.strategy.title', text: 'landing.step.strategy.text' },
  { title: 'landing.step.launch.title', text: 'landing.step.launch.text' },
];

export const trustPoints: { icon: IconName; title: MessageId; text: MessageId }[] = [
  { icon: 'shield', title: 'landing.trust.signIn.title', text: 'landing.trust.signIn.text' },
  { icon: 'card', title: 'landing.trust.payments.title', text: 'landing.trust.payments.text' },
  { icon: 'pause', title: 'landing.trust.paused.title', text: 'landing.trust.paused.text' },
  { icon: 'lock', title: 'landing.trust.control.title', text: 'landing.trust.control.text' },
  { icon: 'globe', title: 'landing.trust.languages.title', text: 'landing.trust.languages.text' },
  { icon: 'user', title: 'landing.trust.cancel.title', text: 'landing.trust.cancel.text' },
];
