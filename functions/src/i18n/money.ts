import type { InterfaceLanguage } from '../contract/languages.js';
import { currencyInfo } from '../currency/currency.js';
import { inView, type MoneyView } from '../contract/owner-money.js';
import { readerLocale } from './reader-variety.js';

/** The locale server-written numbers follow, as the web app's (es: rioplatense). */
export const NUMBER_LOCALE: Record<InterfaceLanguage, string> = { es: 'es-AR', en: 'en-US' };
/** Spanish in the reader's own locale when their request names one (es-MX "1,234.50", es-AR "1.234,50"). */
const numberLocale = (language: InterfaceLanguage) => (language === 'es' ? (readerLocale() ?? NUMBER_LOCALE.es) : NUMBER_LOCALE.en);

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: InterfaceLanguage, digits: number): Intl.NumberFormat {
  const key = `${numberLocale(language)}|${digits}`;
  let format = formats.get(key);
  if (!format)
    formats.set(
      key,
      (format = new Intl.NumberFormat(numberLocale(language), { minimumFractionDigits: digits, maximumFractionDigits: digits })),
    );
  return format;
}

/**
 * An amount in text the server writes for a reader: always with its ISO currency code,
 * never a bare "$" ("ARS 84,79" in Spanish, "ARS 84.79" in English; "USD 1,234.50").
 */
export function moneyText(amount: number, currency: string, language: InterfaceLanguage): string {
  const info = currencyInfo(currency || 'USD');
  const digits = info.unitMicros >= 1_000_000 ? 0 : 2;
  return `${info.code} ${numberFormat(language, digits).format(amount)}`;
}

/** A number in the reader's format ("1.234" / "1,234"; decimals as given, up to 2). */
export function numberText(value: number, language: InterfaceLanguage): string {
  return new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 2 }).format(value);
}

/** A ratio as a percentage with one decimal ("5,3 %" / "5.3%"). */
export function percentText(ratio: number, language: InterfaceLanguage): string {
  return new Intl.NumberFormat(numberLocale(language), { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    ratio,
  );
}

/**
 * A USD reference amount (the SPEC's budget, a bid) in the campaign's money (contract/owner-money.ts):
 * "MXN 1,000.00"; with `owner`, the owner's own figure in brackets where it is in another currency
 * ("USD 54.35 (MXN 1,000.00)"). The one way the server writes a campaign's amounts.
 */
export function viewMoneyText(usd: number, view: MoneyView, language: InterfaceLanguage, options: { owner?: boolean } = {}): string {
  const { shown, owner } = inView(usd, view);
  const text = moneyText(shown.amount, shown.currency, language);
  return options.owner && owner ? `${text} (${moneyText(owner.amount, owner.currency, language)})` : text;
}
