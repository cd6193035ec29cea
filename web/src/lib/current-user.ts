import { createContext, useContext } from 'react';
import { PLAN_LIMITS, type Plan, type PlanLimits } from '@contract/plans';

/** What a plan allows, by name (contract/plans.ts PLAN_LIMITS): the same table the server enforces. */
export type Feature = keyof PlanLimits;

/**
 * Whether `plan` includes `feature` at all: a yes/no limit as it is, a count when it is unlimited or
 * above 0 (BASIC's `keywordResearch: 0` is "suggestions without figures"; `memory: 0` is no history).
 */
export function planAllows(plan: Plan, feature: Feature): boolean {
  const limit = PLAN_LIMITS[plan][feature];
  return typeof limit === 'boolean' ? limit : limit === null || limit > 0;
}

/** The signed-in user: who they are, their plan and what it allows. */
export interface CurrentUser {
  /**
   * The uid in stored user data (`userData`, written at sign-in: docs/product.md P5): what the campaign
   * list, the plan status and the success page ask about. null when there is none (their "no stored uid").
   */
  uid: string | null;
  /** From the session first, the sign-in record second ('' when neither has it). */
  name: string;
  email: string;
  picture: string;
  plan: Plan;
  can(feature: Feature): boolean;
}

export const NO_USER: CurrentUser = {
  uid: null,
  name: '',
  email: '',
  picture: '',
  plan: 'BASIC',
  can: (feature) => planAllows('BASIC', feature),
};

/**
 * Provided by app/current-user-provider.tsx, which reads it from the query cache (the sign-in
 * record and, once a screen has read it, the subscription status). A context, so the navigation bar
 * every page loads first reads the user without carrying the query library.
 */
export const CurrentUserContext = createContext<CurrentUser>(NO_USER);

/** The one source of identity and plan for every screen. */
export function useCurrentUser(): CurrentUser {
  return useContext(CurrentUserContext);
}
