import type { AddressFormProps } from '@atelier/ui';
import { fill } from '../../bag/index.js';

/** The address form's texts from the content labels (the account's address book shares them). */
export function addressLabels(
  labels: Record<string, string>,
): NonNullable<AddressFormProps['labels']> {
  return {
    name: fill(labels, 'addressName', 'First name'),
    surname: fill(labels, 'addressSurname', 'Last name'),
    address: fill(labels, 'addressLine', 'Address'),
    additionalAddress: fill(labels, 'addressAdditional', 'Flat, floor, door (optional)'),
    postalCode: fill(labels, 'addressPostalCode', 'Postal code'),
    city: fill(labels, 'addressCity', 'City'),
    region: fill(labels, 'addressRegion', 'Province'),
    phone: fill(labels, 'addressPhone', 'Phone'),
    submit: fill(labels, 'checkoutContinue', 'Continue'),
    suggestionsTitle: fill(labels, 'addressSuggestionsTitle', 'Did you mean?'),
    suggestionsIntro: fill(
      labels,
      'addressSuggestionsIntro',
      'We found addresses that look like yours. Choose one to avoid delivery problems.',
    ),
    useSuggestion: fill(labels, 'addressUseSuggestion', 'Use this address'),
    keepEntered: fill(labels, 'addressKeepEntered', 'Keep the address I entered'),
  };
}
