import type { ResultsChange } from '../contract/results.js';
import { compareAds } from './ab-test.js';
import type { CachedResults } from './cached.js';

const lastId = (name: string) => name.split('/').pop()!.split('~').pop()!;

/**
 * The kept results as they are once `change` is made: ads and their ratings,
 * keywords, search terms and the budget show the new state at once, without asking Google Ads again
 * (a report costs 9 operations of the day's budget). Figures stay as Google measured them; new
 * headlines are rated PENDING until Google rates them. Mutates `results`.
 */

/** The figures of a keyword or ad just added: nothing served yet. */
const NO_FIGURES_YET = {
  impressions: 0,
  clicks: 0,
  cost: 0,
  conversions: 0,
  ctr: 0,
  averageCpc: 0,
  costPerConversion: null,
  conversionRate: 0,
} as const;

export function patchResults(results: CachedResults, change: ResultsChange): void {
  switch (change.kind) {
    case 'ADD_NEGATIVES':
    case 'REMOVE_NEGATIVES': {
      const terms = new Set(change.terms);
      const excluded = change.kind === 'ADD_NEGATIVES';
      results.searchTerms = results.searchTerms.map((t) =>
        terms.has(t.term) ? { ...t, status: excluded ? 'EXCLUDED' : t.status === 'EXCLUDED' ? 'NONE' : t.status } : t,
      );
      if (excluded) results.suggestions = results.suggestions.filter((s) => s.kind !== 'NEGATIVES');
      return;
    }
    case 'SET_BUDGET':
      results.dailyBudget = change.toDaily;
      results.suggestions = results.suggestions.filter((s) => s.kind !== 'BUDGET');
      return;
    case 'REPLACE_HEADLINES':
      results.ads = results.ads.map((ad) => {
        if (ad.id !== change.adId) return ad;
        const kept = ad.headlines.filter((h) => !change.remove.includes(h.text));
        const added = change.add
          .filter((t) => !kept.some((h) => h.text === t))
          .map((text) => ({ text, performanceLabel: 'PENDING' as const }));
        return { ...ad, headlines: [...kept, ...added] };
      });
      results.suggestions = results.suggestions.filter((s) => !(s.change?.kind === 'REPLACE_HEADLINES' && s.change.adId === change.adId));
      return;
    case 'PAUSE_KEYWORD':
    case 'ENABLE_KEYWORD': {
      const status = change.kind === 'PAUSE_KEYWORD' ? 'PAUSED' : 'ENABLED';
      results.keywords = results.keywords.map((k) =>
        k.id === change.keywordId && k.adGroupId === change.adGroupId ? { ...k, status } : k,
      );
      return;
    }
    case 'WIDEN_MATCH': {
      const id = change.resourceName ? lastId(change.resourceName) : `${change.keywordId}-phrase`;
      const group = results.keywords.find((k) => k.adGroupId === change.adGroupId)?.adGroupName ?? change.adGroupName ?? '';
      results.keywords = [
        ...results.keywords,
        {
          id,
          adGroupId: change.adGroupId,
          adGroupName: group,
          text: change.text,
          matchType: 'PHRASE',
          status: 'ENABLED',
          ...NO_FIGURES_YET,
        },
      ];
      results.suggestions = results.suggestions.filter(
        (s) => !(s.change?.kind === 'WIDEN_MATCH' && s.change.keywordId === change.keywordId),
      );
      return;
    }
    case 'REMOVE_KEYWORD': {
      const id = lastId(change.resourceName);
      results.keywords = results.keywords.filter((k) => !(k.id === id && k.adGroupId === change.adGroupId));
      return;
    }
    case 'SET_STATUS':
      results.status = change.status;
      return;
    case 'ADD_AD_VARIANT': {
      // Ad B beside ad A: no figures yet, its lines Pending until Google rates them.
      const id = change.resourceName ? lastId(change.resourceName) : 'ad-b';
      const group = results.adGroups.find((g) => g.id === change.adGroupId)?.name ?? change.adGroupName ?? '';
      const pending = (text: string) => ({ text, performanceLabel: 'PENDING' as const });
      results.ads = [
        ...results.ads,
        {
          id,
          adGroupId: change.adGroupId,
          adGroupName: group,
          variant: 'B',
          status: 'ENABLED',
          headlines: change.headlines.map(pending),
          descriptions: change.descriptions.map(pending),
          ...NO_FIGURES_YET,
        },
      ];
      results.abTest = compareAds(results.ads, change.clicksPerAd);
      results.suggestions = results.suggestions.filter((s) => s.kind !== 'AB_TEST');
      return;
    }
    case 'SET_BIDDING':
      results.bidding = change.to;
      results.suggestions = results.suggestions.filter((s) => s.kind !== 'BIDDING');
      return;
    case 'REMOVE_AD': {
      const id = lastId(change.resourceName);
      results.ads = results.ads.filter((a) => !(a.id === id && a.adGroupId === change.adGroupId));
      results.abTest = compareAds(results.ads);
      return;
    }
  }
}
