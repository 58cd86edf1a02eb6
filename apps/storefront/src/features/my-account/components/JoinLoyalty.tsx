import { Button } from '@atelier/ui';
import { useId, useState, type FormEvent } from 'react';
import { useAccount, useLabel } from './account-context.js';

/**
 * The invitation to join the club for a shopper of age who is not a member. A signed-in
 * shopper is sent away from /register-mytous (docs/product/accounts.md §3.1), so the account joins
 * here: the terms accepted, the membership is set on the user (hasMy{product}) through the proxy.
 */
export function JoinLoyalty() {
  const { client, setUser } = useAccount();
  const label = useLabel();
  const id = useId();
  const [accepted, setAccepted] = useState(false);
  const [joining, setJoining] = useState(false);
  const [failed, setFailed] = useState(false);

  const join = async (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) return;
    setJoining(true);
    setFailed(false);
    try {
      await client.users.updateUser({ hasLoyaltyMembership: true });
      setUser(await client.users.getCurrentUser());
    } catch {
      setFailed(true);
      setJoining(false);
    }
  };

  return (
    <section
      className="sf-my-account-card sf-loyalty-join"
      aria-labelledby={`${id}-title`}
      data-testid="loyalty-join"
    >
      <h3 id={`${id}-title`} className="sf-loyalty-subtitle">
        {label('registerLoyaltyTitle')}
      </h3>
      <p>{label('myLoyaltyJoinText')}</p>
      <form onSubmit={(event) => void join(event)}>
        <label className="sf-loyalty-terms">
          <input
            type="checkbox"
            required
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
          />{' '}
          {label('accountLoyaltyTerms')}
        </label>
        {failed && (
          <p role="alert" className="sf-my-account-error">
            {label('myAccountSaveFailed')}
          </p>
        )}
        <div className="sf-my-account-actions">
          <Button
            type="submit"
            isDisabled={!accepted}
            isPending={joining}
            data-testid="loyalty-join-submit"
          >
            {label('myLoyaltyJoinCta')}
          </Button>
        </div>
      </form>
    </section>
  );
}
