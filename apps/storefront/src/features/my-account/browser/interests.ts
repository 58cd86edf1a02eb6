// The interests the shopper can choose (docs/product/accounts.md §1.4: material, product type, ring
// size, jewel, accessory, special moments): the codes saved to the CRM with their label keys. Pure.
import type { Preferences } from '@atelier/core-loyalty';

export type InterestGroup = 'material' | 'productType' | 'jewel' | 'accessory';

export const INTEREST_GROUPS: readonly {
  id: InterestGroup;
  labelKey: string;
  options: readonly { code: string; labelKey: string }[];
}[] = [
  {
    id: 'material',
    labelKey: 'material',
    options: [
      { code: 'gold', labelKey: 'gold' },
      { code: 'silver', labelKey: 'silver' },
      { code: 'steel', labelKey: 'steel' },
    ],
  },
  {
    id: 'productType',
    labelKey: 'productType',
    options: [
      { code: 'rings', labelKey: 'rings' },
      { code: 'necklaces', labelKey: 'necklaces' },
      { code: 'bracelets', labelKey: 'bracelets' },
      { code: 'earrings', labelKey: 'earrings' },
    ],
  },
  {
    id: 'jewel',
    labelKey: 'myAccountJewel',
    options: [
      { code: 'pearl', labelKey: 'myAccountJewelPearl' },
      { code: 'diamond', labelKey: 'myAccountJewelDiamond' },
      { code: 'gemstone', labelKey: 'myAccountJewelGemstone' },
    ],
  },
  {
    id: 'accessory',
    labelKey: 'myAccountAccessory',
    options: [
      { code: 'bags', labelKey: 'myAccountAccessoryBags' },
      { code: 'watches', labelKey: 'myAccountAccessoryWatches' },
      { code: 'hair', labelKey: 'myAccountAccessoryHair' },
    ],
  },
];

/** Ring sizes offered (the sizes the catalogue sells rings in). */
export const RING_SIZES: readonly string[] = Array.from({ length: 15 }, (_, i) => String(i + 8));

export const MOMENT_TYPES: readonly { code: string; labelKey: string }[] = [
  { code: 'birthday', labelKey: 'myAccountMomentBirthday' },
  { code: 'anniversary', labelKey: 'myAccountMomentAnniversary' },
];

/**
 * The list's occasion a saved code names, whatever its case: the CRM writes `BIRTHDAY` where
 * the list says `birthday` (issue 32: the raw code was shown as a second option).
 */
export function momentTypeOf(code: string): (typeof MOMENT_TYPES)[number] | undefined {
  const wanted = code.toLowerCase();
  return MOMENT_TYPES.find((type) => type.code === wanted);
}

/** A code added to or taken from a group's choices. */
export function toggleInterest(list: readonly string[], code: string): string[] {
  return list.includes(code) ? list.filter((c) => c !== code) : [...list, code];
}

export interface MomentDraft {
  date: string;
  momentsType: string;
}

/** What is saved: the choices, and only the moments with both a date and an occasion. */
export function preferencesToSave(
  choices: Pick<Preferences, InterestGroup> & { ringSize: string },
  moments: readonly MomentDraft[],
): Preferences {
  return {
    material: choices.material,
    productType: choices.productType,
    jewel: choices.jewel,
    accessory: choices.accessory,
    ringSize: choices.ringSize || null,
    specialMoments: moments
      .filter((moment) => moment.date && moment.momentsType)
      .map((moment) => ({ date: moment.date, momentsType: moment.momentsType })),
  };
}
