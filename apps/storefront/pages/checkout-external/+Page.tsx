import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { CrossBorderCheckout } from '../../src/features/cross-border/components/CrossBorderCheckout.js';
import type { Data } from './+data.js';
import '../../src/features/cross-border/components/cross-border.css';

/** /{lang}/checkout on cross-border sites: the provider's checkout, or the way back to the bag. */
export default function Page() {
  const { shell } = usePageContext();
  const data = useData<Data>();
  if (!shell) return null;
  return (
    <CrossBorderCheckout
      data={data}
      labels={shell.labels}
      site={shell.site}
      locale={shell.locale}
    />
  );
}
