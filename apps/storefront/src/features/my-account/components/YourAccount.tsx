import { AddressBook } from './AddressBook.js';
import { PersonalData } from './PersonalData.js';
import { StoredCards } from './StoredCards.js';

/**
 * /{lang}/my-account/youraccount (docs/product/accounts.md §4.1): personal data, addresses, cards.
 */
export default function YourAccount() {
  return (
    <div className="sf-my-account-section" data-testid="section-youraccount">
      <PersonalData />
      <AddressBook />
      <StoredCards />
    </div>
  );
}
