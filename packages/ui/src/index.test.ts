import { describe, expect, it } from 'vitest';
import * as ui from './index.js';

// Every component folder must be reachable from the package root (the storefront imports
// only '@atelier/ui').
const COMPONENTS = [
  'Accordion',
  'AddressForm',
  'BagDrawer',
  'BagLine',
  'BagToast',
  'Breadcrumbs',
  'Button',
  'CardForm',
  'Carousel',
  'CheckoutStepBar',
  'CookieNotice',
  'CountrySelector',
  'CustomLooks',
  'DiscountBanner',
  'DownloadAppModal',
  'Drawer',
  'EngravingEditor',
  'ErrorModal',
  'ErrorPage',
  'Filters',
  'Footer',
  'FourProducts',
  'FreeShippingProgress',
  'GridSlider',
  'Header',
  'HeadingBanner',
  'HeroSlider',
  'HighlightedBanner',
  'ImageAndProductsGrid',
  'LoadMore',
  'Look',
  'MenuBanner',
  'Modal',
  'MultipleMultimedia',
  'NewsletterPopup',
  'NoveltiesSlider',
  'OfflinePage',
  'OrderSummary',
  'OrderTimeline',
  'Pagination',
  'PaymentLogo',
  'WalletButton',
  'PaymentMethodList',
  'StoredCardPicker',
  'PaymentVoucher',
  'Price',
  'ProductCard',
  'ProductGallery',
  'ProductGrid',
  'ProgressBar',
  'Section',
  'ShareButtons',
  'ShippingMethodPicker',
  'SizeSelector',
  'Skeleton',
  'SmallBanner',
  'SortSelect',
  'Tabs',
  'TextField',
  'SelectField',
  'TextSection',
  'ThreeDSChallenge',
  'Toast',
  'Toussis',
  'VoucherField',
  'OrderCard',
  'OrderStatusBadge',
  'TrackingForm',
  'LoyaltyLevels',
  'WishlistGrid',
  'WishlistToggle',
  'StoreCard',
  'StoreFinder',
  'StoreMap',
  'SizeGuide',
  'WorkshopPriceTable',
  'UiTextsProvider',
];

describe('@atelier/ui exports', () => {
  it('exports every component as a function', () => {
    for (const name of COMPONENTS)
      expect(typeof (ui as Record<string, unknown>)[name], name).toBe('function');
  });

  it('lists every component folder', async () => {
    const { readdirSync, statSync } = await import('node:fs');
    const { dirname, join } = await import('node:path');
    const { fileURLToPath } = await import('node:url');
    const src = dirname(fileURLToPath(import.meta.url));
    const folders = readdirSync(src).filter(
      (name) => /^[A-Z]/.test(name) && statSync(join(src, name)).isDirectory(),
    );
    expect(folders.sort()).toEqual([...COMPONENTS].sort());
  });
});
