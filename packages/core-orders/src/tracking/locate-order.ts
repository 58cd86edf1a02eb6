/** The locate-order link: the AfterShip page when there is one, else the carrier's. */
export function locateOrderUrl(order: {
  trackURL?: string | null;
  afterShipTrackURL?: string | null;
}): string | null {
  const afterShip = order.afterShipTrackURL?.trim();
  if (afterShip) return afterShip;
  const carrier = order.trackURL?.trim();
  return carrier ? carrier : null;
}
