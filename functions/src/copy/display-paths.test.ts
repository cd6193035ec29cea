import { describe, expect, it } from 'vitest';
import { displayPath, displayPaths } from './display-paths.js';

describe('displayPaths: cut at word boundaries', () => {
  it('keeps whole words within 15 characters', () => {
    expect(displayPath('Manicure Zapopan')).toBe('manicure');
    expect(displayPath('Pedicure spa Guadalajara')).toBe('pedicure-spa');
    expect(displayPath('Uñas acrílicas')).toBe('unas-acrilicas');
    expect(displayPath('Electrician Brisbane North')).toBe('electrician');
  });

  it('cuts inside a word only when the first word alone is too long', () => {
    expect(displayPath('Electroestimulación')).toBe('electroestimula');
  });

  it('gives a second path only beside a first', () => {
    expect(displayPaths('Uñas', 'Guadalajara centro')).toEqual({ path1: 'unas', path2: 'guadalajara' });
    expect(displayPaths('', 'Zapopan')).toEqual({ path1: '', path2: '' });
  });
});
