import { useData } from 'vike-react/useData';
import { Modules } from '../../src/components/Modules.js';
import type { Data } from './+data.js';

export default function Page() {
  const data = useData<Data>();
  const hasHero = data.modules[0]?.kind === 'hero';
  return (
    <>
      {!hasHero && <h1 className="sf-container sf-h1">{data.title}</h1>}
      <Modules modules={data.modules} />
    </>
  );
}
