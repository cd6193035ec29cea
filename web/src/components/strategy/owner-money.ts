import { inView, moneyView, USD_VIEW, type MoneySource, type MoneyView } from '@contract/owner-money';
import type { Formatters } from '@/lib/i18n';

/** The money a campaign's amounts are read in (contract/owner-money.ts, shared with the server's texts). */
export type OwnerMoney = MoneyView;

/**
 * The Google Ads account's currency once the campaign is created there, else the owner's own (the
 * form's local budget) or the place's; US dollars when none is known.
 */
export function ownerMoney(source: MoneySource): OwnerMoney {
  return moneyView(source);
}

/**
 * A USD reference amount (the SPEC's budget, a bid) in the campaign's money, written by the page's
 * one formatter; with `owner`, the owner's own figure in brackets where it is in another currency.
 */
export function viewMoney(money: Formatters['money'], usd: number, view: OwnerMoney = USD_VIEW, options: { owner?: boolean } = {}): string {
  const { shown, owner } = inView(usd, view);
  const text = money(shown.amount, shown.currency);
  return options.owner && owner ? `${text} (${money(owner.amount, owner.currency)})` : text;
}
