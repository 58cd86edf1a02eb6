// What every my-account section reads: the site, its labels and locale, the shopper (read
// after hydration) and the calls through the proxy. The page's router provides it.
import type { SiteCode } from '@atelier/core-catalogue';
import type { User } from '@atelier/core-loyalty';
import { createContext, useContext, type ReactNode } from 'react';
import type { AccountClient } from '../browser/account-client.js';
import { fillLabel } from '../../../shell/browser/labels.js';
import { labelNodes } from '../../../shell/components/LabelNodes.js';
import { numbersInLocale } from '../../../shell/label-text.js';
import type { AccountSiteFields } from '../my-account-view.js';

export interface AccountContextValue {
  site: SiteCode;
  locale: string;
  countryCode: string;
  labels: Readonly<Record<string, string>>;
  fields: AccountSiteFields;
  client: AccountClient;
  user: User;
  /** The user as the back-end answers after a change. */
  setUser: (user: User) => void;
}

const AccountContext = createContext<AccountContextValue | null>(null);
export const AccountProvider = AccountContext.Provider;

export function useAccount(): AccountContextValue {
  const value = useContext(AccountContext);
  if (!value) throw new Error('useAccount outside the my-account page');
  return value;
}

/**
 * A label whose placeholders take elements: an order code or card digits in their own
 * `translate="no"` element (Verbatim), a date in `<time>` (ADR 0049).
 */
export function useLabelNodes(): (key: string, values: Record<string, ReactNode>) => ReactNode {
  const { labels } = useAccount();
  return (key, values) => labelNodes(labels[key] ?? key, values);
}

/** A label of the account's texts with its `{name}` placeholders filled in. */
export function useLabel(): (key: string, values?: Record<string, string | number>) => string {
  const { labels, locale } = useAccount();
  return (key, values = {}) => fillLabel(labels, key, numbersInLocale(values, locale));
}
