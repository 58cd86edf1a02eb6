import { siteInfo } from '@atelier/core-catalogue';
import type { PurchaseReason } from '@atelier/core-loyalty';
import type { StorePurchase } from '@atelier/core-orders';
import { Button, formatMoney } from '@atelier/ui';
import { useState } from 'react';
import { formatAccountDate } from '../browser/account-format.js';
import { useOrdersList } from '../browser/orders-paging.js';
import { useAccount, useLabel } from './account-context.js';

/** The reasons with the CRM's codes the ticket carries back (1 a gift, 2 for oneself). */
const REASONS = [
  [1, 'gift', 'myAccountReasonGift'],
  [2, 'selfGift', 'myAccountReasonSelf'],
] as const;

/**
 * In-store tickets, 20 a page; each may say why it was bought (docs/product/commerce-api.md §4).
 */
export function StorePurchases() {
  const { client } = useAccount();
  const label = useLabel();
  const list = useOrdersList('store', (page, size) => client.crm.getStoreOrders(page, size));
  if (list.status === 'failure')
    return (
      <p role="alert" className="sf-my-account-error">
        {label('myAccountLoadFailed')}
      </p>
    );
  if (list.total === null) return <p aria-busy="true">{label('myAccountLoading')}</p>;
  if (list.orders.length === 0) return <p>{label('myAccountNoStorePurchases')}</p>;
  return (
    <div className="sf-my-account-stack">
      <ul className="sf-my-account-list">
        {list.orders.map((ticket) => (
          <Ticket key={ticket.uuidTicket} ticket={ticket} />
        ))}
      </ul>
      <p className="sf-my-account-note" aria-live="polite">
        {label('myAccountShownOf', { shown: list.orders.length, total: list.total })}
      </p>
      {list.status !== 'complete' && (
        <Button variant="secondary" onPress={list.loadMore} isPending={list.status === 'loading'}>
          {label('myAccountShowMore')}
        </Button>
      )}
    </div>
  );
}

/** One ticket: its day and amount, and the purchase reason the shopper may give. */
function Ticket({ ticket }: { ticket: StorePurchase }) {
  const { client, locale, site } = useAccount();
  const label = useLabel();
  const [reason, setReason] = useState(ticket.purchaseReason ?? null);
  const [sent, setSent] = useState<'sent' | 'failed' | null>(null);
  const choose = async (value: 1 | 2, named: PurchaseReason) => {
    setReason(value);
    try {
      await client.crm.sendPurchaseReason(ticket.uuidTicket, named);
      setSent('sent');
    } catch {
      setSent('failed');
    }
  };
  return (
    <li data-testid="store-purchase" data-ticket-id={ticket.uuidTicket}>
      <p>
        <strong>
          {label('myAccountTicket', { date: formatAccountDate(ticket.date, locale) })}
        </strong>
        <br />
        {label('myAccountOrderTotal')}:{' '}
        {formatMoney({ value: ticket.amount, currency: siteInfo(site).currency }, locale)}
      </p>
      <fieldset className="sf-my-account-reason">
        <legend>{label('myAccountPurchaseReason')}</legend>
        {REASONS.map(([value, named, key]) => (
          <label key={value}>
            <input
              type="radio"
              name={`reason-${ticket.uuidTicket}`}
              checked={reason === value}
              onChange={() => void choose(value, named)}
            />{' '}
            {label(key)}
          </label>
        ))}
      </fieldset>
      {sent === 'sent' && <p role="status">{label('myAccountReasonSent')}</p>}
      {sent === 'failed' && (
        <p role="alert" className="sf-my-account-error">
          {label('myAccountSaveFailed')}
        </p>
      )}
    </li>
  );
}
