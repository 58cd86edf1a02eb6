// Why formatPrice keeps its Intl formatters: a grid formats dozens of prices per render, and
// building an Intl.NumberFormat costs far more than using one. Prints both in one run.
import { bench, describe } from 'vitest';
import { formatPrice } from '../src/products/price.js';

const AMOUNTS = Array.from({ length: 48 }, (_, i) => 19.95 + i * 7.5);

describe('format 48 prices (one category page)', () => {
  bench('formatPrice (formatter reused)', () => {
    for (const amount of AMOUNTS) formatPrice(amount, { locale: 'es-ES', currency: 'EUR' });
  });
  bench('a new Intl.NumberFormat per price', () => {
    for (const amount of AMOUNTS)
      new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(amount);
  });
});
