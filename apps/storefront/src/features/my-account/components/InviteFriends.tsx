import { friendEmails, MAX_REFERRED_FRIENDS } from '@atelier/core-loyalty';
import { Button } from '@atelier/ui';
import { useId, useState, type FormEvent } from 'react';
import { SiteShareButtons } from '../../product/index.js';
import { useAccount, useLabel } from './account-context.js';

type Outcome =
  | { kind: 'sent'; count: number }
  | { kind: 'invalid'; emails: string[] }
  | { kind: 'none' }
  | { kind: 'failed' };

/**
 * Invite friends (MEMBER_GET_MEMBER): their e-mail addresses go to the back-end's referFriends
 * call through the proxy as the signed-in member; the club's page can also be shared.
 */
export function InviteFriends() {
  const { client, site, labels, user } = useAccount();
  const label = useLabel();
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const { emails, invalid } = friendEmails(text, user.email);
    if (invalid.length > 0) return setOutcome({ kind: 'invalid', emails: invalid });
    if (emails.length === 0) return setOutcome({ kind: 'none' });
    setSending(true);
    setOutcome(null);
    try {
      await client.account.referFriends(emails);
      setOutcome({ kind: 'sent', count: emails.length });
      setText('');
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setSending(false);
    }
  };

  const error =
    outcome?.kind === 'invalid'
      ? label('myLoyaltyInviteInvalid', { emails: outcome.emails.join(', ') })
      : outcome?.kind === 'none'
        ? label('myLoyaltyInviteNone')
        : outcome?.kind === 'failed'
          ? label('myLoyaltyInviteFailed')
          : null;

  return (
    <section
      className="sf-loyalty-block"
      aria-labelledby={`${id}-title`}
      data-testid="invite-friends"
    >
      <h3 id={`${id}-title`} className="sf-loyalty-subtitle">
        {label('myLoyaltyInvite')}
      </h3>
      <p className="sf-my-account-note">{label('myLoyaltyInviteIntro')}</p>
      <form
        className="sf-my-account-card sf-loyalty-invite"
        onSubmit={(event) => void send(event)}
        noValidate
      >
        <div className="sf-my-account-field">
          <label htmlFor={`${id}-emails`}>{label('myLoyaltyInviteEmails')}</label>
          <textarea
            id={`${id}-emails`}
            name="friends"
            rows={3}
            value={text}
            autoComplete="off"
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error !== null && outcome?.kind !== 'failed' ? true : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <span id={`${id}-hint`} className="sf-my-account-note">
            {label('myLoyaltyInviteHint', { max: MAX_REFERRED_FRIENDS })}
          </span>
        </div>
        {error && (
          <p
            id={`${id}-error`}
            role="alert"
            className="sf-my-account-error"
            data-testid="invite-error"
          >
            {error}
          </p>
        )}
        {outcome?.kind === 'sent' && (
          <p role="status" data-testid="invite-sent">
            {label('myLoyaltyInviteSent', { count: outcome.count })}
          </p>
        )}
        <div className="sf-my-account-actions">
          <Button type="submit" isPending={sending} data-testid="invite-send">
            {label('myLoyaltyInviteSend')}
          </Button>
        </div>
      </form>
      <div className="sf-loyalty-share">
        <span className="sf-my-account-note">{label('myLoyaltyInviteShare')}</span>
        <SiteShareButtons
          url={`${location.origin}/${site}/register-mytous/`}
          title={label('registerLoyaltyTitle')}
          networks={['Mail', 'Whatsapp', 'Facebook', 'Clipboard']}
          labels={labels}
        />
      </div>
    </section>
  );
}
