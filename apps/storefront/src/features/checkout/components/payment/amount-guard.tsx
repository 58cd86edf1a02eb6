// The payment step's watch on the bag's total (docs/product/bag.md §2.6; issue 31, 2). Rather than
// lock the bag for the whole checkout (the shopper may keep shopping in another tab), the step
// notices a change: it re-reads the bag when the tab comes back into view and before each payment,
// and when the total moved (core-checkout's checkShownAmount) nothing is paid: the summary shows
// the new total and a notice says why. The next press pays the total the shopper has now seen.
import { checkShownAmount, type AmountCheck } from '@atelier/core-checkout';
import type { Money } from '@atelier/core-catalogue';
import { formatMoney } from '@atelier/ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useCheckout } from '../checkout-context.js';
import styles from './payment.module.css';
import { usePaymentLabels } from './payment-texts.js';

export interface AmountGuard {
  /** Re-reads the bag: the amount to pay, or null when it changed (the notice then shows). */
  confirm(): Promise<Money | null>;
  /** The back-end refused the amount (a change raced the payment): re-read and say so. */
  noticeChange(): Promise<void>;
}

const AmountGuardContext = createContext<AmountGuard | null>(null);

export function useAmountGuard(): AmountGuard {
  const guard = useContext(AmountGuardContext);
  if (guard === null) throw new Error('useAmountGuard needs an AmountGuardProvider');
  return guard;
}

export function AmountGuardProvider({ children }: { children: ReactNode }) {
  const { cart, refreshBag, site } = useCheckout();
  const labels = usePaymentLabels();
  // The total the shopper has been shown on this step: the step's first, then each new one.
  const shown = useRef<Money>({ value: cart.totals.total, currency: cart.totals.currency });
  const [notice, setNotice] = useState<Extract<AmountCheck, { kind: 'changed' }> | null>(null);

  const recheck = useCallback(async (): Promise<AmountCheck> => {
    const current = await refreshBag();
    const check = checkShownAmount(shown.current, current);
    shown.current = current;
    if (check.kind === 'changed') setNotice(check);
    return check;
  }, [refreshBag]);

  // Back from another tab or window: the bag may have changed there.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void recheck().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [recheck]);

  const guard = useMemo<AmountGuard>(
    () => ({
      confirm: async () => {
        const check = await recheck();
        if (check.kind === 'changed') return null;
        setNotice(null);
        return shown.current;
      },
      noticeChange: async () => {
        const check = await recheck();
        // Refused although the bag reads the same: still say the total is the one to pay.
        if (check.kind === 'same')
          setNotice({
            kind: 'changed',
            shown: shown.current,
            current: shown.current,
            direction: 'up',
          });
      },
    }),
    [recheck],
  );

  const text = (
    labels['amountChanged'] ??
    'Your bag changed, for example in another window: its total is now {total}. Nothing has been charged. Check your order and pay again.'
  ).replace('{total}', notice ? formatMoney(notice.current, site.locale) : '');
  return (
    <AmountGuardContext.Provider value={guard}>
      {/* role="alert": announced as it appears, so the shopper learns why nothing was paid
          (WCAG 4.1.3). */}
      {notice && (
        <p role="alert" className={styles.notice} data-testid="payment-amount-changed">
          {text}
        </p>
      )}
      {children}
    </AmountGuardContext.Provider>
  );
}
