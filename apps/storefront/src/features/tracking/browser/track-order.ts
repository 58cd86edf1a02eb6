// The browser's side of the order lookup: POST /api/tracking-order/{site} (the server asks
// the back-end; see ../server/tracking-order-api.ts). The answer is checked against its
// schema before the page draws it.
import { z } from 'zod';
import type { TrackedOrderView } from '../tracking-order-view.js';

export type TrackingLookup =
  { orderCode: string; email: string } | { orderId: string; lastName: string; postalCode: string };

export type TrackingOutcome =
  | { kind: 'found'; order: TrackedOrderView }
  | { kind: 'notFound' }
  /** The back-end is down or answered something unreadable: try again later. */
  | { kind: 'unavailable' };

const stepState = z.enum(['done', 'current', 'pending']);

const trackedOrderSchema = z.object({
  code: z.string(),
  placedAt: z.string(),
  badge: z.object({ labelKey: z.string(), color: z.string() }),
  steps: z.array(
    z.object({
      status: z.string(),
      state: stepState,
      labelKey: z.string(),
      date: z.string().nullable(),
    }),
  ),
  locateUrl: z.string().nullable(),
  items: z.array(
    z.object({ name: z.string(), quantity: z.number(), image: z.string().nullable() }),
  ),
});

export function trackingApiPath(site: string): string {
  return `/api/tracking-order/${site}`;
}

export async function trackOrder(site: string, lookup: TrackingLookup): Promise<TrackingOutcome> {
  try {
    const response = await fetch(trackingApiPath(site), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(lookup),
    });
    // 400 too: the form checks the fields first, so a refusal means no such order.
    if (response.status === 404 || response.status === 400) return { kind: 'notFound' };
    if (!response.ok) return { kind: 'unavailable' };
    const parsed = trackedOrderSchema.safeParse(await response.json());
    return parsed.success
      ? { kind: 'found', order: parsed.data as TrackedOrderView }
      : { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}
