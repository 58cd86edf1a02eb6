// What the store finder and store pages' server data hands their components: plain types
// both sides read.
import type { BreadcrumbView, SeoView } from '../../shell/view-types.js';

/** A shop as the finder lists it and the map places it. */
export interface StoreListView {
  id: string;
  name: string;
  href: string;
  address: string[];
  phone?: string;
  coordinates: { lat: number; lng: number } | null;
  directionsHref?: string;
}

export interface OpeningDayView {
  day: string;
  /** "10:00–21:30", or null when the shop is closed that day. */
  hours: string | null;
}

export interface MapBoundsView {
  southWest: { lat: number; lng: number };
  northEast: { lat: number; lng: number };
}

export interface StoreFinderData {
  kind: 'finder';
  title: string;
  intro: string;
  query: string;
  country: string;
  countryName: string;
  countries: { code: string; name: string }[];
  stores: StoreListView[];
  bounds: MapBoundsView | null;
  breadcrumbs: BreadcrumbView[];
  seo: SeoView;
}

export interface StoreDetailView extends StoreListView {
  email: string | null;
  days: OpeningDayView[];
  /** Label keys of what the shop offers (pickup, 2-hour pickup, same-day delivery, access). */
  services: string[];
  countryName: string;
}

export interface StoreDetailData {
  kind: 'detail';
  title: string;
  store: StoreDetailView;
  /** The shop's country's bounds are not known here: the map frames the shop itself. */
  breadcrumbs: BreadcrumbView[];
  seo: SeoView;
}

export type StoresData = StoreFinderData | StoreDetailData;
