import { CheckoutStepBar } from '@atelier/ui';
import type { MouseEvent, ReactNode } from 'react';
import { fillLabel } from '../../../shell/browser/labels.js';
import type { ShellView } from '../../../shell/view-types.js';
import { showsAmlNotice } from '../../../shell/routing/layout-for.js';
import type { CheckoutStepName } from './checkout-context.js';
import styles from './checkout.module.css';

const STEP_LABEL: Record<CheckoutStepName, string> = {
  register: 'stepRegister',
  shipping: 'stepShipping',
  billing: 'stepBilling',
  payment: 'stepPayment',
  confirmation: 'stepConfirmation',
};

export interface CheckoutFrameProps {
  shell: ShellView;
  /** The step shown; null while the checkout works out where the shopper goes. */
  step: CheckoutStepName | null;
  /** The bar's steps (core-checkout's checkoutSteps without confirmation). */
  barSteps: readonly CheckoutStepName[];
  /** Steps the shopper may go back to from the bar. */
  reachable: readonly CheckoutStepName[];
  /** A click on a done step: the page moves (no Vike navigation, the checkout is one page). */
  onStepLink?: (step: CheckoutStepName) => void;
  summary: ReactNode;
  children: ReactNode;
}

/**
 * The checkout frame (docs/product/checkout.md §1.2): a quiet header with the logo and the step bar
 * (1 shipping, 2 billing or payment, 3 payment; hidden on confirmation), the step beside the
 * order summary column, and the anti-money-laundering notice on register and payment
 * (desktop). No menus or footer to lead the shopper away.
 */
export function CheckoutFrame({
  shell,
  step,
  barSteps,
  reachable,
  onStepLink,
  summary,
  children,
}: CheckoutFrameProps) {
  const label = (key: string) => fillLabel(shell.labels, key);
  // The bar's links are plain anchors: the checkout page moves itself, so Vike's link
  // interception (a document listener) must not see the click.
  const onBarClick = (event: MouseEvent) => {
    const anchor = (event.target as Element).closest('a');
    const target = anchor?.closest('[data-step]')?.getAttribute('data-step') as
      CheckoutStepName | undefined;
    if (!anchor || !target || !onStepLink) return;
    event.preventDefault();
    event.stopPropagation();
    onStepLink(target);
  };
  const showBar = step !== null && step !== 'confirmation';
  // The notice is optional (docs/product/checkout.md §1.3): a site has it when its content has the
  // text.
  const amlNotice = shell.labels['amlNotice']?.trim() ?? '';
  return (
    <>
      <header className="sf-checkout-header">
        <a className="sf-checkout-logo" href={`/${shell.site}/`}>
          {shell.brand}
        </a>
        {showBar && (
          <div className={styles.bar} onClickCapture={onBarClick}>
            <CheckoutStepBar
              steps={barSteps.map((id) => ({
                id,
                label: label(STEP_LABEL[id]),
                ...(reachable.includes(id) ? { href: `/${shell.site}/checkout/${id}/` } : {}),
              }))}
              currentId={step}
              label={label('checkoutSteps')}
              completedLabel={label('stepCompleted')}
            />
          </div>
        )}
      </header>
      <div className="sf-checkout-columns">
        <main id="main" className="sf-checkout-main" tabIndex={-1}>
          {showsAmlNotice(step) && amlNotice && (
            <aside className="sf-aml-notice" data-testid="aml-notice">
              {amlNotice}
            </aside>
          )}
          {children}
        </main>
        <aside className="sf-order-summary" data-testid="order-summary">
          {summary}
        </aside>
      </div>
    </>
  );
}
