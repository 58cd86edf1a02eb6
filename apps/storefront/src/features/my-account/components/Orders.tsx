import { Tabs } from '@atelier/ui';
import { useState } from 'react';
import { useLabel } from './account-context.js';
import { OnlineOrders } from './OnlineOrders.js';
import { StorePurchases } from './StorePurchases.js';

/**
 * /{lang}/my-account/orders (docs/product/accounts.md §4.1): online orders and in-store purchases.
 */
export default function Orders() {
  const label = useLabel();
  const [tab, setTab] = useState('online');
  return (
    <div className="sf-my-account-section" data-testid="section-orders">
      <h2 className="sf-h2">{label('accountOrders')}</h2>
      <Tabs
        label={label('accountOrders')}
        selectedKey={tab}
        onSelectionChange={setTab}
        items={[
          { id: 'online', label: label('myAccountOnlineOrders'), content: <OnlineOrders /> },
          { id: 'store', label: label('myAccountStorePurchases'), content: <StorePurchases /> },
        ]}
      />
    </div>
  );
}
