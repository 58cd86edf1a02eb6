import { AddressForm, type AddressField } from '@atelier/ui';
import { useSelector } from '@xstate/react';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import {
  billingAddressOf,
  EMPTY_ADDRESS,
  missingFields,
  type CheckoutAddressValues,
} from '../../client/checkout/address-values.js';
import { addressLabels } from './address-labels.js';
import { checkoutText } from './checkout-labels.js';
import { useCheckout } from './checkout-context.js';
import styles from './checkout.module.css';

const NO_OPTIONAL = {
  secondSurname: false,
  nationalId: false,
  district: false,
  nationalIdMandatory: false,
};

/**
 * The billing step (spec 2, 4.8), shown when billing differs from shipping or the method is
 * pickup: the billing address, verified like the shipping one; back goes to shipping.
 */
export function BillingStep() {
  const { lang, site, labels, checkout } = useCheckout();
  const submitting = useSelector(checkout, (s) => s.matches('billingSubmit'));
  const text = (key: Parameters<typeof checkoutText>[1]) => checkoutText(labels, key);
  const [values, setValues] = useState<CheckoutAddressValues>(EMPTY_ADDRESS);
  const [checked, setChecked] = useState(false);
  const missing = checked ? missingFields(values, NO_OPTIONAL) : [];
  const errors = Object.fromEntries(
    missing.map((field) => [field, text('fieldRequired')]),
  ) as Partial<Record<AddressField, string>>;
  const submit = () => {
    setChecked(true);
    if (submitting || missingFields(values, NO_OPTIONAL).length > 0) return;
    checkout.send({
      type: 'SUBMIT_BILLING',
      address: billingAddressOf(values, { site: lang, countryCode: site.countryCode }),
    });
  };
  return (
    <div className={styles.step}>
      <h1 className={styles.title}>{text('billingTitle')}</h1>
      <AddressForm
        values={values}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        onSubmit={submit}
        errors={errors}
        isSubmitting={submitting}
        labels={addressLabels(labels)}
        submitTestId="checkout-continue"
      />
      <button type="button" className={styles.back} onClick={() => checkout.send({ type: 'BACK' })}>
        <ArrowLeft className="atelier-mirror" size={16} aria-hidden="true" />
        {text('back')}
      </button>
    </div>
  );
}
