// The loyalty area's views (docs/product/loyalty.md: levels, balance, campaigns, toussis, the
// jewellery box): core-loyalty's rules applied to what the page read, turned into what the ui
// components draw. Pure: the labels and locale come in as arguments.
import {
  levelProgress,
  loyaltyBalance,
  mergeJewelleryBox,
  type ClientCampaign,
  type JewelleryBoxEntry,
  type LoyaltyBalance,
  type LoyaltyLevelContent,
  type LoyaltyProgram,
  type LoyaltyStatus,
  type ToussisResponse,
} from '@atelier/core-loyalty';
import type { LoyaltyLevelView } from '@atelier/ui';

type Label = (key: string, values?: Record<string, string | number>) => string;

/** A number in the site's locale (Arabic-Indic digits on sa-ar). */
export const formatAmount = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale).format(amount);

/** "180 puntos", "١٨٠ نقطة": an amount with the unit the site's club counts. */
export function amountText(
  amount: number,
  unit: LoyaltyBalance['unit'],
  locale: string,
  label: Label,
) {
  return label('myLoyaltyAmount', {
    amount: formatAmount(amount, locale),
    unit: label(unit === 'gems' ? 'myLoyaltyGems' : 'myLoyaltyPoints'),
  });
}

/** The member's balance in the site's unit. */
export const balanceOf = (status: LoyaltyStatus, program: LoyaltyProgram) =>
  loyaltyBalance(status, program);

/** The levels as LoyaltyLevels draws them: at most three, with their content and progress. */
export function levelViews(
  status: LoyaltyStatus,
  content: readonly LoyaltyLevelContent[],
  balance: LoyaltyBalance,
): LoyaltyLevelView[] {
  return levelProgress(status.levels, content, balance.amount).map((level) => ({
    order: level.order,
    name: level.content?.name ?? level.backCode ?? String(level.order),
    current: level.current,
    achieved: level.achieved,
    benefits: (level.content?.advantages ?? []).map((advantage) => ({
      title: advantage.title,
      ...(advantage.icon ? { icon: advantage.icon } : {}),
    })),
    ...(level.backCode ? { code: level.backCode } : {}),
    ...(level.content?.color ? { color: level.content.color } : {}),
    ...(level.content?.icon ? { icon: level.content.icon } : {}),
    ...(level.remaining !== null ? { remainingPoints: level.remaining } : {}),
    ...(level.progress !== null ? { progress: level.progress } : {}),
  }));
}

export interface CampaignView {
  key: string;
  title: string;
  amount: string | null;
  date: string | null;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** A CRM date (ISO day or timestamp) in the site's locale, read in UTC; null when unreadable. */
export function formatLoyaltyDate(value: string | undefined, locale: string): string | null {
  if (!value) return null;
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) return null;
  let format = dateFormatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormatters.set(locale, format);
  }
  return format.format(time);
}

/** The campaigns in the status's order (ticket campaigns first, as the schema sorts them). */
export function campaignViews(
  campaigns: readonly ClientCampaign[],
  unit: LoyaltyBalance['unit'],
  locale: string,
  label: Label,
): CampaignView[] {
  return campaigns.map((campaign, index) => ({
    key: `${campaign.type}-${index}`,
    title: label(`myLoyaltyCampaign${campaign.type}`),
    amount:
      typeof campaign.points === 'number' ? amountText(campaign.points, unit, locale, label) : null,
    date: formatLoyaltyDate(campaign.date, locale),
  }));
}

/** A product's card as the storefront's cards endpoint answers it (what the area needs). */
export interface ProductSummary {
  id: string;
  name: string;
  href: string;
  image: string;
}

export interface ToussiItem {
  id: string;
  name: string;
  image: string | null;
  state: ToussisResponse['toussis'][number]['state'];
  missingPoints: number;
}

/** The member's toussis with their product's name and picture (the id when none came back). */
export function toussiItems(
  toussis: ToussisResponse['toussis'],
  products: readonly ProductSummary[],
): ToussiItem[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return toussis.map((toussi) => ({
    id: `${toussi.toussiNumber}-${toussi.productId}`,
    name: byId.get(toussi.productId)?.name ?? toussi.productId,
    image: byId.get(toussi.productId)?.image ?? null,
    state: toussi.state,
    missingPoints: toussi.state === 'not-obtained' ? Math.max(0, toussi.missingPoints) : 0,
  }));
}

export type BoxItem = ProductSummary & JewelleryBoxEntry;

/** A page of the box with its products merged in (core-loyalty drops entries without one). */
export const boxItems = (
  entries: readonly JewelleryBoxEntry[],
  products: readonly ProductSummary[],
) => mergeJewelleryBox(entries, products);
