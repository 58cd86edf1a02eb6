// @vitest-environment jsdom
import type { LoyaltyStatus, User } from '@atelier/core-loyalty';
import { loyaltyStatusSchema, toussisResponseSchema } from '@atelier/core-loyalty';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountClient } from '../browser/account-client.js';
import { AccountProvider, type AccountContextValue } from './account-context.js';

const pageData = vi.hoisted(() => ({ value: { loyalty: null as unknown } }));
vi.mock('vike-react/useData', () => ({ useData: () => pageData.value }));
// Product cards come from the storefront's cards endpoint: one card per id asked.
vi.mock('../../wishlist/browser/wishlist-cards.js', () => ({
  fetchCards: async (_site: string, ids: readonly string[]) =>
    ids.map((id) => ({ id, name: `Product ${id}`, href: `/p/${id}`, image: `/i/${id}.svg` })),
}));
const { default: Loyalty } = await import('./Loyalty.js');

afterEach(cleanup);
// jsdom has no CSS.escape, which react-aria's modal reads on a keyboard-opened dialog.
if (typeof globalThis.CSS?.escape !== 'function')
  Object.assign(globalThis, { CSS: { escape: (value: string) => value } });

const labels: Record<string, string> = {
  accountLoyalty: 'Loyalty club',
  myLoyaltyPoints: 'points',
  myLoyaltyGems: 'gems',
  myLoyaltyAmount: '{amount} {unit}',
  myLoyaltyBalance: 'Your balance',
  myLoyaltyLevels: 'Your levels',
  myLoyaltyCurrentLevel: 'Your level',
  myLoyaltyAchieved: 'Achieved',
  myLoyaltyToReach: 'To reach',
  myLoyaltyRemaining: '{amount} {unit} to reach {level}',
  myLoyaltyProgress: 'Your progress in {level}',
  myLoyaltyAdvantages: 'Advantages of {level}',
  myLoyaltyFreeShipping: 'Free shipments left: {remaining} of {max}',
  myLoyaltyCampaigns: 'How you earned them',
  myLoyaltyCampaignTICKETS: 'Your purchases',
  myLoyaltyCampaignWELCOME_POINTS: 'Welcome to the club',
  myLoyaltyToussis: 'Your toussis',
  myLoyaltyToussiObtained: 'Obtained',
  myLoyaltyToussiPickAtStore: 'Ready to pick up in store',
  myLoyaltyToussiNotObtained: 'Not obtained yet',
  myLoyaltyToussiMissing: '{amount} {unit} to go',
  myLoyaltyBox: 'Your virtual jewellery box',
  myLoyaltyBoxBought: 'Bought on {date}',
  myAccountShownOf: '{shown} of {total}',
  myAccountShowMore: 'Show more',
  myLoyaltyInvite: 'Invite your friends',
  myLoyaltyInviteEmails: "Your friends' e-mail addresses",
  myLoyaltyInviteSend: 'Send invitations',
  myLoyaltyInviteSent: 'Invitations sent: {count}.',
  myLoyaltyInviteInvalid: 'These are not e-mail addresses: {emails}',
  registerLoyaltyTitle: 'Join the loyalty club',
  accountLoyaltyTerms: 'I want to join the loyalty club and I accept its terms.',
  myLoyaltyJoinCta: 'Join the club',
  myLoyaltyWelcomePending: 'Welcome to the club!',
  serverErrorTitle: 'Something went wrong',
  myAccountLoadFailed: 'We could not load this section.',
  close: 'Close',
};

const CONTENT = {
  program: 'loyaltyPlus',
  levels: [
    {
      id: 'f',
      name: 'Fan',
      backCode: 'FANS',
      order: 1,
      lowerLimit: 0,
      upperLimit: 100,
      advantages: [{ title: 'Birthday surprise' }],
    },
    {
      id: 'l',
      name: 'Lover',
      backCode: 'LOVER',
      order: 2,
      lowerLimit: 100,
      upperLimit: 300,
      advantages: [{ title: 'Free engraving', icon: 'pen' }],
    },
    {
      id: 'e',
      name: 'Expert',
      backCode: 'EXPERT',
      order: 3,
      lowerLimit: 300,
      upperLimit: null,
      advantages: [],
    },
  ],
};

const STATUS = loyaltyStatusSchema.parse({
  enrolled: true,
  points: 180,
  currentGems: 180,
  levels: [
    {
      order: 1,
      backCode: 'FANS',
      current: false,
      achieved: true,
      totalPoints: 0,
      remainingPoints: 0,
    },
    {
      order: 2,
      backCode: 'LOVER',
      current: true,
      achieved: true,
      totalPoints: 100,
      remainingPoints: 0,
    },
    {
      order: 3,
      backCode: 'EXPERT',
      current: false,
      achieved: false,
      totalPoints: 300,
      remainingPoints: 120,
    },
  ],
  clientCampaign: [
    { type: 'WELCOME_POINTS', points: 20, date: '2024-09-02' },
    { type: 'TICKETS', points: 50, date: '2026-09-22' },
  ],
  freeShippingMax: 5,
  freeShippingRemaining: 3,
});

const TOUSSIS = toussisResponseSchema.parse({
  userPoints: 180,
  myToussisLevel: 2,
  toussis: [
    { productId: 'a', toussiNumber: 1, state: 1, neededPoints: 50, missingPoints: 0 },
    { productId: 'b', toussiNumber: 2, state: 2, neededPoints: 100, missingPoints: 0 },
    { productId: 'c', toussiNumber: 3, state: 3, neededPoints: 250, missingPoints: 70 },
  ],
});

/** 25 entries in the box: a first page of 20, then 5. */
const BOX = Array.from({ length: 25 }, (_, i) => ({
  productId: `p${i}`,
  date: `2026-0${1 + (i % 9)}-1${i % 10}`,
}));

function fakeClient(overrides: { status?: () => Promise<LoyaltyStatus> } = {}) {
  const calls = {
    referFriends: [] as string[][],
    updates: [] as unknown[],
    boxPages: [] as number[],
  };
  const user: User = {
    id: 'u1',
    email: 'lucia@example.com',
    firstName: 'Lucía',
    lastName: 'Martín',
    hasLoyaltyMembership: true,
  } as User;
  const client = {
    users: {
      getCurrentUser: async () => ({ ...user, hasLoyaltyMembership: true }),
      updateUser: async (fields: Partial<User>) => {
        calls.updates.push(fields);
      },
    },
    account: {
      referFriends: async (emails: string[]) => {
        calls.referFriends.push(emails);
      },
    },
    crm: {
      getLoyaltyStatus: overrides.status ?? (async () => STATUS),
      getToussis: async () => TOUSSIS,
      getJewelleryBox: async (page: number, size: number) => {
        calls.boxPages.push(page);
        return { entries: BOX.slice(page * size, (page + 1) * size), total: BOX.length };
      },
    },
  } as unknown as AccountClient;
  return { client, calls, user };
}

function Harness({
  client,
  user,
  locale = 'en-GB',
}: {
  client: AccountClient;
  user: User;
  locale?: string;
}) {
  const [current, setUser] = useState(user);
  const value: AccountContextValue = {
    site: 'es-es',
    locale,
    countryCode: 'ES',
    labels,
    fields: { secondLastName: true, birthDate: true, nationalId: 'optional', loyaltyEnabled: true },
    client,
    user: current,
    setUser,
  };
  return (
    <AccountProvider value={value}>
      <Loyalty />
    </AccountProvider>
  );
}

beforeEach(() => {
  pageData.value = { loyalty: CONTENT };
});

describe('the loyalty area', () => {
  it('shows the balance in gems, the levels with the current one, the campaigns tickets first and the toussis with their states', async () => {
    const { client, user } = fakeClient();
    render(<Harness client={client} user={user} />);
    expect((await screen.findByTestId('loyalty-balance'))?.textContent).toContain('180 gems');
    expect(screen.getByText('Free shipments left: 3 of 5')).toBeTruthy();
    const levels = screen.getAllByTestId('loyalty-level');
    expect(levels.map((l) => l.getAttribute('data-code'))).toEqual(['FANS', 'LOVER', 'EXPERT']);
    expect(levels[1]?.getAttribute('aria-current')).toBe('step');
    expect(
      within(levels[1]!)
        .getByRole('progressbar', { name: 'Your progress in Lover' })
        .getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(within(levels[2]!).getByText('120 gems to reach Expert')).toBeTruthy();
    expect(
      within(levels[1]!).getByRole('list', { name: 'Advantages of Lover' })?.textContent,
    ).toContain('Free engraving');
    const campaigns = screen.getAllByTestId('loyalty-campaign');
    expect(campaigns.map((c) => c.getAttribute('data-type'))).toEqual([
      'TICKETS',
      'WELCOME_POINTS',
    ]);
    expect(campaigns[0]?.textContent).toContain('Your purchases');
    expect(campaigns[0]?.textContent).toContain('22 September 2026');
    const toussis = await screen.findAllByTestId('toussi');
    expect(toussis.map((t) => t.getAttribute('data-state'))).toEqual([
      'obtained',
      'pick-at-store',
      'not-obtained',
    ]);
    expect(within(toussis[2]!).getByText('70 gems to go')).toBeTruthy();
    expect(within(toussis[0]!).getByRole('heading', { name: 'Product a' })).toBeTruthy();
  });

  it('lists the jewellery box 20 a page with its product data, then the rest until the total', async () => {
    const { client, user, calls } = fakeClient();
    render(<Harness client={client} user={user} />);
    expect((await screen.findByTestId('jewellery-box-count'))?.textContent).toContain('20 of 25');
    expect(screen.getAllByTestId('jewellery-box-item')).toHaveLength(20);
    expect(screen.getAllByTestId('jewellery-box-item')[0]?.textContent).toContain('Product p0');
    expect(screen.getAllByTestId('jewellery-box-item')[0]?.textContent).toContain(
      'Bought on 10 January 2026',
    );
    await userEvent.click(screen.getByTestId('jewellery-box-more'));
    expect(await screen.findByText('25 of 25')).toBeTruthy();
    expect(screen.getAllByTestId('jewellery-box-item')).toHaveLength(25);
    expect(screen.queryByTestId('jewellery-box-more')).toBeNull();
    expect(calls.boxPages).toEqual([0, 1]);
  });

  it('writes numbers and dates in the locale: Arabic-Indic digits on sa-ar', async () => {
    const { client, user } = fakeClient();
    render(<Harness client={client} user={user} locale="ar-SA" />);
    expect((await screen.findByTestId('loyalty-balance'))?.textContent).toContain('١٨٠ gems');
    expect((await screen.findByTestId('jewellery-box-count'))?.textContent).toContain('٢٠ of ٢٥');
    const bought = screen.getAllByTestId('jewellery-box-item')[0]!.textContent ?? '';
    expect(bought).toMatch(/[٠-٩]/);
    expect(bought).not.toMatch(/2026/);
  });

  it('sends the friends a member invites, after naming what is not an address', async () => {
    const { client, user, calls } = fakeClient();
    render(<Harness client={client} user={user} />);
    const field = await screen.findByLabelText("Your friends' e-mail addresses");
    await userEvent.type(field, 'ana@example.com, nope');
    await userEvent.click(screen.getByTestId('invite-send'));
    expect(screen.getByRole('alert')?.textContent).toContain(
      'These are not e-mail addresses: nope',
    );
    expect(calls.referFriends).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, 'ana@example.com; lucia@example.com');
    await userEvent.click(screen.getByTestId('invite-send'));
    expect(await screen.findByText('Invitations sent: 1.')).toBeTruthy();
    // The member's own address is never invited.
    expect(calls.referFriends).toEqual([['ana@example.com']]);
  });

  it('invites a non-member to join; joining sets the membership and shows the club', async () => {
    const { client, calls } = fakeClient({
      status: async () => loyaltyStatusSchema.parse({ enrolled: false }),
    });
    const outsider = {
      id: 'u2',
      email: 'n@example.com',
      firstName: 'Nora',
      lastName: 'V',
      hasLoyaltyMembership: false,
    } as User;
    render(<Harness client={client} user={outsider} />);
    const join = await screen.findByTestId('loyalty-join');
    expect(within(join).getByRole('heading', { name: 'Join the loyalty club' })).toBeTruthy();
    expect(screen.queryAllByTestId('loyalty-level')).toHaveLength(0);
    await userEvent.click(within(join).getByLabelText(labels['accountLoyaltyTerms']!));
    await userEvent.click(within(join).getByTestId('loyalty-join-submit'));
    expect(await screen.findByText('Welcome to the club!')).toBeTruthy();
    expect(calls.updates).toEqual([{ hasLoyaltyMembership: true }]);
  });

  it('tells a failed loyalty read in an error modal', async () => {
    const { client, user } = fakeClient({ status: () => Promise.reject(new Error('500')) });
    render(<Harness client={client} user={user} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('We could not load this section.')).toBeTruthy();
    expect(screen.queryAllByTestId('loyalty-level')).toHaveLength(0);
  });
});
