import { describe, expect, it } from 'vitest';
import { displayPath, displayPaths } from './display-path.js';

describe('display paths', () => {
  it('cuts at a word boundary, at most 15 characters, never ending in a hyphen', () => {
    expect(displayPath('uñas acrílicas x')).toBe('unas-acrilicas');
    expect(displayPath('Reparación de calefones')).toBe('reparacion-de');
    expect(displayPath('teeth whitening austin')).toBe('teeth-whitening');
    expect(displayPath('Electricista-matriculado')).toBe('electricista');
    expect(displayPath('supercalifragilistic')).toBe('supercalifragil');
    expect(displayPath('  /// ')).toBe('');
  });

  it("takes a group's own paths, else its first keyword, else its name; path2 only beside a path1", () => {
    expect(displayPaths({ name: 'Gel', keywords: [{ text: 'uñas de gel' }], ad: { path1: 'Uñas', path2: 'Gel' } })).toEqual({
      path1: 'unas',
      path2: 'gel',
    });
    expect(displayPaths({ name: 'Gel', keywords: [{ text: 'uñas acrílicas largas' }], ad: { path2: 'gel' } })).toEqual({
      path1: 'unas-acrilicas',
      path2: 'gel',
    });
    expect(displayPaths({ name: 'Same-Day Service' })).toEqual({ path1: 'same-day', path2: '' });
  });
});
