import type { PageContext } from 'vike/types';

/** `<html lang>` from the site's locale (es-ES, ar-SA, he-IL, ja-JP...). */
export default function lang(pageContext: PageContext): string {
  return pageContext.shell?.locale ?? 'en';
}
