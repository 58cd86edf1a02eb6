import { allLevelsAchieved, isLoyaltyMember } from '@atelier/core-loyalty';
import { Button, LoyaltyLevels } from '@atelier/ui';
import { useMemo, useState } from 'react';
import { useRead } from '../../../shell/browser/read/index.js';
import { useData } from 'vike-react/useData';
import { amountText, balanceOf, levelViews } from '../browser/loyalty-area.js';
import { fetchCards } from '../../wishlist/index.js';
import { AccountErrorModal } from '../../account/index.js';
import type { MyAccountData } from '../my-account-view.js';
import { useAccount, useLabel } from './account-context.js';
import { InviteFriends } from './InviteFriends.js';
import { JewelleryBox } from './JewelleryBox.js';
import { JoinLoyalty } from './JoinLoyalty.js';
import { LoyaltyCampaigns } from './LoyaltyCampaigns.js';
import { LoyaltyToussis } from './LoyaltyToussis.js';
import './loyalty.css';

/**
 * /{lang}/my-account/mytous (docs/product/loyalty.md): the member's club, read through the proxy as the
 * signed-in shopper after hydration: balance, levels with their advantages, what earned the
 * points, toussis, the virtual jewellery box and inviting friends. Anyone else of age on a
 * club site sees the invitation to join.
 */
export default function Loyalty() {
  const { client, site, locale, user } = useAccount();
  const { loyalty: content } = useData<MyAccountData>();
  const label = useLabel();
  const read = useRead(['account', site, 'loyalty'], () => client.crm.getLoyaltyStatus());
  // A loyalty read that fails is told in an error modal (docs/product/loyalty.md §9), once a
  // failure.
  const [closedModal, setClosedModal] = useState<unknown>(null);
  const failure = read.status === 'error' ? read.failure : null;
  const status = read.status === 'success' ? read.data : null;

  const products = useMemo(
    () => (ids: readonly string[]) => fetchCards(site, ids.slice(0, 60)),
    [site],
  );

  const title = <h2 className="sf-h2">{label('accountLoyalty')}</h2>;
  if (failure)
    return (
      <div className="sf-my-account-section" data-testid="section-mytous">
        {title}
        {closedModal !== failure && (
          <AccountErrorModal
            title={label('serverErrorTitle')}
            message={label('myAccountLoadFailed')}
            closeLabel={label('close')}
            onClose={() => setClosedModal(failure)}
            testId="loyalty-error"
          />
        )}
        <p role="alert" className="sf-my-account-error">
          {label('myAccountLoadFailed')}
        </p>
        <Button variant="secondary" onPress={read.retry}>
          {label('checkoutModalRetry')}
        </Button>
      </div>
    );
  if (status === null)
    return (
      <div className="sf-my-account-section" data-testid="section-mytous">
        {title}
        <p aria-busy="true">{label('myAccountLoading')}</p>
      </div>
    );
  if (!isLoyaltyMember(status, user))
    return (
      <div className="sf-my-account-section" data-testid="section-mytous">
        {title}
        <JoinLoyalty />
      </div>
    );

  const balance = balanceOf(status, content?.program ?? 'loyalty');
  const levels = levelViews(status, content?.levels ?? [], balance);
  const unitText = (amount: number) => amountText(amount, balance.unit, locale, label);
  const nameOf = (order: number) => levels.find((l) => l.order === order)?.name ?? '';
  const freeMax = status.freeShippingMax ?? 0;

  return (
    <div className="sf-my-account-section sf-loyalty" data-testid="section-mytous">
      {title}
      <section className="sf-loyalty-summary" aria-labelledby="loyalty-balance-title">
        <h3 id="loyalty-balance-title" className="sf-loyalty-subtitle">
          {label('myLoyaltyBalance')}
        </h3>
        <p
          className="sf-loyalty-balance"
          data-testid="loyalty-balance"
          data-amount={balance.amount}
          data-unit={balance.unit}
        >
          {unitText(balance.amount)}
        </p>
        {freeMax > 0 && (
          <p className="sf-my-account-note" data-testid="loyalty-free-shipping">
            {label('myLoyaltyFreeShipping', {
              remaining: new Intl.NumberFormat(locale).format(status.freeShippingRemaining ?? 0),
              max: new Intl.NumberFormat(locale).format(freeMax),
            })}
          </p>
        )}
      </section>
      <section className="sf-loyalty-block" aria-labelledby="loyalty-levels-title">
        <h3 id="loyalty-levels-title" className="sf-loyalty-subtitle">
          {label('myLoyaltyLevels')}
        </h3>
        {levels.length === 0 ? (
          <p className="sf-my-account-note">{label('myLoyaltyWelcomePending')}</p>
        ) : (
          <LoyaltyLevels
            locale={locale}
            levels={levels}
            label={label('myLoyaltyLevels')}
            labels={{
              current: label('myLoyaltyCurrentLevel'),
              achieved: label('myLoyaltyAchieved'),
              locked: label('myLoyaltyToReach'),
              remaining: (amount, level) =>
                label('myLoyaltyRemaining', {
                  amount,
                  unit: label(balance.unit === 'gems' ? 'myLoyaltyGems' : 'myLoyaltyPoints'),
                  level: nameOf(level.order),
                }),
              progress: (level) => label('myLoyaltyProgress', { level: level.name }),
              advantages: (level) => label('myLoyaltyAdvantages', { level: level.name }),
            }}
          />
        )}
        {allLevelsAchieved(status.levels) && (
          <p className="sf-my-account-note">{label('myLoyaltyAllAchieved')}</p>
        )}
      </section>
      <LoyaltyCampaigns campaigns={status.clientCampaign} unit={balance.unit} />
      <LoyaltyToussis unit={balance.unit} getProducts={products} />
      <JewelleryBox getProducts={products} />
      <InviteFriends />
    </div>
  );
}
