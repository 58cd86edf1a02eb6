import { labelText } from '../../../shell/label-text.js';

/** The booking dialog's texts, each with its English fallback. */
export function bookingLabels(labels: Record<string, string>) {
  const t = (key: string, fallback: string, values?: Record<string, string>) =>
    labelText(labels, key, fallback, values);
  return {
    open: t('findInStore', 'Find it in a store'),
    title: t('bookInStoreTitle', 'Book it in a store'),
    intro: t(
      'bookInStoreIntro',
      'Choose a store that has it, leave your details and we will keep it for you.',
    ),
    size: t('size', 'Size'),
    chooseSize: t('chooseSize', 'Choose a size'),
    stores: t('bookInStoreStores', 'Stores with stock'),
    loading: t('loading', 'Loading…'),
    none: t('bookInStoreNone', 'No store has it in stock right now.'),
    name: t('contactName', 'Name'),
    email: t('email', 'E-mail'),
    phone: t('accountPhone', 'Mobile phone'),
    consent: t('bookInStoreConsent', 'I have read and accept the'),
    privacy: t('privacyPolicy', 'Privacy policy'),
    submit: t('bookInStoreSubmit', 'Book it'),
    close: t('close', 'Close'),
    done: (store: string, code: string) =>
      t('bookInStoreDone', 'Booked in {store}. Your booking code is {code}.', { store, code }),
    noStock: t('bookInStoreNoStock', 'This store no longer has it in stock. Choose another store.'),
    failed: t('bookInStoreFailed', 'We could not book it. Please try again.'),
    retry: t('checkoutModalRetry', 'Try again'),
    errors: {
      storeId: t('bookInStoreChooseStore', 'Choose a store'),
      name: t('requiredField', 'This field is required'),
      email: t('invalidEmail', 'Enter a valid e-mail address'),
      phone: t('invalidPhone', 'Enter a valid phone number'),
      consent: t('bookInStoreConsentRequired', 'Accept the privacy policy to book'),
    },
  };
}
