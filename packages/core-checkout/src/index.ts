// The public surface of @atelier/core-checkout: the contract of docs/api-contract.md §4, what the
// adapters implement and read, and the machines other channels drive with their actors.
// Everything else (the rules the machines call, their views of machine context) is internal.

// docs/api-contract.md §4
export { amountInCents } from './amount-in-cents.js';
export { normalizePostalCode } from './validation/postal-code.js';
export { addressErrorField, type AddressField } from './validation/address-error-field.js';
export { checkoutSteps, previousStep, type CheckoutStep } from './checkout/checkout-steps.js';
export { selectableOnShippingStep } from './checkout/shipping-method-kind.js';
export { cardBrandsFor, type CardBrand } from './payment/card-brands.js';
export { verifyPaymentWithRetry } from './payment/verify-payment-with-retry.js';
export { similarity } from './express/similarity.js';
export { matchByName } from './express/match-by-name.js';
export { classifyPaymentError, type PaymentErrorKind } from './payment/payment-error.js';

// Entities (adapters parse back-end answers with these schemas)
export { shippingAddressSchema, type ShippingAddress } from './entities/shipping-address.js';
export type { BillingAddress } from './entities/billing-address.js';
export type { Purchaser } from './entities/purchaser.js';
export { purchaseSchema, type Purchase } from './entities/purchase.js';
export {
  paymentModeSchema,
  paymentSubMethodSchema,
  type PaymentMode,
  type PaymentSubMethod,
} from './entities/payment-mode.js';
export type { StoredCard } from './entities/stored-card.js';
export { offeredStoredCards } from './payment/offered-stored-cards.js';
export {
  paymentCreationResultSchema,
  paymentVerificationSchema,
  PAYMENT_SUCCESS,
  type PaymentCreationResult,
  type PaymentVerification,
  type ThreeDs2Action,
} from './payment/payment-creation-result.js';
export type { AddressVerification } from './checkout/address-verification.js';

// Ports (adapters implement them; every call takes an optional last { signal })
export type { CallOptions, CallSignal } from './calls/call-signal.js';
export type {
  CheckoutPort,
  GuestData,
  NamedCode,
  RegistrationData,
} from './ports/checkout-port.js';
export type { PaymentPort, AcceptRequest, ReturnParams } from './ports/payment-port.js';
export type * from './payment/payment-requests.js';
export type { DeliveryMode } from './checkout/checkout-bag.js';
export { CALL_TIMEOUT_MS } from './calls/call-state.js';

// Machines, with the actors each one needs built from the ports
export { checkoutMachine } from './checkout/checkout.machine.js';
export { checkoutActorsFrom } from './checkout/checkout-actors.js';
export type { CheckoutBag, CheckoutBagLine, PickupStore } from './checkout/checkout-bag.js';
export type {
  CheckoutInput,
  CheckoutContext,
  CheckoutEvent,
  CheckoutOutput,
  CheckoutModal,
  CheckoutRedirect,
  CheckoutUser,
  CheckoutSettings,
} from './checkout/checkout-machine-types.js';
export type { PaymentErrorModal } from './payment/payment-error-reaction.js';
export { checkShownAmount, type AmountCheck } from './payment/stale-amount.js';
export {
  classifyCheckoutPaymentError,
  type CheckoutPaymentErrorKind,
} from './payment/checkout-payment-error.js';
export type { PaymentFlowError } from './payment/payment-flow-error.js';
export {
  paymentMachine,
  paymentActorsFrom,
  type PaymentContext,
  type PaymentEvent,
  type PaymentOutput,
} from './payment/payment.machine.js';
export type {
  CardSubmission,
  CardSubmissionError,
  CardPaymentBase,
} from './payment/card-submission.js';
export {
  cardPaymentMachine,
  type CardPaymentInput,
  type CardPaymentContext,
  type CardPaymentEvent,
  type CardPaymentOutput,
  type ThreeDsResult,
} from './payment/card-payment.machine.js';
export { cardPaymentActorsFrom } from './payment/card-payment-actors.js';
export {
  redirectPaymentVerificationMachine,
  type RedirectVerificationInput,
  type RedirectVerificationContext,
  type RedirectVerificationError,
  type RedirectVerificationOutput,
} from './verification/redirect-payment-verification.machine.js';
export { verificationActorsFrom } from './verification/verification-actors.js';
export type { VerificationDeps } from './verification/verification-calls.js';
export type { ConfirmationStore } from './verification/confirmation-store.js';
export {
  expressCheckoutMachine,
  type ExpressCheckoutInput,
  type ExpressCheckoutContext,
  type ExpressCheckoutOutput,
  type ExpressPayInput,
} from './express/express-checkout.machine.js';
export type { ExpressErrorModal } from './express/express-error-modal.js';
export type { WalletContact, WalletAddressContext, NamedPlace } from './express/wallet-address.js';
export {
  expressRegisterMachine,
  type ExpressRegisterInput,
  type ExpressRegisterContext,
  type SessionTokens,
} from './express/express-register.machine.js';
export { expressCheckoutActorsFrom, expressRegisterActorsFrom } from './express/express-actors.js';
export {
  EXPRESS_WALLET_CODES,
  expressMethods,
  isExpressWallet,
  type ExpressBag,
  type ExpressMethodsInput,
  type ExpressWalletCode,
} from './express/express-methods.js';
export { expressDeliveryMode } from './express/express-delivery-mode.js';
