import { Fragment, type ReactNode } from 'react';

/**
 * A label whose `{name}` placeholders are filled with elements, not strings: the shopper's own
 * data and identifiers (a card's last digits, an order code, an address) stay in their own
 * `translate="no"` element inside a sentence of the site's language, and dates in `<time>`
 * (ADR 0049: what is verbatim is marked, so translation tools and the language check leave it).
 */
export function labelNodes(
  template: string,
  values: Readonly<Record<string, ReactNode>>,
): ReactNode {
  const parts = template.split(/(\{\w+\})/g);
  return parts.map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const value = name !== undefined && name in values ? values[name] : part;
    return <Fragment key={index}>{value}</Fragment>;
  });
}

/** An identifier or a text the shopper typed, kept as written (its own digits, its direction). */
export function Verbatim({ children }: { children: ReactNode }) {
  return <bdi translate="no">{children}</bdi>;
}
