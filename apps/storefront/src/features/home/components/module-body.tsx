// Every module kind's component. Loaded by the browser in a chunk of its own: only a first
// hero or heading is drawn by Modules.tsx itself (src/shell/components/later.ts).
import type { ModuleView } from '../module-view-types.js';
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

/** Each module kind through its own component; `first` says who holds the page's h1. */
export function ModuleBody({ module, first }: { module: ModuleView; first: boolean }) {
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
