import { SITE_CODES } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import { cardBrandsFor } from './card-brands.js';

describe('cardBrandsFor', () => {
  it('follows the per-site list of docs/product/payments.md §2.3', () => {
    for (const site of ['sa-ar', 'sa-en', 'eu-en', 'it-it'])
      expect(cardBrandsFor(site)).toEqual(['mc', 'visa']);
    for (const site of ['jp-en', 'jp-ja'])
      expect(cardBrandsFor(site)).toEqual(['jcb', 'mc', 'visa']);
    for (const site of ['gr-el', 'de-de', 'ci-es', 'pt-pt', 'gb-en']) {
      expect(cardBrandsFor(site)).toEqual([
        'amex',
        'diners',
        'discover',
        'jcb',
        'maestro',
        'mc',
        'visa',
      ]);
    }
    expect(cardBrandsFor('fr-fr')).toContain('cartebancaire');
    expect(cardBrandsFor('mx-es')).toEqual(['amex', 'mc', 'visa']);
    for (const site of ['us-en', 'us-es', 'pr-en', 'pr-es']) {
      expect(cardBrandsFor(site)).toEqual(['amex', 'diners', 'discover', 'mc', 'visa']);
    }
  });

  it('gives amex, maestro, mc, visa to sites the spec does not list', () => {
    expect(cardBrandsFor('es-es')).toEqual(['amex', 'maestro', 'mc', 'visa']);
    expect(cardBrandsFor('xx-yy')).toEqual(['amex', 'maestro', 'mc', 'visa']);
  });

  it('only cartebancaire on fr-fr, and every site accepts mc and visa', () => {
    for (const site of SITE_CODES) {
      const brands = cardBrandsFor(site);
      expect(brands).toContain('mc');
      expect(brands).toContain('visa');
      expect(brands.includes('cartebancaire')).toBe(site === 'fr-fr');
    }
  });

  it('returns a fresh list each call', () => {
    const a = cardBrandsFor('sa-ar');
    a.push('amex');
    expect(cardBrandsFor('sa-ar')).toEqual(['mc', 'visa']);
  });
});
