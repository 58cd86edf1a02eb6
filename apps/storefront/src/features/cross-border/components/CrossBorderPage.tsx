import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { CrossBorderCheckout } from './CrossBorderCheckout.js';
import type { CrossBorderCheckoutData } from '../cross-border-view.js';
import './cross-border.css';

/** /{lang}/checkout on cross-border sites: the provider's checkout, or the way back to the bag. */
export function CrossBorderPage() {
  const { shell } = usePageContext();
  const data = useData<CrossBorderCheckoutData>();
  if (!shell) return null;
  return <CrossBorderCheckout data={data} labels={shell.labels} site={shell.site} />;
}
