/**
 * What a message asks: the beginner's questions, one or several in one message,
 * each answered for itself. Pure: the offline assistant answers by these, and the assistant service
 * asks the keyword planner only when a question needs its estimate.
 */
import { parseKeywords } from '../copy/text.js';
import type { AssistantBrief } from '../strategy/ai-port.js';

export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The terms a beginner asks about, and the words that name them (folded, English and Spanish). */
export const TERMS = {
  cpc: /\bcpc\b|cost[eo]? por clic|cost per click/,
  ctr: /\bctr\b|click.?through|tasa de clics/,
  cpa: /\bcpa\b|cost per (acquisition|conversion|result)|costo por (adquisicion|conversion|resultado)|coste por (adquisicion|conversion|resultado)/,
  roas: /\broas\b|return on ad spend|retorno de la inversion publicitaria/,
  impressions: /\bimpresion(es)?\b|\bimpressions?\b/,
  conversion: /\bconversion(es)?\b|\bconversions?\b/,
  keyword: /\bkeywords?\b|palabras? clave/,
  matchType: /match types?|concordancia/,
  negative: /negative keywords?|negativas?\b|palabras? clave negativas?/,
  qualityScore: /quality score|nivel de calidad/,
  bid: /\bbids?\b|\bbidding\b|\bpujas?\b|oferta de puja/,
  adGroup: /ad groups?|grupos? de anuncios/,
  impressionShare: /impression share|cuota de impresiones/,
  landingPage: /landing page|pagina de destino/,
} as const;
export type Term = keyof typeof TERMS;

/** A term named alone or first wins over the generic "keyword" inside "negative keyword". */
const TERM_PRIORITY: Term[] = [
  'negative',
  'matchType',
  'qualityScore',
  'impressionShare',
  'cpa',
  'roas',
  'cpc',
  'ctr',
  'adGroup',
  'landingPage',
  'bid',
  'conversion',
  'impressions',
  'keyword',
];

export type Intent =
  /** The user's own figures (a CPC, a budget) worked through. */
  | 'figures'
  | 'define'
  | 'budgetEnough'
  | 'keywordsFor'
  | 'performance'
  | 'nextStep'
  | 'currency'
  | 'billing'
  | 'howTo'
  /** Reaching a person: the support request ("Talk to a person"). */
  | 'support'
  | 'campaigns'
  | 'ctr'
  | 'negatives'
  | 'conversions'
  | 'googleAds'
  | 'greeting';

const DEFINE =
  /\b(what (is|are|does|do)|what'?s|whats|meaning of|means?\b|define|definition|explain|que (es|son|significa|significan|quiere decir)|significado|que seria|explica(me)?|explicame)\b/;

const PATTERNS: [Intent, RegExp][] = [
  [
    'performance',
    /resultado|\bresults?\b|rendimiento|performance|how'?s (my|the|it|our)\b.*(doing|going|performing|working)|how('?s| is) it going|(como|que tal) (va|anda|esta) (mi|la|nuestra) (campan|campaing|campain|publicidad|anuncio)|how (is|are|'?s) (my|the|it|they)\b.*(doing|going|performing|working)|how (is|are) .* (doing|going|performing)|is (it|my campaign|the campaign) working|(como|que tal) (le )?(va|van|esta yendo|estan yendo)\b|como le (va|esta yendo)|esta funcionando|funciona (mi|la) campan|cuant[oa]s? (pedidos|clientes|ventas|llamadas|contactos|conversiones)|how many (orders|customers|sales|calls|leads|conversions)|\bstats\b|estadisticas|metricas|metrics/,
  ],
  [
    'budgetEnough',
    /enough|suficiente|alcanza|\bbasta\b|too (little|low|small|much)|muy poco|demasiado|how much (budget|money|should i|do i need|to spend|to invest)|cuanto (presupuesto|dinero|plata|deberia|debo|tengo que|necesito|hay que)|presupuesto (minimo|recomendado|ideal)|minimum budget|recommended budget|is my budget|mi presupuesto (es|esta)/,
  ],
  [
    'keywordsFor',
    /(which|what) keywords|keywords? (should|to use|for my|would you|do you recommend|ideas)|suggest (some )?keywords|(que|cuales) palabras? clave|palabras? clave (uso|usar|debo|deberia|me (recomendas|recomiendas|sugeris|sugieres)|para mi)|recomenda(me)? palabras|keyword ideas|ideas de palabras/,
  ],
  [
    'nextStep',
    /what (should|do|can) i do (next|now)|what('?s| is) next|next steps?|now what|what now|que (hago|debo hacer|deberia hacer|tengo que hacer) (ahora|despues|luego)|que sigue|proximo paso|siguiente paso|por donde (sigo|empiezo)|where do i (go|start) from here/,
  ],
  [
    'currency',
    /currenc|\bmoneda|\bdivisa|pay in|pagar? en|pago en|cobran en|charged in|billed in|exchange rate|tipo de cambio|cotizacion|\bpounds?\b|\blibras?\b|\bgbp\b|\beur\b|\beuros?\b|\bpesos?\b|\bmxn\b|\bars\b|\bclp\b|\bcop\b/,
  ],
  [
    'billing',
    /\bbill(ing|ed)?\b|invoice|factura|\bcobr(a|an|o|aron|ar)\b|\bcharged?\b|subscription|suscripci|\bcancel|refund|reembolso|\bplan (price|cost)|cuanto cuesta (pautia|el plan|premium|pro)|how much (is|does) (pautia|premium|pro|the plan)|upgrade|downgrade|tarjeta|credit card|payment method|medio de pago|forma de pago/,
  ],
  [
    'googleAds',
    /connect (my )?google ads|link (my )?google ads|conect(ar|o|a)\b|vincul(ar|o|a)\b|publish|publicar(la|lo)?\b|(la|lo|como|donde) publico\b|publi(cala|calo|que)\b|lanz(ar|arla|o)\b|launch|go live|create (it )?in google ads|crear(la)? en google ads|(subir|subirla|subo|subola|poner|ponerla|pongo) (en|a) google ads|(get|put|make|take) (it|my (campaign|campaing|ads?)|the (campaign|ads?))? ?(live|online)\b|live on google|(salir|sale|salga) (al aire|en google)|activar(la|lo)? en google|ponerla en marcha/,
  ],
  [
    'support',
    /(talk|speak|chat) (to|with) (a |an |some)?(person|human|real person|someone|somebody|agent|the team|support|your team)|contact (support|you|the team|your team|someone)|customer (service|support)|account manager|support (team|request|ticket)|(hablar|comunicarme|comunicarse|contactar(me)?) con (una persona|alguien|un humano|una persona real|soporte|el equipo|ustedes|un asesor|atencion al cliente)|atencion al cliente|gerente de cuenta|\bsoporte\b|persona real|real person|\bhumano\b|\bhuman\b/,
  ],
  [
    'howTo',
    /how (do|can|should) i (use|start|begin|create|make|get started)|how does (pautia|this|it|the app) work|como (uso|se usa|funciona (pautia|esto|la app)|empiezo|arranco|creo|hago para)|what can you do|que (podes|puedes|sabes) hacer|how to use|getting started|primeros pasos|\bhelp\b|\bayuda\b/,
  ],
  ['campaigns', /mis campanas|my campaigns\b|cuantas campan|how many campaigns|list (my )?campaigns|lista de campan/],
  [
    'ctr',
    /pocos clics|few clicks|no (me )?hacen clic|no one clicks|nobody clicks|improve (my )?(ads?|headlines?|ctr)|mejorar (mis |los )?(anuncios|titulos|ctr)/,
  ],
  ['negatives', /negativ|exclude searches|excluir busquedas/],
  ['conversions', /more (leads|sales|calls|customers)|mas (clientes|ventas|llamadas|contactos|pedidos)|landing|formulario|\bforms?\b/],
];

/** Intents a term's own words trigger ("negative keyword" → negatives): part of the definition, not a second question. */
const TERM_TOPICS = new Set<Intent>(['negatives', 'ctr', 'conversions', 'keywordsFor']);

const GREETING = /^(hola|buenas|buenos dias|buenas tardes|buenas noches|hello|hi|hey|good (morning|afternoon|evening))\b/;

/** The questions in a message: split at question marks, full stops and line breaks. */
export function questionsIn(message: string): string[] {
  return message
    .split(/(?<=[?!.])\s+|[\n\r]+|(?=¿)/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\d]/u.test(s));
}

/** The terms a question asks to define, best first (at most 3). */
export function termsAsked(question: string): Term[] {
  const text = fold(question).replace(/google ads/g, ' ');
  const found = TERM_PRIORITY.filter((t) => TERMS[t].test(text));
  // "negative keyword" names one term, not two.
  return found.filter((t) => !(t === 'keyword' && found.includes('negative'))).slice(0, 3);
}

/** What one question asks, in order (a definition first: "what does CPC mean" is not a budget question). */
export function intentsOf(question: string): Intent[] {
  const text = fold(question);
  const bare = text.replace(/[¿?¡!.,;:]/g, ' ').trim();
  const terms = termsAsked(question);
  // "What does CPC mean?", "¿Y qué es el CPC?", or a term alone ("CPC?").
  const defines = terms.length > 0 && (DEFINE.test(text) || bare.split(/\s+/).length <= 3);
  const matched = PATTERNS.filter(([intent, re]) => re.test(intent === 'googleAds' ? text : text.replace(/google ads/g, ' '))).map(
    ([i]) => i,
  );
  // "Which negative keywords?" asks for negatives, not for keywords.
  const found = matched.includes('negatives') ? matched.filter((i) => i !== 'keywordsFor') : matched;
  // A definition first; what else the same sentence asks (how it is doing, what next) after it.
  if (defines) return (['define', ...found.filter((i) => !TERM_TOPICS.has(i))] as Intent[]).slice(0, 3);
  if (found.length) return found.slice(0, 2);
  if (terms.includes('keyword')) return ['keywordsFor'];
  if (terms.includes('negative')) return ['negatives'];
  if (terms.includes('ctr')) return ['ctr'];
  if (terms.length) return ['define'];
  if (GREETING.test(bare)) return ['greeting'];
  return [];
}

/** Every question's intents, in the order asked, each once. */
export function intentsAsked(message: string): { question: string; intent: Intent }[] {
  const seen = new Set<Intent>();
  const out: { question: string; intent: Intent }[] = [];
  for (const question of questionsIn(message)) {
    for (const intent of intentsOf(question)) {
      // Several definitions are several answers; other intents are answered once.
      if (intent !== 'define' && seen.has(intent)) continue;
      seen.add(intent);
      out.push({ question, intent });
    }
  }
  // A greeting is answered only when nothing else was asked.
  return out.length > 1 ? out.filter((o) => o.intent !== 'greeting') : out;
}

/** Whether answering needs the keyword planner's estimate (budget questions, what a CPC is). */
export function needsMarket(message: string): boolean {
  return intentsAsked(message).some(
    ({ intent, question }) => intent === 'budgetEnough' || (intent === 'define' && termsAsked(question).includes('cpc')),
  );
}

/** The campaign the message names (by name or keyword), else the newest one. */
export function relevantCampaign(message: string, campaigns: AssistantBrief[]): AssistantBrief | undefined {
  const text = fold(message);
  const named = campaigns.find(
    (c) =>
      (c.name.length > 3 && text.includes(fold(c.name))) ||
      parseKeywords(c.keywords, 5).some((k) => k.length > 3 && text.includes(fold(k))),
  );
  return named ?? campaigns[0];
}

/**
 * Courtesies that ask nothing ("thanks!", "ok"): they neither count as understood nor as not
 * understood when the assistant weighs how well it read a message.
 */
export const COURTESY =
  /^(gracias|muchas gracias|thanks|thank you|thx|ok|okay|vale|dale|genial|perfecto|great|cool|buenisimo|hola|hello|hi|hey)[\s!.]*$/;
/** "And what else?": continues the previous question (the only time a previous question is reused). */
export const FOLLOW_UP =
  /^(y|and|ok|vale|dale)?\s*(que mas|algo mas|y despues|what else|anything else|more|mas|tell me more|contame mas|cuentame mas|go on|segui|sigue)\s*[?.!]*$/;
/** Below this share of its questions recognised, the assistant says it did not understand. */
export const UNDERSTOOD_AT = 0.5;

/**
 * What a message asks and how sure that reading is: the share of its questions (courtesies aside)
 * that name something the assistant knows how to answer.
 */
export function understand(message: string): { asked: { question: string; intent: Intent }[]; confidence: number } {
  const questions = questionsIn(message).filter((q) => !COURTESY.test(fold(q).replace(/[¿?¡]/g, '').trim()));
  const recognised = questions.filter((q) => intentsOf(q).length > 0).length;
  const asked = intentsAsked(message);
  const confidence = questions.length ? recognised / questions.length : asked.length ? 1 : 0;
  return { asked, confidence };
}
