import type { ComponentType } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { BlogList } from '../../src/components/content/BlogList.js';
import { BlogPostContent } from '../../src/components/content/BlogPostContent.js';
import type { ContentProps } from '../../src/components/content/content-props.js';
import { EngravingsContent } from '../../src/components/content/EngravingsContent.js';
import { HelpContent } from '../../src/components/content/HelpContent.js';
import { LiveShoppingContent } from '../../src/components/content/LiveShoppingContent.js';
import { PolicyContent } from '../../src/components/content/PolicyContent.js';
import { TextContent } from '../../src/components/content/TextContent.js';
import { SiteBreadcrumbs } from '../../src/components/site-breadcrumbs.js';
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
