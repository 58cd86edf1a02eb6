import type { SiteCode } from '@atelier/core-catalogue';
import type { SeedItem } from '../seed-item.js';
import { referenceItems } from './reference-data.js';
import { inLanguage, type ContentLanguage } from './languages.js';
import { SERVICE_TEXTS } from './service-texts.js';
import { labelsForSite } from './site-labels.js';
import { uiLabel, uiLabelsIn } from './ui-labels.js';

const FONTS = [
  { id: 'f1', name: 'Serif', code: 'SERIF', size: 12 },
  { id: 'f2', name: 'Script', code: 'SCRIPT', size: 14 },
  { id: 'f3', name: 'Block', code: 'BLOCK', size: 11 },
];
const COLOURS = [
  {
    code: 'GOLD',
    colorCode: '#d4af37',
    compoundColor: null,
    visualization: 'solid',
    disabled: false,
  },
  {
    code: 'SILVER',
    colorCode: '#c0c0c0',
    compoundColor: null,
    visualization: 'solid',
    disabled: false,
  },
  {
    code: 'ROSE',
    colorCode: '#b76e79',
    compoundColor: '#e8b4b8',
    visualization: 'gradient',
    disabled: false,
  },
  {
    code: 'BLACK',
    colorCode: '#111111',
    compoundColor: null,
    visualization: 'solid',
    disabled: true,
  },
];

// Ring size code and inner circumference.
const RING_SIZES = [8, 10, 12, 14, 16, 18, 20, 22, 24].map((size) => ({
  code: String(size),
  measure: `${size + 40} mm`,
}));
const BRACELETS = [
  { size: 'XS', cm: 15, inches: 5.9 },
  { size: 'S', cm: 16.5, inches: 6.5 },
  { size: 'M', cm: 18, inches: 7.1 },
  { size: 'L', cm: 19.5, inches: 7.7 },
];
const rows = (pairs: [string, string][]) => pairs.map(([size, measure]) => ({ size, measure }));

/** Engravings, size guides, cookies, countries, promotions, tooltips and error messages. */
export function serviceItems(site: SiteCode, language: ContentLanguage): SeedItem[] {
  const t = (key: keyof typeof SERVICE_TEXTS) => inLanguage(SERVICE_TEXTS[key], language);
  const items: SeedItem[] = [
    {
      collection: 'engravings_common',
      key: 'engravings',
      content: {
        fonts: FONTS,
        colours: COLOURS,
        labels: {
          title: uiLabel('engravings', language),
          min: '4',
          max: '75',
          maxAreaCharacters: '20',
        },
      },
    },
    {
      collection: 'sizes_guide',
      key: 'size-guides',
      content: {
        rings: RING_SIZES,
        kids: {
          babies: rows([
            [t('babies0to3'), '56 cm'],
            [t('babies3to6'), '62 cm'],
          ]),
          kids: rows([
            [t('kids2'), '92 cm'],
            [t('kids4'), '104 cm'],
          ]),
          other: rows([[t('oneSize'), '-']]),
          booties: rows([
            ['16', '10 cm'],
            ['17', '10.5 cm'],
          ]),
          girlShoes: rows([
            ['24', '15 cm'],
            ['26', '16.5 cm'],
          ]),
          boyShoes: rows([
            ['24', '15 cm'],
            ['26', '16.5 cm'],
          ]),
          sizeCm: rows([
            ['XS', '14-15'],
            ['S', '15-16'],
          ]),
        },
        bracelets: BRACELETS,
        labels: {
          title: uiLabel('sizeGuide', language),
          rings: uiLabel('rings', language),
          bracelets: uiLabel('bracelets', language),
          babies: t('sizeBabies'),
          kids: t('sizeKids'),
          other: t('sizeOther'),
          booties: t('sizeBooties'),
          girlShoes: t('sizeGirlShoes'),
          boyShoes: t('sizeBoyShoes'),
          sizeCm: t('sizeInCm'),
          measure: t('sizeMeasure'),
        },
      },
    },
    {
      collection: 'c_error_message',
      key: 'errors',
      content: {
        genericPaymentError: t('genericPaymentError'),
        wrongAddress: t('wrongAddress'),
        productNotAvailableToShip: t('productNotAvailableToShip'),
        noStockInStore: t('noStockInStore'),
        unexpected: uiLabel('serverErrorTitle', language),
      },
    },
    { collection: 'ui_labels', key: 'labels', content: labelsForSite(site, uiLabelsIn(language)) },
  ];
  items.push(...referenceItems(site, language));
  items.push(
    {
      collection: 'promotions',
      key: 'promo-free-shipping',
      content: {
        id: 'free-shipping',
        hybrisId: 'FREESHIP',
        siteCodes: [site],
        type: 'FREE_SHIPPING',
        title: uiLabel('freeShipping', language),
      },
    },
    {
      collection: 'promotions',
      key: 'promo-employee',
      content: {
        id: 'employee',
        hybrisId: 'EMPLOYEE',
        siteCodes: [site],
        type: 'PROMOTIONAL_EMPLOYEE',
        title: t('employeePromotion'),
      },
    },
    {
      collection: 'tooltip_trigger',
      key: 'tooltip-engravings',
      content: {
        id: 'engravings',
        title: uiLabel('engravings', language),
        description: uiLabel('ableToEngraveTag', language),
        text: uiLabel('engravings', language),
        timer: 5,
        urlContains: ['/p/'],
        urlNotContains: ['/checkout'],
        classification: 'engraving',
      },
    },
    {
      collection: 'tooltip_trigger',
      key: 'tooltip-size',
      content: {
        id: 'size',
        title: uiLabel('sizeGuide', language),
        description: uiLabel('sizeGuide', language),
        text: uiLabel('sizeGuide', language),
        timer: 8,
        urlContains: ['/c/11'],
        urlNotContains: [],
        classification: null,
      },
    },
  );
  return items;
}

/** One entry per country the sites serve, with the languages of its sites. */
