import { OfflinePage } from '@atelier/ui';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { fillLabel } from '../../src/shell/browser/labels.js';
import type { Data } from './+data.js';

/** The offline fallback of a vertical; retrying reloads the page the shopper wanted. */
export default function Page() {
  const data = useData<Data>();
  const { shell } = usePageContext();
  return (
    <OfflinePage
      as="div"
      brandName={data.brand}
      title={data.title}
      text={data.text}
      {...(data.social ? { socialLink: data.social } : {})}
      retryLabel={fillLabel(shell?.labels ?? {}, 'tryAgain')}
      onRetry={() => window.location.reload()}
    />
  );
}
