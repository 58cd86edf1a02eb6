import { AddressBook } from './AddressBook.js';
import { PersonalData } from './PersonalData.js';
import { StoredCards } from './StoredCards.js';

/** /{lang}/my-account/youraccount (spec 3, section 2): personal data, addresses, cards. */
export default function YourAccount() {
  return (
    <div className="sf-my-account-section" data-testid="section-youraccount">
      <PersonalData />
      <AddressBook />
      <StoredCards />
    </div>
  );
}
