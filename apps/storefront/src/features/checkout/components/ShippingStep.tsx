import { isSddMethod } from '@atelier/core-bag';
import {
  checkoutSteps,
  selectableOnShippingStep,
  type ShippingAddress,
} from '@atelier/core-checkout';
import {
  AddressForm,
  SelectField,
  ShippingMethodPicker,
  TextField,
  type AddressField,
} from '@atelier/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import {
  missingFields,
  shippingAddressOf,
  valuesOfAddress,
  type CheckoutAddressField,
} from '../browser/address-values.js';
import {
  cityOptions,
  districtOptions,
  placeCodes,
  placePickers,
  regionOptions,
  withPlaceChange,
} from '../browser/address-places.js';
import type { PickupStore, PickupStores, ShipFromStore } from '../browser/checkout-session.js';
import { methodName, shippingLabels } from '../../bag/index.js';
import { PickupStorePicker } from './PickupStorePicker.js';
import { ShipFromStorePanel } from './ShipFromStorePanel.js';
import { addressLabels } from './address-labels.js';
import { checkoutText } from './checkout-labels.js';
import { useCheckout } from './checkout-context.js';
import styles from './checkout.module.css';
import { useAddressDraft } from './use-address-draft.js';
import { usePostalRegions } from './use-postal-regions.js';
import { useRegionOfPostalCode } from './use-region-of-postal-code.js';

/**
 * The shipping step (docs/product/checkout.md §5.1): the method, the address with the site's
 * optional fields (second surname, national id, district; the region filled from the postal code,
 * and the region, city and district pickers where the site asks for them), whether
 * billing differs, and, for a signed-in shopper, saving the address. The machine runs the
 * step's actions (set method, verify the address with its suggestions modal, save, send to
 * the bag) and moves on to billing or payment.
 */
export function ShippingStep({
  methodPrices,
  pickupStores,
  shipFromStore,
  shipFromStoreTitle,
}: {
  methodPrices: Readonly<Record<string, number>>;
  pickupStores: PickupStores;
  shipFromStore: ShipFromStore;
  /** The heading of the ship-from-store screen (the content system's ship_from_store). */
  shipFromStoreTitle: string;
}) {
  const { lang, site, labels, checkout, cart } = useCheckout();
  const context = useSelector(checkout, (s) => s.context);
  // Waiting on the shopper's choice of a suggested address is not sending: no spinner then.
  const submitting = useSelector(
    checkout,
    (s) => s.matches('shippingSubmit') && !s.matches({ shippingSubmit: 'choosingSuggestion' }),
  );
  const text = (key: Parameters<typeof checkoutText>[1]) => checkoutText(labels, key);
  // What the shopper typed survives the step being shown again (issue 31 point 10).
  const [values, setValues, sent] = useAddressDraft('shipping', () =>
    valuesOfAddress(context.pendingAddress ?? context.shippingAddress),
  );
  const [method, setMethod] = useState(context.shippingMethod);
  // The machine may change the method itself (the ship-from-store fallback,
  // docs/product/checkout.md §10.3).
  useEffect(() => setMethod(context.shippingMethod), [context.shippingMethod]);
  const [billingDiffers, setBillingDiffers] = useState(context.billingDiffers);
  const [save, setSave] = useState(true);
  const [checked, setChecked] = useState(false);
  const regions = usePostalRegions(site.countryCode);
  useRegionOfPostalCode(regions, setValues);
  const [store, setStore] = useState<PickupStore | null>(null);
  const [choosingStore, setChoosingStore] = useState(false);
  // A pickup method is the one whose steps include billing without a different billing
  // address (core-checkout's checkoutSteps: billing for pickup).
  const isPickup = checkoutSteps({ billingDiffers: false, shippingMethod: method }).includes(
    'billing',
  );
  // Same-day delivery leaves from a store (ship from store); a pickup has its store picker.
  const shipsFromStore =
    method !== null &&
    !isPickup &&
    isSddMethod({ code: method, isSdd: false, available: true, priceRanges: [] });

  const optional = {
    secondSurname: site.hasSecondSurname,
    nationalId: site.askNationalId,
    district: site.showDistrictByCity,
    nationalIdMandatory: site.nationalIdMandatory,
  };
  const missing = checked ? missingFields(values, optional) : [];
  const required = text('fieldRequired');
  const errorOf = (field: CheckoutAddressField) => (missing.includes(field) ? required : null);
  const errors = Object.fromEntries(missing.map((field) => [field, required])) as Partial<
    Record<AddressField, string>
  >;
  // The postal code says the region; a new region or city drops the choices below it.
  const change = (field: CheckoutAddressField, value: string) =>
    setValues((current) => withPlaceChange(regions, current, field, value));
  const pickers = placePickers(site, regions);
  const districts = pickers.district
    ? districtOptions(regions, values.region, values.city, site.locale)
    : [];
  const country = useMemo(
    () =>
      context.countries.find((c) => c.code === site.countryCode) ?? {
        code: site.countryCode,
        name: site.countryCode,
      },
    [context.countries, site.countryCode],
  );
  const submit = async () => {
    setChecked(true);
    if (submitting || choosingStore || missingFields(values, optional).length > 0) return;
    if (isPickup) {
      if (store === null) return;
      setChoosingStore(true);
      const chosen = await pickupStores.choose(store);
      setChoosingStore(false);
      if (!chosen) return;
    }
    const codes = placeCodes(regions, values);
    const address = shippingAddressOf(values, {
      site: lang,
      country,
      regionCode: codes.regionCode,
      cityCode: codes.cityCode,
      saveForFutureOrders: context.user !== null && save,
    });
    sent();
    checkout.send({ type: 'SUBMIT_SHIPPING', address, method, billingDiffers });
  };
  const currency = cart.totals.currency || site.currency;
  const methods = context.deliveryModes.map((mode) => ({
    id: mode.code,
    name: methodName(labels, mode.code, mode.name ?? null),
    price: { value: methodPrices[mode.code] ?? 0, currency },
    isDisabled: !selectableOnShippingStep(mode),
  }));
  const suggestions: readonly ShippingAddress[] =
    context.modal === 'addressSuggestions' ? context.suggestions : [];

  return (
    <div className={styles.step}>
      <h1 className={styles.title}>{text('shippingTitle')}</h1>
      {methods.length > 0 && (
        <ShippingMethodPicker
          methods={methods}
          value={method}
          onChange={setMethod}
          locale={site.locale}
          labels={shippingLabels(labels)}
        />
      )}
      {shipsFromStore && (
        <ShipFromStorePanel
          title={shipFromStoreTitle}
          labels={labels}
          shipFromStore={shipFromStore}
          addressPostalCode={values.postalCode}
        />
      )}
      {isPickup && (
        <>
          <PickupStorePicker
            cartId={cart.cartId}
            stores={pickupStores}
            labels={labels}
            value={store}
            onChange={setStore}
            error={checked && store === null ? text('pickupStoreMissing') : null}
          />
          <p className={styles.note}>{text('pickupNotice')}</p>
        </>
      )}
      <AddressForm
        values={values}
        onChange={change}
        onSubmit={() => void submit()}
        errors={errors}
        isSubmitting={submitting || choosingStore}
        suggestions={suggestions}
        onChooseSuggestion={(address) =>
          checkout.send({
            type: 'CHOOSE_SUGGESTION',
            address: { ...(address as ShippingAddress) },
          })
        }
        onKeepEntered={() => checkout.send({ type: 'DISMISS_MODAL' })}
        labels={addressLabels(labels)}
        pickers={{
          ...(pickers.region ? { region: { options: regionOptions(regions, site.locale) } } : {}),
          ...(pickers.city
            ? { city: { options: cityOptions(regions, values.region, site.locale) } }
            : {}),
        }}
        submitTestId="checkout-continue"
      >
        {optional.secondSurname && (
          <TextField
            name="secondSurname"
            label={text('secondSurname')}
            autoComplete="additional-name"
            value={values.secondSurname}
            onChange={(value) => change('secondSurname', value)}
          />
        )}
        {optional.nationalId && (
          <TextField
            name="nationalId"
            label={text('nationalId')}
            value={values.nationalId}
            onChange={(value) => change('nationalId', value)}
            isRequired={optional.nationalIdMandatory}
            errorMessage={errorOf('nationalId')}
            announceError
          />
        )}
        {optional.district && districts.length > 0 && (
          <SelectField
            name="district"
            label={text('district')}
            options={districts}
            value={values.district}
            onChange={(value) => change('district', value)}
          />
        )}
        {optional.district && districts.length === 0 && (
          <TextField
            name="district"
            label={text('district')}
            value={values.district}
            onChange={(value) => change('district', value)}
          />
        )}
        <label className={styles.check}>
          <input
            type="checkbox"
            name="billingDiffers"
            checked={billingDiffers}
            onChange={(event) => setBillingDiffers(event.target.checked)}
          />
          {text('billingDiffers')}
        </label>
        {context.user !== null && (
          <label className={styles.check}>
            <input
              type="checkbox"
              name="saveAddress"
              checked={save}
              onChange={(event) => setSave(event.target.checked)}
            />
            {text('saveAddress')}
          </label>
        )}
      </AddressForm>
    </div>
  );
}
