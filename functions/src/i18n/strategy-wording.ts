import type { CampaignType, Objective } from '../contract/campaigns.js';
import type { SpanishVariety } from '../copy/variety.js';
import type { Lang } from '../contract/content-language.js';
import { text, variantOf, type Variant } from './messages.js';

/**
 * The offline strategist's wording, per language: its sentences are the catalog's `wording.*`
 * (i18n/catalog/strategy-wording.ts), checked there in every variant. Claims a business might not be able to back up
 * ("free", "fastest", "best price") are avoided on purpose; the next steps ask the owner to review.
 */
export interface Copy {
  objective: Record<Objective, string>;
  type: Record<CampaignType, string>;
  /** Headlines built from keyword (K, display case), place (P) and business name (N). */
  headlineTemplates: {
    keywordInPlace: (k: string, p: string) => string;
    keywordNear: (k: string) => string;
    trusted: (k: string) => string;
    nameInPlace: (n: string, p: string) => string;
    servingPlace: (p: string) => string;
  };
  /** Objective-specific calls to action first, then safe generic ones; at least 15 in all. */
  headlineCtas: Record<Objective, string[]>;
  headlinePool: string[];
  descriptionTemplates: {
    keywordInPlace: (k: string, location: string, cta: string) => string;
    specialists: (list: string) => string;
    servingPlace: (p: string) => string;
  };
  descriptionCta: Record<Objective, string>;
  descriptionObjective: Record<Objective, string>;
  descriptionPool: string[];
  and: string;
  modifiers: Record<Objective, ((k: string) => string)[]>;
  otherSearches: string;
  negatives: Record<Objective, string[]>;
  yourBusiness: string;
  summary: (f: {
    who: string;
    type: string;
    objective: string;
    location: string;
    language: string;
    weekly: string;
    daily: string;
    themes: string;
    about: string;
  }) => string;
  recommendation: (f: { type: string; chosen: string; keyword: string; place: string; reason: RecommendationReason }) => string;
  bidding: (f: { objective: Objective; smallBudget: boolean; cpcCap: string; cpaTarget: string }) => string;
  kpis: (f: { objective: Objective; type: CampaignType; cpcCap: string; clicksPerDay: number; cpaTarget: string }) => string[];
  nextSteps: (f: {
    objective: Objective;
    landing: string;
    contact: string;
    chosen: string;
    recommended: string;
    differs: boolean;
  }) => string[];
  /** The bidding of a type Pautia does not create (no max CPC on Performance Max or Shopping's Smart bidding). */
  typeBidding: (type: HandBuiltType) => string;
  /** The steps to build that type by hand in Google Ads: its real mechanics. */
  typeSteps: (type: HandBuiltType) => string[];
  /** The conversion to track for the owner's channel. */
  channelStep: (channel: 'whatsapp' | 'booking' | 'phone') => string;
}

/** What a campaign type other than Search needs, built by hand in Google Ads. */
export type HandBuiltType = Exclude<CampaignType, 'Search'>;

export type RecommendationReason = 'search-intent' | 'as-chosen' | 'budget-first' | 'search-first';

/** The short names and search terms of a language (keyword data, not sentences: they are the same in both varieties but one). */
interface Terms {
  objective: Record<Objective, string>;
  type: Record<CampaignType, string>;
  and: string;
  modifiers: Record<Objective, ((k: string) => string)[]>;
  otherSearches: string;
  /** The negative keywords; `diy` is the catalog's "do it yourself" search, which varies with the variety. */
  negatives: (diy: string) => Record<Objective, string[]>;
  yourBusiness: string;
}

const SPANISH_TERMS: Terms = {
  objective: { Sales: 'ventas', Leads: 'captar contactos (leads)', 'Website traffic': 'tráfico al sitio web' },
  type: {
    Search: 'Búsqueda (Search)',
    Display: 'Display',
    Shopping: 'Shopping',
    Video: 'Video (YouTube)',
    Performance: 'Performance Max',
    App: 'Aplicaciones (App)',
  },
  and: 'y',
  modifiers: {
    Sales: [(k) => `${k} precio`, (k) => `${k} online`],
    Leads: [(k) => `${k} presupuesto`, (k) => `${k} cerca de mí`],
    'Website traffic': [(k) => `mejor ${k}`, (k) => `${k} opiniones`],
  },
  otherSearches: 'Otras búsquedas',
  negatives: (diy) => ({
    Sales: ['gratis', 'gratuito', 'empleo', 'trabajo', 'curso', 'pdf', 'segunda mano', 'qué es', 'wikipedia'],
    Leads: ['gratis', 'empleo', 'trabajo', 'curso', 'tutorial', diy, 'pdf', 'wikipedia'],
    'Website traffic': ['empleo', 'trabajo', 'pdf', 'descargar', 'crack', 'wikipedia'],
  }),
  yourBusiness: 'Tu negocio',
};

const ENGLISH_TERMS: Terms = {
  objective: { Sales: 'sales', Leads: 'leads', 'Website traffic': 'website traffic' },
  type: {
    Search: 'Search',
    Display: 'Display',
    Shopping: 'Shopping',
    Video: 'Video (YouTube)',
    Performance: 'Performance Max',
    App: 'App',
  },
  and: 'and',
  modifiers: {
    Sales: [(k) => `${k} price`, (k) => `buy ${k}`],
    Leads: [(k) => `${k} quote`, (k) => `${k} near me`],
    'Website traffic': [(k) => `best ${k}`, (k) => `${k} reviews`],
  },
  otherSearches: 'More searches',
  negatives: (diy) => ({
    Sales: ['free', 'jobs', 'careers', 'course', 'pdf', 'used', 'what is', 'wikipedia'],
    Leads: ['free', 'jobs', 'careers', 'course', 'tutorial', diy, 'pdf', 'wikipedia'],
    'Website traffic': ['jobs', 'careers', 'pdf', 'download', 'crack', 'wikipedia'],
  }),
  yourBusiness: 'Your business',
};

/** The catalog's key part for an objective ('Website traffic' → 'traffic'). */
const OBJECTIVE_KEY = { Sales: 'Sales', Leads: 'Leads', 'Website traffic': 'traffic' } as const satisfies Record<Objective, string>;
const POOL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] as const;
const DESCRIPTION_POOL = [1, 2, 3, 4] as const;
const STEPS = {
  Performance: ['wording.steps.Performance.1', 'wording.steps.Performance.2', 'wording.steps.Performance.3', 'wording.steps.Performance.4'],
  Display: ['wording.steps.Display.1', 'wording.steps.Display.2', 'wording.steps.Display.3'],
  Shopping: ['wording.steps.Shopping.1', 'wording.steps.Shopping.2'],
  Video: ['wording.steps.Video.1', 'wording.steps.Video.2'],
  App: ['wording.steps.App.1', 'wording.steps.App.2'],
} as const;

/** The wording in one variant: its sentences from the catalog (`wording.*`), its terms from the tables above. */
function copyOf(variant: Variant): Copy {
  const terms = variant === 'en' ? ENGLISH_TERMS : SPANISH_TERMS;
  const t = text;
  const byObjective = (write: (o: 'Sales' | 'Leads' | 'traffic') => string): Record<Objective, string> => ({
    Sales: write(OBJECTIVE_KEY.Sales),
    Leads: write(OBJECTIVE_KEY.Leads),
    'Website traffic': write(OBJECTIVE_KEY['Website traffic']),
  });
  const ctas = (o: 'Sales' | 'Leads' | 'traffic') => [
    t(`wording.cta.${o}.1`, variant),
    t(`wording.cta.${o}.2`, variant),
    t(`wording.cta.${o}.3`, variant),
  ];
  return {
    objective: terms.objective,
    type: terms.type,
    headlineTemplates: {
      keywordInPlace: (k, p) => t('wording.headline.keywordInPlace', variant, { k, p }),
      keywordNear: (k) => t('wording.headline.keywordNear', variant, { k }),
      trusted: (k) => t('wording.headline.trusted', variant, { k }),
      nameInPlace: (n, p) => t('wording.headline.nameInPlace', variant, { n, p }),
      servingPlace: (p) => t('wording.headline.servingPlace', variant, { p }),
    },
    headlineCtas: { Sales: ctas('Sales'), Leads: ctas('Leads'), 'Website traffic': ctas('traffic') },
    headlinePool: POOL.map((i) => t(`wording.pool.${i}`, variant)),
    descriptionTemplates: {
      keywordInPlace: (k, location, cta) => t('wording.description.keywordInPlace', variant, { k, location, cta }),
      specialists: (list) => t('wording.description.specialists', variant, { list }),
      servingPlace: (p) => t('wording.description.servingPlace', variant, { p }),
    },
    descriptionCta: byObjective((o) => t(`wording.descriptionCta.${o}`, variant)),
    descriptionObjective: byObjective((o) => t(`wording.descriptionObjective.${o}`, variant)),
    descriptionPool: DESCRIPTION_POOL.map((i) => t(`wording.descriptionPool.${i}`, variant)),
    and: terms.and,
    modifiers: terms.modifiers,
    otherSearches: terms.otherSearches,
    negatives: terms.negatives(t('wording.negative.diy', variant)),
    yourBusiness: terms.yourBusiness,
    summary: (f) =>
      t('wording.summary', variant, f) +
      t('wording.summary.focus', variant, { themes: f.themes }) +
      (f.about ? t('wording.summary.about', variant, { about: f.about }) : ''),
    recommendation: ({ type, chosen, keyword, place, reason }) => {
      switch (reason) {
        case 'search-intent':
          return t('wording.recommendation.search-intent', variant, { type, keyword, place });
        case 'as-chosen':
          return t('wording.recommendation.as-chosen', variant, { type, keyword });
        case 'budget-first':
          return t('wording.recommendation.budget-first', variant, { type, chosen });
        case 'search-first':
          return t('wording.recommendation.search-first', variant, { type, keyword, place, chosen });
      }
    },
    bidding: ({ objective, smallBudget, cpcCap, cpaTarget }) => {
      if (objective === 'Website traffic') return t('wording.bidding.traffic', variant, { cpcCap });
      const goal = t(`wording.bidding.goal.${objective}`, variant);
      const later =
        objective === 'Sales' ? t('wording.bidding.later.Sales', variant) : t('wording.bidding.later.Leads', variant, { cpaTarget });
      return smallBudget
        ? t('wording.bidding.small', variant, { cpcCap, goal, later })
        : t('wording.bidding.conversions', variant, { goal, later });
    },
    kpis: ({ objective, type, cpcCap, clicksPerDay, cpaTarget }) => [
      t(type === 'Display' || type === 'Video' ? 'wording.kpi.ctrVisual' : 'wording.kpi.ctr', variant),
      t('wording.kpi.cpc', variant, { cpcCap, clicksPerDay }),
      objective === 'Leads'
        ? t('wording.kpi.cpa', variant, { cpaTarget })
        : t(objective === 'Sales' ? 'wording.kpi.roas' : 'wording.kpi.engaged', variant),
      t('wording.kpi.conversionRate', variant, { action: t(`wording.kpi.action.${OBJECTIVE_KEY[objective]}`, variant) }),
      t('wording.kpi.lostBudget', variant),
      t('wording.kpi.searchTerms', variant),
    ],
    nextSteps: ({ objective, landing, contact, chosen, recommended, differs }) =>
      [
        objective === 'Website traffic' ? t('wording.next.analytics', variant) : t(`wording.next.tracking.${objective}`, variant),
        landing ? t('wording.next.landing', variant, { landing }) : t('wording.next.noLanding', variant),
        objective === 'Leads' && contact ? t('wording.next.contact', variant, { contact }) : '',
        t('wording.next.paused', variant),
        t('wording.next.leaveBidding', variant),
        t('wording.next.moveBudget', variant),
        differs ? t('wording.next.tryChosen', variant, { recommended, chosen }) : '',
      ].filter(Boolean),
    // Any other type reads as Display, the one left (as the channel's default is the phone).
    typeBidding: (type) =>
      t(
        `wording.typeBidding.${type === 'Performance' || type === 'Shopping' || type === 'Video' || type === 'App' ? type : 'Display'}`,
        variant,
      ),
    typeSteps: (type) => STEPS[type].map((key) => t(key, variant)),
    channelStep: (channel) => t(`wording.channel.${channel === 'whatsapp' || channel === 'booking' ? channel : 'phone'}`, variant),
  };
}

const COPY: Record<Variant, Copy> = { en: copyOf('en'), 'es-voseo': copyOf('es-voseo'), 'es-tuteo': copyOf('es-tuteo') };

/** The wording for a language (Spanish in the campaign's variety). */
export function copyFor(lang: Lang, variety: SpanishVariety = 'tuteo'): Copy {
  return COPY[variantOf(lang, variety)];
}
