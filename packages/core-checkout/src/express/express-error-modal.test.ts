import { describe, expect, it } from 'vitest';
import { expressErrorModal } from './express-error-modal.js';

describe('expressErrorModal', () => {
  it('names the payment method and maps field-specific server messages to form fields', () => {
    expect(
      expressErrorModal('applepay', {
        errors: [
          { reason: 'postcodeFormat', message: 'Bad postcode' },
          { subject: 'firstName', message: 'Missing name' },
          { reason: 'line1' },
          { reason: 'line2' },
        ],
      }),
    ).toEqual({
      paymentMethod: 'applepay',
      fields: ['postalCode', 'name', 'address'],
      messages: ['Bad postcode', 'Missing name'],
    });
  });

  it('keeps a plain error message', () => {
    expect(expressErrorModal('googlepay', new Error('cityOrRegion'))).toEqual({
      paymentMethod: 'googlepay',
      fields: [],
      messages: ['cityOrRegion'],
    });
  });
});
