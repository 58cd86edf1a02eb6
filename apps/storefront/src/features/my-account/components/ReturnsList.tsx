import { formatNumber } from '@atelier/core-catalogue';
import { orderCodeOf, orderReturnState, type OnlineOrder } from '@atelier/core-orders';
import { returnPortalEmail } from '@atelier/core-loyalty';
import { Button } from '@atelier/ui';
import { useRead } from '../../../shell/browser/read/index.js';
import { formatAccountDate } from '../browser/account-format.js';
import { loadReturnOrders, returnPortalHref } from '../browser/returns.js';
import { useAccount, useLabel, useLabelNodes } from './account-context.js';
import { Verbatim } from '../../../shell/components/LabelNodes.js';
import { AccountLink } from './AccountLink.js';

/** The shopper's returnable orders, and those already in a return ("return in process"). */
export function ReturnsList() {
  const { client, site, locale, user, fields } = useAccount();
  const label = useLabel();
  const labelNode = useLabelNodes();
  const read = useRead(['account', site, 'returnable-orders'], () =>
    loadReturnOrders((page, size) => client.orders.getOrders(page, size)),
  );
  const orders: OnlineOrder[] | null = read.status === 'success' ? read.data : null;
  // The reasons' names in the site's language, read only when a return was filed; without them
  // the lines show without their reason (docs/product/returns.md §5: logged only).
  const filed = orders?.some((order) => order.returns.length > 0) ?? false;
  const reasons = useRead(filed ? ['account', site, 'return-reasons'] : null, () =>
    client.returns.getReturnReasons(),
  );
  const reasonName = (code: string): string | null =>
    reasons.status === 'success'
      ? (reasons.data.find((reason) => reason.code === code)?.name ?? null)
      : null;

  // The portal knows the shopper by the e-mail of the uid (docs/product/returns.md §4).
  const email = returnPortalEmail(user.uid ?? user.email);
  return (
    <>
      <h2 className="sf-h2">{label('accountReturns')}</h2>
      <p className="sf-my-account-note">{label('myReturnsIntro')}</p>
      {read.status === 'error' && (
        <div className="sf-my-account-stack">
          <p role="alert" className="sf-my-account-error">
            {label('myAccountLoadFailed')}
          </p>
          <Button variant="secondary" onPress={read.retry}>
            {label('checkoutModalRetry')}
          </Button>
        </div>
      )}
      {read.status === 'loading' && <p aria-busy="true">{label('myAccountLoading')}</p>}
      {orders?.length === 0 && <p data-testid="returns-none">{label('myReturnsNone')}</p>}
      {orders && orders.length > 0 && (
        <ul className="sf-my-account-list sf-returns-orders">
          {orders.map((order) => {
            const code = orderCodeOf(order);
            const state = orderReturnState(order);
            const pieces = order.products.reduce((sum, line) => sum + line.quantity, 0);
            return (
              <li
                key={code}
                data-testid="return-order"
                data-order-code={code}
                data-return-state={state}
              >
                <div className="sf-returns-order-head">
                  <h3 className="sf-returns-order-title">
                    {labelNode('myReturnsOrder', { code: <Verbatim>{code}</Verbatim> })}
                  </h3>
                  <p className="sf-my-account-note">
                    {label('myReturnsOrderedOn', { date: formatAccountDate(order.date, locale) })}
                    {' · '}
                    {label('myReturnsPieces', {
                      count: new Intl.NumberFormat(locale).format(pieces),
                    })}
                  </p>
                </div>
                {state === 'inProcess' ? (
                  <>
                    <p className="sf-my-account-badge" data-testid="return-in-process">
                      {label('myReturnsInProcess')}
                    </p>
                    {order.returns.length > 0 && (
                      <ul className="sf-returns-filed">
                        {order.returns.flatMap((filedReturn) =>
                          filedReturn.entries.map((entry) => {
                            const line = order.products.find(
                              (product) => product.entryNumber === entry.entryNumber,
                            );
                            const reason = reasonName(entry.reason);
                            return (
                              <li
                                key={`${filedReturn.code}-${entry.entryNumber}`}
                                data-testid="return-filed-line"
                                data-reason={entry.reason}
                              >
                                {line?.name ?? <Verbatim>{line?.id ?? ''}</Verbatim>}{' '}
                                <bdi>× {formatNumber(entry.quantity, locale)}</bdi>
                                {reason && (
                                  <span data-testid="return-filed-reason">
                                    {' · '}
                                    {label('myReturnsReason')}: {reason}
                                  </span>
                                )}
                              </li>
                            );
                          }),
                        )}
                      </ul>
                    )}
                  </>
                ) : (
                  <div className="sf-returns-actions">
                    <AccountLink
                      to={`/${site}/my-account/returns/${encodeURIComponent(code)}/`}
                      className="sf-returns-start"
                    >
                      {label('myReturnsStart')}{' '}
                      <span className="atelier-visually-hidden">
                        {labelNode('myReturnsOrder', { code: <Verbatim>{code}</Verbatim> })}
                      </span>
                    </AccountLink>
                    {fields.returnPortalUrl && (
                      <a
                        href={returnPortalHref(fields.returnPortalUrl, code, email)}
                        className="sf-returns-portal"
                        data-testid="return-portal-link"
                      >
                        {label('myReturnsPortal')}{' '}
                        <span className="atelier-visually-hidden">
                          {labelNode('myReturnsOrder', { code: <Verbatim>{code}</Verbatim> })}
                        </span>
                      </a>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
