import { useData } from 'vike-react/useData';
import { Modules } from '../../src/features/home/components/Modules.js';
import { opensWithTitle } from '../../src/features/home/page-title.js';
import type { Data } from './+data.js';

export default function Page() {
  const data = useData<Data>();
  return (
    <>
      {/* One h1 a page: the opening hero or heading banner's title, else the page's own. */}
      {!opensWithTitle(data.modules) && <h1 className="sf-container sf-h1">{data.title}</h1>}
      <Modules modules={data.modules} anchors={data.anchors} />
    </>
  );
}
