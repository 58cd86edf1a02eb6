/**
 * The personalise action of a workshop service proceeds only when every product of the service
 * can be personalised. A service without products has nothing to personalise.
 */
export function canPersonaliseService(products: ReadonlyArray<{ customizable: boolean }>): boolean {
  return products.length > 0 && products.every((product) => product.customizable);
}
