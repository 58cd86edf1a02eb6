import type { SiteCode } from '@atelier/core-catalogue';

/**
 * Labels a site words its own way: the same language, another country's address. Spain's
 * "Provincia" and "Piso, puerta" read wrong in Mexico (issue 31's locale slips), where an address
 * has a state, a municipality, a colonia and an interior number; the other American Spanish
 * sites name their first-level division as their country does. Applied over the language's
 * labels for that site only.
 */
export const SITE_LABELS: Partial<Record<SiteCode, Readonly<Record<string, string>>>> = {
  'mx-es': {
    addressRegion: 'Estado',
    addressCity: 'Municipio o alcaldía',
    addressAdditional: 'Número interior, departamento (opcional)',
    checkoutDistrict: 'Colonia',
    checkoutNationalId: 'RFC o CURP',
  },
  'us-es': {
    addressRegion: 'Estado',
    addressCity: 'Ciudad',
    addressAdditional: 'Apartamento, suite (opcional)',
  },
  'co-es': {
    addressRegion: 'Departamento',
    addressCity: 'Ciudad o municipio',
    addressAdditional: 'Apartamento, interior (opcional)',
  },
  'pe-es': {
    addressRegion: 'Departamento',
    addressCity: 'Ciudad',
    addressAdditional: 'Departamento, interior (opcional)',
  },
  'cl-es': {
    addressRegion: 'Región',
    addressCity: 'Comuna',
    addressAdditional: 'Departamento, oficina (opcional)',
  },
};

/** A site's labels: its language's, with the site's own wording over them. */
export function labelsForSite(
  site: SiteCode,
  languageLabels: Readonly<Record<string, string>>,
): Record<string, string> {
  return { ...languageLabels, ...SITE_LABELS[site] };
}
