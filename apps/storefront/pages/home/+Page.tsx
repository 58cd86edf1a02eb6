import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { Modules } from '../../src/components/Modules.js';
import { tagLabels } from '../../src/components/tag-labels.js';
import type { Data } from './+data.js';

export default function Page() {
  const data = useData<Data>();
  const { shell } = usePageContext();
  const hasHero = data.modules[0]?.kind === 'hero';
  return (
    <>
      {!hasHero && <h1 className="sf-container sf-h1">{data.title}</h1>}
      <Modules modules={data.modules} tagLabels={tagLabels(shell?.labels ?? {})} />
    </>
  );
}
