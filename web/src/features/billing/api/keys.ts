/** Billing's own query keys: a process, not the user's data, so outside lib/query-keys.ts's 'user' root. */
export const billingKeys = {
  /** The success page's polling of the plan: another tab's change must not restart it. */
  planDetection: (uid: string) => ['billing', uid, 'plan-detection'] as const,
  /** Re-reading the status after the customer portal. */
  portalReturn: (uid: string) => ['billing', uid, 'portal-return'] as const,
};
