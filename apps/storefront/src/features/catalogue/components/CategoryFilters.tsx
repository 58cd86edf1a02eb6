import { Filters } from '@atelier/ui';
import { X } from 'lucide-react';
import type { FacetView } from '../catalogue-view.js';
import { labelFor } from './facet-labels.js';
import { labelText } from '../../../shell/label-text.js';
import styles from './category.module.css';

/**
 * The listing's filters through ui Filters. Every change goes to the SEO filter path the
 * server built for that option (`/c/{id}/material-oro`, docs/product/catalogue.md §3.4), so
 * filtered pages are real URLs.
 */
export function CategoryFilters({
  facets,
  labels,
  clearHref,
  onNavigate,
}: {
  facets: readonly FacetView[];
  labels: Record<string, string>;
  /** The category without filters (same order). */
  clearHref: string;
  onNavigate: (href: string) => void;
}) {
  const selected = Object.fromEntries(
    facets.map((facet) => [facet.group, facet.options.filter((o) => o.active).map((o) => o.slug)]),
  );
  const active = facets.flatMap((facet) =>
    facet.options.filter((o) => o.active).map((o) => ({ ...o, group: facet.group })),
  );
  return (
    <div className={styles.filters} data-testid="filters">
      <Filters
        groups={facets.map((facet) => ({
          id: facet.group,
          label: labelFor(labels, facet.group),
          options: facet.options.map((o) => ({ id: o.slug, label: o.label, count: o.count })),
        }))}
        selected={selected}
        onChange={(group, ids) => {
          const facet = facets.find((f) => f.group === group);
          const before = new Set(selected[group] ?? []);
          // One checkbox changes at a time: the toggled option is the one whose state differs.
          const toggled = facet?.options.find((o) => before.has(o.slug) !== ids.includes(o.slug));
          if (toggled) onNavigate(toggled.href);
        }}
        {...(active.length > 0
          ? {
              onClear: () => onNavigate(clearHref),
              clearLabel: labelText(labels, 'clearFilters', 'Clear all'),
            }
          : {})}
      />
      {active.length > 0 && (
        <ul className={styles.chips}>
          {active.map((option) => (
            <li key={`${option.group}-${option.slug}`}>
              <a
                className={styles.chip}
                href={option.href}
                rel="nofollow"
                aria-label={`${labelText(labels, 'removeFilter', 'Remove filter')}: ${option.label}`}
              >
                {option.label}
                <X size={14} aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
