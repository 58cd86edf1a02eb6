// The my-account sections in the browser (ADR 0020): react-router's nested routes inside the
// one Vike page, as the checkout does (ADR 0019). This module is the page's lazy chunk:
// react-router, the OCC client and zod never weigh on the first load; each section is a
// further chunk of its own. Every section reads through the read layer (ADR 0050).
import { siteInfo } from '@atelier/core-catalogue';
import type { User } from '@atelier/core-loyalty';
import { Button } from '@atelier/ui';
import { lazy, Suspense, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useRead } from '../../../shell/browser/read/index.js';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { isPlainLeftClick } from '../../../shell/browser/plain-click.js';
import { navigate as vikeNavigate } from 'vike/client/router';
import { accountClient } from '../browser/account-client.js';
import { HOME_SECTION, sectionOfPath, sectionPath, visibleSections } from '../account-sections.js';
import { fillLabel } from '../../../shell/browser/labels.js';
import { signOut } from '../../../shell/browser/session/session-store.js';
import type { ShellView } from '../../../shell/view-types.js';
import { AccountProvider } from './account-context.js';
import type { AccountSiteFields } from '../my-account-view.js';
import { AccountMenu } from './AccountMenu.js';
import { AccountLoading } from './AccountLoading.js';
import { PendingSection } from './PendingSection.js';

const YourAccount = lazy(() => import('./YourAccount.js'));
const Orders = lazy(() => import('./Orders.js'));
const OrderDetail = lazy(() => import('./OrderDetail.js'));
const Interests = lazy(() => import('./Interests.js'));
const Returns = lazy(() => import('./Returns.js'));
const Loyalty = lazy(() => import('./Loyalty.js'));

/** The sections with a screen of their own (the others show their title: issue 19 goes on). */
const BUILT = new Set<string>(['youraccount', 'orders', 'myinterests', 'returns', 'mytous']);

export interface MyAccountAppProps {
  shell: ShellView;
  fields: AccountSiteFields;
}

function AccountRoot({ shell, fields }: MyAccountAppProps) {
  const { site, labels, locale } = shell;
  const vertical = shell.vertical;
  const location = useLocation();
  const navigate = useNavigate();
  const client = useMemo(() => accountClient(site), [site]);
  // The loyalty status decides what an under-age shopper sees: read before the menu shows.
  const shopper = useRead(['account', site, 'shopper', fields.loyaltyEnabled], () =>
    Promise.all([
      client.users.getCurrentUser(),
      fields.loyaltyEnabled ? client.crm.getLoyaltyStatus().catch(() => null) : null,
    ]),
  );
  // The user as the back-end answered a change (personal data), over the one first read.
  const [changedUser, setUser] = useState<User | null>(null);
  const [leaving, setLeaving] = useState(false);
  const label = (key: string, values: Record<string, string> = {}) =>
    fillLabel(labels, key, values);
  const expired = shopper.status === 'error' && shopper.failure.kind === 'unauthorised';
  useEffect(() => {
    // An expired session is a guest's: the login page (docs/product/accounts.md §4.1).
    if (expired) void vikeNavigate(`/${site}/register/`);
  }, [expired, site]);

  if (shopper.status === 'error' && !expired) throw new Error('The account could not be read');
  if (shopper.status !== 'success') return <AccountLoading labels={labels} />;
  const [readUser, loyalty] = shopper.data;
  const user = changedUser ?? readUser;

  const sections = visibleSections(
    {
      user,
      loyalty: loyalty && {
        enrolled: loyalty.enrolled,
        userUnderAge: loyalty.userInfo.userUnderAge,
      },
      loyaltyEnabled: fields.loyaltyEnabled,
      now: new Date(),
    },
    labels,
  );
  const base = `/${site}/my-account/`;
  const inUrl = sectionOfPath(location.pathname.slice(base.length));
  const current = inUrl === null || inUrl === 'home' ? HOME_SECTION : inUrl;
  // A section this shopper may not see (under age, no loyalty) is not there: the home.
  if (!sections.some((section) => section.id === current))
    return <Navigate to={sectionPath(site, HOME_SECTION)} replace />;

  // Links the sections draw as plain anchors (an order card's) move inside the page: Vike's
  // link interception (a document listener) must not see them.
  const onContentClick = (event: MouseEvent) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href?.startsWith(base) || anchor.target || !isPlainLeftClick(event)) return;
    event.preventDefault();
    event.stopPropagation();
    void navigate(href);
  };

  const logout = async () => {
    setLeaving(true);
    // The bag and the wishlist are emptied before leaving (docs/product/accounts.md §2.6), then
    // home.
    await signOut({ site, vertical });
    await vikeNavigate(`/${site}/`);
  };

  return (
    <AccountProvider
      value={{
        site,
        locale,
        countryCode: siteInfo(site).countryCode,
        labels,
        fields,
        client,
        user,
        setUser,
      }}
    >
      <div className="sf-my-account">
        <div className="sf-my-account-head">
          <h1 id="account-title" className="sf-h1" data-testid="account-greeting">
            {label('myAccountGreeting', { name: user.firstName || user.email })}
          </h1>
          <Button
            variant="secondary"
            onPress={() => void logout()}
            isPending={leaving}
            data-testid="logout"
          >
            {label('logout')}
          </Button>
        </div>
        <div className="sf-my-account-body">
          <AccountMenu site={site} labels={labels} sections={sections} current={current} />
          <div className="sf-my-account-content" onClickCapture={onContentClick}>
            <Suspense fallback={<p aria-busy="true">{label('myAccountLoading')}</p>}>
              <Routes>
                <Route path=":lang/my-account">
                  <Route index element={<YourAccount />} />
                  <Route path="youraccount" element={<YourAccount />} />
                  <Route path="orders" element={<Orders />} />
                  <Route path="orders/:code" element={<OrderDetail />} />
                  <Route path="returns/*" element={<Returns />} />
                  {sections.some((section) => section.id === 'myinterests') && (
                    <Route path="myinterests" element={<Interests />} />
                  )}
                  {sections.some((section) => section.id === 'mytous') && (
                    <Route path="mytous" element={<Loyalty />} />
                  )}
                  {sections
                    .filter((section) => !BUILT.has(section.id))
                    .map((section) => (
                      <Route
                        key={section.id}
                        path={`${section.id}/*`}
                        element={<PendingSection title={section.menuLabel} />}
                      />
                    ))}
                </Route>
              </Routes>
            </Suspense>
          </div>
        </div>
      </div>
    </AccountProvider>
  );
}

export default function MyAccountApp(props: MyAccountAppProps) {
  return (
    <BrowserRouter>
      <AccountRoot {...props} />
    </BrowserRouter>
  );
}
