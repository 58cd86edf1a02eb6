import { CheckoutStepBar } from '@atelier/ui';
import type { ReactNode } from 'react';
import { fillLabel } from '../../client/labels.js';
import type { ShellView } from '../../data/view-types.js';
import {
  CHECKOUT_STEPS,
  checkoutStepOf,
  showsAmlNotice,
  type CheckoutStepId,
} from '../../routing/layout-for.js';
import { CookieNotice } from '../CookieNotice.js';
import './layouts.css';

const STEP_LABEL: Record<CheckoutStepId, string> = {
  register: 'stepRegister',
  shipping: 'stepShipping',
  billing: 'stepBilling',
  payment: 'stepPayment',
  confirmation: 'stepConfirmation',
};

/**
 * The checkout frame: a quiet header with the logo and the payment steps, the step's content
 * with the order summary column beside it, and the anti-money-laundering notice on the register
 * and payment steps (desktop). No menus, footer or popups to lead the shopper away.
 */
export function CheckoutLayout({
  shell,
  route,
  children,
}: {
  shell: ShellView;
  route: string | undefined;
  children: ReactNode;
}) {
  const step = checkoutStepOf(route);
  const label = (key: string) => fillLabel(shell.labels, key);
  return (
    <div className="sf-checkout-layout" data-testid="checkout-layout">
      <header className="sf-checkout-header">
        <a className="sf-checkout-logo" href={`/${shell.site}/`}>
          {shell.brand}
        </a>
        {step && (
          <CheckoutStepBar
            steps={CHECKOUT_STEPS.map((id) => ({
              id,
              label: label(STEP_LABEL[id]),
              href: `/${shell.site}/checkout/${id}/`,
            }))}
            currentId={step}
            label={label('checkoutSteps')}
            completedLabel={label('stepCompleted')}
          />
        )}
      </header>
      <div className="sf-checkout-columns">
        <main id="main" className="sf-checkout-main" tabIndex={-1}>
          {showsAmlNotice(step) && (
            <aside className="sf-aml-notice" data-testid="aml-notice">
              {label('amlNotice')}
            </aside>
          )}
          {children}
        </main>
        <aside
          className="sf-order-summary"
          aria-labelledby="order-summary-title"
          data-testid="order-summary"
        >
          <h2 id="order-summary-title">{label('orderSummary')}</h2>
        </aside>
      </div>
      <CookieNotice
        shell={shell}
        hidden={shell.platform === 'APP' || shell.kiosk || shell.corporate}
      />
    </div>
  );
}
