import type { BreadcrumbView } from '../data/view-types.js';

export function Breadcrumbs({ items, label }: { items: BreadcrumbView[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <nav className="sf-breadcrumbs" aria-label={label}>
      <ol>
        {items.map((item, index) => (
          <li key={`${item.text}-${index}`}>
            {item.href && index < items.length - 1 ? (
              <a href={item.href}>{item.text}</a>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>
                {item.text}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
