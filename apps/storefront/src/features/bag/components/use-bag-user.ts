import type { SiteCode, Vertical } from '@atelier/core-catalogue';
import { useEffect } from 'react';
import { bagUserOf } from '../../../shell/browser/session/bag-user.js';
import type { BagSession } from '../browser/bag-session.js';
import { currentUser } from '../../../shell/browser/session/session-store.js';
import { isSignedIn } from '../../../shell/browser/session/signed-in.js';

/**
 * After a page load the bag does not know who is signed in (only a live login tells it), yet
 * the bag page's loyalty free-shipping box depends on the account (spec 2, 4.7). A signed-in
 * shopper's account is read once here; guests cost nothing (the session chunk never loads).
 */
export function useBagUser(session: BagSession, site: SiteCode, vertical: Vertical): void {
  useEffect(() => {
    if (!isSignedIn()) return;
    let live = true;
    void currentUser({ site, vertical }).then((user) => {
      if (live && user) session.identify(bagUserOf(user));
    });
    return () => {
      live = false;
    };
  }, [session, site, vertical]);
}
