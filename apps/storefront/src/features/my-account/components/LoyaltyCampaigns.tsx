import type { ClientCampaign, LoyaltyUnit } from '@atelier/core-loyalty';
import { campaignViews } from '../browser/loyalty-area.js';
import { useAccount, useLabel } from './account-context.js';

/**
 * What earned the member's points (clientCampaign, ticket campaigns first:
 * docs/product/loyalty.md).
 */
export function LoyaltyCampaigns({
  campaigns,
  unit,
}: {
  campaigns: readonly ClientCampaign[];
  unit: LoyaltyUnit;
}) {
  const { locale } = useAccount();
  const label = useLabel();
  const views = campaignViews(campaigns, unit, locale, label);
  return (
    <section className="sf-loyalty-block" aria-labelledby="loyalty-campaigns-title">
      <h3 id="loyalty-campaigns-title" className="sf-loyalty-subtitle">
        {label('myLoyaltyCampaigns')}
      </h3>
      {views.length === 0 ? (
        <p className="sf-my-account-note">{label('myLoyaltyNoCampaigns')}</p>
      ) : (
        <ul className="sf-loyalty-campaigns">
          {views.map((view, index) => (
            <li key={view.key} data-testid="loyalty-campaign" data-type={campaigns[index]?.type}>
              <span className="sf-loyalty-campaign-title">{view.title}</span>
              {view.date && <span className="sf-my-account-note">{view.date}</span>}
              {view.amount && <strong className="sf-loyalty-campaign-amount">{view.amount}</strong>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
