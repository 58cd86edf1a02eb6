import { HeadingBanner } from '@atelier/ui';
import type { ModuleOf } from '../../module-view-types.js';

/** A landing's heading block: the page's h1 when it opens the page. */
export function Heading({ module, first }: { module: ModuleOf<'heading'>; first: boolean }) {
  return (
    <div className="sf-container">
      <HeadingBanner
        title={module.title}
        level={first ? 1 : 2}
        {...(module.image ? { backgroundImage: module.image } : {})}
      />
    </div>
  );
}
