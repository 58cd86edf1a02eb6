import { isCardExpired, type StoredCard } from '@atelier/core-loyalty';
import { Button } from '@atelier/ui';
import { useState } from 'react';
import { useInvalidate, useRead } from '../../../shell/browser/read/index.js';
import { Verbatim } from '../../../shell/components/LabelNodes.js';
import {
  cardBrandName,
  cardExpiryIso,
  cardExpiryText,
  cardLastFour,
} from '../../../shell/stored-card-text.js';
import { useAccount, useLabel, useLabelNodes } from './account-context.js';

/**
 * The cards the payment provider keeps for the shopper (docs/product/accounts.md §1.3): list and
 * delete.
 */
export function StoredCards() {
  const { client, locale, site } = useAccount();
  const label = useLabel();
  const labelNode = useLabelNodes();
  const read = useRead(['account', site, 'stored-cards'], () => client.account.getStoredCards());
  const cards: StoredCard[] | null = read.status === 'success' ? read.data : null;
  const invalidate = useInvalidate();
  const [alert, setAlert] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const now = new Date();

  const remove = async (card: StoredCard) => {
    setAlert(null);
    setDeleting(card.id);
    try {
      await client.account.deleteStoredCard(card.id);
      await invalidate(['account', site, 'stored-cards']);
    } catch {
      setAlert(label('myAccountDeleteFailed'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className="sf-my-account-card" aria-labelledby="cards-title">
      <h2 id="cards-title" className="sf-h3">
        {label('myAccountCards')}
      </h2>
      {alert && (
        <p role="alert" className="sf-my-account-error">
          {alert}
        </p>
      )}
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
      {cards === null ? (
        read.status === 'loading' && <p aria-busy="true">{label('myAccountLoading')}</p>
      ) : cards.length === 0 ? (
        <p>{label('myAccountNoCards')}</p>
      ) : (
        <ul className="sf-my-account-list">
          {cards.map((card) => {
            const last = cardLastFour(card);
            const expired = isCardExpired(card, now);
            return (
              <li key={card.id} data-testid="stored-card" data-card-id={card.id}>
                <p>
                  <strong>
                    {labelNode('myAccountCardEnding', {
                      brand: cardBrandName(card),
                      last: <Verbatim>{last}</Verbatim>,
                    })}
                  </strong>
                  <br />
                  {card.holderName}
                  <br />
                  {expired
                    ? label('myAccountCardExpired')
                    : labelNode('myAccountCardExpiry', {
                        date: (
                          <time dateTime={cardExpiryIso(card)}>{cardExpiryText(card, locale)}</time>
                        ),
                      })}
                </p>
                <Button
                  variant="secondary"
                  onPress={() => void remove(card)}
                  isPending={deleting === card.id}
                  data-testid="stored-card-delete"
                >
                  {labelNode('myAccountDeleteCard', {
                    last: <Verbatim>{last}</Verbatim>,
                  })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
