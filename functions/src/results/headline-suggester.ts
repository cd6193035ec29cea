/**
 * Where new headlines come from when Google rates some LOW. Issue 16's copy engine
 * (functions/src/copy/) will implement this interface; until it is merged, `simpleHeadlineSuggester`
 * writes them from the campaign's keywords.
 */
export interface HeadlineSuggester {
  suggest(input: { language: 'es' | 'en'; keywords: string[]; existing: string[]; count: number }): Promise<string[]>;
}

const MAX = 30;

const TEMPLATES = {
  en: [(k: string) => `${k} Near You`, (k: string) => `Book ${k} Today`, (k: string) => `Trusted ${k}`, (k: string) => `${k} - Call Now`, (k: string) => `Quality ${k}`],
  es: [(k: string) => `${k} Cerca de Ti`, (k: string) => `${k} - Reservá Hoy`, (k: string) => `${k} de Confianza`, (k: string) => `${k} - Llamanos`, (k: string) => `${k} de Calidad`],
};

const titleCase = (s: string) => s.replace(/\p{L}+/gu, (w) => w[0]!.toUpperCase() + w.slice(1));

export const simpleHeadlineSuggester: HeadlineSuggester = {
  async suggest({ language, keywords, existing, count }) {
    const taken = new Set(existing.map((h) => h.toLowerCase()));
    const out: string[] = [];
    for (const template of TEMPLATES[language]) {
      for (const keyword of keywords) {
        const text = template(titleCase(keyword.trim()));
        if (text.length > MAX || taken.has(text.toLowerCase())) continue;
        taken.add(text.toLowerCase());
        out.push(text);
        if (out.length >= count) return out;
        break;
      }
    }
    return out;
  },
};
