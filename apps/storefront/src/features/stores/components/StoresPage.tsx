import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { StoreDetail } from './StoreDetail.js';
import { StoreFinderPage } from './StoreFinderPage.js';
import { SiteBreadcrumbs } from '../../../shell/components/site-breadcrumbs.js';
import './stores.css';
import type { StoresData } from '../stores-view.js';

/** /{lang}/stores/ (the finder) and /{lang}/stores/{id}-{slug} (one store). */
export function StoresPage() {
  const data = useData<StoresData>();
  const { shell } = usePageContext();
  const labels = shell?.labels ?? {};
  const site = shell?.site ?? '';
  return (
    <div className="sf-container" data-content="stores">
      <SiteBreadcrumbs items={data.breadcrumbs} />
      <h1 className="sf-h1">{data.title}</h1>
      {data.kind === 'finder' ? (
        <StoreFinderPage data={data} site={site} labels={labels} />
      ) : (
        <StoreDetail store={data.store} labels={labels} />
      )}
    </div>
  );
}
