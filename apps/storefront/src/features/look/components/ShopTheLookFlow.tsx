import { useEffect, useRef } from 'react';
import type { ShopTheLookEvent } from '@atelier/core-catalogue';
import { useShopTheLook } from './use-shop-the-look.js';

export type ShopTheLookFlowApi = {
  state: ReturnType<typeof useShopTheLook>[0];
  send: (event: ShopTheLookEvent) => void;
};

/**
 * Renders nothing: runs core-catalogue's shop-the-look machine (xstate) and hands its state
 * and `send` to the page. Its own chunk, mounted when the shopper first adds the look, so
 * xstate is not in the page's first-load JS; the look itself is rendered by the page and
 * stays mounted (and focused) while this loads.
 */
export default function ShopTheLookFlow({
  site,
  firstEvent,
  onChange,
}: {
  site: string;
  /** The event that mounted the flow (the first "add the look"), sent once. */
  firstEvent: ShopTheLookEvent;
  onChange: (flow: ShopTheLookFlowApi) => void;
}) {
  const [state, send] = useShopTheLook(site);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    send(firstEvent);
  }, [send, firstEvent]);
  useEffect(() => onChange({ state, send }), [state, send, onChange]);
  return null;
}
