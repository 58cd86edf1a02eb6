import type { Address } from '@atelier/core-catalogue';
import type { AddressField } from '@atelier/core-checkout';
import { useEffect, useId, useState } from 'react';
import type { FormEvent, HTMLInputAutoCompleteAttribute, ReactNode } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { Modal } from '../Modal/Modal.js';
import { SelectField, type SelectFieldOption } from '../SelectField/SelectField.js';
import { TextField } from '../TextField/TextField.js';
import styles from './AddressForm.module.css';

// The one AddressField is core-checkout's (its addressErrorField answers it); ui shows it.
export type { AddressField };

/**
 * The fields of the one AddressField the form edits, under core-catalogue's Address's own names,
 * so a server error that addressErrorField points at a field lands on its input.
 */
export type AddressFormField = Extract<
  AddressField & keyof Address,
  'name' | 'surname' | 'address' | 'additionalAddress' | 'postalCode' | 'city' | 'region' | 'phone'
>;

/** What the shopper typed: one string per field, city and region by name. */
export type AddressValues = Record<AddressFormField, string>;

/** The form's values for an Address: absent fields empty, city and region by name. */
export function addressValuesOf(address: Address): AddressValues {
  return {
    name: address.name,
    surname: address.surname,
    address: address.address,
    additionalAddress: address.additionalAddress ?? '',
    postalCode: address.postalCode,
    city: address.city?.name ?? '',
    region: address.region?.name ?? '',
    phone: address.phone ?? '',
  };
}

/** Field order, autofill token (docs/api-contract.md §7) and layout of each field. */
const FIELDS: readonly {
  name: AddressFormField;
  autoComplete: HTMLInputAutoCompleteAttribute;
  full?: boolean;
  type?: 'tel';
  optional?: boolean;
}[] = [
  { name: 'name', autoComplete: 'given-name' },
  { name: 'surname', autoComplete: 'family-name' },
  { name: 'address', autoComplete: 'address-line1', full: true },
  { name: 'additionalAddress', autoComplete: 'address-line2', full: true, optional: true },
  { name: 'postalCode', autoComplete: 'postal-code' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'region', autoComplete: 'address-level1' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
];

export const DEFAULT_ADDRESS_LABELS: Record<AddressFormField, string> & {
  submit: string;
  suggestionsTitle: string;
  suggestionsIntro: string;
  useSuggestion: string;
  keepEntered: string;
} = {
  name: 'First name',
  surname: 'Last name',
  address: 'Address',
  additionalAddress: 'Flat, floor, door (optional)',
  postalCode: 'Postal code',
  city: 'City',
  region: 'Province',
  phone: 'Phone',
  submit: 'Continue',
  suggestionsTitle: 'Did you mean?',
  suggestionsIntro:
    'We found addresses that look like yours. Choose one to avoid delivery problems.',
  useSuggestion: 'Use this address',
  keepEntered: 'Keep the address I entered',
};

/** A place the shopper picks from a list instead of typing (the country's region tree). */
export interface AddressPicker {
  options: readonly SelectFieldOption[];
  /** The empty option's text; the select is disabled while it has no options. */
  placeholder?: string;
}

export type PickedField = Extract<AddressFormField, 'region' | 'city'>;

/** Fields in form order: a region picker comes before the city it filters. */
function fieldsInOrder(pickers: Partial<Record<PickedField, AddressPicker>>) {
  if (!pickers.region) return FIELDS;
  const region = FIELDS.filter((field) => field.name === 'region');
  const rest = FIELDS.filter((field) => field.name !== 'region');
  const at = rest.findIndex((field) => field.name === 'city');
  return [...rest.slice(0, at), ...region, ...rest.slice(at)];
}

export interface AddressFormProps {
  values: AddressValues;
  onChange: (field: AddressFormField, value: string) => void;
  onSubmit: () => void;
  /** Validation or server messages per field; each is tied to its input. */
  errors?: Partial<Record<AddressField, string>>;
  isSubmitting?: boolean;
  /** Addresses the validation service proposes (core Addresses); shows the suggestions dialog. */
  suggestions?: readonly Address[];
  onChooseSuggestion?: (address: Address) => void;
  onKeepEntered?: () => void;
  labels?: Partial<typeof DEFAULT_ADDRESS_LABELS>;
  /**
   * Region and city as selects from the country's tree (the site asks for them); a field
   * without a picker is free text. The values stay names.
   */
  pickers?: Partial<Record<PickedField, AddressPicker>>;
  /** `checkout-continue` in the checkout (docs/api-contract.md §7). */
  submitTestId?: string;
  /**
   * What the form holds beyond the eight fields, before its submit button: a site's optional
   * fields (second surname, national id, district) and the checkout's choices.
   */
  children?: ReactNode;
}

const formatAddress = (a: AddressValues) =>
  [a.address, a.additionalAddress, `${a.postalCode} ${a.city}`, a.region]
    .filter((part) => part.trim())
    .join(', ');

/** A postal address with autofill tokens, per-field errors and an address suggestions dialog. */
export function AddressForm({
  values,
  onChange,
  onSubmit,
  errors = {},
  isSubmitting = false,
  suggestions = [],
  onChooseSuggestion,
  onKeepEntered,
  labels: overrides,
  pickers = {},
  submitTestId,
  children,
}: AddressFormProps) {
  const labels = { ...DEFAULT_ADDRESS_LABELS, ...overrides };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        {fieldsInOrder(pickers).map((field) => {
          const picker =
            field.name === 'region' || field.name === 'city' ? pickers[field.name] : null;
          return picker ? (
            <SelectField
              key={field.name}
              name={field.name}
              label={labels[field.name]}
              options={picker.options}
              value={values[field.name]}
              onChange={(value) => onChange(field.name, value)}
              autoComplete={field.autoComplete}
              placeholder={picker.placeholder ?? ''}
              isRequired={!field.optional}
              isDisabled={picker.options.length === 0 && values[field.name] === ''}
              errorMessage={errors[field.name] ?? null}
              announceError
            />
          ) : (
            <TextField
              key={field.name}
              className={field.full ? styles.full : undefined}
              name={field.name}
              label={labels[field.name]}
              value={values[field.name]}
              onChange={(value) => onChange(field.name, value)}
              autoComplete={field.autoComplete}
              type={field.type ?? 'text'}
              isRequired={!field.optional}
              errorMessage={errors[field.name] ?? null}
              announceError
            />
          );
        })}
        {children}
        <div className={styles.actions}>
          <Button
            type="submit"
            isPending={isSubmitting}
            {...(submitTestId ? { 'data-testid': submitTestId } : {})}
          >
            {labels.submit}
          </Button>
        </div>
      </form>
      <SuggestionsModal
        suggestions={suggestions}
        labels={labels}
        onChoose={(address) => onChooseSuggestion?.(address)}
        onKeepEntered={() => onKeepEntered?.()}
      />
    </>
  );
}

/**
 * The address-suggestion modal (docs/product/checkout.md §5.2): one or several addresses as a
 * radio group, the first chosen and focused, "use this address" to take the chosen one, or
 * keep the typed address and go on editing it (Escape does the same). The modal keeps focus
 * inside while open and gives it back to the button that sent the form.
 */
function SuggestionsModal({
  suggestions,
  labels,
  onChoose,
  onKeepEntered,
}: {
  suggestions: readonly Address[];
  labels: typeof DEFAULT_ADDRESS_LABELS;
  onChoose: (address: Address) => void;
  onKeepEntered: () => void;
}) {
  const [chosen, setChosen] = useState('0');
  const introId = useId();
  const open = suggestions.length > 0;
  // A new set of suggestions starts again from the first.
  useEffect(() => setChosen('0'), [suggestions]);
  const take = () => {
    const address = suggestions[Number(chosen)];
    if (address) onChoose(address);
  };
  return (
    <Modal
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onKeepEntered();
      }}
      title={labels.suggestionsTitle}
      footer={
        <div className={styles.suggestionActions}>
          <Button onPress={take} data-testid="suggestion-use">
            {labels.useSuggestion}
          </Button>
          <Button variant="secondary" onPress={onKeepEntered} data-testid="suggestion-keep">
            {labels.keepEntered}
          </Button>
        </div>
      }
    >
      <p className={styles.intro} id={introId}>
        {labels.suggestionsIntro}
      </p>
      <RadioGroup
        className={styles.suggestions}
        aria-labelledby={introId}
        value={chosen}
        onChange={setChosen}
        data-testid="address-suggestions"
      >
        {suggestions.map((address, index) => (
          <Radio
            key={`${index}:${formatAddress(addressValuesOf(address))}`}
            value={String(index)}
            className={styles.suggestion}
            autoFocus={index === 0}
          >
            <span className={styles.suggestionMark} aria-hidden="true" />
            <span>{formatAddress(addressValuesOf(address))}</span>
          </Radio>
        ))}
      </RadioGroup>
    </Modal>
  );
}
