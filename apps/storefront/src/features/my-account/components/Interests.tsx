import type { Preferences } from '@atelier/core-loyalty';
import { Button } from '@atelier/ui';
import { useId, useState, type FormEvent } from 'react';
import { useRead } from '../../../shell/browser/read/index.js';
import {
  INTEREST_GROUPS,
  MOMENT_TYPES,
  momentTypeOf,
  preferencesToSave,
  RING_SIZES,
  toggleInterest,
  type InterestGroup,
  type MomentDraft,
} from '../browser/interests.js';
import { useAccount, useLabel } from './account-context.js';

type Choices = Record<InterestGroup, string[]> & { ringSize: string };

/**
 * /{lang}/my-account/myinterests (docs/product/accounts.md §1.4): what the shopper likes, saved to
 * the CRM.
 */
export default function Interests() {
  const { client, site } = useAccount();
  const label = useLabel();
  const read = useRead(['account', site, 'interests'], () => client.crm.getPreferences());
  return (
    <div className="sf-my-account-section" data-testid="section-myinterests">
      <h2 className="sf-h2">{label('accountInterests')}</h2>
      <p className="sf-my-account-note">{label('myAccountInterestsIntro')}</p>
      {read.status === 'error' && (
        <div className="sf-my-account-stack">
          <p role="alert" className="sf-my-account-error">
            {label('myAccountLoadFailed')}
          </p>
          <Button variant="secondary" onPress={read.retry}>
            {label('checkoutModalRetry')}
          </Button>
        </div>
      )}
      {read.status === 'loading' && <p aria-busy="true">{label('myAccountLoading')}</p>}
      {read.status === 'success' && <InterestsForm saved={read.data} />}
    </div>
  );
}

/** The shopper's choices as read, edited here until saved. */
function InterestsForm({ saved }: { saved: Preferences }) {
  const { client } = useAccount();
  const label = useLabel();
  const id = useId();
  const [choices, setChoices] = useState<Choices>(() => ({
    material: saved.material,
    productType: saved.productType,
    jewel: saved.jewel,
    accessory: saved.accessory,
    ringSize: saved.ringSize ?? '',
  }));
  const [moments, setMoments] = useState<MomentDraft[]>(() =>
    saved.specialMoments.map(({ date, momentsType }) => ({ date, momentsType })),
  );
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    try {
      await client.crm.savePreferences(preferencesToSave(choices, moments));
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="sf-my-account-card sf-my-account-interests"
      onSubmit={(event) => void save(event)}
      data-testid="interests-form"
    >
      {INTEREST_GROUPS.map((group) => (
        <fieldset key={group.id} className="sf-my-account-reason">
          <legend>{label(group.labelKey)}</legend>
          {group.options.map((option) => (
            <label key={option.code}>
              <input
                type="checkbox"
                name={group.id}
                value={option.code}
                checked={choices[group.id].includes(option.code)}
                onChange={() =>
                  setChoices({
                    ...choices,
                    [group.id]: toggleInterest(choices[group.id], option.code),
                  })
                }
              />{' '}
              {label(option.labelKey)}
            </label>
          ))}
        </fieldset>
      ))}
      <div className="sf-my-account-field">
        <label htmlFor={`${id}-ring`}>{label('myAccountRingSize')}</label>
        <select
          id={`${id}-ring`}
          value={choices.ringSize}
          onChange={(event) => setChoices({ ...choices, ringSize: event.target.value })}
        >
          <option value="">{label('myAccountRingSizeUnknown')}</option>
          {RING_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="sf-my-account-moments">
        <legend>{label('myAccountSpecialMoments')}</legend>
        {moments.map((moment, index) => (
          <div key={index} className="sf-my-account-moment" data-testid="special-moment">
            <div className="sf-my-account-field">
              <label htmlFor={`${id}-type-${index}`}>{label('myAccountMomentType')}</label>
              <select
                id={`${id}-type-${index}`}
                value={moment.momentsType}
                onChange={(event) =>
                  setMoments(
                    moments.map((m, i) =>
                      i === index ? { ...m, momentsType: event.target.value } : m,
                    ),
                  )
                }
              >
                <option value="" />
                {/* A saved occasion keeps the code it was saved under (the CRM writes
                    BIRTHDAY) and shows the list's name for it. */}
                {MOMENT_TYPES.map((type) => (
                  <option
                    key={type.code}
                    value={
                      momentTypeOf(moment.momentsType) === type ? moment.momentsType : type.code
                    }
                  >
                    {label(type.labelKey)}
                  </option>
                ))}
                {/* An occasion saved elsewhere under a code this list does not name is
                    kept and shown as it is, never dropped on the next save. */}
                {moment.momentsType && !momentTypeOf(moment.momentsType) && (
                  <option value={moment.momentsType}>{moment.momentsType}</option>
                )}
              </select>
            </div>
            <div className="sf-my-account-field">
              <label htmlFor={`${id}-date-${index}`}>{label('myAccountMomentDate')}</label>
              <input
                id={`${id}-date-${index}`}
                type="date"
                value={moment.date}
                onChange={(event) =>
                  setMoments(
                    moments.map((m, i) => (i === index ? { ...m, date: event.target.value } : m)),
                  )
                }
              />
            </div>
          </div>
        ))}
        <Button
          variant="secondary"
          onPress={() => setMoments([...moments, { date: '', momentsType: '' }])}
        >
          {label('myAccountAddMoment')}
        </Button>
      </fieldset>
      {outcome === 'saved' && <p role="status">{label('myAccountSaved')}</p>}
      {outcome === 'failed' && (
        <p role="alert" className="sf-my-account-error">
          {label('myAccountSaveFailed')}
        </p>
      )}
      <div className="sf-my-account-actions">
        <Button type="submit" isPending={saving} data-testid="interests-save">
          {label('myAccountSave')}
        </Button>
      </div>
    </form>
  );
}
