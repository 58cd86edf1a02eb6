import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { isPlainLeftClick } from '../../browser/plain-click.js';

// The modal, its fetch and zod load on the first click: in no page's first-load JS.
const PolicyModal = lazy(() => import('./PolicyModal.js'));

/**
 * A link to a policy that opens it in a modal over the current page (docs/product/content.md §7.1:
 * policies are also shown as a modal), so a half-filled form is not lost. It stays a real link:
 * without JavaScript, or with a modifier (new tab, new window), it goes to the policy's page.
 */
export function PolicyLink({
  site,
  slug,
  labels,
  children,
}: {
  site: string;
  slug: string;
  labels: Record<string, string>;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const wasOpen = useRef(false);
  // Back to the link once the modal is gone. react-aria restores focus to what had it when
  // the modal opened, which is the page itself where a click does not focus links (Safari)
  // or the modal loaded late; done after the modal's unmount, so its focus trap has let go.
  useEffect(() => {
    if (wasOpen.current && !open) link.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a
        ref={link}
        href={`/${site}/policies/${slug}`}
        onClick={onClick}
        // Vike's router follows every plain link click, even a prevented one: opt out.
        data-vike="false"
        data-testid="policy-link"
      >
        {children}
      </a>
      {open && (
        <Suspense fallback={null}>
          <PolicyModal site={site} slug={slug} labels={labels} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
