import { section } from './types.js';

/**
 * Money and phones as the owner lives them: why the price list leaves a price out (another
 * currency than the account's, or a "$" that could be more than one money), and a phone number
 * that does not read in the business's country.
 */
const en = {
  'preflight.assets.pricesOtherCurrency': ({ currencies, account }: { currencies: string; account: string }) =>
    `Prices in ${currencies} are left out of the price list: Google shows prices only in the account's currency (${account}). Write them in ${account} on the Your business page.`,
  'preflight.assets.pricesCurrencyUnknown': ({ account }: { account: string }) =>
    `Prices written with "$" alone are left out of the price list: "$" can mean more than one currency where your business is. Write the currency code (${account} 450) on the Your business page.`,
  'phone.invalid': ({ country }: { country: string }) =>
    `must be a phone number that can be called in ${country}: check its digits, or write it with its country code (+…)`,
};

export const money = section({
  en,
  voseo: {
    'preflight.assets.pricesOtherCurrency': ({ currencies, account }) =>
      `Los precios en ${currencies} quedan fuera de la lista de precios: Google muestra precios solo en la moneda de la cuenta (${account}). Escribilos en ${account} en la página Tu negocio.`,
    'preflight.assets.pricesCurrencyUnknown': ({ account }) =>
      `Los precios escritos solo con "$" quedan fuera de la lista de precios: donde está tu negocio, "$" puede ser más de una moneda. Escribí el código de la moneda (${account} 450) en la página Tu negocio.`,
    'phone.invalid': ({ country }) =>
      `debe ser un teléfono al que se pueda llamar en ${country}: revisá los dígitos o escribilo con el código de país (+…)`,
  },
  tuteo: {
    'preflight.assets.pricesOtherCurrency': ({ currencies, account }) =>
      `Los precios en ${currencies} quedan fuera de la lista de precios: Google muestra precios solo en la moneda de la cuenta (${account}). Escríbelos en ${account} en la página Tu negocio.`,
    'preflight.assets.pricesCurrencyUnknown': ({ account }) =>
      `Los precios escritos solo con "$" quedan fuera de la lista de precios: donde está tu negocio, "$" puede ser más de una moneda. Escribe el código de la moneda (${account} 450) en la página Tu negocio.`,
    'phone.invalid': ({ country }) =>
      `debe ser un teléfono al que se pueda llamar en ${country}: revisa los dígitos o escríbelo con el código de país (+…)`,
  },
});
