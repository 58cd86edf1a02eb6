import { Fragment, type CSSProperties } from 'react';
import type { AnchorLink } from '../anchor-menu.js';
import type { ModuleView } from '../module-view-types.js';
import { AnchorMenu } from './modules/AnchorMenu.js';
import { Banner } from './modules/Banner.js';
import { CategoryTabs } from './modules/CategoryTabs.js';
import { Four } from './modules/Four.js';
import { Heading } from './modules/Heading.js';
import { Hero } from './modules/Hero.js';
import { ImageGrid } from './modules/ImageGrid.js';
import { LookModule } from './modules/LookModule.js';
import { Looks } from './modules/Looks.js';
import { Media } from './modules/Media.js';
import { Menu } from './modules/Menu.js';
import { Novelties } from './modules/Novelties.js';
import { Products } from './modules/Products.js';
import { SectionModule } from './modules/SectionModule.js';
import { Text } from './modules/Text.js';
import { TileSlider } from './modules/TileSlider.js';
import { ToussisModule } from './modules/ToussisModule.js';

function deviceClass(device: ModuleView['device']): string {
  return device === 'mobile' ? ' only-mobile' : device === 'desktop' ? ' only-desktop' : '';
}

/** Each module kind through its own component; `first` says who holds the page's h1. */
function ModuleBody({ module, first }: { module: ModuleView; first: boolean }) {
  switch (module.kind) {
    case 'hero':
      return <Hero module={module} first={first} />;
    case 'heading':
      return <Heading module={module} first={first} />;
    case 'grid-slider':
      return <TileSlider module={module} />;
    case 'novelties':
      return <Novelties module={module} />;
    case 'four':
      return <Four module={module} />;
    case 'image-grid':
      return <ImageGrid module={module} />;
    case 'products':
      return <Products module={module} />;
    case 'tabs':
      return <CategoryTabs module={module} />;
    case 'looks':
      return <Looks module={module} />;
    case 'look':
      return <LookModule module={module} />;
    case 'media':
      return <Media module={module} />;
    case 'text':
      return <Text module={module} />;
    case 'section':
      return <SectionModule module={module} />;
    case 'toussis':
      return <ToussisModule module={module} />;
    case 'banner':
      return (
        <div className="sf-container">
          <Banner module={module} />
        </div>
      );
    case 'menu':
      return <Menu module={module} />;
  }
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
