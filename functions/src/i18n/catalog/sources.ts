import { section } from './types.js';

/**
 * Where the campaign's lines come from, as the review says it: the price list built from the
 * services' prices the owner confirmed, and why it is missing.
 */
const en = {
  'preflight.assets.fewPricedServices': ({ count, account }: { count: number; account: string }) =>
    `No price list: Google needs at least 3 services with a price in ${account}, and your facts have ${count}. Add prices to your services in the campaign form.`,
};

export const sources = section({
  en,
  voseo: {
    'preflight.assets.fewPricedServices': ({ count, account }) =>
      `Sin lista de precios: Google necesita al menos 3 servicios con precio en ${account} y tus datos tienen ${count}. Sumá precios a tus servicios en el formulario de la campaña.`,
  },
  tuteo: {
    'preflight.assets.fewPricedServices': ({ count, account }) =>
      `Sin lista de precios: Google necesita al menos 3 servicios con precio en ${account} y tus datos tienen ${count}. Suma precios a tus servicios en el formulario de la campaña.`,
  },
});
