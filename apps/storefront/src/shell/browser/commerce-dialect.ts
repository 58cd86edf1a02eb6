// Which OCC the back-end speaks (COMMERCE_DIALECT, ADR 0035), for the OCC clients the browser
// makes: the server names it in the shell (extended when absent), the page's client hook
// records it before anything hydrates, and every browser client is made with it.
import type { CommerceDialect } from '@atelier/adapters-commerce';

let current: CommerceDialect = 'extended';

export function setCommerceDialect(dialect: CommerceDialect | undefined): void {
  current = dialect ?? 'extended';
}

export function commerceDialect(): CommerceDialect {
  return current;
}
