import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { SiteBreadcrumbs } from '../../src/shell/components/site-breadcrumbs.js';
import { WorkshopPrices } from '../../src/features/workshop/components/WorkshopPrices.js';
import type { Data } from './+data.js';

/** /{lang}/workshop/: the workshop (after-sales) price tables. */
export default function Page() {
  const data = useData<Data>();
  const { shell } = usePageContext();
  return (
    <div className="sf-container" data-content="workshop">
      <SiteBreadcrumbs items={data.breadcrumbs} />
      <h1 className="sf-h1">{data.title}</h1>
      <WorkshopPrices data={data} labels={shell?.labels ?? {}} />
    </div>
  );
}
