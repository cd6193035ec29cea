import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries in eslint.config.js are paths: a zone naming a folder that does not exist
 * (renamed, moved, or never there) silently guards nothing. Every target, source and exception of
 * every zone must name something in the tree.
 */

interface Zone {
  target: string | string[];
  from: string | string[];
  except?: string[];
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

async function zones(): Promise<Zone[]> {
  // Loaded by URL: the config is the repository's own JavaScript, outside this package's types.
  const config = ((await import(pathToFileURL(resolve(root, 'eslint.config.js')).href)) as { default: unknown[] }).default;
  const found: Zone[] = [];
  for (const block of config) {
    const rule = (block as { rules?: Record<string, unknown> }).rules?.['import-x/no-restricted-paths'];
    if (Array.isArray(rule)) found.push(...((rule[1] as { zones: Zone[] }).zones ?? []));
  }
  return found;
}

const list = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

describe('lint zones', () => {
  it('name only folders and files that exist', async () => {
    const all = await zones();
    // The functions zones alone are over twenty: an empty list means the rule was not found.
    expect(all.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const zone of all) {
      for (const path of [...list(zone.target), ...list(zone.from)]) if (!existsSync(resolve(root, path))) missing.push(path);
      for (const from of list(zone.from)) {
        for (const except of zone.except ?? []) {
          if (!existsSync(resolve(root, from, except))) missing.push(`${from} except ${except}`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('keep every functions service folder behind the layers', async () => {
    const { functionsServiceFolders } = (await import(pathToFileURL(resolve(root, 'eslint.config.js')).href)) as {
      functionsServiceFolders: string[];
    };
    for (const folder of [
      'account',
      'assistant',
      'billing',
      'business-profile',
      'campaigns',
      'geo',
      'google-ads',
      'keywords',
      'results',
      'support',
      'usage',
    ]) {
      expect(functionsServiceFolders).toContain(folder);
    }
  });

  it('keep the stand-ins in local/ out of reach once they are there', async () => {
    if (!existsSync(resolve(root, 'functions/src/local'))) return;
    const fenced = (await zones()).some((zone) => list(zone.from).includes('./functions/src/local'));
    expect(fenced).toBe(true);
  });
});
