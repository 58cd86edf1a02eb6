// The address form's region, city and district pickers (docs/product/checkout.md §8.6's region,
// city, district tree): which ones a site asks for, their options filtered by the level above, and
// the codes the chosen names stand for. Pure.
import type { CheckoutAddressValues } from './address-values.js';
import { regionCodeOf, regionOf, type PostalRegions } from '../postal-regions.js';

/** What a site asks for (site settings: address autocomplete region level, district by city). */
export interface PlaceSettings {
  /** 1: a region picker; 2: also a city picker filtered by the region. null: free text. */
  addressAutocompleteRegionLevel: number | null;
  /** A district picker filtered by the city. */
  showDistrictByCity: boolean;
}

export interface PlacePickers {
  region: boolean;
  city: boolean;
  district: boolean;
}

export interface PlaceOption {
  value: string;
  label: string;
}

/**
 * The pickers a site shows: only with a country file that has the tree down to that level, so
 * a site whose file lacks it keeps free text.
 */
export function placePickers(settings: PlaceSettings, table: PostalRegions | null): PlacePickers {
  const level = settings.addressAutocompleteRegionLevel ?? 0;
  const regions = table?.regions ?? [];
  const region = level >= 1 && regions.length > 0;
  const city = region && level >= 2 && regions.some((r) => (r.cities ?? []).length > 0);
  const district =
    city &&
    settings.showDistrictByCity &&
    regions.some((r) => (r.cities ?? []).some((c) => (c.districts ?? []).length > 0));
  return { region, city, district };
}

const byName = (locale: string) => {
  const collator = new Intl.Collator(locale);
  return (a: PlaceOption, b: PlaceOption) => collator.compare(a.label, b.label);
};

const option = (name: string): PlaceOption => ({ value: name, label: name });

const regionNamed = (table: PostalRegions | null, name: string) =>
  table?.regions.find((region) => region.name === name.trim()) ?? null;

const cityNamed = (table: PostalRegions | null, region: string, city: string) =>
  regionNamed(table, region)?.cities?.find((c) => c.name === city.trim()) ?? null;

/** The country's regions, in the site language's order. */
export function regionOptions(table: PostalRegions | null, locale: string): PlaceOption[] {
  const names = new Set((table?.regions ?? []).map((region) => region.name));
  return [...names].map(option).sort(byName(locale));
}

/** The chosen region's cities; none before a region is chosen. */
export function cityOptions(
  table: PostalRegions | null,
  region: string,
  locale: string,
): PlaceOption[] {
  return (regionNamed(table, region)?.cities ?? []).map((c) => option(c.name)).sort(byName(locale));
}

/** The chosen city's districts; none before a city is chosen or when the file has none. */
export function districtOptions(
  table: PostalRegions | null,
  region: string,
  city: string,
  locale: string,
): PlaceOption[] {
  return (cityNamed(table, region, city)?.districts ?? [])
    .map((d) => option(d.name))
    .sort(byName(locale));
}

/**
 * The form's values after one field changed: the postal code says the region; a region that
 * changes drops a city it does not have, a city that changes drops a district it does not have.
 */
export function withPlaceChange(
  table: PostalRegions | null,
  values: CheckoutAddressValues,
  field: keyof CheckoutAddressValues,
  value: string,
): CheckoutAddressValues {
  const next = { ...values, [field]: value };
  if (field === 'postalCode') {
    const region = regionOf(table, value);
    if (region) next.region = region.name;
  }
  // Only a choice the pickers made is dropped: free text (no cities known) stays as typed.
  const oldCity = cityNamed(table, values.region, values.city);
  const regionMoved = next.region !== values.region;
  if (regionMoved && (regionNamed(table, values.region)?.cities?.length ?? 0) > 0) {
    if (cityNamed(table, next.region, next.city) === null) next.city = '';
  }
  if ((regionMoved || next.city !== values.city) && (oldCity?.districts?.length ?? 0) > 0) {
    const districts = cityNamed(table, next.region, next.city)?.districts ?? [];
    if (!districts.some((d) => d.name === next.district.trim())) next.district = '';
  }
  return next;
}

/**
 * The form's values once the country tree has arrived: a postal code typed before it came says
 * the region, as it would have on typing, unless the shopper has named a region meanwhile. The
 * same object when nothing changes, so a caller can tell.
 */
export function withRegionOfPostalCode(
  table: PostalRegions | null,
  values: CheckoutAddressValues,
): CheckoutAddressValues {
  if (values.region.trim() !== '') return values;
  const region = regionOf(table, values.postalCode);
  return region ? { ...values, region: region.name } : values;
}

/** The codes of the chosen region and city, when the country file names them. */
export function placeCodes(
  table: PostalRegions | null,
  values: Pick<CheckoutAddressValues, 'region' | 'city' | 'postalCode'>,
): { regionCode: string | null; cityCode: string | null } {
  const region = regionNamed(table, values.region);
  const city = cityNamed(table, values.region, values.city);
  // A region typed by hand still takes the code of the postal code's region when they agree.
  const fromPostalCode = regionOf(table, values.postalCode);
  const regionCode =
    region && table
      ? regionCodeOf(table, region)
      : fromPostalCode?.name === values.region.trim()
        ? fromPostalCode.code
        : null;
  return { regionCode, cityCode: city?.code ?? null };
}
