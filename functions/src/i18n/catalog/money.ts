import { section } from './types.js';

/**
 * Money as the owner lives it: why the price list leaves a price out (another
 * currency than the account's, or a "$" that could be more than one money).
 */
const en = {
  'preflight.assets.pricesOtherCurrency': ({ currencies, account }: { currencies: string; account: string }) =>
    `Prices in ${currencies} are left out of the price list: Google shows prices only in the account's currency (${account}). Write them in ${account} on the Your business page.`,
  'preflight.assets.pricesCurrencyUnknown': ({ account }: { account: string }) =>
    `Prices written with "$" alone are left out of the price list: "$" can mean more than one currency where your business is. Write the currency code (${account} 450) on the Your business page.`,
};

export const money = section({
  en,
  voseo: {
    'preflight.assets.pricesOtherCurrency': ({ currencies, account }) =>
      `Los precios en ${currencies} quedan fuera de la lista de precios: Google muestra precios solo en la moneda de la cuenta (${account}). Escribilos en ${account} en la página Tu negocio.`,
    'preflight.assets.pricesCurrencyUnknown': ({ account }) =>
      `Los precios escritos solo con "$" quedan fuera de la lista de precios: donde está tu negocio, "$" puede ser más de una moneda. Escribí el código de la moneda (${account} 450) en la página Tu negocio.`,
  },
  tuteo: {
    'preflight.assets.pricesOtherCurrency': ({ currencies, account }) =>
      `Los precios en ${currencies} quedan fuera de la lista de precios: Google muestra precios solo en la moneda de la cuenta (${account}). Escríbelos en ${account} en la página Tu negocio.`,
    'preflight.assets.pricesCurrencyUnknown': ({ account }) =>
      `Los precios escritos solo con "$" quedan fuera de la lista de precios: donde está tu negocio, "$" puede ser más de una moneda. Escribe el código de la moneda (${account} 450) en la página Tu negocio.`,
  },
});
