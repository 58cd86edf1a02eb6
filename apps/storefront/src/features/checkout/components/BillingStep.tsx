import { AddressForm, type AddressField } from '@atelier/ui';
import { useSelector } from '@xstate/react';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { billingAddressOf, EMPTY_ADDRESS, missingFields } from '../browser/address-values.js';
import {
  cityOptions,
  placeCodes,
  placePickers,
  regionOptions,
  withPlaceChange,
} from '../browser/address-places.js';
import { addressLabels } from './address-labels.js';
import { checkoutText } from './checkout-labels.js';
import { useCheckout } from './checkout-context.js';
import styles from './checkout.module.css';
import { useAddressDraft } from './use-address-draft.js';
import { usePostalRegions } from './use-postal-regions.js';
import { useRegionOfPostalCode } from './use-region-of-postal-code.js';

const NO_OPTIONAL = {
  secondSurname: false,
  nationalId: false,
  district: false,
  nationalIdMandatory: false,
};

/**
 * The billing step (docs/product/checkout.md §6), shown when billing differs from shipping or the
 * method is pickup: the billing address, verified like the shipping one, with the same region and
 * city pickers as shipping where the site asks for them (no district: a billing address has none);
 * back goes to shipping.
 */
export function BillingStep() {
  const { lang, site, labels, checkout } = useCheckout();
  const submitting = useSelector(checkout, (s) => s.matches('billingSubmit'));
  const text = (key: Parameters<typeof checkoutText>[1]) => checkoutText(labels, key);
  // What the shopper typed survives the step being shown again (issue 31 point 10).
  const [values, setValues, sent] = useAddressDraft('billing', () => EMPTY_ADDRESS);
  const [checked, setChecked] = useState(false);
  const regions = usePostalRegions(site.countryCode);
  useRegionOfPostalCode(regions, setValues);
  const pickers = placePickers({ ...site, showDistrictByCity: false }, regions);
  const missing = checked ? missingFields(values, NO_OPTIONAL) : [];
  const errors = Object.fromEntries(
    missing.map((field) => [field, text('fieldRequired')]),
  ) as Partial<Record<AddressField, string>>;
  const submit = () => {
    setChecked(true);
    if (submitting || missingFields(values, NO_OPTIONAL).length > 0) return;
    sent();
    checkout.send({
      type: 'SUBMIT_BILLING',
      // The shopper sees the region's name; the address carries its ISO 3166-2 code.
      address: billingAddressOf(values, {
        site: lang,
        countryCode: site.countryCode,
        regionCode: placeCodes(regions, values).regionCode,
      }),
    });
  };
  return (
    <div className={styles.step}>
      <h1 className={styles.title}>{text('billingTitle')}</h1>
      <AddressForm
        values={values}
        onChange={(field, value) =>
          setValues((current) => withPlaceChange(regions, current, field, value))
        }
        onSubmit={submit}
        errors={errors}
        isSubmitting={submitting}
        labels={addressLabels(labels)}
        pickers={{
          ...(pickers.region ? { region: { options: regionOptions(regions, site.locale) } } : {}),
          ...(pickers.city
            ? { city: { options: cityOptions(regions, values.region, site.locale) } }
            : {}),
        }}
        submitTestId="checkout-continue"
      />
      <button type="button" className={styles.back} onClick={() => checkout.send({ type: 'BACK' })}>
        <ArrowLeft className="atelier-mirror" size={16} aria-hidden="true" />
        {text('back')}
      </button>
    </div>
  );
}
