import { Pagination } from '@atelier/ui';
import { lazy, Suspense } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { pageLink, siteInfo } from '@atelier/core-catalogue';
import ContactForm from '../../src/components/content/ContactForm.js';
import { labelText } from '../../src/components/label-text.js';
import { SiteBreadcrumbs } from '../../src/components/site-breadcrumbs.js';
import type { Data } from './+data.js';

const HelpSizeGuide = lazy(() => import('../../src/components/content/HelpSizeGuide.js'));

/** Glossary, materials, policies, help, blog, stores and the other text pages. */
export default function Page() {
  const data = useData<Data>();
  const { urlPathname, shell } = usePageContext();
  const labels = shell?.labels ?? {};
  const aside = data.kind === 'policies' || data.kind === 'help';
  return (
    <div className="sf-container" data-content={data.kind}>
      <SiteBreadcrumbs items={data.breadcrumbs} />
      <h1 className="sf-h1">{data.title}</h1>
      <div className={`sf-content${aside ? ' with-aside' : ''}`}>
        {aside && (
          <aside>
            <ul>
              {data.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={
                      link.href === urlPathname || link.href.endsWith(`/${data.activeId}`)
                        ? 'page'
                        : undefined
                    }
                  >
                    {link.text}
                  </a>
                </li>
              ))}
            </ul>
          </aside>
        )}
        <div className="sf-prose">
          {data.intro && <p className="sf-muted">{data.intro}</p>}
          {data.kind === 'help' ? (
            <div className="sf-faq">
              {data.sections.map((section) => (
                <details key={section.id} open={section.id === data.activeId}>
                  <summary>{section.title}</summary>
                  {section.entry === 'sizesGuide' && data.sizeGuide.length > 0 ? (
                    <Suspense fallback={null}>
                      <HelpSizeGuide
                        tables={data.sizeGuide}
                        label={section.title ?? labelText(labels, 'sizeGuide', 'Size guide')}
                      />
                    </Suspense>
                  ) : section.entry === 'contactForm' && shell ? (
                    <ContactForm
                      site={shell.site}
                      country={siteInfo(shell.site).countryCode}
                      labels={labels}
                    />
                  ) : (
                    <div dangerouslySetInnerHTML={{ __html: section.html }} />
                  )}
                </details>
              ))}
            </div>
          ) : (
            data.sections.map((section) => (
              <section key={section.id}>
                {section.title && <h2>{section.title}</h2>}
                <div dangerouslySetInnerHTML={{ __html: section.html }} />
              </section>
            ))
          )}
          {!aside && data.links.length > 0 && (
            <ul className="sf-link-list">
              {data.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.text}</a>
                </li>
              ))}
            </ul>
          )}
          {data.pagination && (
            <Pagination
              page={data.pagination.page}
              totalPages={data.pagination.pageCount}
              hrefFor={(n) => pageLink(data.pagination?.path ?? '', n)}
              label={labelText(labels, 'pagination', 'Pages')}
              previousLabel={labelText(labels, 'previousPage', 'Previous page')}
              nextLabel={labelText(labels, 'nextPage', 'Next page')}
              pageLabel={(n) => labelText(labels, 'pageNumber', 'Page {n}', { n })}
            />
          )}
        </div>
      </div>
    </div>
  );
}
