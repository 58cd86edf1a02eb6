import { Tabs } from '@atelier/ui';
import type { ModuleOf } from '../../module-view-types.js';
import { CardGrid } from '../../../catalogue/index.js';
import { useModuleLabels } from './module-labels.js';

/** ProductsGridsByCategories: one tab per category, its products and a link to it. */
export function CategoryTabs({ module }: { module: ModuleOf<'tabs'> }) {
  const { text } = useModuleLabels();
  const seeAll = text('seeAll', 'See all');
  return (
    <div className="sf-container">
      <Tabs
        label={text('categoryTabs', 'Categories')}
        items={module.tabs.map((tab) => ({
          id: tab.id,
          label: tab.title,
          content: (
            <>
              <CardGrid cards={tab.cards} label={tab.title} />
              <p className="sf-module-more">
                <a className="sf-button secondary" href={tab.href}>
                  {seeAll}: {tab.title}
                </a>
              </p>
            </>
          ),
        }))}
      />
    </div>
  );
}
