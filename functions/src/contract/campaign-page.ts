import { z } from 'zod';
import { isHttpUrl } from './campaign-fields.js';
import { AD_PATH_MAX, DESCRIPTION_MAX, HEADLINE_MAX } from './campaigns.js';
import { safeText } from './safe-text.js';

/** Limits of the campaign page's editor; the same schema validates on the web and the server. */
export const HEADLINES_MIN = 3;
export const HEADLINES_MAX = 15;
export const DESCRIPTIONS_MIN = 2;
export const DESCRIPTIONS_MAX = 4;
export const KEYWORD_MAX = 80;
export const CAMPAIGN_NAME_MAX = 120;
export const MATCH_TYPES = ['EXACT', 'PHRASE', 'BROAD'] as const;

/** One typed line: trimmed, capped, readable (no control, bidi-override or invisible-only values). */
const line = (max: number) => safeText(z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`));

const headlineList = z
  .array(line(HEADLINE_MAX))
  .min(HEADLINES_MIN, `needs at least ${HEADLINES_MIN}`)
  .max(HEADLINES_MAX, `allows at most ${HEADLINES_MAX}`);
const descriptionList = z
  .array(line(DESCRIPTION_MAX))
  .min(DESCRIPTIONS_MIN, `needs at least ${DESCRIPTIONS_MIN}`)
  .max(DESCRIPTIONS_MAX, `allows at most ${DESCRIPTIONS_MAX}`);
/** A display-URL path as typed ('' for none); stored as contract/display-path.ts writes it. */
const pathField = safeText(z.string().trim().max(AD_PATH_MAX, `must be at most ${AD_PATH_MAX} characters`));

/** One ad group's whole ad, as the page edits it. */
export const groupAdEditSchema = z
  .object({ headlines: headlineList, descriptions: descriptionList, path1: pathField, path2: pathField })
  .strict();
export type GroupAdEdit = z.infer<typeof groupAdEditSchema>;

/**
 * PATCH /campaign/user/{uid}/{campaignId}: every field optional, but any field sent replaces the
 * stored one whole. Unknown fields are refused so a typo never looks like a saved change.
 */
export const campaignEditSchema = z
  .object({
    name: line(CAMPAIGN_NAME_MAX).optional(),
    landingPage: safeText(z.string().trim().max(2048).refine(isHttpUrl, 'must be an http(s) URL')).optional(),
    headlines: headlineList.optional(),
    descriptions: descriptionList.optional(),
    /**
     * Only the groups being changed, found by name; the others stay as they are. A group sent
     * without `keywords` keeps its keywords, without `ad` keeps its ad; `ad` replaces the group's ad whole.
     */
    adGroups: z
      .array(
        z
          .object({
            name: line(80),
            keywords: z
              .array(
                z
                  .object({ text: line(KEYWORD_MAX), matchType: z.enum(MATCH_TYPES, { message: 'must be EXACT, PHRASE or BROAD' }) })
                  .strict(),
              )
              .min(1, 'needs at least 1 keyword')
              .max(200, 'allows at most 200')
              .optional(),
            ad: groupAdEditSchema.optional(),
          })
          .strict(),
      )
      .min(1, 'needs at least 1 ad group')
      .max(20, 'allows at most 20')
      .optional(),
    /** The top-level `headlines`/`descriptions` become every group's ad only with this (the page asks first). */
    applyToAllGroups: z.boolean().optional(),
    negativeKeywords: z.array(line(KEYWORD_MAX)).max(500, 'allows at most 500').optional(),
  })
  .strict();

export type CampaignEdit = z.infer<typeof campaignEditSchema>;

export const EXPORT_FORMATS = ['editor-csv', 'keywords-csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
