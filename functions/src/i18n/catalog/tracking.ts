import { section } from './types.js';

/**
 * Conversion tracking's words from the server: what each action counts (the review), the verdict
 * while no tag is installed, a tag gone silent, and the e-mail of the installation steps.
 * Spanish is written impersonally where it can, so voseo and tuteo read the same.
 */
const en = {
  'tracking.counts.CALL_FROM_ADS': ({ seconds }: { seconds: number }) => `Calls from your ads that last ${seconds} seconds or more.`,
  'tracking.counts.FORM_OR_ORDER.sale': 'Orders placed on your website (its tag goes on the page shown after an order).',
  'tracking.counts.FORM_OR_ORDER.lead': 'Forms sent on your website (its tag goes on the thank-you page shown after the form).',
  'tracking.counts.WHATSAPP_CLICK': 'Taps on the WhatsApp link on your website.',
  'tracking.counts.PHONE_CLICK': 'Taps on the phone number link on your website.',
  'tracking.preflight.clicksReason': ({ min, days }: { min: number; days: number }) =>
    `Google bids for clicks at first. The conversion actions below are created with the campaign and count customers once their tag is on your site; when they have recorded ${min} conversions in ${days} days, the results will propose Maximize conversions.`,
  'results.verdict.TAG_NOT_INSTALLED.title': 'Clicks so far: customers show once the tag is on your site',
  'results.verdict.TAG_NOT_INSTALLED.detail': ({ clicks, cost }: { clicks: number; cost: string }) =>
    `It had ${clicks} clicks for ${cost}. Conversion tracking was created with the campaign, but its tag is not on your site yet, so Google Ads cannot tell which clicks became customers.`,
  'results.verdict.TAG_NOT_INSTALLED.step': 'Install the tag: the Tracking section of this page shows what to paste and where.',
  'tracking.silentNote': ({ name, days }: { name: string; days: number }) =>
    `"${name}" has sent nothing for ${days} days: check that its tag is still on your site.`,
  'tracking.email.subject': ({ campaign }: { campaign: string }) => `Google Ads conversion tracking to install: ${campaign}`,
  'tracking.email.intro': ({ campaign, site }: { campaign: string; site: string }) =>
    `Hello,\n\nThe Google Ads campaign "${campaign}" counts customers with the tags below. Please install them on ${site}. Each one takes a few minutes.`,
  'tracking.email.everyPage': 'STEP 1. The Google tag, on EVERY page, inside <head> (once, even if several actions use it):',
  'tracking.email.eventPage': ({ name }: { name: string }) =>
    `STEP 2 — "${name}": this event snippet goes only on the page people see AFTER the action (the thank-you or order-confirmation page), right after the Google tag:`,
  'tracking.email.eventClick': ({ name }: { name: string }) =>
    `STEP 2 — "${name}": this snippet goes on every page with the link, and the link calls it when tapped, e.g. <a href="…" onclick="return gtag_report_conversion('…same link…');">:`,
  'tracking.email.call': ({ name, seconds }: { name: string; seconds: number }) =>
    `"${name}": nothing to install. Google counts calls from the ads that last ${seconds} seconds or more.`,
  'tracking.email.platforms': 'Where to paste it, by platform:',
  'tracking.email.html':
    'Plain HTML: paste the Google tag before </head> in each page (or the shared header file), and the event snippet in the page named in step 2.',
  'tracking.email.wordpress':
    'WordPress: with a header-and-footer plugin (e.g. WPCode), add the Google tag to the site-wide header; add the event snippet to the thank-you page only (page-specific scripts).',
  'tracking.email.wix':
    'Wix: Settings → Custom code → Add code: the Google tag in Head on all pages; the event snippet in Body-end on the thank-you page only.',
  'tracking.email.shopify':
    'Shopify: Settings → Customer events → Add custom pixel for the order event, or paste the Google tag in theme.liquid before </head>; the order snippet goes in the order status page (checkout) additional scripts.',
  'tracking.email.tiendanube':
    'Tiendanube: Configuración → Códigos externos: the Google tag in the code for all pages; the event snippet in the code for the order-confirmation page.',
  'tracking.email.gtm':
    'Google Tag Manager: a "Google Ads Conversion Tracking" tag with the conversion ID and label of the send_to value (AW-…/label), triggered on the thank-you page view or the link click; plus the Conversion Linker tag on all pages.',
  'tracking.email.check': 'Once installed, the campaign page in Pautia shows each action as "recording" within a day of the first visit.',
  'tracking.email.signature': ({ owner }: { owner: string }) => `Sent from Pautia on behalf of ${owner}.`,
  'tracking.email.nothing': 'This campaign has no website tags to install.',
};

export const tracking = section({
  en,
  voseo: {
    'tracking.counts.CALL_FROM_ADS': ({ seconds }) => `Llamadas desde los anuncios que duran ${seconds} segundos o más.`,
    'tracking.counts.FORM_OR_ORDER.sale': 'Pedidos hechos en el sitio web (la etiqueta va en la página que se ve después de un pedido).',
    'tracking.counts.FORM_OR_ORDER.lead':
      'Formularios enviados en el sitio web (la etiqueta va en la página de agradecimiento que se ve después del formulario).',
    'tracking.counts.WHATSAPP_CLICK': 'Toques en el enlace de WhatsApp del sitio web.',
    'tracking.counts.PHONE_CLICK': 'Toques en el enlace del número de teléfono del sitio web.',
    'tracking.preflight.clicksReason': ({ min, days }) =>
      `Al principio Google puja por clics. Las acciones de conversión de abajo se crean con la campaña y cuentan clientes cuando su etiqueta está en el sitio; cuando registren ${min} conversiones en ${days} días, los resultados van a proponer Maximizar conversiones.`,
    'results.verdict.TAG_NOT_INSTALLED.title': 'Por ahora, clics: los clientes se ven cuando la etiqueta esté en el sitio',
    'results.verdict.TAG_NOT_INSTALLED.detail': ({ clicks, cost }) =>
      `Tuvo ${clicks} clics por ${cost}. El seguimiento de conversiones se creó con la campaña, pero su etiqueta todavía no está en el sitio, así que Google Ads no sabe qué clics se convirtieron en clientes.`,
    'results.verdict.TAG_NOT_INSTALLED.step': 'Instalar la etiqueta: la sección Seguimiento de esta página muestra qué pegar y dónde.',
    'tracking.silentNote': ({ name, days }) =>
      `"${name}" no envía nada hace ${days} días: conviene revisar que su etiqueta siga en el sitio.`,
    'tracking.email.subject': ({ campaign }) => `Seguimiento de conversiones de Google Ads para instalar: ${campaign}`,
    'tracking.email.intro': ({ campaign, site }) =>
      `Hola:\n\nLa campaña de Google Ads "${campaign}" cuenta clientes con las etiquetas de abajo. Hay que instalarlas en ${site}. Cada una lleva pocos minutos.`,
    'tracking.email.everyPage':
      'PASO 1. La etiqueta de Google, en TODAS las páginas, dentro de <head> (una sola vez, aunque la usen varias acciones):',
    'tracking.email.eventPage': ({ name }) =>
      `PASO 2 — "${name}": este fragmento de evento va solo en la página que se ve DESPUÉS de la acción (la de agradecimiento o confirmación del pedido), justo después de la etiqueta de Google:`,
    'tracking.email.eventClick': ({ name }) =>
      `PASO 2 — "${name}": este fragmento va en cada página con el enlace, y el enlace lo llama al tocarlo, por ejemplo <a href="…" onclick="return gtag_report_conversion('…el mismo enlace…');">:`,
    'tracking.email.call': ({ name, seconds }) =>
      `"${name}": no hay nada que instalar. Google cuenta las llamadas desde los anuncios que duran ${seconds} segundos o más.`,
    'tracking.email.platforms': 'Dónde pegarlo, según la plataforma:',
    'tracking.email.html':
      'HTML: la etiqueta de Google antes de </head> en cada página (o en el encabezado compartido), y el fragmento de evento en la página del paso 2.',
    'tracking.email.wordpress':
      'WordPress: con un plugin de encabezado y pie (por ejemplo WPCode), la etiqueta de Google en el encabezado de todo el sitio; el fragmento de evento solo en la página de agradecimiento.',
    'tracking.email.wix':
      'Wix: Configuración → Código personalizado → Agregar código: la etiqueta de Google en Head de todas las páginas; el fragmento de evento al final de Body solo en la página de agradecimiento.',
    'tracking.email.shopify':
      'Shopify: Configuración → Eventos de clientes → píxel personalizado para el evento de pedido, o la etiqueta de Google en theme.liquid antes de </head>; el fragmento del pedido en los scripts adicionales de la página de estado del pedido.',
    'tracking.email.tiendanube':
      'Tiendanube: Configuración → Códigos externos: la etiqueta de Google en el código para todas las páginas; el fragmento de evento en el código de la página de confirmación de compra.',
    'tracking.email.gtm':
      'Google Tag Manager: una etiqueta "Seguimiento de conversiones de Google Ads" con el ID y la etiqueta de conversión del valor send_to (AW-…/etiqueta), activada al ver la página de agradecimiento o al tocar el enlace; y la etiqueta Vinculador de conversiones en todas las páginas.',
    'tracking.email.check':
      'Una vez instaladas, la página de la campaña en Pautia muestra cada acción como "registrando" dentro del día de la primera visita.',
    'tracking.email.signature': ({ owner }) => `Enviado desde Pautia en nombre de ${owner}.`,
    'tracking.email.nothing': 'Esta campaña no tiene etiquetas del sitio para instalar.',
  },
  tuteo: {},
});
