// Spanish comes in two varieties (DESIGN §11): `es` is the SPEC's rioplatense voseo (Argentina,
// Uruguay); `es-tuteo` holds only the messages whose tuteo differs, shown over `es` to every other
// Spanish reader. A voseo message with no tuteo of its own, a tuteo that still says something in
// vos, or an overlay message `es` does not have fails `npm test`.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vosForms } from './voseo';

const LOCALES = __dirname;

const namespaces = (folder: string) =>
  readdirSync(join(LOCALES, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''))
    .sort();
const messages = (folder: string, namespace: string): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(join(LOCALES, folder, `${namespace}.json`), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
};
const all = (folder: string) =>
  Object.fromEntries(namespaces(folder).flatMap((ns) => Object.entries(messages(folder, ns)).map(([key, text]) => [`${ns}.${key}`, text])));

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element) into.add(String(element.value));
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      placeholders(element.children, into);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    }
  }
  return into;
}

describe('the voseo markers', () => {
  it('find vos forms and nothing that reads the same in tuteo', () => {
    expect(vosForms('Podés elegir otro plan. Probalo, contanos y elegí: vos sabés. Sos vos. Planificá y lanzá.')).toEqual([
      'Podés',
      'Probalo',
      'contanos',
      'elegí',
      'vos',
      'sabés',
      'Sos',
      'vos',
      'Planificá',
      'lanzá',
    ]);
    expect(vosForms('Mirá, esperás y preguntale.')).toEqual(['Mirá', 'esperás', 'preguntale']);
    expect(
      vosForms(
        'Puedes elegir otro plan más tarde; después verás que podrás, y se creará. Está acá, en el país, así que aquí también: ' +
          'el voseo y vosotros, qué interés, inglés, un paquete a escala, Danos tu modelo. Sí, para mí. Se esté o no.',
      ),
    ).toEqual([]);
  });
});

describe('the Spanish varieties', () => {
  const es = all('es');
  const overlay = all('es-tuteo');
  const tuteo = { ...es, ...overlay };

  it('writes tuteo only for messages Spanish has, with the same placeholders', () => {
    expect(namespaces('es-tuteo').filter((ns) => !namespaces('es').includes(ns))).toEqual([]);
    const problems: string[] = [];
    for (const [id, text] of Object.entries(overlay)) {
      if (!(id in es)) {
        problems.push(`${id}: not a Spanish message`);
        continue;
      }
      try {
        const a = [...placeholders(parse(es[id]!))].sort().join();
        const b = [...placeholders(parse(text))].sort().join();
        if (a !== b) problems.push(`${id}: placeholders ${b} (voseo: ${a})`);
      } catch (error) {
        problems.push(`${id}: ${String(error)}`);
      }
      if (!text.trim()) problems.push(`${id}: empty`);
      if (text === es[id]) problems.push(`${id}: the tuteo says what the voseo says (leave it out)`);
    }
    expect(problems).toEqual([]);
  });

  it('says nothing in vos in tuteo: every voseo message has its tuteo', () => {
    const problems = Object.entries(tuteo).flatMap(([id, text]) => {
      const vos = vosForms(text);
      return vos.length ? [`${id}: ${vos.join(', ')}${id in overlay ? '' : ' (no tuteo written: add it to locales/es-tuteo/)'}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("keeps the SPEC's Spanish word for word in voseo and says the same in tuteo", () => {
    expect([es['billing.cancel.body'], tuteo['billing.cancel.body']]).toEqual([
      'No se realizó ningún cargo. Podés elegir otro plan cuando quieras.',
      'No se realizó ningún cargo. Puedes elegir otro plan cuando quieras.',
    ]);
    expect([es['dashboard.chat.author.user'], tuteo['dashboard.chat.author.user']]).toEqual(['Vos', 'Tú']);
  });
});
