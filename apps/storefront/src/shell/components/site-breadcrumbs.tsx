import { Breadcrumbs } from '@atelier/ui';
import { usePageContext } from 'vike-react/usePageContext';
import type { BreadcrumbView } from '../view-types.js';
import { labelText } from '../label-text.js';

/** The page's trail (built by its data loader) through ui Breadcrumbs. */
export function SiteBreadcrumbs({ items }: { items: readonly BreadcrumbView[] }) {
  const { shell } = usePageContext();
  if (items.length === 0) return null;
  return (
    <Breadcrumbs
      label={labelText(shell?.labels ?? {}, 'breadcrumb', 'Breadcrumb')}
      items={items.map((item, index) => ({
        id: String(index),
        label: item.text,
        ...(item.href ? { href: item.href } : {}),
      }))}
    />
  );
}
