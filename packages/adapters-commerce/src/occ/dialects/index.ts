import type { OccHttp } from '../http.js';
import type { DialectCalls } from './dialect.js';
import { extendedDialect } from './extended.js';
import { standardDialect } from './standard.js';

export type { CartCheck, ConsentCalls, ConsentInput, DialectCalls } from './dialect.js';

/** The dialect the options name (COMMERCE_DIALECT, default extended). */
export function createDialect(http: OccHttp): DialectCalls {
  return http.options.dialect === 'standard' ? standardDialect(http) : extendedDialect(http);
}
