import { section } from './types.js';

/**
 * The offline strategist's sentences (i18n/strategy-wording.ts builds its wording from them):
 * headline and description templates, calls to action, the plan's summary, bidding, KPIs, next
 * steps and the steps for types built by hand. Spanish follows the campaign's country: voseo for
 * Argentina and Uruguay ("Pedí tu presupuesto"), tuteo elsewhere ("Pide tu presupuesto"). A list
 * (calls to action, the pools) is numbered keys; which sentence a plan gets is chosen in the code.
 */
type Place = { p: string };
type Keyword = { k: string };

const en = {
  'wording.headline.keywordInPlace': ({ k, p }: Keyword & Place) => `${k} in ${p}`,
  'wording.headline.keywordNear': ({ k }: Keyword) => `${k} Near You`,
  'wording.headline.trusted': ({ k }: Keyword) => `Trusted ${k}`,
  'wording.headline.nameInPlace': ({ n, p }: { n: string } & Place) => `${n} | ${p}`,
  'wording.headline.servingPlace': ({ p }: Place) => `Serving ${p}`,
  'wording.cta.Sales.1': 'Order Yours Today',
  'wording.cta.Sales.2': 'Check Prices Today',
  'wording.cta.Sales.3': 'Find What You Need',
  'wording.cta.Leads.1': 'Request a Quote Today',
  'wording.cta.Leads.2': 'No-Obligation Consultation',
  'wording.cta.Leads.3': 'Talk to an Expert',
  'wording.cta.traffic.1': 'Learn More on Our Site',
  'wording.cta.traffic.2': 'Visit Our Website',
  'wording.cta.traffic.3': 'All the Details Here',
  'wording.pool.1': 'Personal Attention',
  'wording.pool.2': 'Message Us Today',
  'wording.pool.3': 'Learn More Here',
  'wording.pool.4': 'See What We Offer',
  'wording.pool.5': 'Call or Message Us',
  'wording.pool.6': 'We Answer Your Questions',
  'wording.pool.7': 'Get Started Today',
  'wording.pool.8': 'Easy to Get Started',
  'wording.pool.9': 'Request a Quote Today',
  'wording.pool.10': 'No-Obligation Consultation',
  'wording.pool.11': 'Talk to an Expert',
  'wording.pool.12': 'Visit Our Website',
  'wording.pool.13': 'Order Yours Today',
  'wording.pool.14': 'Find What You Need',
  'wording.pool.15': 'Learn More on Our Site',
  'wording.pool.16': 'Friendly, Clear Service',
  'wording.description.keywordInPlace': ({ k, location, cta }: Keyword & { location: string; cta: string }) =>
    `${k} in ${location}. ${cta}`,
  'wording.description.specialists': ({ list }: { list: string }) => `${list}. We help you choose what you need.`,
  'wording.description.servingPlace': ({ p }: Place) => `Serving customers in ${p}. Message us or visit our website to learn more.`,
  'wording.descriptionCta.Sales': 'Order today in a few easy steps.',
  'wording.descriptionCta.Leads': 'Request your no-obligation quote.',
  'wording.descriptionCta.traffic': 'See everything we offer on our website.',
  'wording.descriptionObjective.Sales': 'Choose, order and get friendly support before and after your purchase.',
  'wording.descriptionObjective.Leads': 'Tell us what you need and we will reply with a clear, no-obligation proposal.',
  'wording.descriptionObjective.traffic': 'Clear, useful information about what we offer, all in one place. Take a look.',
  'wording.descriptionPool.1': 'Personal, friendly attention. Message us today and we will answer your questions.',
  'wording.descriptionPool.2': 'See what we offer and pick the option that fits you best.',
  'wording.descriptionPool.3': 'Visit our website for all the details and an easy way to get in touch.',
  'wording.descriptionPool.4': 'We guide you step by step so you can make the right decision.',
  'wording.negative.diy': 'diy',

  'wording.summary': (f: {
    who: string;
    type: string;
    objective: string;
    location: string;
    language: string;
    weekly: string;
    daily: string;
  }) =>
    `${f.who}: a ${f.type} campaign plan for ${f.objective} in ${f.location}, with ads in ${f.language} and ${f.weekly} a week (about ${f.daily} a day). `,
  'wording.summary.focus': ({ themes }: { themes: string }) =>
    `It focuses on ${themes}, using phrase and exact match so you pay only for relevant searches.`,
  'wording.summary.about': ({ about }: { about: string }) => ` The ads lead with ${about}.`,
  'wording.recommendation.search-intent': ({ type, keyword, place }: { type: string; keyword: string; place: string }) =>
    `${type}: reaches people already searching for “${keyword}” in ${place}, right when they are deciding.`,
  'wording.recommendation.as-chosen': ({ type, keyword }: { type: string; keyword: string }) =>
    `${type}, as you chose: it fits your goal; pair it with a Search campaign for people already looking for “${keyword}”.`,
  'wording.recommendation.budget-first': ({ type, chosen }: { type: string; chosen: string }) =>
    `${type}: with this budget, start with Search, which converts sooner; ${chosen} needs more budget to learn.`,
  'wording.recommendation.search-first': ({
    type,
    keyword,
    place,
    chosen,
  }: {
    type: string;
    keyword: string;
    place: string;
    chosen: string;
  }) => `${type} first: capture people already searching for “${keyword}” in ${place}; then use ${chosen} for remarketing and reach.`,
  'wording.bidding.traffic': ({ cpcCap }: { cpcCap: string }) =>
    `Maximize clicks with a ${cpcCap} max CPC cap, to spread the budget across many visits.`,
  'wording.bidding.goal.Sales': 'purchase',
  'wording.bidding.goal.Leads': 'lead',
  'wording.bidding.later.Sales': 'and, once you have 30+ purchases in 30 days, Target ROAS',
  'wording.bidding.later.Leads': ({ cpaTarget }: { cpaTarget: string }) =>
    `and, once you have 30+ leads in 30 days, Target CPA around ${cpaTarget}`,
  'wording.bidding.small': ({ cpcCap, goal, later }: { cpcCap: string; goal: string; later: string }) =>
    `Maximize clicks with a ${cpcCap} max CPC cap for the first 2–3 weeks while ${goal} tracking gathers data; then Maximize conversions ${later}.`,
  'wording.bidding.conversions': ({ goal, later }: { goal: string; later: string }) =>
    `Maximize conversions (needs ${goal} tracking in place) ${later}.`,
  'wording.kpi.ctrVisual': 'CTR: on Display and Video, 0.5% or more is a good sign; below that, change images or targeting.',
  'wording.kpi.ctr': 'CTR: aim for 5% or more; below 2%, rework headlines and keywords.',
  'wording.kpi.cpc': ({ cpcCap, clicksPerDay }: { cpcCap: string; clicksPerDay: number }) =>
    `Average CPC: under ${cpcCap}, for about ${clicksPerDay} clicks a day.`,
  'wording.kpi.cpa': ({ cpaTarget }: { cpaTarget: string }) => `Cost per lead (CPA): a first target of ${cpaTarget} or less.`,
  'wording.kpi.roas': 'Return on ad spend (ROAS): sales of at least 3 times what you spend.',
  'wording.kpi.engaged': 'Engaged visits: time on page and bounce rate in Google Analytics.',
  'wording.kpi.action.Sales': 'purchase',
  'wording.kpi.action.Leads': 'lead',
  'wording.kpi.action.traffic': 'key action',
  'wording.kpi.conversionRate': ({ action }: { action: string }) => `Conversion rate: visit to ${action}; 3–5% is a good starting point.`,
  'wording.kpi.lostBudget': 'Search impression share lost to budget: above 20%, move budget to the best-performing ad group.',
  'wording.kpi.searchTerms': 'Search terms: review them weekly and add irrelevant ones as negative keywords.',
  'wording.next.analytics': 'Connect Google Analytics to measure visits and time on page.',
  'wording.next.tracking.Sales': 'Set up conversion tracking (purchases) before launch.',
  'wording.next.tracking.Leads': 'Set up conversion tracking (form submissions and calls) before launch.',
  'wording.next.landing': ({ landing }: { landing: string }) =>
    `Send traffic to ${landing}: check that it loads fast on mobile and repeats what the ad promises.`,
  'wording.next.noLanding': 'Add your landing page URL: ads need a final URL.',
  'wording.next.contact': ({ contact }: { contact: string }) => `Make sure ${contact} has a short form or a visible phone number.`,
  'wording.next.paused': 'Create the campaign paused, review headlines and descriptions, and remove any claim you cannot back up.',
  'wording.next.leaveBidding': 'Leave bidding alone for the first 2 weeks; review search terms weekly and add negatives.',
  'wording.next.moveBudget': 'After 2–4 weeks, move budget to the ad group with the best cost per result and A/B test new headlines.',
  'wording.next.tryChosen': ({ recommended, chosen }: { recommended: string; chosen: string }) =>
    `Once ${recommended} is profitable, test ${chosen} with 20% of the budget.`,
  'wording.typeBidding.Performance':
    'Maximize conversions (or conversion value with a target ROAS once you have 30+ conversions in 30 days); Performance Max uses no max CPC and no match types.',
  'wording.typeBidding.Shopping':
    'Maximize conversions (or conversion value with a target ROAS once you have 30+ conversions in 30 days); Shopping bids by product, without keywords.',
  'wording.typeBidding.Video': 'Max CPV or Maximize conversions, by goal; on YouTube you pay per view or per conversion, not per keyword.',
  'wording.typeBidding.App': 'Installs (target CPI), then in-app actions (target CPA) once there is data.',
  'wording.typeBidding.Display': 'Maximize clicks or conversions; Display bids on audiences and placements, not searches.',
  'wording.steps.Performance.1': 'Create the campaign in Google Ads with a sales or leads goal and the Performance Max type.',
  'wording.steps.Performance.2':
    'Build one asset group per line of business: 3–5 headlines, 1–5 long headlines, 2–5 descriptions, images (1200×628, 1200×1200, 960×1200) and a logo; a video if you have one.',
  'wording.steps.Performance.3': 'Add audience signals: your customer and visitor lists, and searches on your themes.',
  'wording.steps.Performance.4': 'Decide on final URL expansion: turn it off if traffic should only reach the pages you choose.',
  'wording.steps.Display.1':
    'Create a Display campaign with responsive display ads: images 1200×628 and 1200×1200, a 1200×1200 logo, 5 headlines and 5 descriptions.',
  'wording.steps.Display.2': 'Choose audiences (interests, in-market, your visitors) instead of keywords.',
  'wording.steps.Display.3': 'Exclude mobile apps and content that does not suit your brand.',
  'wording.steps.Shopping.1':
    'Upload your products to Google Merchant Center (title, price, photo, availability) and link it to Google Ads.',
  'wording.steps.Shopping.2': 'Create the Shopping campaign (or Performance Max with the feed) and split products by margin.',
  'wording.steps.Video.1': 'Upload a 15–30 second video to YouTube that shows the product in its first 5 seconds.',
  'wording.steps.Video.2': 'Create a Video campaign with skippable in-stream ads and choose audiences by interests and topics.',
  'wording.steps.App.1': 'Create an App campaign with the store link; Google builds the ads from your text, images and videos.',
  'wording.steps.App.2': 'Measure installs and in-app actions with Firebase or your measurement tool.',
  'wording.channel.whatsapp':
    'Track clicks on the WhatsApp button on your site as a conversion; the ad goes to your website, not to the chat.',
  'wording.channel.booking': 'Track completed bookings on your booking page as a conversion.',
  'wording.channel.phone': 'Add your phone number as a call asset and track calls from the ads as conversions.',
};

export const strategyWording = section({
  en,
  voseo: {
    'wording.headline.keywordInPlace': ({ k, p }) => `${k} en ${p}`,
    'wording.headline.keywordNear': ({ k }) => `${k} cerca tuyo`,
    'wording.headline.trusted': ({ k }) => `${k} de confianza`,
    'wording.headline.nameInPlace': ({ n, p }) => `${n} · ${p}`,
    'wording.headline.servingPlace': ({ p }) => `Atención en ${p}`,
    'wording.cta.Sales.1': 'Hacé tu pedido hoy',
    'wording.cta.Sales.2': 'Consultá precios hoy',
    'wording.cta.Sales.3': 'Encontrá lo que buscás',
    'wording.cta.Leads.1': 'Pedí tu presupuesto hoy',
    'wording.cta.Leads.2': 'Consultá sin compromiso',
    'wording.cta.Leads.3': 'Hablá con un experto',
    'wording.cta.traffic.1': 'Descubrí más en la web',
    'wording.cta.traffic.2': 'Visitá nuestra web',
    'wording.cta.traffic.3': 'Toda la información acá',
    'wording.pool.1': 'Atención personalizada',
    'wording.pool.2': 'Escribinos hoy mismo',
    'wording.pool.3': 'Más información acá',
    'wording.pool.4': 'Conocé nuestra propuesta',
    'wording.pool.5': 'Llamanos o escribinos',
    'wording.pool.6': 'Resolvemos tus dudas',
    'wording.pool.7': 'Informate sin compromiso',
    'wording.pool.8': 'Empezá hoy mismo',
    'wording.pool.9': 'Pedí tu presupuesto hoy',
    'wording.pool.10': 'Consultá sin compromiso',
    'wording.pool.11': 'Hablá con un experto',
    'wording.pool.12': 'Visitá nuestra web',
    'wording.pool.13': 'Hacé tu pedido hoy',
    'wording.pool.14': 'Encontrá lo que buscás',
    'wording.pool.15': 'Descubrí más en la web',
    'wording.pool.16': 'Trato cercano y claro',
    'wording.description.keywordInPlace': ({ k, location, cta }) => `${k} en ${location}. ${cta}`,
    'wording.description.specialists': ({ list }) => `${list}. Te ayudamos a elegir lo que necesitás.`,
    'wording.description.servingPlace': ({ p }) => `Atendemos en ${p}. Escribinos o visitá nuestra web para saber más.`,
    'wording.descriptionCta.Sales': 'Hacé tu pedido hoy de forma fácil.',
    'wording.descriptionCta.Leads': 'Pedí tu presupuesto sin compromiso.',
    'wording.descriptionCta.traffic': 'Descubrí todo lo que ofrecemos en la web.',
    'wording.descriptionObjective.Sales': 'Elegí, pedí y recibí atención cercana antes y después de tu compra.',
    'wording.descriptionObjective.Leads': 'Contanos qué necesitás y te respondemos con una propuesta clara y sin compromiso.',
    'wording.descriptionObjective.traffic': 'Información clara y útil sobre lo que ofrecemos, en un solo lugar. Entrá y descubrí más.',
    'wording.descriptionPool.1': 'Atención personalizada y cercana. Escribinos hoy y resolvemos tus dudas.',
    'wording.descriptionPool.2': 'Conocé nuestra propuesta y elegí la opción que mejor encaja con vos.',
    'wording.descriptionPool.3': 'Visitá nuestra web para ver todos los detalles y ponerte en contacto.',
    'wording.descriptionPool.4': 'Te asesoramos paso a paso para que tomes la mejor decisión.',
    'wording.negative.diy': 'hacelo vos mismo',

    'wording.summary': (f) =>
      `${f.who}: plan de campaña de ${f.type} para ${f.objective} en ${f.location}, con anuncios en ${f.language} y ${f.weekly} por semana (unos ${f.daily} al día). `,
    'wording.summary.focus': ({ themes }) =>
      `Se centra en ${themes}, con concordancia de frase y exacta para pagar solo por búsquedas relevantes.`,
    'wording.summary.about': ({ about }) => ` Los anuncios destacan ${about}.`,
    'wording.recommendation.search-intent': ({ type, keyword, place }) =>
      `${type}: llega a quien ya busca «${keyword}» en ${place}, justo cuando está decidiendo.`,
    'wording.recommendation.as-chosen': ({ type, keyword }) =>
      `${type}, como elegiste: encaja con tu objetivo; acompañala de una campaña de Búsqueda para quien ya busca «${keyword}».`,
    'wording.recommendation.budget-first': ({ type, chosen }) =>
      `${type}: con este presupuesto conviene empezar por Búsqueda, que convierte antes; ${chosen} necesita más presupuesto para aprender.`,
    'wording.recommendation.search-first': ({ type, keyword, place, chosen }) =>
      `${type} primero: captá a quien ya busca «${keyword}» en ${place}; después usá ${chosen} para remarketing y alcance.`,
    'wording.bidding.traffic': ({ cpcCap }) =>
      `Maximizar clics con un CPC máximo de ${cpcCap}, para repartir el presupuesto entre muchas visitas.`,
    'wording.bidding.goal.Sales': 'compras',
    'wording.bidding.goal.Leads': 'contactos',
    'wording.bidding.later.Sales': 'y, con 30 o más compras en 30 días, ROAS objetivo',
    'wording.bidding.later.Leads': ({ cpaTarget }) => `y, con 30 o más contactos en 30 días, CPA objetivo de unos ${cpaTarget}`,
    'wording.bidding.small': ({ cpcCap, goal, later }) =>
      `Maximizar clics con un CPC máximo de ${cpcCap} durante las 2–3 primeras semanas, mientras el seguimiento de ${goal} acumula datos; después Maximizar conversiones ${later}.`,
    'wording.bidding.conversions': ({ goal, later }) => `Maximizar conversiones (requiere el seguimiento de ${goal} activo) ${later}.`,
    'wording.kpi.ctrVisual': 'CTR: en Display y Video, un 0,5 % o más es buena señal; por debajo, cambiá imágenes o segmentación.',
    'wording.kpi.ctr': 'CTR: apuntá a un 5 % o más; por debajo del 2 %, revisá títulos y palabras clave.',
    'wording.kpi.cpc': ({ cpcCap, clicksPerDay }) => `CPC medio: por debajo de ${cpcCap}, para unos ${clicksPerDay} clics al día.`,
    'wording.kpi.cpa': ({ cpaTarget }) => `Costo por contacto (CPA): objetivo inicial de ${cpaTarget} o menos.`,
    'wording.kpi.roas': 'Retorno de la inversión (ROAS): ventas de al menos 3 veces lo invertido.',
    'wording.kpi.engaged': 'Visitas que se quedan: tiempo en la página y porcentaje de rebote en Google Analytics.',
    'wording.kpi.action.Sales': 'compra',
    'wording.kpi.action.Leads': 'contacto',
    'wording.kpi.action.traffic': 'acción clave',
    'wording.kpi.conversionRate': ({ action }) => `Tasa de conversión: de visita a ${action}; un 3–5 % es un buen punto de partida.`,
    'wording.kpi.lostBudget':
      'Cuota de impresiones perdida por presupuesto: si supera el 20 %, concentrá el presupuesto en el grupo que mejor funciona.',
    'wording.kpi.searchTerms': 'Términos de búsqueda: revisalos cada semana y agregá los irrelevantes como negativas.',
    'wording.next.analytics': 'Conectá Google Analytics para medir visitas y tiempo en la página.',
    'wording.next.tracking.Sales': 'Activá el seguimiento de conversiones (compras) antes de lanzar.',
    'wording.next.tracking.Leads': 'Activá el seguimiento de conversiones (formularios y llamadas) antes de lanzar.',
    'wording.next.landing': ({ landing }) =>
      `Mandá el tráfico a ${landing}: fijate que carga rápido en el celular y repite lo que promete el anuncio.`,
    'wording.next.noLanding': 'Agregá la URL de tu página de destino: los anuncios necesitan una URL final.',
    'wording.next.contact': ({ contact }) => `Asegurate de que ${contact} tiene un formulario corto o un teléfono visible.`,
    'wording.next.paused': 'Creá la campaña en pausa, revisá títulos y descripciones y sacá cualquier afirmación que no puedas respaldar.',
    'wording.next.leaveBidding':
      'Las 2 primeras semanas no cambies la puja; revisá los términos de búsqueda cada semana y agregá negativas.',
    // "Costo", not Spain's "coste": the same word the KPIs and results use.
    'wording.next.moveBudget':
      'Tras 2–4 semanas, mové presupuesto al grupo de anuncios con mejor costo por resultado y probá nuevos títulos (A/B).',
    'wording.next.tryChosen': ({ recommended, chosen }) =>
      `Cuando ${recommended} sea rentable, probá ${chosen} con un 20 % del presupuesto.`,
    'wording.typeBidding.Performance':
      'Maximizar conversiones (o valor de conversión con ROAS objetivo cuando haya 30+ conversiones en 30 días); Performance Max no usa CPC máximo ni tipos de concordancia.',
    'wording.typeBidding.Shopping':
      'Maximizar conversiones (o valor de conversión con ROAS objetivo cuando haya 30+ conversiones en 30 días); Shopping puja por producto, sin palabras clave.',
    'wording.typeBidding.Video':
      'CPV máximo o Maximizar conversiones según el objetivo; en YouTube se paga por visualización o por conversión, no por palabra clave.',
    'wording.typeBidding.App': 'Instalaciones (CPI objetivo) y, con datos, acciones dentro de la app (CPA objetivo).',
    'wording.typeBidding.Display': 'Maximizar clics o conversiones; en Display se puja por audiencia y ubicación, no por búsqueda.',
    'wording.steps.Performance.1':
      'Creá la campaña en Google Ads con el objetivo de ventas o clientes potenciales y el tipo Performance Max.',
    'wording.steps.Performance.2':
      'Armá un grupo de recursos por línea de negocio: 3–5 títulos, 1–5 títulos largos, 2–5 descripciones, imágenes (1200×628, 1200×1200, 960×1200) y un logo; un video si tenés.',
    'wording.steps.Performance.3': 'Agregá señales de audiencia: tus listas de clientes y visitantes, y búsquedas de tus temas.',
    'wording.steps.Performance.4': 'Decidí la expansión de URL final: desactivala si solo querés tráfico a las páginas que elijas.',
    'wording.steps.Display.1':
      'Creá una campaña de Display con anuncios adaptables: imágenes 1200×628 y 1200×1200, logo 1200×1200, 5 títulos y 5 descripciones.',
    'wording.steps.Display.2': 'Elegí audiencias (intereses, en el mercado, tus visitantes) en lugar de palabras clave.',
    'wording.steps.Display.3': 'Excluí apps para celulares y contenido que no encaje con tu marca.',
    'wording.steps.Shopping.1':
      'Subí tus productos a Google Merchant Center (título, precio, foto, disponibilidad) y vinculalo con Google Ads.',
    'wording.steps.Shopping.2': 'Creá la campaña de Shopping (o Performance Max con el feed) y dividí los productos por margen.',
    'wording.steps.Video.1': 'Subí un video de 15–30 segundos a YouTube que muestre el producto en los 5 primeros segundos.',
    'wording.steps.Video.2': 'Creá una campaña de Video con anuncios in-stream saltables y elegí audiencias por intereses y temas.',
    'wording.steps.App.1': 'Creá una campaña de App con el enlace a la tienda; Google arma los anuncios con tus textos, imágenes y videos.',
    'wording.steps.App.2': 'Medí instalaciones y acciones dentro de la app con Firebase o tu herramienta de medición.',
    'wording.channel.whatsapp': 'Medí como conversión los clics al botón de WhatsApp de tu sitio; el anuncio lleva a tu web, no al chat.',
    'wording.channel.booking': 'Medí como conversión las reservas completadas en tu página de reservas.',
    'wording.channel.phone': 'Agregá tu teléfono como recurso de llamada y medí las llamadas desde los anuncios como conversión.',
  },
  tuteo: {
    'wording.headline.keywordNear': ({ k }) => `${k} cerca de ti`,
    'wording.cta.Sales.1': 'Haz tu pedido hoy',
    'wording.cta.Sales.2': 'Consulta precios hoy',
    'wording.cta.Sales.3': 'Encuentra lo que buscas',
    'wording.cta.Leads.1': 'Pide tu presupuesto hoy',
    'wording.cta.Leads.2': 'Consulta sin compromiso',
    'wording.cta.Leads.3': 'Habla con un experto',
    'wording.cta.traffic.1': 'Descubre más en la web',
    'wording.cta.traffic.2': 'Visita nuestra web',
    'wording.cta.traffic.3': 'Toda la información aquí',
    'wording.pool.2': 'Escríbenos hoy mismo',
    'wording.pool.3': 'Más información aquí',
    'wording.pool.4': 'Conoce nuestra propuesta',
    'wording.pool.5': 'Llámanos o escríbenos',
    'wording.pool.7': 'Infórmate sin compromiso',
    'wording.pool.8': 'Empieza hoy mismo',
    'wording.pool.9': 'Pide tu presupuesto hoy',
    'wording.pool.10': 'Consulta sin compromiso',
    'wording.pool.11': 'Habla con un experto',
    'wording.pool.12': 'Visita nuestra web',
    'wording.pool.13': 'Haz tu pedido hoy',
    'wording.pool.14': 'Encuentra lo que buscas',
    'wording.pool.15': 'Descubre más en la web',
    'wording.description.specialists': ({ list }) => `${list}. Te ayudamos a elegir lo que necesitas.`,
    'wording.description.servingPlace': ({ p }) => `Atendemos en ${p}. Escríbenos o visita nuestra web para saber más.`,
    'wording.descriptionCta.Sales': 'Haz tu pedido hoy de forma fácil.',
    'wording.descriptionCta.Leads': 'Pide tu presupuesto sin compromiso.',
    'wording.descriptionCta.traffic': 'Descubre todo lo que ofrecemos en la web.',
    'wording.descriptionObjective.Sales': 'Elige, pide y recibe atención cercana antes y después de tu compra.',
    'wording.descriptionObjective.Leads': 'Cuéntanos qué necesitas y te respondemos con una propuesta clara y sin compromiso.',
    'wording.descriptionObjective.traffic': 'Información clara y útil sobre lo que ofrecemos, en un solo lugar. Entra y descubre más.',
    'wording.descriptionPool.1': 'Atención personalizada y cercana. Escríbenos hoy y resolvemos tus dudas.',
    'wording.descriptionPool.2': 'Conoce nuestra propuesta y elige la opción que mejor encaja contigo.',
    'wording.descriptionPool.3': 'Visita nuestra web para ver todos los detalles y ponerte en contacto.',
    'wording.negative.diy': 'hazlo tú mismo',
    'wording.recommendation.as-chosen': ({ type, keyword }) =>
      `${type}, como elegiste: encaja con tu objetivo; acompáñala de una campaña de Búsqueda para quien ya busca «${keyword}».`,
    'wording.recommendation.search-first': ({ type, keyword, place, chosen }) =>
      `${type} primero: capta a quien ya busca «${keyword}» en ${place}; después usa ${chosen} para remarketing y alcance.`,
    'wording.kpi.ctrVisual': 'CTR: en Display y Video, un 0,5 % o más es buena señal; por debajo, cambia imágenes o segmentación.',
    'wording.kpi.ctr': 'CTR: apunta a un 5 % o más; por debajo del 2 %, revisa títulos y palabras clave.',
    'wording.kpi.lostBudget':
      'Cuota de impresiones perdida por presupuesto: si supera el 20 %, concentra el presupuesto en el grupo que mejor funciona.',
    'wording.kpi.searchTerms': 'Términos de búsqueda: revísalos cada semana y agrega los irrelevantes como negativas.',
    'wording.next.analytics': 'Conecta Google Analytics para medir visitas y tiempo en la página.',
    'wording.next.tracking.Sales': 'Activa el seguimiento de conversiones (compras) antes de lanzar.',
    'wording.next.tracking.Leads': 'Activa el seguimiento de conversiones (formularios y llamadas) antes de lanzar.',
    'wording.next.landing': ({ landing }) =>
      `Envía el tráfico a ${landing}: comprueba que carga rápido en el celular y repite lo que promete el anuncio.`,
    'wording.next.noLanding': 'Añade la URL de tu página de destino: los anuncios necesitan una URL final.',
    'wording.next.contact': ({ contact }) => `Asegúrate de que ${contact} tiene un formulario corto o un teléfono visible.`,
    'wording.next.paused': 'Crea la campaña en pausa, revisa títulos y descripciones y quita cualquier afirmación que no puedas respaldar.',
    'wording.next.leaveBidding':
      'Las 2 primeras semanas no cambies la puja; revisa los términos de búsqueda cada semana y agrega negativas.',
    'wording.next.moveBudget':
      'Tras 2–4 semanas, mueve presupuesto al grupo de anuncios con mejor costo por resultado y prueba nuevos títulos (A/B).',
    'wording.next.tryChosen': ({ recommended, chosen }) =>
      `Cuando ${recommended} sea rentable, prueba ${chosen} con un 20 % del presupuesto.`,
    'wording.steps.Performance.1':
      'Crea la campaña en Google Ads con el objetivo de ventas o clientes potenciales y el tipo Performance Max.',
    'wording.steps.Performance.2':
      'Arma un grupo de recursos por línea de negocio: 3–5 títulos, 1–5 títulos largos, 2–5 descripciones, imágenes (1200×628, 1200×1200, 960×1200) y un logo; un video si tienes.',
    'wording.steps.Performance.3': 'Añade señales de audiencia: tus listas de clientes y visitantes, y búsquedas de tus temas.',
    'wording.steps.Performance.4': 'Decide la expansión de URL final: desactívala si solo quieres tráfico a las páginas que elijas.',
    'wording.steps.Display.1':
      'Crea una campaña de Display con anuncios adaptables: imágenes 1200×628 y 1200×1200, logo 1200×1200, 5 títulos y 5 descripciones.',
    'wording.steps.Display.2': 'Elige audiencias (intereses, en el mercado, tus visitantes) en lugar de palabras clave.',
    'wording.steps.Display.3': 'Excluye apps para celulares y contenido que no encaje con tu marca.',
    'wording.steps.Shopping.1':
      'Sube tus productos a Google Merchant Center (título, precio, foto, disponibilidad) y vincúlalo con Google Ads.',
    'wording.steps.Shopping.2': 'Crea la campaña de Shopping (o Performance Max con el feed) y divide los productos por margen.',
    'wording.steps.Video.1': 'Sube un video de 15–30 segundos a YouTube que muestre el producto en los 5 primeros segundos.',
    'wording.steps.Video.2': 'Crea una campaña de Video con anuncios in-stream saltables y elige audiencias por intereses y temas.',
    'wording.steps.App.1': 'Crea una campaña de App con el enlace a la tienda; Google arma los anuncios con tus textos, imágenes y videos.',
    'wording.steps.App.2': 'Mide instalaciones y acciones dentro de la app con Firebase o tu herramienta de medición.',
    'wording.channel.whatsapp': 'Mide como conversión los clics al botón de WhatsApp de tu sitio; el anuncio lleva a tu web, no al chat.',
    'wording.channel.booking': 'Mide como conversión las reservas completadas en tu página de reservas.',
    'wording.channel.phone': 'Añade tu teléfono como recurso de llamada y mide las llamadas desde los anuncios como conversión.',
  },
});
