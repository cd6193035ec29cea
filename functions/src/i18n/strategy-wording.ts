import type { CampaignType, Objective } from '../contract/campaigns.js';
import type { SpanishVariety } from '../copy/variety.js';
import type { Lang } from '../contract/content-language.js';

/**
 * The offline strategist's wording, per language. Claims a business might not be able to back up
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

/** The Spanish wording, with tú or with voseo (Argentina, Uruguay; see copy/variety.ts). */
function spanishCopy(variety: SpanishVariety): Copy {
  const v = (tu: string, vos: string) => (variety === 'voseo' ? vos : tu);
  return {
    objective: { Sales: 'ventas', Leads: 'captar contactos (leads)', 'Website traffic': 'tráfico al sitio web' },
    type: {
      Search: 'Búsqueda (Search)',
      Display: 'Display',
      Shopping: 'Shopping',
      Video: 'Video (YouTube)',
      Performance: 'Performance Max',
      App: 'Aplicaciones (App)',
    },
    headlineTemplates: {
      keywordInPlace: (k, p) => `${k} en ${p}`,
      keywordNear: (k) => `${k} ${v('cerca de ti', 'cerca tuyo')}`,
      trusted: (k) => `${k} de confianza`,
      nameInPlace: (n, p) => `${n} · ${p}`,
      servingPlace: (p) => `Atención en ${p}`,
    },
    headlineCtas: {
      Sales: [
        v('Haz tu pedido hoy', 'Hacé tu pedido hoy'),
        v('Consulta precios hoy', 'Consultá precios hoy'),
        v('Encuentra lo que buscas', 'Encontrá lo que buscás'),
      ],
      Leads: [
        v('Pide tu presupuesto hoy', 'Pedí tu presupuesto hoy'),
        v('Consulta sin compromiso', 'Consultá sin compromiso'),
        v('Habla con un experto', 'Hablá con un experto'),
      ],
      'Website traffic': [
        v('Descubre más en la web', 'Descubrí más en la web'),
        v('Visita nuestra web', 'Visitá nuestra web'),
        v('Toda la información aquí', 'Toda la información acá'),
      ],
    },
    headlinePool: [
      'Atención personalizada',
      v('Escríbenos hoy mismo', 'Escribinos hoy mismo'),
      v('Más información aquí', 'Más información acá'),
      v('Conoce nuestra propuesta', 'Conocé nuestra propuesta'),
      v('Llámanos o escríbenos', 'Llamanos o escribinos'),
      'Resolvemos tus dudas',
      v('Infórmate sin compromiso', 'Informate sin compromiso'),
      v('Empieza hoy mismo', 'Empezá hoy mismo'),
      v('Pide tu presupuesto hoy', 'Pedí tu presupuesto hoy'),
      v('Consulta sin compromiso', 'Consultá sin compromiso'),
      v('Habla con un experto', 'Hablá con un experto'),
      v('Visita nuestra web', 'Visitá nuestra web'),
      v('Haz tu pedido hoy', 'Hacé tu pedido hoy'),
      v('Encuentra lo que buscas', 'Encontrá lo que buscás'),
      v('Descubre más en la web', 'Descubrí más en la web'),
      'Trato cercano y claro',
    ],
    descriptionTemplates: {
      keywordInPlace: (k, location, cta) => `${k} en ${location}. ${cta}`,
      specialists: (list) => `${list}. Te ayudamos a elegir lo que ${v('necesitas', 'necesitás')}.`,
      servingPlace: (p) => `Atendemos en ${p}. ${v('Escríbenos o visita', 'Escribinos o visitá')} nuestra web para saber más.`,
    },
    descriptionCta: {
      Sales: v('Haz tu pedido hoy de forma fácil.', 'Hacé tu pedido hoy de forma fácil.'),
      Leads: v('Pide tu presupuesto sin compromiso.', 'Pedí tu presupuesto sin compromiso.'),
      'Website traffic': v('Descubre todo lo que ofrecemos en la web.', 'Descubrí todo lo que ofrecemos en la web.'),
    },
    descriptionObjective: {
      Sales: v(
        'Elige, pide y recibe atención cercana antes y después de tu compra.',
        'Elegí, pedí y recibí atención cercana antes y después de tu compra.',
      ),
      Leads: v(
        'Cuéntanos qué necesitas y te respondemos con una propuesta clara y sin compromiso.',
        'Contanos qué necesitás y te respondemos con una propuesta clara y sin compromiso.',
      ),
      'Website traffic': v(
        'Información clara y útil sobre lo que ofrecemos, en un solo lugar. Entra y descubre más.',
        'Información clara y útil sobre lo que ofrecemos, en un solo lugar. Entrá y descubrí más.',
      ),
    },
    descriptionPool: [
      v(
        'Atención personalizada y cercana. Escríbenos hoy y resolvemos tus dudas.',
        'Atención personalizada y cercana. Escribinos hoy y resolvemos tus dudas.',
      ),
      v(
        'Conoce nuestra propuesta y elige la opción que mejor encaja contigo.',
        'Conocé nuestra propuesta y elegí la opción que mejor encaja con vos.',
      ),
      v(
        'Visita nuestra web para ver todos los detalles y ponerte en contacto.',
        'Visitá nuestra web para ver todos los detalles y ponerte en contacto.',
      ),
      'Te asesoramos paso a paso para que tomes la mejor decisión.',
    ],
    and: 'y',
    modifiers: {
      Sales: [(k) => `${k} precio`, (k) => `${k} online`],
      Leads: [(k) => `${k} presupuesto`, (k) => `${k} cerca de mí`],
      'Website traffic': [(k) => `mejor ${k}`, (k) => `${k} opiniones`],
    },
    otherSearches: 'Otras búsquedas',
    negatives: {
      Sales: ['gratis', 'gratuito', 'empleo', 'trabajo', 'curso', 'pdf', 'segunda mano', 'qué es', 'wikipedia'],
      Leads: ['gratis', 'empleo', 'trabajo', 'curso', 'tutorial', v('hazlo tú mismo', 'hacelo vos mismo'), 'pdf', 'wikipedia'],
      'Website traffic': ['empleo', 'trabajo', 'pdf', 'descargar', 'crack', 'wikipedia'],
    },
    yourBusiness: 'Tu negocio',
    summary: (f) =>
      `${f.who}: plan de campaña de ${f.type} para ${f.objective} en ${f.location}, con anuncios en ${f.language} y ${f.weekly} por semana (unos ${f.daily} al día). ` +
      `Se centra en ${f.themes}, con concordancia de frase y exacta para pagar solo por búsquedas relevantes.` +
      (f.about ? ` Los anuncios destacan ${f.about}.` : ''),
    recommendation: ({ type, chosen, keyword, place, reason }) => {
      switch (reason) {
        case 'search-intent':
          return `${type}: llega a quien ya busca «${keyword}» en ${place}, justo cuando está decidiendo.`;
        case 'as-chosen':
          return `${type}, como elegiste: encaja con tu objetivo; ${v('acompáñala', 'acompañala')} de una campaña de Búsqueda para quien ya busca «${keyword}».`;
        case 'budget-first':
          return `${type}: con este presupuesto conviene empezar por Búsqueda, que convierte antes; ${chosen} necesita más presupuesto para aprender.`;
        case 'search-first':
          return `${type} primero: ${v('capta', 'captá')} a quien ya busca «${keyword}» en ${place}; después ${v('usa', 'usá')} ${chosen} para remarketing y alcance.`;
      }
    },
    bidding: ({ objective, smallBudget, cpcCap, cpaTarget }) => {
      if (objective === 'Website traffic') {
        return `Maximizar clics con un CPC máximo de ${cpcCap}, para repartir el presupuesto entre muchas visitas.`;
      }
      const goal = objective === 'Sales' ? 'compras' : 'contactos';
      const later =
        objective === 'Sales'
          ? 'y, con 30 o más compras en 30 días, ROAS objetivo'
          : `y, con 30 o más contactos en 30 días, CPA objetivo de unos ${cpaTarget}`;
      return smallBudget
        ? `Maximizar clics con un CPC máximo de ${cpcCap} durante las 2–3 primeras semanas, mientras el seguimiento de ${goal} acumula datos; después Maximizar conversiones ${later}.`
        : `Maximizar conversiones (requiere el seguimiento de ${goal} activo) ${later}.`;
    },
    kpis: ({ objective, type, cpcCap, clicksPerDay, cpaTarget }) => [
      type === 'Display' || type === 'Video'
        ? `CTR: en Display y Video, un 0,5 % o más es buena señal; por debajo, ${v('cambia', 'cambiá')} imágenes o segmentación.`
        : `CTR: ${v('apunta', 'apuntá')} a un 5 % o más; por debajo del 2 %, ${v('revisa', 'revisá')} títulos y palabras clave.`,
      `CPC medio: por debajo de ${cpcCap}, para unos ${clicksPerDay} clics al día.`,
      objective === 'Leads'
        ? `Costo por contacto (CPA): objetivo inicial de ${cpaTarget} o menos.`
        : objective === 'Sales'
          ? 'Retorno de la inversión (ROAS): ventas de al menos 3 veces lo invertido.'
          : 'Visitas que se quedan: tiempo en la página y porcentaje de rebote en Google Analytics.',
      `Tasa de conversión: de visita a ${objective === 'Sales' ? 'compra' : objective === 'Leads' ? 'contacto' : 'acción clave'}; un 3–5 % es un buen punto de partida.`,
      `Cuota de impresiones perdida por presupuesto: si supera el 20 %, ${v('concentra', 'concentrá')} el presupuesto en el grupo que mejor funciona.`,
      `Términos de búsqueda: ${v('revísalos cada semana y agrega', 'revisalos cada semana y agregá')} los irrelevantes como negativas.`,
    ],
    nextSteps: ({ objective, landing, contact, chosen, recommended, differs }) =>
      [
        objective === 'Website traffic'
          ? `${v('Conecta', 'Conectá')} Google Analytics para medir visitas y tiempo en la página.`
          : `${v('Activa', 'Activá')} el seguimiento de conversiones (${objective === 'Sales' ? 'compras' : 'formularios y llamadas'}) antes de lanzar.`,
        landing
          ? `${v('Envía', 'Mandá')} el tráfico a ${landing}: ${v('comprueba', 'fijate')} que carga rápido en el celular y repite lo que promete el anuncio.`
          : `${v('Añade', 'Agregá')} la URL de tu página de destino: los anuncios necesitan una URL final.`,
        objective === 'Leads' && contact
          ? `${v('Asegúrate', 'Asegurate')} de que ${contact} tiene un formulario corto o un teléfono visible.`
          : '',
        `${v('Crea la campaña en pausa, revisa títulos y descripciones y quita', 'Creá la campaña en pausa, revisá títulos y descripciones y sacá')} cualquier afirmación que no puedas respaldar.`,
        `Las 2 primeras semanas no cambies la puja; ${v('revisa', 'revisá')} los términos de búsqueda cada semana y ${v('agrega', 'agregá')} negativas.`,
        `Tras 2–4 semanas, ${v('mueve', 'mové')} presupuesto al grupo de anuncios con mejor coste por resultado y ${v('prueba', 'probá')} nuevos títulos (A/B).`,
        differs ? `Cuando ${recommended} sea rentable, ${v('prueba', 'probá')} ${chosen} con un 20 % del presupuesto.` : '',
      ].filter(Boolean),
    typeBidding: (type) =>
      type === 'Performance' || type === 'Shopping'
        ? `Maximizar conversiones (o valor de conversión con ROAS objetivo cuando haya 30+ conversiones en 30 días); ${type === 'Performance' ? 'Performance Max no usa CPC máximo ni tipos de concordancia' : 'Shopping puja por producto, sin palabras clave'}.`
        : type === 'Video'
          ? 'CPV máximo o Maximizar conversiones según el objetivo; en YouTube se paga por visualización o por conversión, no por palabra clave.'
          : type === 'App'
            ? 'Instalaciones (CPI objetivo) y, con datos, acciones dentro de la app (CPA objetivo).'
            : 'Maximizar clics o conversiones; en Display se puja por audiencia y ubicación, no por búsqueda.',
    typeSteps: (type) =>
      ({
        Performance: [
          `${v('Crea', 'Creá')} la campaña en Google Ads con el objetivo de ${v('ventas o clientes potenciales', 'ventas o clientes potenciales')} y el tipo Performance Max.`,
          `${v('Arma', 'Armá')} un grupo de recursos por línea de negocio: 3–5 títulos, 1–5 títulos largos, 2–5 descripciones, imágenes (1200×628, 1200×1200, 960×1200) y un logo; un video si ${v('tienes', 'tenés')}.`,
          `${v('Añade', 'Agregá')} señales de audiencia: tus listas de clientes y visitantes, y búsquedas de tus temas.`,
          `${v('Decide', 'Decidí')} la expansión de URL final: ${v('desactívala', 'desactivala')} si solo ${v('quieres', 'querés')} tráfico a las páginas que elijas.`,
        ],
        Display: [
          `${v('Crea', 'Creá')} una campaña de Display con anuncios adaptables: imágenes 1200×628 y 1200×1200, logo 1200×1200, 5 títulos y 5 descripciones.`,
          `${v('Elige', 'Elegí')} audiencias (intereses, en el mercado, tus visitantes) en lugar de palabras clave.`,
          `${v('Excluye', 'Excluí')} apps para celulares y contenido que no encaje con tu marca.`,
        ],
        Shopping: [
          `${v('Sube', 'Subí')} tus productos a Google Merchant Center (título, precio, foto, disponibilidad) y ${v('vincúlalo', 'vinculalo')} con Google Ads.`,
          `${v('Crea', 'Creá')} la campaña de Shopping (o Performance Max con el feed) y ${v('divide', 'dividí')} los productos por margen.`,
        ],
        Video: [
          `${v('Sube', 'Subí')} un video de 15–30 segundos a YouTube que muestre el producto en los 5 primeros segundos.`,
          `${v('Crea', 'Creá')} una campaña de Video con anuncios in-stream saltables y ${v('elige', 'elegí')} audiencias por intereses y temas.`,
        ],
        App: [
          `${v('Crea', 'Creá')} una campaña de App con el enlace a la tienda; Google arma los anuncios con tus textos, imágenes y videos.`,
          `${v('Mide', 'Medí')} instalaciones y acciones dentro de la app con Firebase o tu herramienta de medición.`,
        ],
      })[type],
    channelStep: (channel) =>
      channel === 'whatsapp'
        ? `${v('Mide', 'Medí')} como conversión los clics al botón de WhatsApp de tu sitio; el anuncio lleva a tu web, no al chat.`
        : channel === 'booking'
          ? `${v('Mide', 'Medí')} como conversión las reservas completadas en tu página de reservas.`
          : `${v('Añade', 'Agregá')} tu teléfono como recurso de llamada y ${v('mide', 'medí')} las llamadas desde los anuncios como conversión.`,
  };
}

const en: Copy = {
  objective: { Sales: 'sales', Leads: 'leads', 'Website traffic': 'website traffic' },
  type: {
    Search: 'Search',
    Display: 'Display',
    Shopping: 'Shopping',
    Video: 'Video (YouTube)',
    Performance: 'Performance Max',
    App: 'App',
  },
  headlineTemplates: {
    keywordInPlace: (k, p) => `${k} in ${p}`,
    keywordNear: (k) => `${k} Near You`,
    trusted: (k) => `Trusted ${k}`,
    nameInPlace: (n, p) => `${n} | ${p}`,
    servingPlace: (p) => `Serving ${p}`,
  },
  headlineCtas: {
    Sales: ['Order Yours Today', 'Check Prices Today', 'Find What You Need'],
    Leads: ['Request a Quote Today', 'No-Obligation Consultation', 'Talk to an Expert'],
    'Website traffic': ['Learn More on Our Site', 'Visit Our Website', 'All the Details Here'],
  },
  headlinePool: [
    'Personal Attention',
    'Message Us Today',
    'Learn More Here',
    'See What We Offer',
    'Call or Message Us',
    'We Answer Your Questions',
    'Get Started Today',
    'Easy to Get Started',
    'Request a Quote Today',
    'No-Obligation Consultation',
    'Talk to an Expert',
    'Visit Our Website',
    'Order Yours Today',
    'Find What You Need',
    'Learn More on Our Site',
    'Friendly, Clear Service',
  ],
  descriptionTemplates: {
    keywordInPlace: (k, location, cta) => `${k} in ${location}. ${cta}`,
    specialists: (list) => `${list}. We help you choose what you need.`,
    servingPlace: (p) => `Serving customers in ${p}. Message us or visit our website to learn more.`,
  },
  descriptionCta: {
    Sales: 'Order today in a few easy steps.',
    Leads: 'Request your no-obligation quote.',
    'Website traffic': 'See everything we offer on our website.',
  },
  descriptionObjective: {
    Sales: 'Choose, order and get friendly support before and after your purchase.',
    Leads: 'Tell us what you need and we will reply with a clear, no-obligation proposal.',
    'Website traffic': 'Clear, useful information about what we offer, all in one place. Take a look.',
  },
  descriptionPool: [
    'Personal, friendly attention. Message us today and we will answer your questions.',
    'See what we offer and pick the option that fits you best.',
    'Visit our website for all the details and an easy way to get in touch.',
    'We guide you step by step so you can make the right decision.',
  ],
  and: 'and',
  modifiers: {
    Sales: [(k) => `${k} price`, (k) => `buy ${k}`],
    Leads: [(k) => `${k} quote`, (k) => `${k} near me`],
    'Website traffic': [(k) => `best ${k}`, (k) => `${k} reviews`],
  },
  otherSearches: 'More searches',
  negatives: {
    Sales: ['free', 'jobs', 'careers', 'course', 'pdf', 'used', 'what is', 'wikipedia'],
    Leads: ['free', 'jobs', 'careers', 'course', 'tutorial', 'diy', 'pdf', 'wikipedia'],
    'Website traffic': ['jobs', 'careers', 'pdf', 'download', 'crack', 'wikipedia'],
  },
  yourBusiness: 'Your business',
  summary: (f) =>
    `${f.who}: a ${f.type} campaign plan for ${f.objective} in ${f.location}, with ads in ${f.language} and ${f.weekly} a week (about ${f.daily} a day). ` +
    `It focuses on ${f.themes}, using phrase and exact match so you pay only for relevant searches.` +
    (f.about ? ` The ads lead with ${f.about}.` : ''),
  recommendation: ({ type, chosen, keyword, place, reason }) => {
    switch (reason) {
      case 'search-intent':
        return `${type}: reaches people already searching for “${keyword}” in ${place}, right when they are deciding.`;
      case 'as-chosen':
        return `${type}, as you chose: it fits your goal; pair it with a Search campaign for people already looking for “${keyword}”.`;
      case 'budget-first':
        return `${type}: with this budget, start with Search, which converts sooner; ${chosen} needs more budget to learn.`;
      case 'search-first':
        return `${type} first: capture people already searching for “${keyword}” in ${place}; then use ${chosen} for remarketing and reach.`;
    }
  },
  bidding: ({ objective, smallBudget, cpcCap, cpaTarget }) => {
    if (objective === 'Website traffic') {
      return `Maximize clicks with a ${cpcCap} max CPC cap, to spread the budget across many visits.`;
    }
    const goal = objective === 'Sales' ? 'purchase' : 'lead';
    const later =
      objective === 'Sales'
        ? 'and, once you have 30+ purchases in 30 days, Target ROAS'
        : `and, once you have 30+ leads in 30 days, Target CPA around ${cpaTarget}`;
    return smallBudget
      ? `Maximize clicks with a ${cpcCap} max CPC cap for the first 2–3 weeks while ${goal} tracking gathers data; then Maximize conversions ${later}.`
      : `Maximize conversions (needs ${goal} tracking in place) ${later}.`;
  },
  kpis: ({ objective, type, cpcCap, clicksPerDay, cpaTarget }) => [
    type === 'Display' || type === 'Video'
      ? 'CTR: on Display and Video, 0.5% or more is a good sign; below that, change images or targeting.'
      : 'CTR: aim for 5% or more; below 2%, rework headlines and keywords.',
    `Average CPC: under ${cpcCap}, for about ${clicksPerDay} clicks a day.`,
    objective === 'Leads'
      ? `Cost per lead (CPA): a first target of ${cpaTarget} or less.`
      : objective === 'Sales'
        ? 'Return on ad spend (ROAS): sales of at least 3 times what you spend.'
        : 'Engaged visits: time on page and bounce rate in Google Analytics.',
    `Conversion rate: visit to ${objective === 'Sales' ? 'purchase' : objective === 'Leads' ? 'lead' : 'key action'}; 3–5% is a good starting point.`,
    'Search impression share lost to budget: above 20%, move budget to the best-performing ad group.',
    'Search terms: review them weekly and add irrelevant ones as negative keywords.',
  ],
  nextSteps: ({ objective, landing, contact, chosen, recommended, differs }) =>
    [
      objective === 'Website traffic'
        ? 'Connect Google Analytics to measure visits and time on page.'
        : `Set up conversion tracking (${objective === 'Sales' ? 'purchases' : 'form submissions and calls'}) before launch.`,
      landing
        ? `Send traffic to ${landing}: check that it loads fast on mobile and repeats what the ad promises.`
        : 'Add your landing page URL: ads need a final URL.',
      objective === 'Leads' && contact ? `Make sure ${contact} has a short form or a visible phone number.` : '',
      'Create the campaign paused, review headlines and descriptions, and remove any claim you cannot back up.',
      'Leave bidding alone for the first 2 weeks; review search terms weekly and add negatives.',
      'After 2–4 weeks, move budget to the ad group with the best cost per result and A/B test new headlines.',
      differs ? `Once ${recommended} is profitable, test ${chosen} with 20% of the budget.` : '',
    ].filter(Boolean),
  typeBidding: (type) =>
    type === 'Performance' || type === 'Shopping'
      ? `Maximize conversions (or conversion value with a target ROAS once you have 30+ conversions in 30 days); ${type === 'Performance' ? 'Performance Max uses no max CPC and no match types' : 'Shopping bids by product, without keywords'}.`
      : type === 'Video'
        ? 'Max CPV or Maximize conversions, by goal; on YouTube you pay per view or per conversion, not per keyword.'
        : type === 'App'
          ? 'Installs (target CPI), then in-app actions (target CPA) once there is data.'
          : 'Maximize clicks or conversions; Display bids on audiences and placements, not searches.',
  typeSteps: (type) =>
    ({
      Performance: [
        'Create the campaign in Google Ads with a sales or leads goal and the Performance Max type.',
        'Build one asset group per line of business: 3–5 headlines, 1–5 long headlines, 2–5 descriptions, images (1200×628, 1200×1200, 960×1200) and a logo; a video if you have one.',
        'Add audience signals: your customer and visitor lists, and searches on your themes.',
        'Decide on final URL expansion: turn it off if traffic should only reach the pages you choose.',
      ],
      Display: [
        'Create a Display campaign with responsive display ads: images 1200×628 and 1200×1200, a 1200×1200 logo, 5 headlines and 5 descriptions.',
        'Choose audiences (interests, in-market, your visitors) instead of keywords.',
        'Exclude mobile apps and content that does not suit your brand.',
      ],
      Shopping: [
        'Upload your products to Google Merchant Center (title, price, photo, availability) and link it to Google Ads.',
        'Create the Shopping campaign (or Performance Max with the feed) and split products by margin.',
      ],
      Video: [
        'Upload a 15–30 second video to YouTube that shows the product in its first 5 seconds.',
        'Create a Video campaign with skippable in-stream ads and choose audiences by interests and topics.',
      ],
      App: [
        'Create an App campaign with the store link; Google builds the ads from your text, images and videos.',
        'Measure installs and in-app actions with Firebase or your measurement tool.',
      ],
    })[type],
  channelStep: (channel) =>
    channel === 'whatsapp'
      ? 'Track clicks on the WhatsApp button on your site as a conversion; the ad goes to your website, not to the chat.'
      : channel === 'booking'
        ? 'Track completed bookings on your booking page as a conversion.'
        : 'Add your phone number as a call asset and track calls from the ads as conversions.',
};

const SPANISH: Record<SpanishVariety, Copy> = { tuteo: spanishCopy('tuteo'), voseo: spanishCopy('voseo') };

/** The wording for a language (Spanish in the campaign's variety). */
export function copyFor(lang: Lang, variety: SpanishVariety = 'tuteo'): Copy {
  return lang === 'es' ? SPANISH[variety] : en;
}
