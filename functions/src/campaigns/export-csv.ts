import { adLanguageOf } from '../contract/ad-languages.js';
import { adsOf, type AdGroupAd, type Campaign, type Strategy } from '../contract/campaigns.js';
import { groupFinalUrl } from '../contract/campaign-fields.js';
import { displayPaths } from '../contract/display-path.js';
import type { PlannedAssets } from '../copy/assets.js';
import { currencyInfo } from '../currency/currency.js';

/**
 * CSV exports of a campaign (RFC 4180: CRLF rows; a field with a comma, quote, CR or LF is quoted
 * and its quotes doubled). UTF-8 with a byte-order mark: without it Excel on Windows reads the file
 * as the local code page and breaks "Panadería"; Google Ads Editor reads UTF-8 with or without it.
 * Every text cell goes through `neutralizeFormula`, so no export carries a formula.
 */
export const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV Injection"): one that starts with `=`,
 * `+`, `-`, `@` (or their full-width forms, which some spreadsheets read alike), also after
 * leading spaces, or with a tab or carriage return.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\u00a0\u3000\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20])/;

/** Written as text: a leading single quote, as OWASP advises; numbers (the budget) stay numbers. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : neutralizeFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return BOM + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

const HEADLINE_COLUMNS = Array.from({ length: 15 }, (_, i) => `Headline ${i + 1}`);
const DESCRIPTION_COLUMNS = Array.from({ length: 4 }, (_, i) => `Description ${i + 1}`);
/** A price asset's items (Google takes 3 to 8), each its own group of columns. */
const PRICE_ITEMS = 8;
const PRICE_ITEM_COLUMNS = Array.from({ length: PRICE_ITEMS }, (_, i) => [
  `Item ${i + 1} header`,
  `Item ${i + 1} description`,
  `Item ${i + 1} price`,
  `Item ${i + 1} final URL`,
]).flat();

/**
 * Column headers as Google Ads Editor names them: the campaign, ad group, keyword and ad columns of
 * "Import a CSV file" (https://support.google.com/google-ads/editor/answer/57747?hl=en; Editor
 * matches headers ignoring capitals and spaces), and its asset columns — sitelinks ("Link text",
 * "Description line 1/2"), callouts ("Callout text"), structured snippets ("Header", "Values",
 * separated by ";"), calls ("Phone number", "Country of phone") and prices ("Price type", "Price
 * qualifier", items) — with "Currency" beside the budget and the prices.
 */
export const EDITOR_COLUMNS = [
  'Campaign',
  'Campaign type',
  'Networks',
  'Budget',
  'Budget type',
  'Currency',
  'Bid strategy type',
  'Languages',
  'Location',
  'Campaign status',
  'Ad group',
  'Ad group status',
  'Keyword',
  'Criterion Type',
  'Ad type',
  ...HEADLINE_COLUMNS,
  ...DESCRIPTION_COLUMNS,
  'Final URL',
  'Path 1',
  'Path 2',
  'Link text',
  'Description line 1',
  'Description line 2',
  'Callout text',
  'Header',
  'Values',
  'Phone number',
  'Country of phone',
  'Price type',
  'Price qualifier',
  'Language',
  ...PRICE_ITEM_COLUMNS,
  'Status',
] as const;
type Column = (typeof EDITOR_COLUMNS)[number];

const MATCH_LABELS: Record<Strategy['adGroups'][number]['keywords'][number]['matchType'], string> = {
  EXACT: 'Exact',
  PHRASE: 'Phrase',
  BROAD: 'Broad',
};

/** Editor's language codes for the languages the form offers (contract/ad-languages.ts); unknown names pass through. */
export function languageCode(language: string): string {
  return adLanguageOf(language)?.code ?? language.trim();
}

/** An amount as Editor reads it: the currency's own decimals (none for CLP, COP), no grouping. */
const money = (n: number, currency: string) => {
  const digits = currencyInfo(currency).unitMicros >= 1_000_000 ? 0 : 2;
  return n.toFixed(digits);
};

/** What the export adds to the stored strategy: the money it is in, and the assets creation would send. */
export interface EditorExtras {
  /** The account's currency once in Google Ads, else the place's; the daily budget in it. */
  budget: { currency: string; daily: number };
  assets?: PlannedAssets | undefined;
}

/**
 * The whole campaign for Google Ads Editor's "Import > From file": a campaign row (paused), one row
 * per ad group, one per keyword, one per campaign negative, and one responsive search ad per ad group.
 */
export function editorCsv(
  campaign: Campaign,
  strategy: Strategy,
  extras: EditorExtras = { budget: { currency: 'USD', daily: strategy.budget.daily } },
): string {
  const row = (values: Partial<Record<Column, string>>): string[] => EDITOR_COLUMNS.map((c) => values[c] ?? '');
  const currency = extras.budget.currency;
  const name = campaign.name;
  const rows: string[][] = [[...EDITOR_COLUMNS]];
  rows.push(
    row({
      Campaign: name,
      'Campaign type': 'Search',
      Networks: 'Google search',
      Budget: money(extras.budget.daily, currency),
      'Budget type': 'Daily',
      Currency: currency,
      'Bid strategy type': 'Maximize clicks',
      Languages: languageCode(campaign.language),
      Location: campaign.location,
      'Campaign status': 'Paused',
    }),
  );
  // Each ad group's own ad; a strategy stored before it repeats its one shared set.
  const ads = adsOf(strategy);
  for (const [index, group] of strategy.adGroups.entries()) {
    const own: AdGroupAd = ads[index] ?? { group: group.name, headlines: strategy.headlines, descriptions: strategy.descriptions };
    rows.push(row({ Campaign: name, 'Ad group': group.name, 'Ad group status': 'Enabled' }));
    for (const keyword of group.keywords) {
      rows.push(
        row({
          Campaign: name,
          'Ad group': group.name,
          Keyword: keyword.text,
          'Criterion Type': MATCH_LABELS[keyword.matchType],
          Status: 'Enabled',
        }),
      );
    }
    const ad: Partial<Record<Column, string>> = {
      Campaign: name,
      'Ad group': group.name,
      'Ad type': 'Responsive search ad',
      'Final URL': groupFinalUrl(group, campaign.pages.landing ?? ''),
      'Path 1': displayPaths(group).path1,
      'Path 2': displayPaths(group).path2,
      Status: 'Enabled',
    };
    own.headlines.slice(0, 15).forEach((h, i) => (ad[HEADLINE_COLUMNS[i] as Column] = h));
    own.descriptions.slice(0, 4).forEach((d, i) => (ad[DESCRIPTION_COLUMNS[i] as Column] = d));
    rows.push(row(ad));
  }
  for (const negative of strategy.negativeKeywords) {
    const exact = /^\[.*\]$/.test(negative.trim());
    rows.push(
      row({
        Campaign: name,
        Keyword: negative
          .trim()
          .replace(/^\[|\]$/g, '')
          .replace(/^"|"$/g, ''),
        'Criterion Type': exact ? 'Negative Exact' : 'Negative Phrase',
      }),
    );
  }
  rows.push(...assetRows(name, extras.assets, currency, row));
  return toCsv(rows);
}

/** Every asset creation sends, one row each, on the campaign. */
function assetRows(
  campaign: string,
  assets: PlannedAssets | undefined,
  currency: string,
  row: (values: Partial<Record<Column, string>>) => string[],
): string[][] {
  if (!assets) return [];
  const rows: string[][] = [];
  for (const s of assets.sitelinks) {
    rows.push(
      row({
        Campaign: campaign,
        'Link text': s.text,
        'Description line 1': s.description1,
        'Description line 2': s.description2,
        'Final URL': s.url,
        Status: 'Enabled',
      }),
    );
  }
  for (const text of assets.callouts) rows.push(row({ Campaign: campaign, 'Callout text': text, Status: 'Enabled' }));
  for (const snippet of assets.snippets) {
    rows.push(row({ Campaign: campaign, Header: snippet.header, Values: snippet.values.join(';'), Status: 'Enabled' }));
  }
  if (assets.call) {
    rows.push(
      row({ Campaign: campaign, 'Phone number': assets.call.phoneNumber, 'Country of phone': assets.call.countryCode, Status: 'Enabled' }),
    );
  }
  if (assets.price) {
    const price: Partial<Record<Column, string>> = {
      Campaign: campaign,
      'Price type': assets.price.type === 'SERVICES' ? 'Services' : 'Product categories',
      'Price qualifier': 'None',
      Language: assets.price.languageCode,
      Currency: currency,
      Status: 'Enabled',
    };
    assets.price.offerings.slice(0, PRICE_ITEMS).forEach((o, i) => {
      price[`Item ${i + 1} header` as Column] = o.header;
      price[`Item ${i + 1} description` as Column] = o.description;
      price[`Item ${i + 1} price` as Column] = money(o.amount, o.currency);
      price[`Item ${i + 1} final URL` as Column] = o.url;
    });
    rows.push(row(price));
  }
  return rows;
}

export const KEYWORD_COLUMNS = ['Keyword', 'Match type', 'Ad group'] as const;

/** Every keyword with its match type and ad group; negatives last, marked as such. */
export function keywordsCsv(strategy: Strategy): string {
  const rows: string[][] = [[...KEYWORD_COLUMNS]];
  for (const group of strategy.adGroups) {
    for (const keyword of group.keywords) rows.push([keyword.text, MATCH_LABELS[keyword.matchType], group.name]);
  }
  for (const negative of strategy.negativeKeywords) rows.push([negative, 'Negative phrase', '']);
  return toCsv(rows);
}

/** A file name from the campaign name: ASCII letters, digits and '-'. */
export function exportFileName(campaignName: string, kind: string): string {
  const slug = campaignName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${slug || 'campaign'}-${kind}.csv`;
}
