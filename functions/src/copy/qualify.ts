/**
 * What a service keyword needs beside it to mean this business: "desparasitación" alone is also
 * searched by people about themselves, "pulido y encerado" by people with floors, "cambio de
 * batería" by people with cars. The business's object ("para perros", "de autos", "de celulares")
 * is read from how the owner names the services and searches; a service that does not name it gets
 * it in its keywords ("desparasitación para perros").
 */
import type { Facts } from '../contract/campaigns.js';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const PREPOSITION = /^(para|de|del|for)$/;
/** Words that name no object of their own ("servicio de…", "reparación de…"). */
const NO_OBJECT = new Set(
  'servicio servicios service services todo todos toda todas tipo tipos la las el los una uno un the all any your tu tus mi'.split(' '),
);
const stemOf = (w: string) => (w.length > 5 ? w.replace(/(es|s)$/, '') : w.length > 4 ? w.replace(/s$/, '') : w);

export interface Qualifier {
  /** As written after a service ("para perros", "de autos"). */
  phrase: string;
  /** Its folded stem, to see whether a text already names it. */
  stem: string;
}

/**
 * The object most of the owner's services, searches and description name after "para"/"de"/"for",
 * when at least four of them name it; otherwise none (a business whose services stand alone).
 */
export function businessObject(
  facts: Facts,
  keywords: readonly string[],
  description: string,
  placeWords: Set<string>,
): Qualifier | undefined {
  const sources = [...facts.services.map((s) => s.name), ...keywords, description, ...facts.sellingPoints, facts.brand ?? ''].map(fold);
  const candidates = new Map<string, string>();
  for (const text of [...facts.services.map((s) => s.name), ...keywords]) {
    const words = text.split(/\s+/);
    words.forEach((w, i) => {
      const next = words[i + 1];
      if (!PREPOSITION.test(fold(w)) || !next) return;
      // A proper noun ("Tours a Machu Picchu") or a place is no object.
      if (/^\p{Lu}/u.test(next) && i > 0) return;
      const n = fold(next).replace(/[^\p{L}]/gu, '');
      if (n.length < 4 || NO_OBJECT.has(n) || placeWords.has(n)) return;
      if (!candidates.has(n)) candidates.set(n, `${fold(w)} ${next.toLocaleLowerCase()}`);
    });
  }
  let best: Qualifier | undefined;
  let bestScore = 3;
  for (const [word, phrase] of candidates) {
    const stem = stemOf(word);
    const score = sources.filter((t) => t.includes(stem)).length;
    if (score > bestScore) [best, bestScore] = [{ phrase, stem }, score];
  }
  return best;
}

/** The service as its keywords say it: with the business's object when the name lacks it. */
export function qualifiedService(service: string, object: Qualifier | undefined): string {
  if (!object || fold(service).includes(object.stem)) return service;
  // A name with a proper noun or an acronym ("Preparación Cambridge", "IELTS") means one thing already.
  if (/\s\p{Lu}|\b\p{Lu}{2,}\b/u.test(service)) return service;
  return `${service} ${object.phrase}`;
}
