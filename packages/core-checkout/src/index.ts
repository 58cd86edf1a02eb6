// API-CONTRACT.md exports
export { amountInCents } from './amount-in-cents.js';
export { normalizePostalCode, isTrimOnlyPostalCodeSite } from './validation/postal-code.js';
export { addressErrorField, type AddressField } from './validation/address-error-field.js';
export {
  checkoutSteps,
  previousStep,
  nextStep,
  needsBillingStep,
  type CheckoutStep,
  type CheckoutStepContext,
} from './checkout/checkout-steps.js';
export { cardBrandsFor, type CardBrand } from './payment/card-brands.js';
export {
  verifyPaymentWithRetry,
  isSimultaneousAccessError,
  VERIFY_TRIES,
  VERIFY_DELAY_MS,
  IN_PROCESS,
  type VerifyRetryOptions,
} from './payment/verify-payment-with-retry.js';
export { similarity, normaliseText } from './express/similarity.js';
export { matchByName, WALLET_SIMILARITY_THRESHOLD } from './express/match-by-name.js';
export {
  classifyPaymentError,
  classifyPaymentErrorFor,
  type PaymentErrorKind,
} from './payment/payment-error.js';

// Entities
export * from './entities/index.js';

// Ports
export type {
  CheckoutPort,
  GuestData,
  NamedCode,
  RegistrationData,
} from './ports/checkout-port.js';
export type { PaymentPort, AcceptRequest, ReturnParams } from './ports/payment-port.js';

// Validation and errors
export { errorEntries, topLevelEntry, type ErrorEntry } from './payment/error-entries.js';
export {
  paymentErrorReaction,
  paymentErrorMessage,
  type PaymentErrorModal,
  type PaymentErrorReaction,
} from './payment/payment-error-reaction.js';
export {
  incorrectShippingDataReasons,
  hasIncorrectShippingData,
  incorrectShippingDataCount,
  type ShippingDataToCheck,
  type ShippingDataCheckOptions,
} from './validation/incorrect-shipping-data.js';
export { addressLine, ADDRESS_LINE_SEPARATOR } from './validation/address-line.js';
export {
  isPickupPhoneMissing,
  shouldSendDocumentId,
  checkoutFormFlags,
  missingMandatoryChecks,
  type CheckoutContentFlags,
  type CheckoutFormFlags,
  type PaymentFormCheck,
} from './validation/checkout-form-rules.js';
export { expressErrorModal, type ExpressErrorModal } from './express/express-error-modal.js';

// Checkout rules
export {
  isPickupMethod,
  isShipFromStoreMethod,
  isStandardMethod,
} from './checkout/shipping-method-kind.js';
export type {
  CheckoutBag,
  CheckoutBagLine,
  DeliveryMode,
  PickupStore,
} from './checkout/checkout-bag.js';
export {
  addressVerificationSchema,
  addressVerificationDecision,
  type AddressVerification,
  type AddressVerificationDecision,
} from './checkout/address-verification.js';
export {
  checkoutEntryDecision,
  type CheckoutEntryContext,
  type CheckoutEntryDecision,
} from './checkout/checkout-entry.js';
export {
  checkoutEntryRoute,
  type CheckoutRouteContext,
  type CheckoutEntryRoute,
} from './checkout/checkout-route.js';
export {
  needsAutoFill,
  autoFillAddress,
  standardMethodCode,
  fallbackMethodCode,
  type SavedAddress,
  type AutoFillContext,
} from './checkout/auto-fill.js';
export {
  shippingStepActions,
  shouldVerifyAddress,
  shouldUpdateInvalidDefault,
  shouldSaveAddress,
  shouldUpdateNationalId,
  type ShippingStepAction,
  type ShippingStepContext,
} from './checkout/shipping-step-rules.js';
export { stepBar, isStepBarVisible, type StepBarItem } from './checkout/step-bar.js';
export {
  isOneClickCheckout,
  checkoutAnalyticsType,
  type OneClickContext,
  type CheckoutAnalyticsType,
} from './checkout/one-click-checkout.js';
export {
  isInvalidAddressError,
  checkoutFillErrorReaction,
  INVALID_ADDRESS_CODE,
  INVALID_ADDRESS_ERROR,
  type CheckoutFillErrorReaction,
} from './checkout/checkout-fill-error.js';
export { billingFromShipping } from './checkout/billing-from-shipping.js';
export {
  stepsOf,
  stepBarOf,
  shippingStepContextOf,
  isOneClickOf,
  analyticsTypeOf,
} from './checkout/checkout-selectors.js';

// Checkout machine
export { checkoutMachine } from './checkout/checkout.machine.js';
export { checkoutActorsFrom } from './checkout/checkout-actors.js';
export type {
  CheckoutInput,
  CheckoutContext,
  CheckoutEvent,
  CheckoutOutput,
  CheckoutData,
  CheckoutModal,
  CheckoutRedirect,
  CheckoutUser,
  CheckoutSettings,
} from './checkout/checkout-machine-types.js';

// Payment
export {
  PAYMENT_METHOD_CODES,
  ADYEN_METHOD_CODES,
  BLIK_EXTERNAL_ID,
  isPaymentMethodCode,
  isCashVoucherMethod,
  type PaymentMethodCode,
  type AdyenMethodCode,
} from './payment/payment-methods.js';
export type * from './payment/payment-requests.js';
export {
  paymentCreationResultSchema,
  paymentVerificationSchema,
  isSuccessfulVerification,
  PAYMENT_SUCCESS,
  type PaymentCreationResult,
  type PaymentVerification,
  type ThreeDs2Action,
} from './payment/payment-creation-result.js';
export { readCreationResult, creationResultIs } from './payment/read-creation-result.js';
export type { PaymentFlowError } from './payment/payment-flow-error.js';
export { createPaymentWith, CREATE_PAYMENT_ENTRY } from './payment/create-payment-with.js';
export {
  paymentMachine,
  paymentActorsFrom,
  type PaymentContext,
  type PaymentEvent,
  type PaymentOutput,
} from './payment/payment.machine.js';
export {
  cardSubmissionErrors,
  cardPaymentRequest,
  type CardSubmission,
  type CardSubmissionError,
  type CardPaymentBase,
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

// Redirect payments and confirmation
export {
  verificationPlan,
  RECURSIVE_VERIFY_METHODS,
  type VerificationPlan,
} from './verification/verification-plan.js';
export type { VerificationDeps } from './verification/verification-calls.js';
export type { ConfirmationStore } from './verification/confirmation-store.js';
export {
  redirectPaymentVerificationMachine,
  type RedirectVerificationInput,
  type RedirectVerificationContext,
  type RedirectVerificationOutput,
} from './verification/redirect-payment-verification.machine.js';
export { verificationActorsFrom } from './verification/verification-actors.js';

// Express checkout
export {
  walletToAddresses,
  type WalletContact,
  type WalletAddressContext,
  type WalletAddresses,
  type NamedPlace,
} from './express/wallet-address.js';
export {
  applePayPaymentRequest,
  isApplePayOffered,
  APPLE_PAY_VERSION,
  DEFAULT_MERCHANT_LABEL,
  EXPRESS_CONTACT_FIELDS,
  type ApplePayPaymentRequest,
  type ApplePayRequestInput,
} from './express/apple-pay.js';
export {
  amazonPayOutcome,
  type AmazonPayOutcome,
  type AmazonPayPayload,
} from './express/amazon-pay.js';
export {
  expressCheckoutMachine,
  type ExpressCheckoutInput,
  type ExpressCheckoutContext,
  type ExpressCheckoutOutput,
  type ExpressPayInput,
} from './express/express-checkout.machine.js';
export {
  expressRegisterMachine,
  type ExpressRegisterInput,
  type ExpressRegisterContext,
  type SessionTokens,
} from './express/express-register.machine.js';
export { expressCheckoutActorsFrom, expressRegisterActorsFrom } from './express/express-actors.js';
