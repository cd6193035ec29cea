import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { isInterfaceLanguage, parseAcceptLanguage, pickInterfaceLanguage, type InterfaceLanguage } from '../contract/languages.js';

/**
 * The language a request reads: its Accept-Language (the web app sends 'es' or 'en';
 * a browser navigating sends its own), through the one rule the web app also uses. `undefined`
 * when the request names no language at all.
 */
export function headerLanguage(req: Request): InterfaceLanguage | undefined {
  const tags = parseAcceptLanguage(req.get('accept-language'));
  return tags.length ? pickInterfaceLanguage(tags) : undefined;
}

/** A `lang` query parameter (a stand-in page opened by navigation), when it is one of ours. */
export function queryLanguage(req: Request): InterfaceLanguage | undefined {
  const lang = req.query['lang'];
  return isInterfaceLanguage(lang) ? lang : undefined;
}

/** For pages: `?lang=`, else Accept-Language, else English. */
export function pageLanguage(req: Request): InterfaceLanguage {
  return queryLanguage(req) ?? headerLanguage(req) ?? 'en';
}

export type StoredLanguage = (uid: string) => Promise<InterfaceLanguage | undefined>;

/**
 * The signed-in user's stored preference, remembered per instance for a few minutes (so an error
 * answer without Accept-Language costs at most one read per user). `remember` is called wherever
 * the preference is read or written anyway (sign-in, the switch).
 */
export function storedLanguages(read: (uid: string) => Promise<InterfaceLanguage | undefined>) {
  const known = new LRUCache<string, { language: InterfaceLanguage | null }>({ max: 5000, ttl: 5 * 60_000 });
  return {
    remember(uid: string, language: InterfaceLanguage | undefined): void {
      known.set(uid, { language: language ?? null });
    },
    async get(uid: string): Promise<InterfaceLanguage | undefined> {
      const hit = known.get(uid);
      if (hit) return hit.language ?? undefined;
      const language = await read(uid);
      known.set(uid, { language: language ?? null });
      return language;
    },
  };
}

/** The language of an answer to this request: Accept-Language, else the user's stored preference, else English. */
export async function answerLanguage(req: Request, stored?: StoredLanguage): Promise<InterfaceLanguage> {
  const fromHeader = headerLanguage(req);
  if (fromHeader) return fromHeader;
  const uid = req.user?.uid;
  if (uid && stored) {
    try {
      return (await stored(uid)) ?? 'en';
    } catch {
      return 'en';
    }
  }
  return 'en';
}
