import { DiscountBanner, HighlightedBanner, SmallBanner } from '@atelier/ui';
import { usePageContext } from 'vike-react/usePageContext';
import type { ModuleOf } from '../../module-view-types.js';
import { labelText } from '../../../../shell/label-text.js';

/** A content banner through the ui banner of its kind; a banner without an image is a strip. */
export function Banner({ module }: { module: ModuleOf<'banner'> }) {
  const { shell } = usePageContext();
  const link = module.href ? { label: module.cta || module.title, href: module.href } : null;
  if (module.variant === 'highlighted' && module.image) {
    return (
      <HighlightedBanner
        image={module.image}
        title={module.title}
        {...(link ? { cta: link } : {})}
      />
    );
  }
  if (module.variant === 'small' && module.image && module.href) {
    return <SmallBanner image={module.image} title={module.title} href={module.href} />;
  }
  return (
    <DiscountBanner
      title={module.title}
      codeLabel={labelText(shell?.labels ?? {}, 'discountCode', 'Code')}
      {...(module.code ? { code: module.code } : {})}
      {...(link ? { link } : {})}
    />
  );
}
