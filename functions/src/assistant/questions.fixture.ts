/**
 * The beginner's questions the offline assistant must answer, in Spanish and
 * English, against four owners: a bakery in Córdoba (Argentina, results in ARS, voseo), a dog
 * groomer in Leeds (strategy ready, not in Google Ads), a dentist in Austin (in Google Ads, results
 * in USD that call for action) and someone with no campaign yet. Each row says what the answer must
 * do; `questions.test.ts` checks every row (intent answered, business or campaign named, no figure
 * that is not in the data, the message's language) and reports the pass rate.
 */
import type { BusinessProfile } from '../contract/business-profile.js';
import type { Totals } from '../contract/results.js';
import { verdictFacts, verdictText } from '../results/verdict.js';
import type { AssistantBrief, ResultsDigest } from '../strategy/ai-port.js';
import type { Intent } from './intents.js';

function results(currency: string, dailyBudget: number, totals: Totals, suggestion: { en: string; es: string } | null): ResultsDigest {
  const facts = (language: 'en' | 'es') =>
    verdictText(
      verdictFacts({
        status: 'ENABLED',
        conversionTracking: true,
        dailyBudget,
        rangeDays: 7,
        totals,
        suggestion: suggestion?.[language] ?? null,
      }),
      language,
      currency,
    );
  return {
    currency,
    rangeDays: 7,
    totals: { impressions: totals.impressions, clicks: totals.clicks, cost: totals.cost, conversions: totals.conversions },
    verdict: { en: facts('en'), es: facts('es') },
  };
}

function totals(impressions: number, clicks: number, cost: number, conversions: number): Totals {
  return {
    impressions,
    clicks,
    cost,
    conversions,
    ctr: impressions ? clicks / impressions : 0,
    averageCpc: clicks ? Math.round((cost / clicks) * 100) / 100 : 0,
    conversionRate: clicks ? conversions / clicks : 0,
    costPerConversion: conversions ? Math.round((cost / conversions) * 100) / 100 : null,
  } as Totals;
}

const bakeryCampaign: AssistantBrief = {
  id: 'c-bakery',
  name: 'Panadería La Espiga – Pedidos',
  status: 'Strategy ready',
  objective: 'Sales',
  type: 'Search',
  location: 'Córdoba, Argentina',
  language: 'Spanish',
  budget: 120,
  keywords: 'pan de masa madre, medialunas, tortas por encargo',
  createdAt: '2026-11-01T10:00:00.000Z',
  headlines: ['Pan de masa madre en Córdoba', 'Pedí tus medialunas hoy'],
  description: 'Panadería La Espiga: pan de masa madre, medialunas y tortas por encargo en Córdoba. Envíos en el día.',
  inGoogleAds: true,
  results: results('ARS', 120_000 / 7, totals(9_800, 412, 98_500, 23), null),
  groups: [
    { name: 'Medialunas', keywords: ['medialunas', 'medialunas de manteca'] },
    { name: 'Pan de masa madre', keywords: ['pan de masa madre'] },
  ],
  market: { source: 'google', averageCpc: 0.35, maxCpc: 0.6, weeklyClicks: 342 },
};

const groomerCampaign: AssistantBrief = {
  id: 'c-groomer',
  name: 'Leeds Dog Grooming',
  status: 'Strategy ready',
  objective: 'Leads',
  type: 'Search',
  location: 'Leeds, United Kingdom',
  language: 'English',
  budget: 120,
  keywords: 'dog grooming, puppy groom, dog nail clipping',
  createdAt: '2026-11-10T10:00:00.000Z',
  headlines: ['Dog Grooming in Leeds', 'Book a Puppy Groom'],
  description: 'Paws & Co is a dog groomer in Leeds: full grooms, puppy grooms and nail clipping, six days a week.',
  inGoogleAds: false,
  market: { source: 'estimate', averageCpc: 2.4, maxCpc: 3.9, weeklyClicks: 50 },
};

const dentistCampaign: AssistantBrief = {
  id: 'c-dentist',
  name: 'Bright Smile Dental',
  status: 'Strategy ready',
  objective: 'Leads',
  type: 'Search',
  location: 'Austin, Texas',
  language: 'English',
  budget: 700,
  keywords: 'dental implants, invisalign, emergency dentist',
  createdAt: '2026-10-01T10:00:00.000Z',
  headlines: ['Dental Implants in Austin'],
  description: 'Bright Smile Dental in Austin: implants, Invisalign and same-day emergency visits.',
  inGoogleAds: true,
  results: results('USD', 100, totals(5_200, 180, 1_260, 2), {
    en: 'Exclude 4 searches that spent without results',
    es: 'Excluí 4 búsquedas que gastaron sin resultados',
  }),
};

const profile = (businessName: string, places: string[]): BusinessProfile =>
  ({
    businessName,
    offering: '',
    places,
    sellingPoints: [],
    offers: [],
    hours: '',
    phone: '',
    whatsapp: '',
    bookingUrl: '',
    sitePages: [],
    tone: '',
    avoid: [],
    competitors: [],
  }) as unknown as BusinessProfile;

/** A nail salon in Guadalajara with confirmed facts: copy requests are written from them only. */
const salonCampaign: AssistantBrief = {
  id: 'c-salon',
  name: 'Lupita Nails – Citas',
  status: 'Strategy ready',
  objective: 'Leads',
  type: 'Search',
  location: 'Guadalajara, Jalisco, México',
  language: 'Spanish',
  budget: 150,
  keywords: 'uñas de gel, uñas acrílicas, extensiones de pestañas',
  createdAt: '2026-11-20T10:00:00.000Z',
  headlines: ['Uñas de gel en Guadalajara'],
  description:
    'Lupita Nails: uñas de gel, uñas acrílicas y pestañas en Guadalajara. Productos libres de tóxicos, citas el mismo día y estacionamiento gratis.',
  inGoogleAds: false,
  groups: [
    {
      name: 'Uñas de gel',
      keywords: ['uñas de gel', 'uñas de gel guadalajara'],
      headlines: ['Uñas de gel en Guadalajara', 'Lupita Nails'],
      descriptions: [],
    },
    { name: 'Uñas acrílicas', keywords: ['uñas acrílicas'], headlines: ['Uñas acrílicas en Guadalajara'], descriptions: [] },
    { name: 'Pestañas', keywords: ['extensiones de pestañas'], headlines: ['Pestañas en Guadalajara'], descriptions: [] },
  ],
  facts: {
    brand: 'Lupita Nails',
    services: [{ name: 'Uñas de gel' }, { name: 'Uñas acrílicas' }, { name: 'Pestañas' }],
    sellingPoints: ['Productos libres de tóxicos', 'Citas el mismo día', 'Estacionamiento gratis'],
    whatsapp: '+52 33 1234 5678',
    notOffered: [],
    neverSay: ['barato'],
  },
};

/** An electrician in Brisbane, created in Google Ads, no figures read yet; "insured" and "24/7" never to be said. */
const electricianCampaign: AssistantBrief = {
  id: 'c-electrician',
  name: 'Spark North Electrical',
  status: 'In Google Ads (paused)',
  objective: 'Leads',
  type: 'Search',
  location: 'Brisbane, Queensland, Australia',
  language: 'English',
  budget: 300,
  keywords: 'ev charger installation, smoke alarms, led lighting',
  createdAt: '2026-11-18T10:00:00.000Z',
  headlines: ['EV Chargers in Brisbane'],
  description:
    'Spark North Electrical: licensed QLD electrician in Brisbane North. EV chargers, smoke alarms and LED lighting. Upfront fixed pricing.',
  inGoogleAds: true,
  groups: [
    { name: 'EV chargers', keywords: ['ev charger installation'], headlines: ['EV Chargers in Brisbane'], descriptions: [] },
    { name: 'Smoke alarms', keywords: ['smoke alarms'], headlines: ['Smoke Alarms in Brisbane'], descriptions: [] },
    { name: 'LED lighting', keywords: ['led lighting'], headlines: ['LED Lighting in Brisbane'], descriptions: [] },
  ],
  facts: {
    brand: 'Spark North Electrical',
    services: [{ name: 'EV chargers' }, { name: 'Smoke alarms' }, { name: 'LED lighting' }],
    sellingPoints: ['Licensed QLD electrician', 'Upfront fixed pricing'],
    phone: '07 3123 4567',
    notOffered: ['emergency call-outs'],
    neverSay: ['insured', '24/7'],
  },
};

export const OWNERS = {
  bakery: { campaigns: [bakeryCampaign], profile: profile('Panadería La Espiga', ['Córdoba']) },
  salon: { campaigns: [salonCampaign], profile: undefined },
  electrician: { campaigns: [electricianCampaign], profile: undefined },
  groomer: { campaigns: [groomerCampaign], profile: profile('Paws & Co', ['Leeds']) },
  dentist: { campaigns: [dentistCampaign], profile: undefined },
  none: { campaigns: [], profile: undefined },
} satisfies Record<string, { campaigns: AssistantBrief[]; profile: BusinessProfile | undefined }>;
export type Owner = keyof typeof OWNERS;

export interface QuestionCase {
  owner: Owner;
  message: string;
  lang: 'en' | 'es';
  /** What must be answered, in order. */
  intents: (Intent | 'copy' | 'unknown')[];
  /** Text the answer must contain (the business or campaign, a verdict, a term). */
  mentions?: string[];
}

export const QUESTIONS: QuestionCase[] = [
  // What a term means
  {
    owner: 'groomer',
    lang: 'en',
    message: 'What does CPC mean?',
    intents: ['define'],
    mentions: ['cost per click', 'Paws & Co', 'USD 2.40'],
  },
  {
    owner: 'bakery',
    lang: 'es',
    message: '¿Y qué es el CPC?',
    intents: ['define'],
    mentions: ['costo por clic', 'Panadería La Espiga', 'USD 0,35'],
  },
  {
    owner: 'dentist',
    lang: 'en',
    message: "What's CTR?",
    intents: ['define'],
    mentions: ['click-through rate', 'Bright Smile Dental', '3.5%'],
  },
  { owner: 'bakery', lang: 'es', message: '¿Qué significa CTR?', intents: ['define'], mentions: ['tasa de clics', 'Panadería La Espiga'] },
  { owner: 'groomer', lang: 'en', message: 'What is a negative keyword?', intents: ['define'], mentions: ['exclude', 'Paws & Co'] },
  {
    owner: 'bakery',
    lang: 'es',
    message: '¿Qué es una palabra clave negativa?',
    intents: ['define'],
    mentions: ['excluís', 'Panadería La Espiga'],
  },
  {
    owner: 'dentist',
    lang: 'en',
    message: 'What is a conversion?',
    intents: ['define'],
    mentions: ['action', 'Bright Smile Dental', '2 conversions'],
  },
  { owner: 'bakery', lang: 'es', message: '¿Qué es una conversión?', intents: ['define'], mentions: ['acción', '23 conversiones'] },
  { owner: 'groomer', lang: 'en', message: 'What does match type mean?', intents: ['define'], mentions: ['exact', 'Leeds Dog Grooming'] },
  { owner: 'none', lang: 'en', message: 'What are impressions?', intents: ['define'], mentions: ['shown'] },
  { owner: 'none', lang: 'es', message: '¿Qué es el CPA?', intents: ['define'], mentions: ['costo por adquisición'] },
  {
    owner: 'groomer',
    lang: 'en',
    message: 'What is Quality Score?',
    intents: ['define'],
    mentions: ['1-to-10', '“Dog Grooming in Leeds”'],
  },
  {
    owner: 'groomer',
    lang: 'en',
    message: 'What is ROAS?',
    intents: ['define'],
    mentions: ['return on ad spend', 'Paws & Co', 'cost per result'],
  },
  { owner: 'bakery', lang: 'es', message: '¿Qué es una puja?', intents: ['define'], mentions: ['Panadería La Espiga', 'USD 0,35'] },
  // Is my budget enough
  {
    owner: 'groomer',
    lang: 'en',
    message: 'Is 120 dollars a week enough?',
    intents: ['budgetEnough'],
    mentions: ['USD 120', 'Paws & Co', 'Leeds', 'USD 2.40', '50 clicks'],
  },
  {
    owner: 'bakery',
    lang: 'es',
    message: '¿Me alcanza el presupuesto?',
    intents: ['budgetEnough'],
    mentions: ['alcanza', 'Panadería La Espiga', 'Córdoba'],
  },
  {
    owner: 'groomer',
    lang: 'en',
    message: 'How much should I spend a week?',
    intents: ['budgetEnough'],
    mentions: ['Paws & Co', 'USD 2.40'],
  },
  {
    owner: 'bakery',
    lang: 'es',
    message: '¿Cuánto debería invertir por semana?',
    intents: ['budgetEnough'],
    mentions: ['Panadería La Espiga'],
  },
  {
    owner: 'none',
    lang: 'en',
    message: 'Is 50 dollars a week enough for Google Ads?',
    intents: ['budgetEnough'],
    mentions: ['keyword planner'],
  },
  { owner: 'none', lang: 'es', message: '¿Cuánto presupuesto necesito?', intents: ['budgetEnough'], mentions: ['planificador'] },
  {
    owner: 'dentist',
    lang: 'en',
    message: 'Is my budget enough?',
    intents: ['budgetEnough'],
    mentions: ['Bright Smile Dental', "won't guess", '“Budget & Links”', '“Forecast clicks”'],
  },
  {
    owner: 'dentist',
    lang: 'es',
    message: '¿Me alcanza el presupuesto?',
    intents: ['budgetEnough'],
    mentions: ['Bright Smile Dental', 'cifra inventada', '«Presupuesto y enlaces»', '«Pronosticar clics»'],
  },
  // Which keywords
  {
    owner: 'groomer',
    lang: 'en',
    message: 'What keywords should I use?',
    intents: ['keywordsFor'],
    mentions: ['Paws & Co', 'dog grooming'],
  },
  {
    owner: 'bakery',
    lang: 'es',
    message: '¿Qué palabras clave uso para mi negocio?',
    intents: ['keywordsFor'],
    mentions: ['Panadería La Espiga', 'masa madre'],
  },
  { owner: 'none', lang: 'en', message: 'Which keywords would you recommend?', intents: ['keywordsFor'], mentions: ['create a campaign'] },
  {
    owner: 'dentist',
    lang: 'en',
    message: 'Suggest keywords for my clinic',
    intents: ['keywordsFor'],
    mentions: ['Bright Smile Dental', 'dental implants'],
  },
  // How is it doing
  {
    owner: 'bakery',
    lang: 'es',
    message: '¿Cómo le está yendo a mi campaña?',
    intents: ['performance'],
    mentions: ['Bien', 'Próximo paso', 'ARS'],
  },
  { owner: 'bakery', lang: 'es', message: '¿Cuántos pedidos me trajo?', intents: ['performance'], mentions: ['23 resultados'] },
  { owner: 'dentist', lang: 'en', message: 'How is my campaign doing?', intents: ['performance'], mentions: ['Act', 'Next step', 'USD'] },
  {
    owner: 'dentist',
    lang: 'es',
    message: '¿Cómo van mis resultados?',
    intents: ['performance'],
    mentions: ['Hay que actuar', 'Próximo paso', 'USD'],
  },
  {
    owner: 'groomer',
    lang: 'en',
    message: 'Is it working?',
    intents: ['performance'],
    mentions: ['Leeds Dog Grooming', 'not in Google Ads'],
  },
  {
    owner: 'none',
    lang: 'es',
    message: '¿Qué tal van mis resultados?',
    intents: ['performance'],
    mentions: ['campañas', '«+ Crear campaña»'],
  },
  // The groomer's campaign asked about in Spanish: its status as the Spanish dashboard shows it.
  { owner: 'groomer', lang: 'es', message: '¿Está funcionando mi campaña?', intents: ['performance'], mentions: ['Estrategia lista'] },
  // What to do next
  {
    owner: 'groomer',
    lang: 'en',
    message: 'What should I do next?',
    intents: ['nextStep'],
    mentions: ['Leeds Dog Grooming', 'Google Ads'],
  },
  {
    owner: 'dentist',
    lang: 'es',
    message: '¿Qué hago ahora?',
    intents: ['nextStep'],
    mentions: ['Bright Smile Dental', 'Excluí 4 búsquedas'],
  },
  { owner: 'none', lang: 'en', message: "What's next?", intents: ['nextStep'], mentions: ['Create campaign'] },
  { owner: 'bakery', lang: 'es', message: '¿Cuál es el próximo paso?', intents: ['nextStep'], mentions: ['Panadería La Espiga'] },
  // Currency and billing
  {
    owner: 'groomer',
    lang: 'en',
    message: 'I pay in pounds. Is that a problem?',
    intents: ['currency'],
    mentions: ['Not a problem', 'GBP', 'USD'],
  },
  { owner: 'bakery', lang: 'es', message: '¿En qué moneda me cobran?', intents: ['currency', 'billing'], mentions: ['USD', 'ARS'] },
  {
    owner: 'dentist',
    lang: 'en',
    message: 'How do I cancel my subscription?',
    intents: ['billing'],
    mentions: ['“My Plan” → “Manage billing and invoices”', '“Talk to a person”'],
  },
  {
    owner: 'none',
    lang: 'es',
    message: '¿Dónde veo mis facturas?',
    intents: ['billing'],
    mentions: ['«Mi plan» → «Administrar facturación y facturas»'],
  },
  {
    owner: 'bakery',
    lang: 'es',
    message: '¿Cómo cancelo mi suscripción?',
    intents: ['billing'],
    mentions: ['«Mi plan»', '«Administrar facturación y facturas»', 'cancelás', '«Hablar con una persona»'],
  },
  // How to use Pautia
  { owner: 'none', lang: 'en', message: 'How do I use Pautia?', intents: ['howTo'], mentions: ['Create campaign'] },
  { owner: 'bakery', lang: 'es', message: '¿Cómo funciona esto?', intents: ['howTo'], mentions: ['Panadería La Espiga'] },
  { owner: 'groomer', lang: 'en', message: 'How do I connect Google Ads?', intents: ['googleAds'], mentions: ['“Create in Google Ads”'] },
  {
    owner: 'bakery',
    lang: 'es',
    message: '¿Cómo la subo a Google Ads?',
    intents: ['googleAds'],
    mentions: ['«Crear en Google Ads»', 'tocá'],
  },
  { owner: 'none', lang: 'es', message: '¿Cómo empiezo?', intents: ['howTo'], mentions: ['«+ Crear campaña»'] },
  // Reaching a person
  {
    owner: 'bakery',
    lang: 'es',
    message: '¿Puedo hablar con una persona?',
    intents: ['support'],
    mentions: ['«Hablar con una persona»', 'Panadería La Espiga', 'usá'],
  },
  {
    owner: 'groomer',
    lang: 'en',
    message: 'Can I talk to a real person?',
    intents: ['support'],
    mentions: ['“Talk to a person”', 'Paws & Co'],
  },
  { owner: 'none', lang: 'en', message: 'How do I contact support?', intents: ['support'], mentions: ['“Talk to a person”'] },
  {
    owner: 'bakery',
    lang: 'es',
    message: 'Tengo un problema con el cobro, ¿puedo hablar con alguien?',
    intents: ['billing', 'support'],
    mentions: ['«Administrar facturación y facturas»', '«Hablar con una persona»'],
  },
  // Several questions in one message
  {
    owner: 'groomer',
    lang: 'en',
    message: 'What keywords should I use? Is 120 dollars a week enough? I pay in pounds.',
    intents: ['keywordsFor', 'budgetEnough', 'currency'],
    mentions: ['Paws & Co', 'dog grooming', 'USD 2.40', 'GBP'],
  },
  {
    owner: 'bakery',
    lang: 'es',
    message: '¿Cómo le está yendo a mi campaña? ¿Cuántos pedidos me trajo?',
    intents: ['performance'],
    mentions: ['Bien', '23 resultados'],
  },
  {
    owner: 'dentist',
    lang: 'en',
    message: 'What does CPC mean and how is my campaign doing? What should I do next?',
    // The verdict's next step answers "what next": said once.
    intents: ['define', 'performance'],
    mentions: ['cost per click', 'Verdict: Act', 'Next step'],
  },
  {
    owner: 'bakery',
    lang: 'es',
    message: '¿Qué es el CTR? ¿Y qué palabras clave me recomendás?',
    intents: ['define', 'keywordsFor'],
    mentions: ['tasa de clics', 'masa madre'],
  },
  { owner: 'groomer', lang: 'en', message: 'Write 3 headlines about puppy grooms', intents: ['copy'], mentions: ['Leeds Dog Grooming'] },
  // As owners write: typos, shorthand, several questions, two languages, and what the assistant cannot answer.
  { owner: 'dentist', lang: 'en', message: "How's my campaign going?", intents: ['performance'], mentions: ['Verdict: Act'] },
  { owner: 'groomer', lang: 'en', message: 'hows my campaing doing', intents: ['performance'], mentions: ['not in Google Ads yet'] },
  {
    owner: 'groomer',
    lang: 'en',
    message: 'How do I get my campaign live on Google?',
    intents: ['googleAds'],
    mentions: ['“Create in Google Ads”', 'paused'],
  },
  {
    owner: 'bakery',
    lang: 'es',
    message: '¿Me podés escribir 3 títulos para medialunas?',
    intents: ['copy'],
    mentions: ['«Medialunas»', '«Agregar a este grupo»'],
  },
  {
    owner: 'bakery',
    lang: 'es',
    message: 'escribí 3 títulos para pan de masa madre',
    intents: ['copy'],
    mentions: ['«Pan de masa madre»', 'Pan de masa madre en Córdoba'],
  },
  // Copy requests written from the confirmed facts, for the group they name, as owners write them.
  {
    owner: 'salon',
    lang: 'es',
    message: '¿Me puedes escribir 3 títulos para uñas de gel?',
    intents: ['copy'],
    mentions: ['«Uñas de gel»', 'datos que confirmaste', '«Agregar a este grupo»'],
  },
  { owner: 'salon', lang: 'es', message: 'escribí 3 títulos para uñas de gel', intents: ['copy'], mentions: ['«Uñas de gel»', '3. '] },
  { owner: 'salon', lang: 'es', message: 'dame 2 titulos pa las pestanas porfa', intents: ['copy'], mentions: ['«Pestañas»'] },
  {
    owner: 'salon',
    lang: 'es',
    message: 'necesito 3 descripciones para uñas acrilicas',
    intents: ['copy'],
    mentions: ['«Uñas acrílicas»', 'máx. 90'],
  },
  {
    owner: 'salon',
    lang: 'es',
    message: 'escribime 3 titulos para pedicura',
    intents: ['copy'],
    mentions: ['no tiene un grupo de anuncios para «pedicura»', '- Uñas de gel', '- Pestañas'],
  },
  { owner: 'salon', lang: 'es', message: 'hola! write 3 títulos para uñas de gel plis', intents: ['copy'], mentions: ['«Uñas de gel»'] },
  {
    owner: 'electrician',
    lang: 'en',
    message: 'write 3 headlines for EV chargers',
    intents: ['copy'],
    mentions: ['“EV chargers”', 'facts you confirmed', '“Add to this group”'],
  },
  {
    owner: 'electrician',
    lang: 'en',
    message: 'can u giv me 3 headlnes for smoke alarms',
    intents: ['copy'],
    mentions: ['“Smoke alarms”'],
  },
  {
    owner: 'electrician',
    lang: 'en',
    message: 'Write 3 headlines for solar panels',
    intents: ['copy'],
    mentions: ['no ad group for “solar panels”', '- EV chargers', '- LED lighting'],
  },
  {
    owner: 'electrician',
    lang: 'en',
    message: 'give me 2 descriptions for led lighting',
    intents: ['copy'],
    mentions: ['“LED lighting”', 'max. 90'],
  },
  // How the campaign is doing, from results when it has them, else what is missing.
  { owner: 'electrician', lang: 'en', message: 'hows my campain doing??', intents: ['performance'], mentions: ['Spark North Electrical'] },
  {
    owner: 'salon',
    lang: 'es',
    message: 'como va mi campaña',
    intents: ['performance'],
    mentions: ['Lupita Nails', 'todavía no está en Google Ads'],
  },
  {
    owner: 'bakery',
    lang: 'es',
    message: 'q tal va la campaña? cuantas ventas tuve',
    intents: ['performance'],
    mentions: ['Panadería La Espiga'],
  },
  { owner: 'dentist', lang: 'en', message: 'is my campaign working or not', intents: ['performance'], mentions: ['Verdict: Act'] },
  { owner: 'dentist', lang: 'en', message: 'como va my campaign?', intents: ['performance'], mentions: ['Bright Smile Dental'] },
  { owner: 'none', lang: 'en', message: "How's my campaign doing?", intents: ['performance'], mentions: ['“+ Create campaign”'] },
  { owner: 'dentist', lang: 'en', message: 'whats cpc', intents: ['define'], mentions: ['cost per click', 'USD 7.00'] },
  { owner: 'bakery', lang: 'es', message: 'gracias! ¿cómo va mi campaña?', intents: ['performance'], mentions: ['Bien'] },
  { owner: 'groomer', lang: 'en', message: 'Hola! how much budget do I need?', intents: ['budgetEnough'], mentions: ['Paws & Co'] },
  { owner: 'bakery', lang: 'es', message: 'q palabras clave uso??', intents: ['keywordsFor'], mentions: ['medialunas'] },
  { owner: 'none', lang: 'es', message: 'como creo una campaña', intents: ['howTo'], mentions: ['«+ Crear campaña»'] },
  // Not understood: said honestly, with things to ask instead.
  {
    owner: 'bakery',
    lang: 'es',
    message: '¿Y lo del perro del vecino?',
    intents: ['unknown'],
    mentions: ['No pude entender', '«Escribí 3 títulos para Medialunas»'],
  },
  { owner: 'dentist', lang: 'en', message: 'Can you fix my printer?', intents: ['unknown'], mentions: ['I did not understand', 'CPC'] },
  {
    owner: 'dentist',
    lang: 'en',
    message: 'Is my budget enough? And can you make my cat dance?',
    intents: ['budgetEnough'],
    mentions: ['Bright Smile Dental', 'did not understand'],
  },
];
