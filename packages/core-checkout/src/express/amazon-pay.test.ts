import { describe, expect, it } from 'vitest';
import { amazonPayOutcome } from './amazon-pay.js';

describe('amazonPayOutcome', () => {
  it('goes to confirmation with payment mode, order code and e-mail', () => {
    expect(amazonPayOutcome({ kind: 'order', orderCode: 'O-1' }, 'a@example.com')).toEqual({
      kind: 'confirmation',
      query: { paymentMode: 'amazonpay', orderCode: 'O-1', email: 'a@example.com' },
    });
  });

  it('adds is3DSecure=true to an Adyen redirect', () => {
    expect(amazonPayOutcome({ kind: 'redirect', url: 'https://acs.example/3ds' }, '')).toEqual({
      kind: 'redirect',
      url: 'https://acs.example/3ds?is3DSecure=true',
    });
    expect(
      amazonPayOutcome({ kind: 'redirect', url: 'https://acs.example/3ds?a=1#x' }, ''),
    ).toEqual({
      kind: 'redirect',
      url: 'https://acs.example/3ds?a=1&is3DSecure=true#x',
    });
  });

  it('keeps the 3DS2 data of a fingerprint or challenge', () => {
    expect(amazonPayOutcome({ kind: 'challenge', token: 't', paymentData: 'pd' }, '')).toEqual({
      kind: 'threeDs2',
      action: { kind: 'challenge', token: 't', paymentData: 'pd' },
    });
  });

  it('shows an error modal for anything else', () => {
    expect(amazonPayOutcome({ kind: 'nope' }, '')).toEqual({ kind: 'error' });
    expect(amazonPayOutcome(null, '')).toEqual({ kind: 'error' });
  });
});
