import { brandNames } from './brand.js';
import type { ResolvedOccOptions } from './options.js';

/** docs/product/commerce-api.md §1.3: the headers every commerce call carries. */
export function occHeaders(options: ResolvedOccOptions, token: string | null): Headers {
  const names = brandNames(options.brandKey);
  const headers = new Headers({
    accept: 'application/json',
    'Rest-API-id': options.restApiId,
    [names.channelHeader]: options.channel,
  });
  if (options.appType) headers.set(names.appTypeHeader, options.appType.toUpperCase());
  const crossBorder = options.getCrossBorder?.();
  if (crossBorder) {
    headers.set(names.countryHeader, crossBorder.country);
    headers.set(names.currencyHeader, crossBorder.currency);
    headers.set(names.cultureHeader, crossBorder.culture);
  }
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
}
