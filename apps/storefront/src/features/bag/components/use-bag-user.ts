import type { SiteCode, Vertical } from '@atelier/core-catalogue';
import { useEffect } from 'react';
import { dataOf, useRead } from '../../../shell/browser/read/index.js';
import { bagUserOf } from '../../../shell/browser/session/bag-user.js';
import type { BagSession } from '../browser/bag-session.js';
import { currentUser } from '../../../shell/browser/session/session-store.js';
import { isSignedIn } from '../../../shell/browser/session/signed-in.js';

/**
 * After a page load the bag does not know who is signed in (only a live login tells it), yet
 * the bag page's loyalty free-shipping box depends on the account (docs/product/shipping.md §7). A
 * signed-in shopper's account is read once here; guests cost nothing (the session chunk never
 * loads).
 */
export function useBagUser(session: BagSession, site: SiteCode, vertical: Vertical): void {
  const signedIn = typeof document !== 'undefined' && isSignedIn();
  const user = dataOf(
    useRead(signedIn ? ['session', site, vertical, 'current-user'] : null, () =>
      currentUser({ site, vertical }),
    ),
  );
  useEffect(() => {
    if (user) session.identify(bagUserOf(user));
  }, [session, user]);
}
