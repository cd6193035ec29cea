/**
 * The one language resolver: the language a campaign's generated text is written in
 * (strategist, assistant, rendered strategy, the web's `lang` on that text). Server and web both
 * use it. Anything else falls back to English.
 */
import { adLanguageOf } from './ad-languages.js';

export type Lang = 'es' | 'en';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const LANGUAGE_NAMES: Record<Lang, string[]> = {
  es: ['es', 'spa', 'espanol', 'spanish', 'castellano', 'espagnol', 'spanisch', 'spagnolo'],
  en: ['en', 'eng', 'english', 'ingles', 'anglais', 'englisch', 'inglese'],
};

/**
 * The language a form's `language` field names ("Español", "Spanish", "es-AR", "English"), the
 * first one when it lists several. `undefined` when it names neither.
 */
export function languageFromField(field: string | undefined): Lang | undefined {
  if (!field) return undefined;
  // The ad-language table first (the names the form offers and accepts), then any word of the field.
  const code = adLanguageOf(field)?.code;
  if (code === 'es' || code === 'en') return code;
  const tokens = fold(field)
    .split(/[^a-z]+/)
    .filter(Boolean);
  for (const token of tokens) {
    for (const lang of ['es', 'en'] as const) {
      if (LANGUAGE_NAMES[lang].includes(token)) return lang;
    }
  }
  return undefined;
}

const STOPWORDS: Record<Lang, Set<string>> = {
  es: new Set(
    'de la que el en y los las del se por un una para con no es su al lo como mas pero sus le ya o este esta son entre cuando muy sin sobre tambien me hasta hay donde quien desde todo nos durante todos uno les ni contra otros ese eso ante ellos e esto mi antes algunos que unos yo otro otras otra tanto esa estos mucho quienes nada muchos cual poco ella estar estas algunas algo nosotros somos tenemos ofrecemos nuestro nuestra nuestros nuestras tu tus cuanto cuantos como puedo debo quiero hola gracias mejorar cual campana campanas presupuesto palabras clave anuncios'.split(
      ' ',
    ),
  ),
  en: new Set(
    'the and of to in is for with on that this it are as be at by we our you your from or an was have has can will my me how what which should do does much many more improve hello hi thanks please campaign campaigns budget keywords ads'.split(
      ' ',
    ),
  ),
};

/** Guesses Spanish or English from free text by counting common words; `undefined` on a tie. */
export function languageFromText(text: string): Lang | undefined {
  const words = fold(text)
    .split(/[^a-z]+/)
    .filter(Boolean);
  let es = 0;
  let en = 0;
  for (const word of words) {
    if (STOPWORDS.es.has(word)) es++;
    if (STOPWORDS.en.has(word)) en++;
  }
  // Accents and ¿¡ are strong Spanish signals.
  if (/[¿¡ñ]/i.test(text)) es += 2;
  if (es === en) return undefined;
  return es > en ? 'es' : 'en';
}

/** The form's language, else the language of its text, else English. */
export function detectLanguage(field: string | undefined, sample = ''): Lang {
  return languageFromField(field) ?? languageFromText(sample) ?? 'en';
}
