import type { ComponentType } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { BlogList } from '../../src/features/content/components/BlogList.js';
import { BlogPostContent } from '../../src/features/content/components/BlogPostContent.js';
import type { ContentProps } from '../../src/features/content/components/content-props.js';
import { EngravingsContent } from '../../src/features/content/components/EngravingsContent.js';
import { HelpContent } from '../../src/features/content/components/HelpContent.js';
import { LiveShoppingContent } from '../../src/features/content/components/LiveShoppingContent.js';
import { PolicyContent } from '../../src/features/content/components/PolicyContent.js';
import { TextContent } from '../../src/features/content/components/TextContent.js';
import { SiteBreadcrumbs } from '../../src/shell/components/site-breadcrumbs.js';
import type { Data } from './+data.js';

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
export default function Page() {
  const data = useData<Data>();
  const { shell } = usePageContext();
  const Body = BODY[data.kind] ?? TextContent;
  return (
    <div className="sf-container" data-content={data.kind}>
      <SiteBreadcrumbs items={data.breadcrumbs} />
      <h1 className="sf-h1">{data.title}</h1>
      <Body data={data} labels={shell?.labels ?? {}} />
    </div>
  );
}
