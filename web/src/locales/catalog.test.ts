// The catalogs are complete and the interface has no text outside them: a key missing in either
// language, a key no code uses, a message whose placeholders differ between languages, or a
// hard-coded user-visible string in a component fails `npm test`.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');
const LOCALES = __dirname;

function files(dir: string, test: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, test);
    return test(path) ? [path] : [];
  });
}

const namespaces = (language: string) =>
  readdirSync(join(LOCALES, language))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''))
    .sort();
const catalog = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Record<string, string>;

/** Every message of a language, by full id. */
const all = (language: string) =>
  Object.fromEntries(
    namespaces(language).flatMap((ns) => Object.entries(catalog(language, ns)).map(([key, text]) => [`${ns}.${key}`, text])),
  );

const sourceFiles = files(
  SRC,
  (path) =>
    /\.(ts|tsx)$/.test(path) &&
    // Tests and their helpers hold test data, not interface text.
    !/(\.test\.tsx?|\.fixture\.tsx?|test-support\.ts|test-utils\.ts)$/.test(path) &&
    !path.includes(`${join(SRC, 'testing')}`) &&
    !path.startsWith(LOCALES),
);

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

describe('interface catalogs', () => {
  it('have the same namespaces and keys in Spanish and English', () => {
    expect(namespaces('es')).toEqual(namespaces('en'));
    for (const ns of namespaces('en')) {
      const en = Object.keys(catalog('en', ns)).sort();
      const es = Object.keys(catalog('es', ns)).sort();
      expect({ ns, missingInSpanish: en.filter((k) => !es.includes(k)), missingInEnglish: es.filter((k) => !en.includes(k)) }).toEqual({
        ns,
        missingInSpanish: [],
        missingInEnglish: [],
      });
    }
  });

  it('hold valid ICU messages with the same placeholders in both languages, none empty', () => {
    const en = all('en');
    const es = all('es');
    const problems: string[] = [];
    for (const [id, text] of Object.entries(en)) {
      for (const [language, message] of [
        ['en', text],
        ['es', es[id]],
      ] as const) {
        if (!message?.trim()) problems.push(`${language} ${id}: empty`);
      }
      try {
        const a = [...placeholders(parse(text))].sort();
        const b = [...placeholders(parse(es[id] ?? ''))].sort();
        if (a.join() !== b.join()) problems.push(`${id}: placeholders ${a.join(',')} (en) vs ${b.join(',')} (es)`);
      } catch (error) {
        problems.push(`${id}: ${String(error)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no key that no code uses', () => {
    const source = sourceFiles.map((path) => readFileSync(path, 'utf8')).join('\n');
    const unused = Object.keys(all('en')).filter(
      (id) => !source.includes(`'${id}'`) && !source.includes(`"${id}"`) && !source.includes(`\`${id}\``),
    );
    expect(unused).toEqual([]);
  });

  it('has every id the code asks for', () => {
    const known = all('en');
    const asked = sourceFiles.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/\b(?:t|rich|translate)\(\s*'([a-z][\w-]*\.[\w.-]+)'/g)].map(
        (m) => `${relative(SRC, path)}: ${m[1]}`,
      ),
    );
    expect(asked.filter((entry) => !(entry.split(': ')[1]! in known))).toEqual([]);
  });
});

/** Attributes a person reads or hears. */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label']);
/** Prose: two words or more, starting with a capital or ending like a sentence. */
const PROSE = /^\s*(?:[A-ZÁÉÍÓÚÑ¡¿].*\p{L}{2,}\s+\p{L}|.*\p{L}{2,}\s+\p{L}.*[.!?…:]\s*$)/u;

describe('components', () => {
  it('write no user-visible text outside the catalogs', () => {
    const found: string[] = [];
    for (const path of sourceFiles) {
      const text = readFileSync(path, 'utf8');
      const file = ts.createSourceFile(
        path,
        text,
        ts.ScriptTarget.Latest,
        true,
        path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      const where = (node: ts.Node) => `${relative(SRC, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      const ignored = (node: ts.Node) => {
        const line = file.getLineAndCharacterOfPosition(node.getStart()).line;
        const lines = text.split('\n');
        return /i18n-ignore/.test(lines[line] ?? '') || /i18n-ignore/.test(lines[line - 1] ?? '');
      };
      const inErrorOrLog = (node: ts.Node): boolean => {
        for (let parent = node.parent; parent; parent = parent.parent) {
          if (ts.isNewExpression(parent) && /Error$/.test(parent.expression.getText())) return true;
          if (ts.isCallExpression(parent) && /^console\./.test(parent.expression.getText())) return true;
          if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
        }
        return false;
      };
      const visit = (node: ts.Node) => {
        if (ts.isJsxText(node) && /\p{L}/u.test(node.text) && !ignored(node)) found.push(`${where(node)} text "${node.text.trim()}"`);
        if (
          ts.isJsxAttribute(node) &&
          READ_ATTRIBUTES.has(node.name.getText()) &&
          node.initializer &&
          ts.isStringLiteral(node.initializer)
        ) {
          if (/\p{L}/u.test(node.initializer.text) && !ignored(node))
            found.push(`${where(node)} ${node.name.getText()}="${node.initializer.text}"`);
        }
        if (
          (ts.isStringLiteral(node) ||
            ts.isNoSubstitutionTemplateLiteral(node) ||
            ts.isTemplateHead(node) ||
            ts.isTemplateMiddle(node) ||
            ts.isTemplateTail(node)) &&
          PROSE.test(node.text)
        ) {
          if (
            !ignored(node) &&
            !inErrorOrLog(node) &&
            !(node.parent && ts.isJsxAttribute(node.parent) && node.parent.name.getText() === 'className')
          ) {
            found.push(`${where(node)} "${node.text}"`);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    expect(found).toEqual([]);
  });
});
