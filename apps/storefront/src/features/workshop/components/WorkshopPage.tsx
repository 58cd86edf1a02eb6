import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { SiteBreadcrumbs } from '../../../shell/components/site-breadcrumbs.js';
import { WorkshopPrices } from './WorkshopPrices.js';
import type { WorkshopData } from '../workshop-view.js';

/** /{lang}/workshop/: the workshop (after-sales) price tables. */
export function WorkshopPage() {
  const data = useData<WorkshopData>();
  const { shell } = usePageContext();
  return (
    <div className="sf-container" data-content="workshop">
      <SiteBreadcrumbs items={data.breadcrumbs} />
      <h1 className="sf-h1">{data.title}</h1>
      <WorkshopPrices data={data} labels={shell?.labels ?? {}} />
    </div>
  );
}
