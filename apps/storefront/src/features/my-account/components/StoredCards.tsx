import { isCardExpired, type StoredCard } from '@atelier/core-loyalty';
import { Button } from '@atelier/ui';
import { useState } from 'react';
import { useInvalidate, useRead } from '../../../shell/browser/read/index.js';
import { Verbatim } from '../../../shell/components/LabelNodes.js';
import { formatCardExpiry } from '../browser/account-format.js';
import { cardExpiryIso } from '../../../shell/card-expiry.js';
import { useAccount, useLabel, useLabelNodes } from './account-context.js';

/** The brands as a shopper reads them. */
const BRAND_NAMES: Readonly<Record<StoredCard['type'], string>> = {
  amex: 'American Express',
  cartebancaire: 'Carte Bancaire',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  maestro: 'Maestro',
  mc: 'Mastercard',
  visa: 'Visa',
};

/** The last four digits of a masked number (`************1111`). */
const lastDigits = (card: StoredCard) => card.number.replace(/\D/g, '').slice(-4);

/** The expiry month as a machine reads it (`2030-03`). */
const expiryIso = (card: StoredCard) => cardExpiryIso(card.expiryDate.month, card.expiryDate.year);

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
            const last = lastDigits(card);
            const expired = isCardExpired(card, now);
            return (
              <li key={card.id} data-testid="stored-card" data-card-id={card.id}>
                <p>
                  <strong>
                    {labelNode('myAccountCardEnding', {
                      brand: BRAND_NAMES[card.type],
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
                          <time dateTime={expiryIso(card)}>
                            {formatCardExpiry(card.expiryDate.month, card.expiryDate.year, locale)}
                          </time>
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
