import type { MyAccountSectionId } from '@atelier/core-loyalty';
import { useNavigate } from 'react-router';
import { sectionPath } from '../account-sections.js';
import { fillLabel } from '../../../shell/browser/labels.js';
import { AccountLink } from './AccountLink.js';

export interface AccountMenuProps {
  site: string;
  labels: Readonly<Record<string, string>>;
  sections: readonly { id: MyAccountSectionId; menuLabel: string }[];
  current: MyAccountSectionId;
}

/**
 * The sections the shopper sees (core-loyalty's rule): a side list on non-mobile screens, a
 * select on mobile (docs/product/accounts.md §4.3). CSS shows one or the other.
 */
export function AccountMenu({ site, labels, sections, current }: AccountMenuProps) {
  const navigate = useNavigate();
  return (
    <>
      <nav className="sf-my-account-menu" aria-label={fillLabel(labels, 'accountMenu')}>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <AccountLink to={sectionPath(site, section.id)} current={section.id === current}>
                {section.menuLabel}
              </AccountLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="sf-my-account-select">
        <label htmlFor="my-account-section">{fillLabel(labels, 'myAccountSectionSelect')}</label>
        <select
          id="my-account-section"
          value={current}
          onChange={(event) =>
            void navigate(sectionPath(site, event.target.value as MyAccountSectionId))
          }
        >
          {sections.map((section) => (
            <option key={section.id} value={section.id}>
              {section.menuLabel}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
