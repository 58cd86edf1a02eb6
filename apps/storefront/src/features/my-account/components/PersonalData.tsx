import type { User } from '@atelier/core-loyalty';
import { Button, TextField } from '@atelier/ui';
import { useState, type FormEvent } from 'react';
import { formatAccountDate } from '../browser/account-format.js';
import { useAccount, useLabel } from './account-context.js';

type Field = 'firstName' | 'lastName' | 'secondLastName' | 'phone' | 'birthDate' | 'nationalId';
type Values = Record<Field, string>;

const valuesOf = (user: User): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  secondLastName: user.secondLastName ?? '',
  phone: user.phone ?? '',
  birthDate: user.birthDate?.slice(0, 10) ?? '',
  nationalId: user.nationalId ?? '',
});

/** Personal data (docs/product/accounts.md §1.1): read, then edited with the site's own fields. */
export function PersonalData() {
  const { user, setUser, client, fields, locale } = useAccount();
  const label = useLabel();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);

  const shown: { field: Field; labelKey: string; optional?: boolean }[] = [
    { field: 'firstName', labelKey: 'accountFirstName' },
    { field: 'lastName', labelKey: 'accountLastName' },
    ...(fields.secondLastName
      ? [{ field: 'secondLastName' as const, labelKey: 'accountSecondLastName', optional: true }]
      : []),
    { field: 'phone', labelKey: 'accountPhone', optional: true },
    ...(fields.birthDate
      ? [{ field: 'birthDate' as const, labelKey: 'accountBirthDate', optional: true }]
      : []),
    ...(fields.nationalId !== 'hidden'
      ? [
          {
            field: 'nationalId' as const,
            labelKey: 'accountNationalId',
            optional: fields.nationalId === 'optional',
          },
        ]
      : []),
  ];

  const start = () => {
    setValues(valuesOf(user));
    setErrors({});
    setOutcome(null);
    setEditing(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const missing = shown.filter(({ field, optional }) => !optional && !values[field].trim());
    if (missing.length > 0) {
      setErrors(
        Object.fromEntries(missing.map(({ field }) => [field, label('accountFieldRequired')])),
      );
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      // Only the fields the site shows are sent: OCC updates only what it receives.
      await client.users.updateUser(
        Object.fromEntries(shown.map(({ field }) => [field, values[field].trim() || null])),
      );
      setUser(await client.users.getCurrentUser());
      setOutcome('saved');
      setEditing(false);
    } catch {
      setOutcome('failed');
    } finally {
      setSaving(false);
    }
  };

  const display = (field: Field): string => {
    const value = valuesOf(user)[field];
    if (field === 'birthDate' && value) return formatAccountDate(value, locale);
    return value || '—';
  };

  return (
    <section className="sf-my-account-card" aria-labelledby="personal-data-title">
      <div className="sf-my-account-card-head">
        <h2 id="personal-data-title" className="sf-h3">
          {label('accountDetails')}
        </h2>
        {!editing && (
          <Button variant="secondary" onPress={start} data-testid="personal-data-edit">
            {label('myAccountEdit')}
          </Button>
        )}
      </div>
      {outcome === 'saved' && (
        <p role="status" className="sf-my-account-note">
          {label('myAccountSaved')}
        </p>
      )}
      {outcome === 'failed' && (
        <p role="alert" className="sf-my-account-error">
          {label('myAccountSaveFailed')}
        </p>
      )}
      {editing ? (
        <form
          className="sf-my-account-form"
          onSubmit={(event) => void save(event)}
          noValidate
          data-testid="personal-data-form"
        >
          <TextField label={label('accountEmail')} value={user.email} isDisabled type="email" />
          {shown.map(({ field, labelKey, optional }) => (
            <TextField
              key={field}
              name={field}
              label={optional ? `${label(labelKey)} ${label('accountOptional')}` : label(labelKey)}
              value={values[field]}
              onChange={(value) => setValues((now) => ({ ...now, [field]: value }))}
              isRequired={!optional}
              errorMessage={errors[field] ?? null}
              {...(field === 'phone' ? { type: 'tel' as const, autoComplete: 'tel' as const } : {})}
              {...(field === 'birthDate' ? { placeholder: 'YYYY-MM-DD' } : {})}
            />
          ))}
          <div className="sf-my-account-actions">
            <Button type="submit" isPending={saving} data-testid="personal-data-save">
              {label('myAccountSave')}
            </Button>
            <Button variant="secondary" onPress={() => setEditing(false)}>
              {label('myAccountCancel')}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="sf-my-account-data" data-testid="personal-data">
          <div>
            <dt>{label('accountEmail')}</dt>
            <dd>
              <bdi dir="ltr" translate="no">
                {user.email}
              </bdi>
            </dd>
          </div>
          {shown.map(({ field, labelKey }) => (
            <div key={field}>
              <dt>{label(labelKey)}</dt>
              <dd data-field={field}>
                {/* Numbers and ids read left to right inside a right-to-left page. */}
                {field === 'phone' || field === 'nationalId' ? (
                  <bdi dir="ltr" translate="no">
                    {display(field)}
                  </bdi>
                ) : (
                  display(field)
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
