// What the workshop price page's server data hands its components: plain types both sides read.
import type { WorkshopCellDisplay } from '@atelier/core-loyalty';
import type { BreadcrumbView, SeoView } from '../../shell/view-types.js';

/** One table as the page shows it: label keys (the page's labels turn them into words). */
export interface WorkshopTableView {
  leadingLabel: string;
  categories: { id: number; titleKey: string; color?: string }[];
  rows: { id: string; serviceKey: string; cells: WorkshopCellDisplay[][] }[];
}

export interface WorkshopData {
  title: string;
  /** The table types the site has, in the fixed order; the first is shown first. */
  codes: string[];
  /** Per type, the table for pieces up to two years old and the one for older pieces. */
  views: Record<string, { regular: WorkshopTableView; older: WorkshopTableView }>;
  /** Material label keys of the three value positions. */
  materials: string[];
  locale: string;
  currency: string;
  breadcrumbs: BreadcrumbView[];
  seo: SeoView;
}
