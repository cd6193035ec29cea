import type { Campaign } from '../contract/campaigns.js';
import { acceptLines } from '../contract/copy-lint.js';
import { OBJECTIVES, type Objective } from '../contract/campaign-fields.js';
import { headlineIdeas, lintContext, type CopyBrief } from '../copy/engine.js';
import { businessName } from '../copy/text.js';
import { campaignVariety } from '../copy/variety.js';

/** What the campaign says about the business (the model's fields), for new copy. */
export type OwnerBrief = Pick<Campaign, 'description' | 'objective' | 'location'> & Partial<Pick<Campaign, 'place' | 'places'>>;

/** Where new headlines come from when Google rates some LOW. */
export interface HeadlineSuggester {
  suggest(input: {
    language: 'es' | 'en';
    keywords: string[];
    existing: string[];
    count: number;
    brief?: OwnerBrief | undefined;
  }): Promise<string[]>;
}

const isObjective = (value: string): value is Objective => (OBJECTIVES as readonly string[]).includes(value);

/**
 * The copy engine (functions/src/copy) writes the replacements: the same headline mix as a new
 * strategy (themes, selling points, a fitting call to action), and only lines that keep the ad
 * passing the copy linter together with the headlines it already has.
 */
export const copyEngineHeadlineSuggester: HeadlineSuggester = {
  async suggest({ language, keywords, existing, count, brief }) {
    const copyBrief: CopyBrief = {
      lang: language,
      objective: brief && isObjective(brief.objective) ? brief.objective : 'Leads',
      description: brief?.description ?? '',
      keywords: keywords.map((k) => k.toLowerCase()),
      location: brief?.location ?? '',
      name: brief ? businessName(brief.description) : undefined,
      variety: language === 'es' && brief ? campaignVariety(brief) : 'tuteo',
    };
    const fresh = acceptLines(existing, headlineIdeas(copyBrief), 'headlines', lintContext(copyBrief), existing.length + count);
    return fresh.slice(existing.length);
  },
};
