import { OfflinePage } from '@atelier/ui';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { fillLabel } from '../browser/labels.js';
import type { OfflineData } from '../page-views.js';

/** The offline fallback of a vertical; retrying reloads the page the shopper wanted. */
export function OfflineFallbackPage() {
  const data = useData<OfflineData>();
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
