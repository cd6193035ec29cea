import { section } from './types.js';

/**
 * The generic ad lines creation reaches for only when an ad group has fewer lines than Google's
 * minimum (3 headlines, 2 descriptions): the campaign's own lines always come first. Title Case in
 * English as English ads are written; sentence case in Spanish and Portuguese.
 */
const en = {
  'ads.fallback.cta.sales': 'Shop Now',
  'ads.fallback.cta.leads': 'Ask for a Quote',
  'ads.fallback.cta.traffic': 'Visit Our Website',
  'ads.fallback.headline.contact': 'Contact Us Today',
  'ads.fallback.headline.needs': 'Tell Us What You Need',
  'ads.fallback.headline.offer': 'See What We Offer',
  'ads.fallback.serving': (p: { place: string }) => `Serving ${p.place}`,
  'ads.fallback.description.needs': 'Tell us what you need and our team will get back to you.',
  'ads.fallback.description.offer': 'See what we offer and get in touch with our team today.',
  // Sitelinks and prices (copy/assets.ts): link texts in Title Case in English, sentence case otherwise.
  'ads.page.contact': 'Contact Us',
  'ads.page.about': 'About Us',
  'ads.page.prices': 'Prices',
  'ads.page.menu': 'Our Menu',
  'ads.page.services': 'Our Services',
  'ads.page.products': 'Products',
  'ads.page.gallery': 'Gallery',
  'ads.page.reviews': 'Customer Reviews',
  'ads.page.faq': 'FAQ',
  'ads.page.location': 'Find Us',
  'ads.page.hours': 'Opening Hours',
  'ads.page.delivery': 'Delivery',
  'ads.page.offers': 'Offers',
  'ads.page.booking': 'Book Online',
  'ads.page.orders': 'Order Online',
  'ads.sitelink.about': (p: { theme: string }) => `All about ${p.theme}`,
  'ads.sitelink.aboutIn': (p: { theme: string; place: string }) => `All about ${p.theme} in ${p.place}`,
  'ads.price.seeDetails': 'See details',
};

export const ads = section({
  en,
  voseo: {
    'ads.fallback.cta.sales': 'Comprá ahora',
    'ads.fallback.cta.leads': 'Pedí tu presupuesto',
    'ads.fallback.cta.traffic': 'Visitá nuestro sitio',
    'ads.fallback.headline.contact': 'Contactanos hoy',
    'ads.fallback.headline.needs': 'Contanos qué necesitás',
    'ads.fallback.headline.offer': 'Conocé lo que ofrecemos',
    'ads.fallback.serving': (p) => `Atendemos en ${p.place}`,
    'ads.fallback.description.needs': 'Contanos qué necesitás y nuestro equipo te responde.',
    'ads.fallback.description.offer': 'Conocé lo que ofrecemos y escribinos hoy.',
    'ads.page.contact': 'Contacto',
    'ads.page.about': 'Quiénes somos',
    'ads.page.prices': 'Precios',
    'ads.page.menu': 'Nuestra carta',
    'ads.page.services': 'Servicios',
    'ads.page.products': 'Productos',
    'ads.page.gallery': 'Galería',
    'ads.page.reviews': 'Opiniones de clientes',
    'ads.page.faq': 'Preguntas frecuentes',
    'ads.page.location': 'Cómo llegar',
    'ads.page.hours': 'Horarios',
    'ads.page.delivery': 'Envíos',
    'ads.page.offers': 'Ofertas',
    'ads.page.booking': 'Reservas online',
    'ads.page.orders': 'Pedidos online',
    'ads.sitelink.about': (p) => `Todo sobre ${p.theme}`,
    'ads.sitelink.aboutIn': (p) => `Todo sobre ${p.theme} en ${p.place}`,
    'ads.price.seeDetails': 'Ver detalles',
  },
  tuteo: {
    'ads.fallback.cta.sales': 'Compra ahora',
    'ads.fallback.cta.leads': 'Pide tu presupuesto',
    'ads.fallback.cta.traffic': 'Visita nuestro sitio',
    'ads.fallback.headline.contact': 'Contáctanos hoy',
    'ads.fallback.headline.needs': 'Cuéntanos qué necesitas',
    'ads.fallback.headline.offer': 'Conoce lo que ofrecemos',
    'ads.fallback.description.needs': 'Cuéntanos qué necesitas y nuestro equipo te responde.',
    'ads.fallback.description.offer': 'Conoce lo que ofrecemos y escríbenos hoy.',
  },
});

/**
 * Portuguese, a language ads are written in (not an interface language): the same keys, for the
 * ad lines only.
 */
export const adsPortuguese: { [K in keyof typeof en]: (typeof en)[K] } = {
  'ads.fallback.cta.sales': 'Compre agora',
  'ads.fallback.cta.leads': 'Peça seu orçamento',
  'ads.fallback.cta.traffic': 'Visite nosso site',
  'ads.fallback.headline.contact': 'Fale conosco hoje',
  'ads.fallback.headline.needs': 'Conte o que você precisa',
  'ads.fallback.headline.offer': 'Veja o que oferecemos',
  'ads.fallback.serving': (p) => `Atendemos em ${p.place}`,
  'ads.fallback.description.needs': 'Conte o que você precisa e nossa equipe responde.',
  'ads.fallback.description.offer': 'Veja o que oferecemos e fale conosco hoje.',
  'ads.page.contact': 'Contato',
  'ads.page.about': 'Quem somos',
  'ads.page.prices': 'Preços',
  'ads.page.menu': 'Cardápio',
  'ads.page.services': 'Serviços',
  'ads.page.products': 'Produtos',
  'ads.page.gallery': 'Galeria',
  'ads.page.reviews': 'Avaliações',
  'ads.page.faq': 'Perguntas frequentes',
  'ads.page.location': 'Como chegar',
  'ads.page.hours': 'Horários',
  'ads.page.delivery': 'Entregas',
  'ads.page.offers': 'Ofertas',
  'ads.page.booking': 'Agende online',
  'ads.page.orders': 'Pedidos online',
  'ads.sitelink.about': (p) => `Tudo sobre ${p.theme}`,
  'ads.sitelink.aboutIn': (p) => `Tudo sobre ${p.theme} em ${p.place}`,
  'ads.price.seeDetails': 'Ver detalhes',
};
