// What the signing-in pages' server data hands their components (docs/product/accounts.md §3.1):
// plain types both sides read, so no component imports the loader.
import type { SeoView } from '../../shell/view-types.js';

/** The registration fields a site asks for (docs/product/accounts.md §3.3: site settings). */
export interface RegistrationFields {
  secondLastName: boolean;
  birthDate: boolean;
  nationalId: 'hidden' | 'optional' | 'required';
  /** The loyalty club exists on the site: its terms checkbox is offered. */
  loyalty: boolean;
}

export interface EntryPageData {
  route: 'register' | 'registerLoyalty';
  fields: RegistrationFields;
  seo: SeoView;
}

export interface AccountPageData {
  route: 'myAccount' | 'passwordRequest' | 'passwordChange';
  seo: SeoView;
}
