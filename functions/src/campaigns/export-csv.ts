import { adLanguageOf } from '../contract/ad-languages.js';
import { adsOf, type AdGroupAd, type Campaign, type Strategy } from '../contract/campaigns.js';
import { displayPaths } from '../contract/display-path.js';

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

/** Column headers as Google Ads Editor documents them ("Import a CSV file", support answer 57747). */
export const EDITOR_COLUMNS = [
  'Campaign',
  'Campaign type',
  'Networks',
  'Budget',
  'Budget type',
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
  'Status',
] as const;

const MATCH_LABELS: Record<Strategy['adGroups'][number]['keywords'][number]['matchType'], string> = {
  EXACT: 'Exact',
  PHRASE: 'Phrase',
  BROAD: 'Broad',
};

/** Editor's language codes for the languages the form offers (contract/ad-languages.ts); unknown names pass through. */
export function languageCode(language: string): string {
  return adLanguageOf(language)?.code ?? language.trim();
}

/** A display-URL path: lower case, no accents, words joined by '-', at most 15 characters. */
export function displayPath(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, 15).replace(/-+$/, '');
}

const money = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/**
 * The whole campaign for Google Ads Editor's "Import > From file": a campaign row (paused), one row
 * per ad group, one per keyword, one per campaign negative, and one responsive search ad per ad group.
 */
export function editorCsv(campaign: Campaign, strategy: Strategy): string {
  const blank = Object.fromEntries(EDITOR_COLUMNS.map((c) => [c, ''])) as Record<(typeof EDITOR_COLUMNS)[number], string>;
  const row = (values: Partial<typeof blank>): string[] => EDITOR_COLUMNS.map((c) => values[c] ?? blank[c] ?? '');
  const name = campaign.name;
  const rows: string[][] = [[...EDITOR_COLUMNS]];
  rows.push(
    row({
      Campaign: name,
      'Campaign type': 'Search',
      Networks: 'Google search',
      Budget: money(strategy.budget.daily),
      'Budget type': 'Daily',
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
    const ad: Partial<typeof blank> = {
      Campaign: name,
      'Ad group': group.name,
      'Ad type': 'Responsive search ad',
      'Final URL': campaign.pages.landing ?? '',
      'Path 1': displayPaths(group).path1,
      'Path 2': displayPaths(group).path2,
      Status: 'Enabled',
    };
    own.headlines.slice(0, 15).forEach((h, i) => (ad[HEADLINE_COLUMNS[i] as (typeof EDITOR_COLUMNS)[number]] = h));
    own.descriptions.slice(0, 4).forEach((d, i) => (ad[DESCRIPTION_COLUMNS[i] as (typeof EDITOR_COLUMNS)[number]] = d));
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
  return toCsv(rows);
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
  return `${displayPath(campaignName).slice(0, 40) || 'campaign'}-${kind}.csv`;
}
