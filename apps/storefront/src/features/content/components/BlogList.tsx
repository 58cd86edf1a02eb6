import { Pagination } from '@atelier/ui';
import { pageLink } from '@atelier/core-catalogue';
import { usePageContext } from 'vike-react/usePageContext';
import { labelText, numbersInLocale } from '../../../shell/label-text.js';
import type { ContentProps } from './content-props.js';

/** The blog and its categories: posts with their dates, paged with real ?page= links. */
export function BlogList({ data, labels }: ContentProps) {
  const locale = usePageContext().shell?.locale ?? 'en';
  const pagination = data.pagination;
  return (
    <div className="sf-prose">
      <ul className="sf-link-list sf-post-list">
        {data.links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>
              <span className="sf-post-title">{link.text}</span>
              {link.date && (
                <time className="sf-muted" dateTime={link.date.iso}>
                  {link.date.text}
                </time>
              )}
            </a>
          </li>
        ))}
      </ul>
      {pagination && (
        <Pagination
          page={pagination.page}
          totalPages={pagination.pageCount}
          hrefFor={(n) => pageLink(pagination.path, n)}
          label={labelText(labels, 'pagination', 'Pages')}
          previousLabel={labelText(labels, 'previousPage', 'Previous page')}
          nextLabel={labelText(labels, 'nextPage', 'Next page')}
          pageLabel={(n) =>
            labelText(labels, 'pageNumber', 'Page {n}', numbersInLocale({ n }, locale))
          }
        />
      )}
    </div>
  );
}
