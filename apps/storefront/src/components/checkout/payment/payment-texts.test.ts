import { describe, expect, it } from 'vitest';
import { paymentTexts } from './payment-texts.js';

describe('payment step texts', () => {
  it("speak the site's language, and the content system's labels win", () => {
    expect(paymentTexts('es', {})['card.number']).toBe('Número de tarjeta');
    expect(paymentTexts('ar', {})['threeds.title']).toBe('أكّد الدفع مع البنك');
    expect(paymentTexts('es', { 'card.number': 'Tarjeta nº' })['card.number']).toBe('Tarjeta nº');
    expect(paymentTexts('de', {})['card.number']).toBeUndefined();
  });
});
