import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OccListProblem } from '../../src/index.js';
import { recorded, startReplay } from './replay.js';

// Standard SAP Commerce users, addresses and consent templates (test/recorded/users,
// addresses, consents), mapped to core-loyalty's user and consent and core-catalogue's address.
let replay: Awaited<ReturnType<typeof startReplay>>;
beforeAll(async () => {
  replay = await startReplay();
});
afterAll(() => replay.close());

type Json = Record<string, unknown>;

describe('the user (GET /users/current)', () => {
  it('reads uid, displayUid and the names of a standard user', async () => {
    replay.serve([{ method: 'GET', path: '/users/current', body: recorded('users/current.json') }]);
    const user = await replay.client().users.getCurrentUser();
    expect(user).toMatchObject({
      id: 'james.weber@harvestlive.inc',
      uid: 'james.weber@harvestlive.inc',
      email: 'james.weber@harvestlive.inc',
      firstName: 'James',
      lastName: 'Weber',
      fullName: 'James Weber',
      hasLoyaltyMembership: false,
    });
  });

  it('a user with neither email nor displayUid is known by the uid; names come from name', async () => {
    replay.serve([
      {
        method: 'GET',
        path: '/users/current',
        body: { uid: 'ana@example.com', name: 'Ana García Pérez', customerId: 'c-17' },
      },
    ]);
    const user = await replay.client().users.getCurrentUser();
    expect(user).toMatchObject({
      id: 'ana@example.com',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'García Pérez',
    });
  });
});

describe('addresses (GET /users/current/addresses)', () => {
  it('reads every recorded address, the one without names too', async () => {
    replay.serve([
      { method: 'GET', path: '/users/current/addresses', body: recorded('addresses/list.json') },
    ]);
    const addresses = await replay.client().users.getAddresses();
    expect(addresses).toHaveLength(4);
    expect(addresses[0]).toMatchObject({
      id: '8797825957911',
      name: 'Test',
      surname: 'Test',
      address: '2113, 32nd Avenue',
      postalCode: 'H8T 3J1',
      city: { name: 'Lachine' },
      region: { code: 'CA-ON', name: 'Ontario' },
      country: { code: 'CA', name: 'Canada' },
    });
    expect(addresses[2]).toMatchObject({ name: '', surname: '', address: 'Sunset' });
  });

  it('drops an address it cannot read and reports it, keeping the list', async () => {
    const list = recorded<{ addresses: Json[] }>('addresses/list.json');
    list.addresses.push({ id: 'no-country', line1: 'Somewhere', country: 'ES' });
    replay.serve([{ method: 'GET', path: '/users/current/addresses', body: list }]);
    const problems: OccListProblem[] = [];
    const addresses = await replay
      .client({ onListProblem: (problem) => problems.push(problem) })
      .users.getAddresses();
    expect(addresses).toHaveLength(4);
    expect(problems).toMatchObject([{ list: 'addresses', index: 4, id: 'no-country' }]);
  });
});

describe('consents, standard dialect (consenttemplates)', () => {
  it('reads the templates as consents: given, withdrawn, never given', async () => {
    replay.serve([
      {
        method: 'GET',
        path: '/users/current/consenttemplates',
        body: recorded('consents/templates.json'),
      },
    ]);
    const consents = await replay.client({ dialect: 'standard' }).account.getConsents();
    expect(consents).toEqual([
      { type: 'marketing_newsletter', uuid: '00001000', subscribed: true, userEmail: '' },
      { type: 'store_user_information', uuid: '00001001', subscribed: false, userEmail: '' },
      { type: 'profile', uuid: '', subscribed: false, userEmail: '' },
    ]);
  });

  it('gives a consent for the template of that type, at its version', async () => {
    const templates = recorded<{ consentTemplates: Json[] }>('consents/templates.json');
    replay.serve([
      { method: 'GET', path: '/users/current/consenttemplates', body: templates },
      { method: 'POST', path: '/users/current/consents', body: recorded('consents/given.json') },
    ]);
    const consent = await replay
      .client({ dialect: 'standard' })
      .account.giveConsent({ type: 'PROFILE', subscribed: true, userEmail: 'a@b.c' });
    expect(consent).toEqual({
      type: 'profile',
      uuid: '00001002',
      subscribed: true,
      userEmail: 'a@b.c',
    });
    const post = replay.requests.find((request) => request.method === 'POST');
    expect(post?.query.get('consentTemplateId')).toBe('PROFILE');
    expect(post?.query.get('consentTemplateVersion')).toBe('0');
  });

  it('withdraws by the consent code', async () => {
    replay.serve([{ method: 'DELETE', path: '/users/current/consents/00001000', body: undefined }]);
    await replay.client({ dialect: 'standard' }).account.revokeConsent('00001000');
    expect(replay.requests.map((request) => [request.method, request.path])).toEqual([
      ['DELETE', '/occ/v2/es-es/users/current/consents/00001000'],
    ]);
  });
});
