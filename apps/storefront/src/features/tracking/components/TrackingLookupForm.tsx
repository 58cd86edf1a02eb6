import { Button, TextField } from '@atelier/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fillLabel } from '../../../shell/browser/labels.js';
import {
  EMPTY_FIELDS,
  trackingFieldErrors,
  trackingLookup,
  type FieldErrors,
  type TrackingFields,
  type TrackingMode,
} from './tracking-fields.js';
import type { TrackingLookup } from '../browser/track-order.js';

export interface TrackingLookupFormProps {
  labels: Readonly<Record<string, string>>;
  onLookup: (lookup: TrackingLookup) => void;
  pending: boolean;
  /** The label key of the lookup's failure (not found, unavailable), said in role="alert". */
  failure: string | null;
}

/**
 * The two ways to find an order (docs/product/orders.md §5): its number and e-mail, or its number,
 * the surname and the postal code. Each field says its own problem; nothing is sent until the
 * chosen way's fields are filled, and what was typed stays after a failure.
 */
export function TrackingLookupForm({
  labels,
  onLookup,
  pending,
  failure,
}: TrackingLookupFormProps) {
  const label = (key: string) => fillLabel(labels, key);
  const [mode, setMode] = useState<TrackingMode>('email');
  const [fields, setFields] = useState<TrackingFields>(EMPTY_FIELDS);
  const [checked, setChecked] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Bumped by a submit that stopped on a field; the effect then focuses the first to fix,
  // once React has drawn the messages.
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused > 0)
      form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  const errors: FieldErrors = checked ? trackingFieldErrors(mode, fields) : {};
  const error = (name: keyof TrackingFields) => {
    const key = errors[name];
    return key ? label(key) : null;
  };
  const field = (name: keyof TrackingFields) => ({
    value: fields[name],
    onChange: (value: string) => setFields((current) => ({ ...current, [name]: value })),
    errorMessage: error(name),
    isRequired: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setChecked(true);
    if (Object.keys(trackingFieldErrors(mode, fields)).length > 0) {
      setRefused((count) => count + 1);
      return;
    }
    onLookup(trackingLookup(mode, fields));
  };

  return (
    <form
      ref={form}
      className="sf-tracking-form"
      onSubmit={submit}
      noValidate
      data-testid="tracking-form"
    >
      <fieldset className="sf-tracking-modes">
        <legend>{label('trackingSearchBy')}</legend>
        {(['email', 'postalCode'] as const).map((value) => (
          <label key={value} className="sf-tracking-mode">
            <input
              type="radio"
              name="tracking-mode"
              value={value}
              checked={mode === value}
              onChange={() => {
                setMode(value);
                setChecked(false);
              }}
              data-testid={`tracking-mode-${value}`}
            />
            {label(value === 'email' ? 'trackingByEmail' : 'trackingByPostalCode')}
          </label>
        ))}
      </fieldset>
      {mode === 'email' ? (
        <>
          <TextField
            label={label('trackingOrderCode')}
            {...field('orderCode')}
            autoComplete="off"
            maxLength={40}
            data-testid="tracking-code"
          />
          <TextField
            label={label('email')}
            type="email"
            autoComplete="email"
            maxLength={200}
            {...field('email')}
            data-testid="tracking-email"
          />
        </>
      ) : (
        <>
          <TextField
            label={label('trackingOrderCode')}
            {...field('orderId')}
            autoComplete="off"
            maxLength={40}
            data-testid="tracking-id"
          />
          <TextField
            label={label('accountLastName')}
            autoComplete="family-name"
            maxLength={100}
            {...field('lastName')}
            data-testid="tracking-last-name"
          />
          <TextField
            label={label('trackingPostalCode')}
            autoComplete="postal-code"
            maxLength={20}
            {...field('postalCode')}
            data-testid="tracking-postal-code"
          />
        </>
      )}
      {failure && (
        <p className="sf-tracking-failure" role="alert" data-testid="tracking-not-found">
          {label(failure)}
        </p>
      )}
      <Button type="submit" isPending={pending} data-testid="tracking-submit">
        {label('trackingSubmit')}
      </Button>
    </form>
  );
}
