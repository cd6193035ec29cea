import { describe, expect, it } from 'vitest';
import { sellingPoints } from './points.js';

const keys = (description: string, lang: 'en' | 'es' = 'es') => sellingPoints(description, lang).map((p) => p.key);

describe('the selling points a description states', () => {
  it('reads no organic claim into a word that only ends like "bio" ("cambio de cerraduras")', () => {
    expect(keys('Cerrajería Castellana en Madrid: apertura de puertas y cambio de cerraduras. Presupuesto sin compromiso.')).not.toContain(
      'organic',
    );
    expect(keys('Panadería con harinas bio y masa madre.')).toContain('organic');
  });

  it('reads a free-delivery minimum as the free delivery, not as a price to start from', () => {
    for (const description of [
      'Tostadores del Huila, café de especialidad. Envío gratis en Bogotá por compras desde $80.000.',
      'Tostadores del Huila, café de especialidad. Envío gratis en Bogotá desde $80.000.',
    ]) {
      expect(keys(description)).toContain('free-shipping');
      expect(keys(description)).not.toContain('price-from');
    }
    expect(keys('Green Bowl salads. Free delivery on orders from $30.', 'en')).not.toContain('price-from');
    expect(keys('Manicura desde $250 en Zapopan.')).toContain('price-from');
  });

  it('reads no free quote into a quote without obligation', () => {
    expect(keys('Cerrajería Castellana en Madrid. Presupuesto sin compromiso.')).not.toContain('free-estimate');
    expect(keys('Taller Giralda en Sevilla. Presupuesto gratis.')).toContain('free-estimate');
  });
});
