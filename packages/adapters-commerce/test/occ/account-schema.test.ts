import { addressSchema } from '@atelier/core-catalogue';
import { shippingAddressSchema } from '@atelier/core-checkout';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandNames } from '../../src/occ/brand.js';
import {
  addressWireSchema,
  bagAddressToOcc,
  toOccAddress,
} from '../../src/occ/schemas/occ-address.js';
import { toShippingAddress } from '../../src/occ/schemas/checkout.schema.js';
import { storedCardsWireSchema, userWireSchema } from '../../src/occ/schemas/user.schema.js';
import { wishlistWireSchema } from '../../src/occ/schemas/wishlist.schema.js';
import { readErrorEnvelope } from '../../src/occ/schemas/error-envelope.js';
import { isReportable } from '../../src/occ/errors.js';

describe('brand names (docs/architecture.md §8)', () => {
  it('derives headers and fields from the brand key', () => {
    expect(brandNames('ATELIER')).toMatchObject({
      channelHeader: 'X-ATELIER-CHANNEL',
      termsAccepted: 'myAtelierTermsAccepted',
      hasMembership: 'hasMyAtelier',
      membershipId: 'myAtelierId',
    });
  });

  it('maps the brand membership fields of the user to neutral names', () => {
    const schema = userWireSchema(brandNames('ATELIER'));
    const user = schema.parse({ id: 'u', email: 'a@b.c', hasMyAtelier: true, myAtelierId: 'M-1' });
    expect(user.hasLoyaltyMembership).toBe(true);
    expect(user.loyaltyId).toBe('M-1');
    expect(schema.parse({ id: 'u', email: 'a@b.c', hasMyOther: true }).hasLoyaltyMembership).toBe(
      false,
    );
    expect(schema.safeParse({ id: 'u' }).success).toBe(false);
    expect(schema.safeParse({ id: 'u', email: 'a@b.c', hasMyAtelier: 'yes' }).success).toBe(false);
  });
});

describe('addresses between OCC and the domain', () => {
  const text = fc.string({ minLength: 1, maxLength: 20 });
  it('a domain address survives the trip to OCC and back', () => {
    fc.assert(
      fc.property(
        text,
        text,
        text,
        text,
        text,
        fc.constantFrom('ES', 'PT', 'FR'),
        (name, surname, line, postal, town, country) => {
          const domain = {
            name,
            surname,
            address: line,
            postalCode: postal,
            city: { name: town },
            country: { code: country },
            defaultAddress: false,
            defaultBillingAddress: false,
            saveForFutureOrders: true,
          };
          const back = addressWireSchema().parse(toOccAddress(domain));
          expect(back).toMatchObject({
            name,
            surname,
            address: line,
            postalCode: postal,
            country: { code: country },
          });
          expect(back.city?.name).toBe(town);
        },
      ),
    );
  });

  it('sends checkout and billing addresses (plain-string city and country) in OCC shape', () => {
    const billing = {
      name: 'Ana',
      surname: 'García',
      address: 'Calle 1',
      postalCode: '28001',
      city: 'Madrid',
      region: 'ES-M',
      country: 'ES',
      phone: '+34',
    };
    expect(bagAddressToOcc(billing)).toMatchObject({
      firstName: 'Ana',
      line1: 'Calle 1',
      town: 'Madrid',
      region: { isocode: 'ES-M' },
      country: { isocode: 'ES' },
    });
    // The billing region is an ISO 3166-2 code (core-checkout's BillingAddress): it goes as
    // isocode alone, whatever it looks like; an empty one goes as none.
    expect(bagAddressToOcc({ ...billing, region: 'MX-JAL', country: 'MX' })['region']).toEqual({
      isocode: 'MX-JAL',
    });
    expect(bagAddressToOcc({ ...billing, region: 'Oregon' })['region']).toEqual({
      isocode: 'Oregon',
    });
    expect(bagAddressToOcc({ ...billing, region: '' })).not.toHaveProperty('region');
    const occ = {
      firstName: 'A',
      lastName: 'B',
      line1: 'C',
      postalCode: '1',
      country: { isocode: 'ES' },
    };
    expect(bagAddressToOcc(occ)).toBe(occ);
  });

  it('reads OCC addresses with parts missing as blanks, and refuses parts of the wrong shape', () => {
    const base = {
      firstName: 'A',
      lastName: 'B',
      line1: 'C',
      postalCode: '1',
      country: { isocode: 'ES' },
    };
    expect(addressWireSchema().safeParse(base).success).toBe(true);
    // Standard OCC leaves out what was never given (a B2B unit address has no names).
    expect(
      addressWireSchema().parse({
        ...base,
        firstName: undefined,
        lastName: null,
        line1: undefined,
      }),
    ).toMatchObject({ name: '', surname: '', address: '', country: { code: 'ES' } });
    expect(addressWireSchema().safeParse({ ...base, country: 'ES' }).success).toBe(false);
  });

  it('maps OCC addresses to the one Address, with nulls left out and the default flag kept for checkout', () => {
    const wire = {
      id: 'a1',
      firstName: 'Ana',
      lastName: 'García',
      secondSurname: null,
      line1: 'Gran Vía 1',
      line2: null,
      postalCode: '28001',
      town: 'Madrid',
      region: { isocode: 'ES-M' },
      country: { isocode: 'ES', name: 'España' },
      phone: '600000000',
      defaultAddress: true,
    };
    const address = addressWireSchema().parse(wire);
    expect(addressSchema.safeParse(address).success).toBe(true);
    expect(address).not.toHaveProperty('secondSurname');
    expect(address).not.toHaveProperty('additionalAddress');
    expect(address).toMatchObject({ city: { name: 'Madrid' }, region: { code: 'ES-M' } });
    const shipping = toShippingAddress(address);
    expect(shippingAddressSchema.safeParse(shipping).success).toBe(true);
    expect(shipping.defaultAddress).toBe(true);
  });

  it('names the city from town when OCC sends only its code in the city object', () => {
    const address = addressWireSchema().parse({
      firstName: 'Ana',
      lastName: 'García',
      line1: 'Gran Vía 1',
      postalCode: '28001',
      city: { code: 'MAD' },
      town: 'Madrid',
      country: { isocode: 'ES' },
    });
    expect(address.city).toEqual({ code: 'MAD', name: 'Madrid' });
  });
});

describe('stored cards, wishlist, error envelope', () => {
  it('reads expiry months given as text and leaves out cards of unknown brands', () => {
    const card = {
      id: 'c',
      number: '**** 1111',
      type: 'visa',
      holderName: 'A',
      expiryDate: { month: '03', year: '2030' },
    };
    expect(storedCardsWireSchema().parse({ storedCards: [card] })[0]?.expiryDate).toEqual({
      month: 3,
      year: 2030,
    });
    // One card it cannot read is left out of the list, never the whole list (ADR 0035).
    expect(
      storedCardsWireSchema().parse({
        storedCards: [{ ...card, type: 'unknown' }, card],
      }),
    ).toHaveLength(1);
    expect(
      storedCardsWireSchema().parse({
        storedCards: [{ ...card, expiryDate: { month: 'x', year: '2030' } }],
      }),
    ).toEqual([]);
    expect(storedCardsWireSchema().safeParse({ storedCards: 'none' }).success).toBe(false);
  });

  it('maps wishlist products by code and rejects entries without id', () => {
    const wishlist = wishlistWireSchema().parse({
      entries: [
        {
          id: 'P1',
          entry: 0,
          product: { code: 'P1', name: 'Ring', stock: { stockLevelStatus: 'outOfStock' } },
        },
      ],
    });
    expect(wishlist.entries[0]?.product).toEqual({ id: 'P1', name: 'Ring', inStock: false });
    expect(wishlistWireSchema().safeParse({ entries: [{ entry: 0 }] }).success).toBe(false);
  });

  it('reads error bodies and decides what monitoring hears', () => {
    expect(
      readErrorEnvelope(
        { errors: [{ type: 'X', message: 'm', error_code: 'CLIENT_ID_NOT_FOUND' }] },
        400,
      ),
    ).toEqual([{ type: 'X', message: 'm', errorCode: 'CLIENT_ID_NOT_FOUND' }]);
    expect(readErrorEnvelope('nonsense', 500)).toEqual([
      { type: 'HttpError', message: 'HTTP 500' },
    ]);
    expect(isReportable('http', [{ type: 'ServerError', message: '' }])).toBe(false);
    expect(isReportable('malformed', [{ type: 'MalformedBodyError', message: '' }])).toBe(true);
    expect(isReportable('network', [{ type: 'InvalidTokenError', message: '' }])).toBe(false);
    expect(
      isReportable('timeout', [{ type: 'X', message: '', errorCode: 'CLIENT_ID_NOT_FOUND' }]),
    ).toBe(false);
  });
});
