import { untimedInvokes } from '@atelier/core-catalogue/testing';
import { describe, expect, it } from 'vitest';
import { checkoutMachine } from './checkout/checkout.machine.js';
import { expressCheckoutMachine } from './express/express-checkout.machine.js';
import { expressRegisterMachine } from './express/express-register.machine.js';
import { cardPaymentMachine } from './payment/card-payment.machine.js';
import { paymentMachine } from './payment/payment.machine.js';
import { redirectPaymentVerificationMachine } from './verification/redirect-payment-verification.machine.js';

// ADR 0003: no machine invokes a back-end call without a timeout.
describe('every call state of the checkout machines has a timeout', () => {
  it.each([
    ['checkoutMachine', checkoutMachine],
    ['expressCheckoutMachine', expressCheckoutMachine],
    ['expressRegisterMachine', expressRegisterMachine],
    ['cardPaymentMachine', cardPaymentMachine],
    ['paymentMachine', paymentMachine],
    ['redirectPaymentVerificationMachine', redirectPaymentVerificationMachine],
  ])('%s', (_name, machine) => {
    expect(untimedInvokes(machine)).toEqual([]);
  });
});
