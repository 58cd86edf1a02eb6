import { Fragment, Suspense, type CSSProperties } from 'react';
import type { AnchorLink } from '../anchor-menu.js';
import type { ModuleView } from '../module-view-types.js';
import { later } from '../../../shell/components/later.js';
import { AnchorMenu } from './modules/AnchorMenu.js';
import { Heading } from './modules/Heading.js';
import { Hero } from './modules/Hero.js';

// The page's first screen is its first module, a hero or a heading on home and landings:
// those two are drawn from the page's own chunk. Every other module (sliders, grids, tabs,
// looks...) is server-rendered like them and hydrated from a chunk of its own after them
// (src/shell/components/later.ts), so their code is not in the JS the page loads first.
const bodies = import.meta.env.SSR ? await import('./module-body.js') : null;
const LaterModuleBody = later(bodies?.ModuleBody ?? null, () =>
  import('./module-body.js').then((m) => m.ModuleBody),
);

function deviceClass(device: ModuleView['device']): string {
  return device === 'mobile' ? ' only-mobile' : device === 'desktop' ? ' only-desktop' : '';
}

/** A first hero or heading at once; the rest from the later chunk. */
function ModuleBody({ module, first }: { module: ModuleView; first: boolean }) {
  if (module.kind === 'hero') return <Hero module={module} first={first} />;
  if (module.kind === 'heading') return <Heading module={module} first={first} />;
  return (
    <Suspense fallback={null}>
      <LaterModuleBody module={module} first={first} />
    </Suspense>
  );
}

/**
 * Home and landing content, in order; device-only modules are hidden with CSS. The loyalty
 * landing's anchor menu follows the first module (its heading).
 */
export function Modules({
  modules,
  anchors = [],
}: {
  modules: ModuleView[];
  anchors?: readonly AnchorLink[];
}) {
  return (
    <>
      {modules.map((module, index) => (
        <Fragment key={module.key}>
          <div
            className={`sf-module${deviceClass(module.device)}`}
            style={
              {
                '--m-mobile': `${module.margins.mobile}px`,
                '--m-desktop': `${module.margins.desktop}px`,
              } as CSSProperties
            }
            data-module={module.kind}
          >
            <ModuleBody module={module} first={index === 0} />
          </div>
          {index === 0 && anchors.length > 0 && <AnchorMenu anchors={anchors} />}
        </Fragment>
      ))}
      {modules.length === 0 && anchors.length > 0 && <AnchorMenu anchors={anchors} />}
    </>
  );
}
