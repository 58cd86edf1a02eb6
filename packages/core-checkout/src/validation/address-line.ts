export const ADDRESS_LINE_SEPARATOR = ', ';

/** The single line of an address: address and additional address, blanks left out. */
export function addressLine(
  address: string | null | undefined,
  additionalAddress: string | null | undefined,
  separator: string = ADDRESS_LINE_SEPARATOR,
): string {
  return [address, additionalAddress]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(separator);
}
