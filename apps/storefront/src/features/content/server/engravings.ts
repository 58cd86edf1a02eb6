import {
  CATALOGUE_CONSTANTS,
  charmFitsPiece,
  productPath,
  sortSizesByName,
  type Product,
} from '@atelier/core-catalogue';
import type { LoadContext } from '../../../shell/server/load-context.js';
import { customisationOf } from '../../product/server.js';
import { home, loadLabelsPage } from './content-pages.js';
import type { ContentData, EngravingOptionsView, PersonalisationView } from '../content-view.js';

const PRODUCT_CODE = /^[\w-]+$/;

/**
 * The engravings page. A product page's "engrave" or "personalise" link adds
 * `?product={code}`: the page is then about that piece (shown, linked back to, in the trail).
 * A code that is malformed, unknown or not customisable leaves the general page: the link
 * is a context, not the page's identity (its canonical stays /engravings).
 */
export async function loadEngravings(ctx: LoadContext): Promise<ContentData> {
  const [labelsPage, engraving] = await Promise.all([
    loadLabelsPage(ctx, 'engravings', 'page_engravings', 'engravings'),
    engravingOptions(ctx),
  ]);
  const page = { ...labelsPage, engraving };
  const code = ctx.search['product'];
  if (!code || !PRODUCT_CODE.test(code)) return page;
  const product = await ctx.services.listings.product(ctx.site, code).catch(() => null);
  const customisation = product ? customisationOf(product, ctx.site) : null;
  if (!product || !customisation) return page;
  const href = productPath(ctx.site, product.url);
  const [sizes, personalisation] = await Promise.all([
    ctx.services.listings.sizes(ctx.site, product).catch(() => []),
    customisation.kind === 'personalise' ? personalisationOf(ctx, product) : null,
  ]);
  return {
    ...page,
    product: {
      name: product.name,
      href,
      image: product.images[0] ?? '',
      kind: customisation.kind,
      id: product.id,
      sizes: sortSizesByName(sizes).map((s) => ({
        code: s.code,
        name: s.name,
        inStock: s.stock > 0,
      })),
      inStock: product.stock?.inStock ?? product.hasOverallStock,
      engravingType: product.engravingType,
      ...(personalisation ? { personalisation } : {}),
    },
    breadcrumbs: [home(ctx), { text: product.name, href }, { text: page.title, href: null }],
  };
}

/**
 * The typographies and colours of the content's engravings common data; a colour the content
 * marks disabled is not offered. Without the content the page still shows, with no editor.
 */
async function engravingOptions(ctx: LoadContext): Promise<EngravingOptionsView | null> {
  const common = await ctx.services.content.engravingsCommon(ctx.site).catch(() => null);
  if (!common || common.fonts.length === 0) return null;
  return {
    fonts: common.fonts.map((f) => ({ code: f.code, name: f.name })),
    colours: common.colours
      .filter((c) => !c.disabled)
      .map((c) => ({ code: c.code, colorCode: c.colorCode, compoundColor: c.compoundColor })),
  };
}

/**
 * A PARENT's builder data: its anchors, and the children category's charms (in stock, as the
 * listing answers them) that fit one of them. Without anchors, or without the charm list, the
 * page shows no builder rather than one that cannot be finished.
 */
async function personalisationOf(
  ctx: LoadContext,
  product: Product,
): Promise<PersonalisationView | null> {
  if (product.personalisation?.type !== 'PARENT') return null;
  const anchors = product.personalisation.anchorPoints;
  if (anchors.length === 0) return null;
  const category = CATALOGUE_CONSTANTS.personalisationChildrenCategory;
  const children = await ctx.services.listings
    .categoryProducts(ctx.site, category)
    .catch(() => [] as Product[]);
  const charms = children.flatMap((child) => {
    const supportPoint =
      child.personalisation?.type === 'CHILD' ? child.personalisation.supportPoint : null;
    if (!charmFitsPiece(supportPoint, anchors)) return [];
    return [
      {
        id: child.id,
        name: child.name,
        image: child.images[0] ?? '',
        price: child.price,
        pricing: child.pricing,
        // Only what the builder filters on travels to the page.
        classifications: child.classifications.material
          ? { material: child.classifications.material }
          : {},
        categories: child.categories.length > 0 ? child.categories : [category],
        inStock: child.stock?.inStock ?? child.hasOverallStock,
        supportPoint,
      },
    ];
  });
  if (charms.length === 0) return null;
  return { anchors, piecePrice: product.price, charms };
}
