import { Suspense, type ComponentType } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { BlogList } from './BlogList.js';
import { BlogPostContent } from './BlogPostContent.js';
import type { ContentProps } from './content-props.js';
import { HelpContent } from './HelpContent.js';
import { LiveShoppingContent } from './LiveShoppingContent.js';
import { PolicyContent } from './PolicyContent.js';
import { TextContent } from './TextContent.js';
import { SiteBreadcrumbs } from '../../../shell/components/site-breadcrumbs.js';
import type { ContentData } from '../content-view.js';
import { later } from '../../../shell/components/later.js';

// The engravings' preview and its form, only on that page: server-rendered, hydrated from
// their own chunk (src/shell/components/later.ts), so the other kinds do not load them.
const engravings = import.meta.env.SSR ? await import('./EngravingsContent.js') : null;
const EngravingsContent = later(engravings?.EngravingsContent ?? null, () =>
  import('./EngravingsContent.js').then((m) => m.EngravingsContent),
);

/** Each content kind's own body; glossary, materials and the rest are text and links. */
const BODY: Record<string, ComponentType<ContentProps>> = {
  policies: PolicyContent,
  help: HelpContent,
  blog: BlogList,
  blogPost: BlogPostContent,
  engravings: EngravingsContent,
  liveShopping: LiveShoppingContent,
};

/** Glossary, materials, policies, help, blog and the other text pages. */
export function ContentPage() {
  const data = useData<ContentData>();
  const { shell } = usePageContext();
  const Body = BODY[data.kind] ?? TextContent;
  return (
    <div className="sf-container" data-content={data.kind}>
      <SiteBreadcrumbs items={data.breadcrumbs} />
      <h1 className="sf-h1">{data.title}</h1>
      <Suspense fallback={null}>
        <Body data={data} labels={shell?.labels ?? {}} />
      </Suspense>
    </div>
  );
}
