/**
 * The AI port: what the domain asks of an AI, and the types it speaks. The adapters in
 * `adapters/ai/` implement it (OpenAI, and the labelled local stand-in); the domain calls it through
 * `strategy/generate.ts` (strategies) and `assistant/service.ts` (chat).
 */
import type { Facts, OwnerInput, Strategy } from '../contract/campaigns.js';
import type { CopyViolation } from '../contract/copy-lint.js';
import type { BusinessProfile } from '../contract/business-profile.js';
import type { Verdict } from '../contract/results.js';

/**
 * What the market says about the campaign's keywords: the keyword planner's forecast for
 * them at the weekly budget. USD. `source` says where the figures come from.
 */
export interface MarketBids {
  source: 'google' | 'estimate' | 'sample';
  averageCpc: number;
  maxCpc: number;
  weeklyClicks: number;
}

/** What a strategy is generated from: the owner's fields of the campaign model, and market CPCs when known. */
export type StrategyInput = OwnerInput & {
  market?: MarketBids | undefined;
  /** The owner's saved business profile, when there is one. */
  profile?: BusinessProfile | undefined;
  /**
   * The app's controls an answer may name, as the interface labels them in each language
   * (assistant/labels.ts, held to web/src/locales): a Spanish answer names «+ Crear campaña».
   */
  interfaceLabels?: Readonly<Record<string, { readonly en: string; readonly es: string }>>;
};

/** A stored campaign as the assistant sees it (newest first). */
export interface AssistantBrief {
  name: string;
  status: string;
  objective: string;
  type: string;
  location: string;
  language: string;
  budget: number | null;
  keywords: string;
  /** ISO 8601. */
  createdAt: string;
  /** A few of the strategy's headlines, when it has one. */
  headlines: string[];
  /** The business description (for copy requests: selling points, name). */
  description?: string;
  /** The country of its place (the first of its places): its Spanish follows it (voseo in AR/UY, tuteo elsewhere). */
  place?: { countryCode: string };
  /** The campaign's id, when the assistant may look up more about it. */
  id?: string;
  /** Whether it was created in Google Ads (so it may have results). */
  inGoogleAds?: boolean;
  /** Its latest cached results in plain text, when it has any. */
  latestResults?: string;
  /** The same in Spanish, for a reply in Spanish. */
  latestResultsEs?: string;
  /** The latest cached results behind that text: totals and the verdict, in the account's currency. */
  results?: ResultsDigest;
  /** The keyword planner's estimate for its keywords, place and budget (USD), when the question needs it. */
  market?: MarketBids;
  /** Its ad groups, by name with their keywords (a copy request names one: "títulos para uñas de gel"). */
  groups?: {
    name: string;
    keywords: string[];
    /** The group's own ad as stored, when it has one (a copy request proposes lines it does not already have). */
    headlines?: string[];
    descriptions?: string[];
    /** Lines the owner deleted from the group's ad: never proposed back. */
    removed?: string[];
  }[];
  /** What the owner confirmed about the business (copy requests write only from these). */
  facts?: Facts;
  /**
   * The money the owner reads amounts in: the Google Ads account's currency once created, else the
   * place's, with its reference rate (units per US dollar); absent: US dollars. `countryCode` reads
   * the owner's own amounts ("2,000 pesos", "150 bucks").
   */
  money?: { currency: string; rate: number; countryCode?: string };
}

/** A campaign's latest cached results as the assistant reads them. */
export interface ResultsDigest {
  currency: string;
  rangeDays: number;
  totals: { impressions: number; clicks: number; cost: number; conversions: number };
  /** Good / watch / act, the three numbers behind it and one next step, in both languages. */
  verdict: Readonly<Record<'en' | 'es', Verdict>>;
}

/** One past question and answer, oldest first. */
export interface ChatExchange {
  message: string;
  response: string;
}

export interface ChatInput {
  message: string;
  history: ChatExchange[];
  campaigns: AssistantBrief[];
  /** A language hint (e.g. the latest campaign's); the message's own language wins. */
  language?: string;
  /** The owner's saved business profile, when there is one. */
  profile?: BusinessProfile | undefined;
  /**
   * The app's controls an answer may name, as the interface labels them in each language
   * (assistant/labels.ts, held to web/src/locales): a Spanish answer names «+ Crear campaña».
   */
  interfaceLabels?: Readonly<Record<string, { readonly en: string; readonly es: string }>>;
}

export interface AiCallOptions {
  /** Aborted when the request's deadline passes or its client goes away. */
  signal: AbortSignal;
  /** When the signal will abort for the deadline (epoch ms), when known: a repair round stops short of it. */
  deadline?: number;
  /** The signed-in user's uid: the adapter sends OpenAI a hash of it (`safety_identifier`), never the uid. */
  user?: string;
}

export interface StrategyCallOptions extends AiCallOptions {
  /**
   * Streaming: called whenever more of the strategy's sections are complete, with those sections
   * as the model wrote them (not yet checked by the rules). Sections complete in STRATEGY_SECTIONS
   * order; a section's value never changes once passed here.
   */
  onSections?: (complete: Partial<Strategy>) => void;
}

export interface ChatCallOptions extends AiCallOptions {
  /** Streaming: called with each new piece of the answer, in order. */
  onDelta?: (text: string) => void;
}

/**
 * The AI behind one interface. Implementations: `openai` (Responses API) and `offline` (the local
 * default). Failures are HttpErrors: UPSTREAM_TIMEOUT (504), UPSTREAM_FAILED (502, also an answer
 * cut short or failed midway: never a part shown as whole), AI_DECLINED (422, a refusal and its
 * reason), AI_RATE_LIMITED (503 with `retryAfterSeconds`), AI_QUOTA_EXHAUSTED (503, the operator's
 * quota or billing; not retried) or NOT_CONFIGURED (503).
 */
export interface AiProvider {
  readonly name: 'offline' | 'openai';
  /**
   * A strategy for the form as the model writes it, not yet checked: `generateStrategy`
   * (strategy/generate.ts) repairs and checks it, so what is stored always obeys the rules.
   */
  draftStrategy(input: StrategyInput, options: StrategyCallOptions): Promise<Strategy>;
  /**
   * The repair round: `previous` written again with the copy the linter refused (`violations`)
   * rewritten, everything else kept; null when the model answers no strategy. Not streamed. A
   * provider without it gets no repair round.
   */
  repairStrategy?(input: StrategyInput, previous: Strategy, violations: CopyViolation[], options: AiCallOptions): Promise<Strategy | null>;
  /** The whole answer; with `onDelta`, the pieces passed there join to it (before trimming). */
  chat(input: ChatInput, options: ChatCallOptions): Promise<string>;
  /**
   * The facts the model reads in the form's fields, not yet checked (facts/ai-proposal.ts validates
   * them and keeps only what the owner's text says). A provider without it: the offline reader only.
   */
  proposeFacts?(input: FactsProposalInput, options: AiCallOptions): Promise<unknown>;
}

/** What the model reads facts from: the campaign form's fields as far as the owner filled them. */
export interface FactsProposalInput {
  description: string;
  keywords?: string | undefined;
  location?: string | undefined;
  language?: string | undefined;
  links: string[];
  phone?: string | undefined;
  whatsapp?: string | undefined;
  bookingUrl?: string | undefined;
}
