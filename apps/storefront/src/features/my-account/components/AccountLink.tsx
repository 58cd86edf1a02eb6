import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isPlainLeftClick } from '../../../shell/browser/plain-click.js';

/**
 * A link inside the my-account page: react-router moves it, so Vike's link interception (a
 * document listener) must not see the click (as the checkout's step bar, ADR 0019).
 */
export function AccountLink({
  to,
  children,
  current,
  className,
}: {
  to: string;
  children: ReactNode;
  current?: boolean;
  className?: string;
}) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    event.stopPropagation();
    void navigate(to);
  };
  return (
    <a
      href={to}
      onClick={onClick}
      aria-current={current ? 'page' : undefined}
      className={className}
    >
      {children}
    </a>
  );
}
