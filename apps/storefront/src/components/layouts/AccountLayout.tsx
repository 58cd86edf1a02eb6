import type { ReactNode } from 'react';
import { fillLabel } from '../../client/labels.js';
import type { ShellView } from '../../data/view-types.js';
import { DefaultLayout } from './DefaultLayout.js';
import './layouts.css';

/** The account sections of spec 3 and the label of each in the side menu. */
const SECTIONS = [
  ['youraccount', 'accountDetails'],
  ['orders', 'accountOrders'],
  ['returns', 'accountReturns'],
  ['loyalty', 'accountLoyalty'],
  ['myinterests', 'accountInterests'],
] as const;

/** My-account: the default frame plus the side menu beside the content on non-mobile screens. */
export function AccountLayout({
  shell,
  section,
  children,
}: {
  shell: ShellView;
  section: string | undefined;
  children: ReactNode;
}) {
  const current = section || 'youraccount';
  return (
    <DefaultLayout shell={shell} route="myAccount" transparentHeader={false}>
      <div className="sf-account-layout" data-testid="account-layout">
        <nav className="sf-account-menu" aria-label={fillLabel(shell.labels, 'accountMenu')}>
          <ul>
            {SECTIONS.map(([id, label]) => (
              <li key={id}>
                <a
                  href={`/${shell.site}/my-account/${id}/`}
                  aria-current={id === current ? 'page' : undefined}
                >
                  {fillLabel(shell.labels, label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="sf-account-body">{children}</div>
      </div>
    </DefaultLayout>
  );
}
