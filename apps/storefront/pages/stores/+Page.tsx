import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { StoreDetail } from '../../src/features/stores/components/StoreDetail.js';
import { StoreFinderPage } from '../../src/features/stores/components/StoreFinderPage.js';
import { SiteBreadcrumbs } from '../../src/shell/components/site-breadcrumbs.js';
import '../../src/features/stores/components/stores.css';
import type { Data } from './+data.js';

/** /{lang}/stores/ (the finder) and /{lang}/stores/{id}-{slug} (one store). */
export default function Page() {
  const data = useData<Data>();
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
