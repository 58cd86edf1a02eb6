// @vitest-environment jsdom
import type { Address } from '@atelier/core-catalogue';
import type { StoredCard, User } from '@atelier/core-loyalty';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountClient } from '../browser/account-client.js';
import { AccountProvider, type AccountContextValue } from './account-context.js';
import YourAccount from './YourAccount.js';

afterEach(cleanup);

const labels: Record<string, string> = {
  accountDetails: 'Personal details',
  accountFirstName: 'First name',
  accountLastName: 'Surname',
  accountSecondLastName: 'Second surname',
  accountPhone: 'Mobile phone',
  accountNationalId: 'National ID number',
  accountOptional: '(optional)',
  accountEmail: 'E-mail address',
  accountFieldRequired: 'Fill in this field.',
  myAccountEdit: 'Edit',
  myAccountSave: 'Save',
  myAccountSaved: 'Your changes have been saved.',
  myAccountAddresses: 'My addresses',
  myAccountAddAddress: 'Add an address',
  myAccountAddAddressError: 'We could not add this address.',
  myAccountDelete: 'Delete',
  myAccountCards: 'Saved cards',
  myAccountNoCards: 'You have no saved cards.',
  myAccountCardEnding: '{brand} ending in {last}',
  myAccountCardExpiry: 'Expires {date}',
  myAccountDeleteCard: 'Delete card {last}',
  addressName: 'First name',
  addressSurname: 'Last name',
  addressLine: 'Address',
  addressPostalCode: 'Postal code',
  addressCity: 'City',
  addressRegion: 'Province',
  addressPhone: 'Phone',
};

/** A back-end in memory with the OCC client's calls and answers. */
function fakeBackEnd() {
  const state = {
    user: { id: 'u1', email: 'lucia@example.com', firstName: 'Lucía', lastName: 'Pérez' } as User,
    addresses: [] as Address[],
    cards: [
      {
        id: 'card-1',
        number: '************1111',
        type: 'visa',
        holderName: 'Lucía Pérez',
        expiryDate: { month: 3, year: 2099 },
      },
    ] as StoredCard[],
    updates: [] as unknown[],
  };
  const client = {
    users: {
      getCurrentUser: async () => state.user,
      updateUser: async (fields: Partial<User>) => {
        state.updates.push(fields);
        state.user = { ...state.user, ...fields };
      },
      getAddresses: async () => state.addresses,
      addAddress: async (address: Address) => {
        if (address.postalCode.length > 20)
          throw Object.assign(new Error('400'), {
            status: 400,
            errors: [
              {
                type: 'ValidationError',
                message: 'x',
                errorCode: 'users-address.validationError-002',
              },
            ],
          });
        state.addresses = [...state.addresses, { ...address, id: 'a1' }];
        return address;
      },
      updateAddress: async () => undefined,
      deleteAddress: async () => undefined,
    },
    account: {
      getStoredCards: async () => state.cards,
      deleteStoredCard: async (id: string) => {
        state.cards = state.cards.filter((card) => card.id !== id);
      },
    },
  } as unknown as AccountClient;
  return { state, client };
}

function Harness({ client, user }: { client: AccountClient; user: User }) {
  const [current, setUser] = useState(user);
  const value: AccountContextValue = {
    site: 'es-es',
    locale: 'en-GB',
    countryCode: 'ES',
    labels,
    fields: {
      secondLastName: true,
      birthDate: false,
      nationalId: 'optional',
      loyaltyEnabled: true,
    },
    client,
    user: current,
    setUser,
  };
  return (
    <AccountProvider value={value}>
      <YourAccount />
    </AccountProvider>
  );
}

describe('your account (docs/product/accounts.md: personal data, addresses, stored cards)', () => {
  it('edits personal data with the site’s fields and shows what the back-end answers', async () => {
    const { state, client } = fakeBackEnd();
    render(<Harness client={client} user={state.user} />);
    await userEvent.click(screen.getByTestId('personal-data-edit'));
    const form = screen.getByTestId('personal-data-form');
    expect(within(form).getByLabelText('Second surname (optional)')).toBeTruthy();
    await userEvent.clear(within(form).getByLabelText('First name'));
    await userEvent.click(within(form).getByTestId('personal-data-save'));
    expect(within(form).getByText('Fill in this field.')).toBeTruthy();
    expect(state.updates).toEqual([]);
    await userEvent.type(within(form).getByLabelText('First name'), 'Lucía María');
    await userEvent.type(within(form).getByLabelText('National ID number (optional)'), '12345678Z');
    await userEvent.click(within(form).getByTestId('personal-data-save'));
    expect((await screen.findByRole('status')).textContent).toBe('Your changes have been saved.');
    expect(state.updates[0]).toMatchObject({ firstName: 'Lucía María', nationalId: '12345678Z' });
    expect(screen.getByTestId('personal-data').textContent).toContain('Lucía María');
  });

  it('says an address error code in an alert, then adds a good address', async () => {
    const { state, client } = fakeBackEnd();
    render(<Harness client={client} user={state.user} />);
    await userEvent.click(await screen.findByTestId('address-add'));
    const form = screen.getByTestId('address-form');
    for (const [name, value] of [
      ['First name', 'Lucía'],
      ['Last name', 'Pérez'],
      ['Address', 'Calle Mayor 1'],
      ['Postal code', '2'.repeat(25)],
      ['City', 'Madrid'],
      ['Province', 'Madrid'],
      ['Phone', '600000000'],
    ] as const)
      await userEvent.type(within(form).getByLabelText(name), value);
    await userEvent.click(within(form).getByTestId('address-save'));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not add this address.');
    await userEvent.clear(within(form).getByLabelText('Postal code'));
    await userEvent.type(within(form).getByLabelText('Postal code'), '28013');
    await userEvent.click(within(form).getByTestId('address-save'));
    expect((await screen.findByTestId('address-item')).textContent).toContain('28013 Madrid');
    expect(state.addresses[0]).toMatchObject({ country: { code: 'ES' }, postalCode: '28013' });
  });

  it('lists stored cards and deletes one', async () => {
    const { state, client } = fakeBackEnd();
    render(<Harness client={client} user={state.user} />);
    const card = await screen.findByTestId('stored-card');
    expect(card.textContent).toContain('Visa ending in 1111');
    expect(card.textContent).toContain('Expires 03/2099');
    await userEvent.click(within(card).getByRole('button', { name: 'Delete card 1111' }));
    expect(await screen.findByText('You have no saved cards.')).toBeTruthy();
    expect(state.cards).toEqual([]);
  });
});
