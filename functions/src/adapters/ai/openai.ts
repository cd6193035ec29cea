import OpenAI from 'openai';
import { requestSettings } from './model-settings.js';
import { zodTextFormat } from 'openai/helpers/zod';
import { strategyCoreSchema, type Strategy } from '../../contract/campaigns.js';
import type { CopyViolation } from '../../contract/copy-lint.js';
import { campaignVariety, varietyInstruction } from '../../copy/variety.js';
import { readerVariety } from '../../i18n/reader-variety.js';
import { HttpError } from '../../errors.js';
import type {
  AiCallOptions,
  AiProvider,
  ChatCallOptions,
  ChatInput,
  FactsProposalInput,
  StrategyCallOptions,
  StrategyInput,
} from '../../strategy/ai-port.js';
import { completeSections } from './partial-strategy.js';
import { msg, type Message } from '../../i18n/messages.js';
import { factsProposalSchema } from '../../facts/ai-proposal.js';
import { assertWholeAnswer, edgeFetch, safetyIdentifier, toHttpError, withCounts } from './openai-outcome.js';

export interface OpenAiSettings {
  apiKey: string;
  model: string;
  /** Any OpenAI-compatible server (a local model server, a test fake); default api.openai.com. */
  baseUrl: string | undefined;
  /** Per attempt; the caller's signal bounds the whole call, retries included. */
  timeoutMs: number;
  maxRetries?: number;
  productName: string;
}

const STRATEGY_INSTRUCTIONS = `You are a senior Google Ads strategist for small businesses.
From the campaign form you receive (JSON), write a complete, practical campaign strategy.
Rules:
- Write every text in the language named by the form's "language" field.
- summary: 2–3 sentences (at most 300 characters) about the business, goal, audience, location and budget; the detail belongs in the other fields.
- recommendedCampaignType: the Google Ads campaign type for the objective and budget, with a one-sentence reason.
- bidding: the bidding strategy for the objective, and when to change it.
- adGroups: 2–4 themed ad groups, 4–10 keywords each, matchType PHRASE or EXACT (no BROAD). Each group has its own responsive search ad in "ad": 15 distinct headlines (at most 30 characters) of which at least 3 name the group's theme, the rest brand, offers, proof and a call to action; 4 descriptions (at most 90 characters), the first about the group's theme; path1 and path2: display-URL paths of at most 15 characters without spaces (path2 may be "").
- headlines: exactly 15, each at most 30 characters including spaces (the shared set, for the whole campaign).
- descriptions: exactly 4, each at most 90 characters including spaces.
- negativeKeywords: 5–15 searches to exclude.
- budget: weekly equals the form's budget (USD), daily = weekly / 7, split = how the weekly budget divides (amounts add up to weekly).
- kpis: 4–6 metrics to watch with target values; nextSteps: 4–7 concrete actions.
- Use the business's selling points, offers and proof from the description (free visits, financing, 24/7, warranties, years, certifications, prices) in headlines and descriptions.
- Headline mix: keyword themes, benefits, offers and proof, a call to action that fits the business, the brand name. No filler ("Learn More Here"), no near-duplicates (a headline that only adds the city to another).
- Google's editorial rules: no "!" in headlines, no repeated punctuation or symbols, no emoji, no words in capitals, no phone numbers, no "click here", no superlatives ("best", "#1") the description does not state.
- Place names and brands keep their capitals; Spanish headlines in sentence case; write descriptions, never quote the owner's text.
- The form's optional "whatsapp", "bookingUrl" and "phone" say how customers reach the business: calls to action fit that channel ("Pedí por WhatsApp", "Book online", "Call us today"); without them, never name a channel the form does not give.
Only make claims the form supports (no invented prices, discounts or guarantees): "free", "best", 24/7, same day, years, guarantees, prices, certifications, "licensed and insured" (when only licensed) appear only when the description states them.`;

const REPAIR_INSTRUCTIONS = `${STRATEGY_INSTRUCTIONS}
Your previous strategy broke the ad-copy rules listed in the input ("violations", each with field and index).
Return the whole strategy again with those headlines and descriptions rewritten so they follow every rule; keep everything else.`;

const CHAT_INSTRUCTIONS = (
  product: string,
) => `You are ${product}'s advertising assistant: you help small-business owners plan and improve Google Ads campaigns.
Answer in the language of the user's last message. Be concrete and brief (under 200 words), use short lists when helpful.
Answer every question the message asks, each for what it asks: what a term means (one plain sentence, then what it means for their campaign),
whether their budget is enough (only from "market", the keyword planner's estimate for the campaign's keywords and place, in USD),
which keywords to use, how a campaign is doing (from "results": its verdict good/watch/act, three numbers in the account's currency, one next step),
what to do next, currency and billing (plans and the form's weekly budget are in USD; Google bills ad spend in the Google Ads account's currency;
the plan is managed in myPlan → manageBilling), how to use ${product}, and how to reach a person (the talkToPerson link at the top of the chat:
the conversation and the campaign go with the request, which the user follows there).
Name the app's controls only by their labels below ("interface"), in the language you answer in: a Spanish answer says «+ Crear campaña», never "+ Create campaign".
Use the business profile and the user's campaigns below (budgets are weekly, in USD) and name the business or campaign you talk about.
State a campaign's amounts in its "money" currency (a USD figure times money.unitsPerUsd, e.g. "MXN 1,000 a week"), never in USD unless that is its currency or the user asks.
Never state a figure that is not in the data below or in the user's message; when a figure is missing, say where it will come from.
When you answer in Spanish, write the variety of the campaign you are talking about ("spanish" below): "voseo" is the rioplatense Spanish of Argentina and Uruguay ("Pedí", "Hacé tu pedido", "Reservá", "Llamanos", "tenés", "podés"); "tú" is the Spanish of Spain, Mexico and the rest ("Pide", "Haz tu pedido", "Reserva", "Llámanos", "tienes", "puedes"). Never mix them; with no campaign in question, use the reader's ("reader" below).
When asked how a campaign is doing and it has no "results": say what is missing (it is not created in Google Ads yet, or its figures have not been read yet) and where they will come from; never a figure it does not have.`;

const FACTS_INSTRUCTIONS_PROPOSAL = `You read a small business's campaign form (JSON) and list the facts its owner wrote, for the owner to confirm.
Rules:
- Only what the owner's text says, in the owner's words (the same words, same language); never a fact the text does not state, never a guess, never a translation.
- services: each product or service the business sells, named as the owner names it (short, at most 80 characters), with its price when the text gives one (amount as a number in the currency's major unit; currency as an ISO 4217 code, or null when "$" could be several currencies).
- sellingPoints: short claims in the owner's words (years of experience, same-day appointments, free parking, licences); at most 80 characters each.
- brand: the business's name when the text gives it; phone, whatsapp, bookingUrl, hours: as written, when given; notOffered: what the owner says the business does not do.
- Anything the text does not say: null or an empty list.`;

/** The strategy instructions for this form: the variety of Spanish follows the campaign's country. */
const strategyInstructions = (input: StrategyInput, base = STRATEGY_INSTRUCTIONS) => `${base}
- ${varietyInstruction(campaignVariety(input))}${input.facts ? FACTS_INSTRUCTIONS : ''}`;

/** With the owner's confirmed facts ("facts" in the form), they are the only source of claims. */
const FACTS_INSTRUCTIONS = `
- The form's "facts" are what the owner confirmed; they win over the description. One ad group per service in facts.services, named exactly as the service; never a catch-all group holding a stated service; when the budget cannot carry them all, leave the last ones out of the groups.
- Every headline and description comes from that group's service, the facts' selling points, the brand, the place or a call to action; a claim not in the facts is never written ("licensed" is not "insured"; "fast response" and "urgent" need an emergency or same-day fact). Never use a word of facts.neverSay anywhere, the summary and steps included.
- Negative keywords: facts.notOffered and the searches that never buy (jobs, courses, DIY, free, second-hand), in singular and plural, never one that would block a service, keyword or selling point of the business.`;

/**
 * The OpenAI adapter: the Responses API, with the strategy as structured output. It writes drafts
 * and repairs them when asked; checking them is the domain's (strategy/generate.ts).
 */
export function openAiProvider(settings: OpenAiSettings): AiProvider {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl ?? 'https://api.openai.com/v1',
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries ?? 1,
    // Quota exhaustion and long rate-limit waits are not retried (openai-outcome.ts).
    fetch: edgeFetch(),
  });
  /** Sent with every request: nothing is kept at OpenAI (no stored responses are used), and a hash of the user. */
  const privacy = (user: string | undefined) => ({ store: false, ...(user ? { safety_identifier: safetyIdentifier(user) } : {}) });

  const strategyRequest = (instructions: string, body: string, user?: string) => ({
    model: settings.model,
    instructions,
    input: body,
    text: { format: withCounts(zodTextFormat(strategyCoreSchema, 'campaign_strategy')) },
    ...requestSettings(settings.model, 'strategy'),
    ...privacy(user),
  });
  const parse = (options: AiCallOptions, instructions: string, body: string) =>
    call(options.signal, async () => {
      const response = await client.responses.parse(strategyRequest(instructions, body, options.user), { signal: options.signal });
      assertWholeAnswer(response);
      return response;
    });

  return {
    name: 'openai',

    async draftStrategy(input: StrategyInput, options: StrategyCallOptions) {
      const { signal, onSections } = options;
      // Streaming: the structured output is parsed as it grows, and each section is passed on once
      // the model has moved past it. The repair round is not streamed (the final `done` replaces
      // what was shown).
      const response = await (onSections
        ? call(signal, async () => {
            const stream = client.responses.stream(strategyRequest(strategyInstructions(input), JSON.stringify(input), options.user), {
              signal,
            });
            let passed = 0;
            stream.on('response.output_text.delta', (event) => {
              const complete = completeSections(event.snapshot, false);
              if (Object.keys(complete).length > passed) {
                passed = Object.keys(complete).length;
                onSections(complete);
              }
            });
            const final = await stream.finalResponse();
            // A stream that ends in response.failed / response.incomplete, or a refusal, is no strategy.
            assertWholeAnswer(final);
            return final;
          })
        : parse(options, strategyInstructions(input), JSON.stringify(input)));
      const first: Strategy | null = response.output_parsed;
      if (!first) throw unusable(msg('ai.noStrategy'));
      return first;
    },

    async repairStrategy(input: StrategyInput, previous: Strategy, violations: CopyViolation[], options: AiCallOptions) {
      const second = await parse(
        options,
        strategyInstructions(input, REPAIR_INSTRUCTIONS),
        JSON.stringify({ form: input, previous, violations }),
      );
      return second.output_parsed;
    },

    /** The facts in the form's fields, as structured output (checked by facts/ai-proposal.ts, never trusted). */
    async proposeFacts(input: FactsProposalInput, options: AiCallOptions) {
      const response = await call(options.signal, async () => {
        const answer = await client.responses.parse(
          {
            model: settings.model,
            instructions: FACTS_INSTRUCTIONS_PROPOSAL,
            input: JSON.stringify(input),
            text: { format: zodTextFormat(factsProposalSchema, 'business_facts') },
            ...requestSettings(settings.model, 'facts'),
            ...privacy(options.user),
          },
          { signal: options.signal },
        );
        assertWholeAnswer(answer);
        return answer;
      });
      if (!response.output_parsed) throw unusable(msg('ai.emptyAnswer'));
      return response.output_parsed;
    },

    async chat(input: ChatInput, { signal, onDelta, user }: ChatCallOptions) {
      const campaigns = input.campaigns.map((c) => ({
        name: c.name,
        status: c.status,
        objective: c.objective,
        type: c.type,
        location: c.location,
        language: c.language,
        spanish: campaignVariety(c) === 'voseo' ? 'voseo' : 'tú',
        weeklyBudgetUsd: c.budget,
        // The currency the owner reads this campaign's amounts in, and its units per US dollar.
        ...(c.money ? { money: { currency: c.money.currency, unitsPerUsd: c.money.rate } } : {}),
        keywords: c.keywords,
        createdAt: c.createdAt,
        ...(c.market
          ? { market: { source: c.market.source, averageCpcUsd: c.market.averageCpc, weeklyClicksAtBudget: c.market.weeklyClicks } }
          : {}),
        // The same shape the offline assistant answers from: totals and the verdict, in the account's currency.
        ...(c.results
          ? {
              results: {
                currency: c.results.currency,
                lastDays: c.results.rangeDays,
                totals: c.results.totals,
                verdict: {
                  level: c.results.verdict.en.level,
                  title: c.results.verdict.en.title,
                  figures: c.results.verdict.en.figures.map((f) => ({ key: f.key, value: f.value })),
                  nextStep: c.results.verdict.en.nextStep,
                },
              },
            }
          : c.latestResults
            ? { latestResults: c.latestResults }
            : {}),
      }));
      const profile = input.profile ? `\nThe business profile: ${JSON.stringify(input.profile)}` : '';
      const labels = input.interfaceLabels
        ? `\nThe interface (each control's label in English and Spanish): ${JSON.stringify(input.interfaceLabels)}`
        : '';
      const body = {
        model: settings.model,
        instructions: `${CHAT_INSTRUCTIONS(settings.productName)}${labels}${profile}\nThe user's campaigns (newest first): ${JSON.stringify(campaigns)}\nThe reader's Spanish ("reader"): ${readerVariety() === 'voseo' ? 'voseo' : 'tú'}`,
        input: [
          ...input.history.flatMap((exchange) => [
            { role: 'user' as const, content: exchange.message },
            { role: 'assistant' as const, content: exchange.response },
          ]),
          { role: 'user' as const, content: input.message },
        ],
        ...requestSettings(settings.model, 'chat'),
        ...privacy(user),
      };
      const response = await call(signal, async () => {
        const answer = onDelta
          ? await (() => {
              const stream = client.responses.stream(body, { signal });
              stream.on('response.output_text.delta', (event) => onDelta(event.delta));
              return stream.finalResponse();
            })()
          : await client.responses.create(body, { signal });
        // Cut (incomplete), failed after some text, or refused: never served as a whole answer.
        assertWholeAnswer(answer);
        return answer;
      });
      const text = response.output_text?.trim();
      if (!text) throw unusable(msg('ai.emptyAnswer'));
      return text;
    },
  };
}

/** A provider for production without a key: every call is 503 naming the setting. */
export function unconfiguredProvider(error: () => HttpError): AiProvider {
  return {
    name: 'openai',
    draftStrategy: () => Promise.reject(error()),
    chat: () => Promise.reject(error()),
  };
}

/** Runs one SDK call and says what went wrong: 504 (deadline), 503 (rate limit, quota), 422 (declined), 502. */
async function call<T>(signal: AbortSignal, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toHttpError(error, signal);
  }
}

function unusable(message: Message, cause?: unknown): HttpError {
  const error = new HttpError('UPSTREAM_FAILED', message);
  if (cause !== undefined) error.cause = cause;
  return error;
}
