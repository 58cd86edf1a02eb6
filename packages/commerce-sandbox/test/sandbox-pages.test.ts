import { describe, expect, it } from 'vitest';
import { PAGE_LANGUAGES, pageTexts } from '../src/sandbox-page-texts.js';
import { decisionPage, donePage } from '../src/sandbox-pages.js';
import type { PaymentRow } from '../src/payment-simulator.js';
import { LANGUAGES, SANDBOX_SITES } from '../src/sites.js';

const payment = (over: Partial<PaymentRow> = {}): PaymentRow => ({
  id: 'pay_1',
  cart_code: '00000001',
  method: 'adyen/card',
  status: 'CHALLENGE_SHOPPER',
  amount: 231.9,
  currency: 'EUR',
  polls_left: 0,
  data: '{}',
  order_code: null,
  created_at: '2026-01-01T00:00:00Z',
  ...over,
});

const ES = { language: 'es', locale: 'es-ES' };
const AR = { language: 'ar', locale: 'ar-SA' };

describe('the sandbox payment pages (issue 31, point 12)', () => {
  it('has its words in every language a site speaks', () => {
    expect(LANGUAGES.filter((language) => !PAGE_LANGUAGES.includes(language))).toEqual([]);
    for (const language of PAGE_LANGUAGES) {
      const texts = pageTexts(language);
      expect(texts.challengeIntro).toContain('{amount}');
      expect(texts.providerIntro).toContain('{amount}');
      expect(texts.providerTitle).toContain('{method}');
      // Only English may read as English.
      if (language !== 'en') expect(texts.approve).not.toBe(pageTexts('en').approve);
    }
  });

  it('speaks the site language and writes the amount as the site does', () => {
    const html = decisionPage('challenge', payment(), '/api/commerce', ES);
    expect(html).toContain('<html lang="es" dir="ltr">');
    expect(html).toContain('Confirma que eres tú');
    expect(html).toContain(
      new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(231.9),
    );
    expect(html).toContain('data-testid="threeds-approve"');
    expect(html).toContain('data-testid="threeds-deny"');
    expect(html).not.toMatch(/Approve|Deny|Amount/);
  });

  it('mirrors for Arabic and uses its digits', () => {
    const html = decisionPage('provider', payment({ method: 'tabby', currency: 'SAR' }), '', AR);
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('الدفع عبر tabby');
    expect(html).toMatch(/[٠-٩]/);
    expect(html).not.toContain('231.90');
  });

  it('names a provider as its owner writes it and escapes what it shows', () => {
    const html = decisionPage('provider', payment({ method: 'paypal', id: 'p"<x>' }), '', ES);
    expect(html).toContain('Pagar con PayPal');
    expect(html).not.toContain('<x>');
  });

  it('says the decision in the site language', () => {
    expect(donePage(false, '', ES)).toContain('Pago cancelado');
    expect(donePage(true, '', { language: 'iw', locale: 'he-IL' })).toContain(
      'lang="he" dir="rtl"',
    );
  });

  it('knows every site the sandbox serves', () => {
    for (const site of SANDBOX_SITES) {
      expect(decisionPage('challenge', payment(), '', site)).toContain(
        pageTexts(site.language).approve,
      );
    }
  });
});
