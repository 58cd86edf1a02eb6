import type { Address } from '@atelier/core-catalogue';
import {
  AddressForm,
  addressValuesOf,
  Button,
  type AddressField,
  type AddressValues,
} from '@atelier/ui';
import { useId, useState } from 'react';
import { useInvalidate, useRead } from '../../../shell/browser/read/index.js';
import {
  addressOfValues,
  EMPTY_ADDRESS_VALUES,
  missingAddressFields,
} from '../browser/address-book.js';
import { addressErrorKey } from '../browser/address-errors.js';
import { addressLabels } from '../../checkout/index.js';
import { useAccount, useLabel } from './account-context.js';

type Editing = { kind: 'add' } | { kind: 'edit'; address: Address } | null;

/**
 * The address book (docs/product/accounts.md §1.2; docs/product/checkout.md §10.2): add, edit and
 * delete, errors said in an alert.
 */
export function AddressBook() {
  const { client, labels, countryCode, site } = useAccount();
  const label = useLabel();
  const ids = useId();
  const read = useRead(['account', site, 'addresses'], () => client.users.getAddresses());
  const addresses: Address[] | null = read.status === 'success' ? read.data : null;
  const loadFailed = read.status === 'error';
  const invalidate = useInvalidate();
  // A change reads the list again; the form stays busy until the list shows it.
  const reload = () => invalidate(['account', site, 'addresses']);
  const [editing, setEditing] = useState<Editing>(null);
  const [values, setValues] = useState<AddressValues>(EMPTY_ADDRESS_VALUES);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const open = (next: Exclude<Editing, null>) => {
    setEditing(next);
    setValues(next.kind === 'edit' ? addressValuesOf(next.address) : EMPTY_ADDRESS_VALUES);
    setErrors({});
    setAlert(null);
  };

  const submit = async () => {
    if (editing === null) return;
    const missing = missingAddressFields(values);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, label('accountFieldRequired')])));
      return;
    }
    setErrors({});
    setSaving(true);
    setAlert(null);
    try {
      if (editing.kind === 'add') {
        await client.users.addAddress(addressOfValues(values, countryCode));
      } else {
        const id = editing.address.id ?? '';
        await client.users.updateAddress(id, addressOfValues(values, countryCode, editing.address));
      }
      setEditing(null);
      await reload();
    } catch (error) {
      setAlert(label(addressErrorKey(error, editing.kind === 'add' ? 'add' : 'update')));
    } finally {
      setSaving(false);
    }
  };

  const remove = async (address: Address) => {
    setAlert(null);
    try {
      await client.users.deleteAddress(address.id ?? '');
      await reload();
    } catch {
      setAlert(label('myAccountDeleteFailed'));
    }
  };

  return (
    <section className="sf-my-account-card" aria-labelledby="addresses-title">
      <div className="sf-my-account-card-head">
        <h2 id="addresses-title" className="sf-h3">
          {label('myAccountAddresses')}
        </h2>
        {editing === null && addresses !== null && (
          <Button
            variant="secondary"
            onPress={() => open({ kind: 'add' })}
            data-testid="address-add"
          >
            {label('myAccountAddAddress')}
          </Button>
        )}
      </div>
      {alert && (
        <p role="alert" className="sf-my-account-error" data-testid="address-alert">
          {alert}
        </p>
      )}
      {loadFailed && (
        <div className="sf-my-account-stack">
          <p role="alert" className="sf-my-account-error">
            {label('myAccountLoadFailed')}
          </p>
          <Button variant="secondary" onPress={read.retry}>
            {label('checkoutModalRetry')}
          </Button>
        </div>
      )}
      {editing !== null ? (
        <div data-testid="address-form">
          <h3 className="sf-my-account-subtitle">
            {label(editing.kind === 'add' ? 'myAccountAddAddress' : 'myAccountEditAddress')}
          </h3>
          <AddressForm
            values={values}
            onChange={(field, value) => setValues((now) => ({ ...now, [field]: value }))}
            onSubmit={() => void submit()}
            errors={errors}
            isSubmitting={saving}
            labels={{ ...addressLabels({ ...labels }), submit: label('myAccountSave') }}
            submitTestId="address-save"
          >
            <div className="sf-my-account-actions">
              <Button variant="secondary" onPress={() => setEditing(null)}>
                {label('myAccountCancel')}
              </Button>
            </div>
          </AddressForm>
        </div>
      ) : addresses === null ? (
        !loadFailed && <p aria-busy="true">{label('myAccountLoading')}</p>
      ) : addresses.length === 0 ? (
        <p>{label('myAccountNoAddresses')}</p>
      ) : (
        <ul className="sf-my-account-list">
          {addresses.map((address, index) => (
            <li key={address.id} data-testid="address-item" data-address-id={address.id}>
              {/* The shopper's own address: written as they wrote it, never translated. */}
              <address translate="no">
                <strong>
                  {address.name} {address.surname} {address.secondSurname ?? ''}
                </strong>
                <br />
                <span id={`${ids}-street-${index}`}>
                  {[address.address, address.additionalAddress].filter(Boolean).join(', ')}
                </span>
                <br />
                {address.postalCode} {address.city?.name ?? ''}
                {address.region?.name ? `, ${address.region.name}` : ''}
                {address.phone ? (
                  <>
                    <br />
                    <bdi dir="ltr">{address.phone}</bdi>
                  </>
                ) : null}
              </address>
              {address.defaultAddress && (
                <p className="sf-my-account-badge">{label('myAccountDefaultAddress')}</p>
              )}
              <div className="sf-my-account-actions">
                <Button
                  variant="secondary"
                  onPress={() => open({ kind: 'edit', address })}
                  data-testid="address-edit"
                  id={`${ids}-edit-${index}`}
                  // Named with the street as the shopper wrote it, from its own element (never
                  // a label with shopper data inside it: ADR 0049).
                  aria-labelledby={`${ids}-edit-${index} ${ids}-street-${index}`}
                >
                  {label('myAccountEdit')}
                </Button>
                <Button
                  variant="secondary"
                  onPress={() => void remove(address)}
                  data-testid="address-delete"
                  id={`${ids}-delete-${index}`}
                  aria-labelledby={`${ids}-delete-${index} ${ids}-street-${index}`}
                >
                  {label('myAccountDelete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
