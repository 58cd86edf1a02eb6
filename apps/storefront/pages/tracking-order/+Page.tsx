import { usePageContext } from 'vike-react/usePageContext';
import { TrackingOrderPage } from '../../src/features/tracking/components/TrackingOrderPage.js';
import '../../src/features/tracking/components/tracking.css';

/** /{lang}/tracking-order: order tracking without an account (docs/product/orders.md §5). */
export default function Page() {
  const { shell } = usePageContext();
  if (!shell) return null;
  return <TrackingOrderPage site={shell.site} locale={shell.locale} labels={shell.labels} />;
}
