import type { ChatResponse } from './api.js';
import type { CampaignAnswers, Strategy } from './campaigns.js';
import type { ApiErrorBody } from './errors.js';

/**
 * Streaming: `POST /campaign/user/{uid}` and `POST /chat` answer a Server-Sent Events
 * stream when asked with `Accept: text/event-stream`; JSON (docs/product.md P10) stays the default.
 *
 * What fails before the work starts (401/403, 400 validation, 429 LIMIT_REACHED) is still an
 * ordinary JSON error with its status. Once the stream is open the status is 200 and the outcome
 * is its last event: `done` (the same body as the JSON answer) or `error` (the same body as a JSON
 * error, with its would-be HTTP status in `status`). Every event's `data` is one line of JSON.
 */
export const EVENT_STREAM = 'text/event-stream';

/** The strategy's sections, in the order they are written and rendered. */
export const STRATEGY_SECTIONS = [
  'summary',
  'recommendedCampaignType',
  'bidding',
  'adGroups',
  'headlines',
  'descriptions',
  'negativeKeywords',
  'budget',
  'kpis',
  'nextSteps',
] as const;
export type StrategySection = (typeof STRATEGY_SECTIONS)[number];

/** One section of the strategy with its value, as the stream sends it. */
export type StrategySectionValue = { [K in StrategySection]: { key: K; value: Strategy[K] } }[StrategySection];

/**
 * The loading card's four steps (docs/product.md P3.3), by what the server is doing:
 * 0 reading the form and storing the Draft, 1 researching (the keyword planner, then the model
 * writing summary, type, bidding and ad groups), 2 writing headlines and descriptions,
 * 3 negatives, budget, KPIs and next steps.
 */
export type GenerationStep = 0 | 1 | 2 | 3;

export interface StreamError extends ApiErrorBody {
  /** The HTTP status the JSON answer would have had. */
  status: number;
}

export type StrategyStreamEvent =
  | { event: 'progress'; data: { step: GenerationStep } }
  /**
   * One finished section, structured: `value` is `strategy[key]` (the client shows it with the
   * same component as the stored strategy; no text goes back and forth). The sections are checked
   * by the same rules as the stored strategy, but a model's repair round may still change headlines
   * or descriptions: the `done` event's `campaign.strategy` replaces what was shown.
   */
  | { event: 'section'; data: StrategySectionValue }
  | { event: 'done'; data: CampaignAnswers['created'] }
  | { event: 'error'; data: StreamError };

export type ChatStreamEvent =
  /** The next piece of the answer; the pieces joined are the answer so far. */
  { event: 'delta'; data: { text: string } } | { event: 'done'; data: ChatResponse } | { event: 'error'; data: StreamError };
