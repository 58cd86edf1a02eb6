// The virtual jewellery box, 20 a page until the total (docs/product/loyalty.md §6), with the
// products' data merged in. core-loyalty says when the box is complete; this hook only asks and
// keeps.
import {
  isLastJewelleryBoxPage,
  JEWELLERY_BOX_PAGE_SIZE,
  type JewelleryBoxEntry,
} from '@atelier/core-loyalty';
import { useCallback, useEffect, useRef, useState } from 'react';
import { boxItems, type BoxItem, type ProductSummary } from './loyalty-area.js';

export interface BoxPorts {
  getPage(page: number, pageSize: number): Promise<{ entries: JewelleryBoxEntry[]; total: number }>;
  getProducts(ids: readonly string[]): Promise<ProductSummary[]>;
}

export interface JewelleryBoxList {
  items: BoxItem[];
  /** Entries the CRM has answered so far (some may lack a product and not show). */
  loaded: number;
  total: number | null;
  status: 'loading' | 'ready' | 'complete' | 'failure';
  loadMore: () => void;
}

export function useJewelleryBox(ports: BoxPorts): JewelleryBoxList {
  const [items, setItems] = useState<BoxItem[]>([]);
  const [loaded, setLoaded] = useState(0);
  const [total, setTotal] = useState<number | null>(null);
  const [status, setStatus] = useState<JewelleryBoxList['status']>('loading');
  const next = useRef({ page: 0, loaded: 0, busy: false });
  const live = useRef(true);

  const load = useCallback(async () => {
    if (next.current.busy) return;
    next.current.busy = true;
    setStatus('loading');
    try {
      const page = await ports.getPage(next.current.page, JEWELLERY_BOX_PAGE_SIZE);
      const ids = [...new Set(page.entries.map((entry) => entry.productId))];
      const products = ids.length ? await ports.getProducts(ids) : [];
      if (!live.current) return;
      const last = isLastJewelleryBoxPage(next.current.loaded, page);
      next.current = {
        page: next.current.page + 1,
        loaded: next.current.loaded + page.entries.length,
        busy: false,
      };
      setItems((before) => [...before, ...boxItems(page.entries, products)]);
      setLoaded(next.current.loaded);
      setTotal(page.total);
      setStatus(last ? 'complete' : 'ready');
    } catch {
      next.current.busy = false;
      // The box is logged only, no modal (docs/product/loyalty.md §6): the section says it could
      // not load.
      if (live.current) setStatus('failure');
    }
  }, [ports]);

  useEffect(() => {
    live.current = true;
    void load();
    return () => {
      live.current = false;
    };
  }, [load]);

  return { items, loaded, total, status, loadMore: () => void load() };
}
