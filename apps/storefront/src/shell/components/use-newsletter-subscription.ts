import { useCallback, useState } from 'react';
import { subscribeToNewsletter } from '../browser/newsletter.js';
import type { ShellView } from '../view-types.js';

/**
 * docs/product/shell.md §5.1: the newsletter subscription result is undefined, then true or false,
 * and can be reset. `pending` covers the call in between so a second press does not post twice.
 */
export function useNewsletterSubscription(shell: Pick<ShellView, 'site' | 'vertical'>) {
  const [result, setResult] = useState<boolean | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const subscribe = useCallback(
    async (email: string, name?: string) => {
      setPending(true);
      setResult(undefined);
      const ok = await subscribeToNewsletter({
        site: shell.site,
        vertical: shell.vertical,
        email,
        ...(name ? { name } : {}),
      });
      setPending(false);
      setResult(ok);
    },
    [shell.site, shell.vertical],
  );
  const reset = useCallback(() => setResult(undefined), []);
  return { result, pending, subscribe, reset };
}
