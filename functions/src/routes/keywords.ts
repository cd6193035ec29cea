import { Router } from 'express';
import { z } from 'zod';
import { AD_LANGUAGE_MESSAGE, isLanguageText } from '../contract/ad-languages.js';
import { KEYWORD_LIMITS as L, MATCH_TYPES } from '../contract/keywords.js';
import { safeText } from '../contract/safe-text.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { parseInput } from '../http/validate.js';
import type { Services } from '../services.js';

const text = (max: number) => safeText(z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`));
const keyword = text(L.maxKeywordLength).refine((v) => !/[\t\r\n]/.test(v), 'must not contain control characters');
/** The planner's language: text that names one (the form's, as typed), never a formula or markup. */
const language = text(L.maxLanguageLength).refine((v) => v === '' || isLanguageText(v), AD_LANGUAGE_MESSAGE);

const ideasBody = z.object({
  userId: z.string().min(1, 'is required').max(128),
  seeds: z.array(keyword).min(1, 'needs at least one keyword').max(L.maxSeeds, `must have at most ${L.maxSeeds} keywords`),
  url: z
    .string()
    .trim()
    .max(L.maxUrlLength)
    .url('must be a URL')
    .refine((v) => /^https?:\/\//i.test(v), 'must start with http:// or https://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  location: text(L.maxLocationLength),
  language,
});

const forecastBody = z.object({
  userId: z.string().min(1, 'is required').max(128),
  keywords: z
    .array(z.object({ text: keyword, matchType: z.enum(MATCH_TYPES) }))
    .min(1, 'needs at least one keyword')
    .max(L.maxForecastKeywords, `must have at most ${L.maxForecastKeywords} keywords`),
  weeklyBudget: z
    .number()
    .finite()
    .min(L.minWeeklyBudget, `must be at least ${L.minWeeklyBudget}`)
    .max(L.maxWeeklyBudget, `must be at most ${L.maxWeeklyBudget}`),
  location: text(L.maxLocationLength),
  language,
});

export function keywordsRoutes(services: Services): Router {
  const router = Router();

  /** POST /keywords/ideas → {source, currency, ideas}; BASIC gets ideas without figures. */
  router.post('/keywords/ideas', requireOwnUid, async (req, res) => {
    const { seeds, url, location, language } = parseInput(ideasBody, req.body ?? {});
    res.json(await services.keywords.ideas(currentUser(req).uid, { seeds, url, location, language }));
  });

  /** POST /keywords/forecast → {source, currency, weekly}; 429 LIMIT_REACHED feature keyword_research. */
  router.post('/keywords/forecast', requireOwnUid, async (req, res) => {
    const { keywords, weeklyBudget, location, language } = parseInput(forecastBody, req.body ?? {});
    res.json(await services.keywords.forecast(currentUser(req).uid, { keywords, weeklyBudget, location, language }));
  });

  return router;
}
