import { useData } from 'vike-react/useData';
import { Modules } from './Modules.js';
import { opensWithTitle } from '../page-title.js';
import type { ModulePageData } from '../module-view-types.js';

export function ModulePage() {
  const data = useData<ModulePageData>();
  return (
    <>
      {/* One h1 a page: the opening hero or heading banner's title, else the page's own. */}
      {!opensWithTitle(data.modules) && <h1 className="sf-container sf-h1">{data.title}</h1>}
      <Modules modules={data.modules} anchors={data.anchors} />
    </>
  );
}
