import type { User } from '@atelier/core-loyalty';
import { Button } from '@atelier/ui';
import { useEffect, useState } from 'react';
import { navigate } from 'vike/client/router';
import { fillLabel } from '../../client/labels.js';
import { currentUser, signOut, type SessionSite } from '../../client/session-store.js';

/**
 * The account home until its sections arrive: the shopper's name, read after hydration (the
 * page's HTML holds nothing personal), and the logout. A cookie whose user cannot be read any
 * more (expired) sends the shopper to the login like a guest (spec 3, section 2).
 */
export function MyAccountHome({
  at,
  labels,
}: {
  at: SessionSite;
  labels: Readonly<Record<string, string>>;
}) {
  const label = (key: string, values: Record<string, string> = {}) =>
    fillLabel(labels, key, values);
  const [user, setUser] = useState<User | null>(null);
  const [leaving, setLeaving] = useState(false);
  const { site, vertical } = at;
  useEffect(() => {
    let live = true;
    void currentUser({ site, vertical }).then((found) => {
      if (!live) return;
      if (found) setUser(found);
      else void navigate(`/${site}/register/`);
    });
    return () => {
      live = false;
    };
  }, [site, vertical]);
  const logout = async () => {
    setLeaving(true);
    // The bag and the wishlist are emptied before leaving (spec 3, section 4), then home.
    await signOut(at);
    await navigate(`/${at.site}/`);
  };
  return (
    <section className="sf-account-panel" aria-labelledby="account-title" aria-busy={user === null}>
      <h1 id="account-title" className="sf-h1" data-testid="account-greeting">
        {user
          ? label('myAccountGreeting', { name: user.firstName || user.email })
          : label('account')}
      </h1>
      <div className="sf-account-actions">
        <Button
          variant="secondary"
          onPress={() => void logout()}
          isPending={leaving}
          isDisabled={user === null}
          data-testid="logout"
        >
          {label('logout')}
        </Button>
      </div>
    </section>
  );
}
