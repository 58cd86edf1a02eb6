import { describe, expect, expectTypeOf, it } from 'vitest';
import * as api from './index.js';
import type {
  CategoryFilters,
  FilterableProduct,
  FilterGroup,
  ListingOrder,
  RouteMatch,
  RouteName,
  SiteCode,
  VisibilityContext,
  VisibilityRules,
} from './index.js';

// docs/api-contract.md §2 fixes these names and shapes for other channels and QA.
describe('public contract of @atelier/core-catalogue', () => {
  it('exports every contract function from the package root', () => {
    const names = [
      'SITE_CODES',
      'isSiteCode',
      'siteFromBrowserLanguage',
      'blogLanguagePrefix',
      'matchRoute',
      'buildPath',
      'canonicalPath',
      'slugify',
      'categoryPath',
      'storeIdFromSlug',
      'padStoreId',
      'applyCountryOverrides',
      'isModuleVisible',
      'visibleModules',
      'discountPercentage',
      'formatPrice',
      'filterProducts',
      'sortProducts',
      'pageOf',
      'displayStockLevel',
      'sortSizesByName',
      'sortMaterials',
      'gridSliderCount',
      'isLookProductAvailable',
      'shopTheLookMachine',
      'categoryListingMachine',
    ] as const;
    for (const name of names) expect(api[name], name).toBeDefined();
  });

  it('keeps the contract signatures', () => {
    expectTypeOf(api.SITE_CODES).toExtend<readonly SiteCode[]>();
    expectTypeOf<RouteName>().toEqualTypeOf<
      | 'languageSelection'
      | 'home'
      | 'embedSearch'
      | 'cart'
      | 'checkoutRegister'
      | 'checkoutShipping'
      | 'checkoutBilling'
      | 'checkoutPayment'
      | 'checkoutConfirmation'
      | 'checkoutExternal'
      | 'product'
      | 'category'
      | 'glossaryHome'
      | 'glossaryLanding'
      | 'material'
      | 'register'
      | 'registerLoyalty'
      | 'myAccount'
      | 'passwordRequest'
      | 'passwordChange'
      | 'shopTheLook'
      | 'engravings'
      | 'trackingOrder'
      | 'stores'
      | 'storeDetail'
      | 'policies'
      | 'help'
      | 'magazine'
      | 'blog'
      | 'blogCategory'
      | 'blogPost'
      | 'wishlist'
      | 'sharedWishlist'
      | 'liveShopping'
      | 'workshop'
      | 'landing'
    >();
    expectTypeOf(api.isSiteCode).toEqualTypeOf<(value: string) => value is SiteCode>();
    expectTypeOf(api.siteFromBrowserLanguage).toEqualTypeOf<(tag: string) => SiteCode>();
    expectTypeOf(api.blogLanguagePrefix).toEqualTypeOf<(site: SiteCode) => string>();
    expectTypeOf(api.matchRoute).toEqualTypeOf<(pathname: string) => RouteMatch | null>();
    expectTypeOf<RouteMatch>().toEqualTypeOf<{ name: RouteName; params: Record<string, string> }>();
    expectTypeOf(api.buildPath).toEqualTypeOf<
      (name: RouteName, params: Record<string, string>) => string
    >();
    expectTypeOf(api.canonicalPath).toEqualTypeOf<(pathname: string) => string | null>();
    expectTypeOf(api.slugify).toEqualTypeOf<(text: string) => string>();
    expectTypeOf(api.categoryPath).toEqualTypeOf<(slugs: string[], categoryId: string) => string>();
    expectTypeOf(api.storeIdFromSlug).toEqualTypeOf<(slugPath: string) => string>();
    expectTypeOf(api.padStoreId).toEqualTypeOf<(id: string | number) => string>();
    expectTypeOf(api.applyCountryOverrides<{ a: boolean }>)
      .parameter(1)
      .toEqualTypeOf<string[]>();
    expectTypeOf(api.applyCountryOverrides<{ a: boolean }>).returns.toEqualTypeOf<{
      a: boolean;
    }>();
    expectTypeOf(api.isModuleVisible).toEqualTypeOf<
      (module: VisibilityRules, ctx: VisibilityContext) => boolean
    >();
    expectTypeOf<VisibilityContext>().toEqualTypeOf<{
      site: SiteCode;
      now: Date;
      device: 'mobile' | 'desktop';
      platform: 'WEB' | 'APP';
    }>();
    expectTypeOf(api.discountPercentage).toEqualTypeOf<
      (price: number, previousPrice?: number | null) => number
    >();
    expectTypeOf(api.formatPrice)
      .parameter(1)
      .toExtend<{ locale: string; currency: string; roundDown?: boolean }>();
    expectTypeOf<FilterGroup>().toEqualTypeOf<
      'material' | 'gem' | 'color' | 'collection' | 'genre' | 'icon' | 'size' | 'productType'
    >();
    expectTypeOf<FilterableProduct>().toEqualTypeOf<{
      pricing: { price: number };
      classifications: Partial<Record<FilterGroup, string[]>>;
    }>();
    expectTypeOf<CategoryFilters>().toEqualTypeOf<
      Partial<Record<FilterGroup, string[]>> & { price?: api.PriceRangeFilter[] }
    >();
    expectTypeOf<ListingOrder>().toEqualTypeOf<
      'selection' | 'highestPrice' | 'lowestPrice' | 'novelties'
    >();
    expectTypeOf(api.pageOf<number>).toEqualTypeOf<
      (items: number[], page: number, pageSize: number) => number[]
    >();
    expectTypeOf(api.displayStockLevel).toEqualTypeOf<
      (level: number | null | undefined, inStock: boolean) => number
    >();
    expectTypeOf(api.sortMaterials).toEqualTypeOf<(materials: string[]) => string[]>();
    expectTypeOf(api.gridSliderCount).toEqualTypeOf<
      (view: 1 | 2 | 3 | 4, device: 'mobile' | 'desktop') => number
    >();
    expectTypeOf(api.isLookProductAvailable).toEqualTypeOf<
      (stock: number, requiredQuantity: number) => boolean
    >();
  });
});
