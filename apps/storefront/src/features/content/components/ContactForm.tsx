import { Button } from '@atelier/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { formErrorEvent } from '../../../shell/browser/analytics/analytics-events.js';
import { sendContactCase } from '../browser/contact-case.js';
import { queueTracking } from '../../../shell/browser/tracking-queue.js';
import { looksLikeEmail } from '../../../shell/browser/email-shape.js';
import { PRIVACY_POLICY } from '../../../shell/policy-slugs.js';
import { labelText } from '../../../shell/label-text.js';
import { PolicyLink } from '../../../shell/components/policy/PolicyLink.js';
import styles from './contact-form.module.css';
import messages from '../../../shell/components/form-messages.module.css';

/** The reasons the case system files cases under (its category levels), by number. */
const REASONS = [
  { value: 1, key: 'contactReasonOrder', fallback: 'My order' },
  { value: 2, key: 'contactReasonProduct', fallback: 'A product' },
  { value: 3, key: 'contactReasonReturn', fallback: 'Returns and refunds' },
  { value: 4, key: 'contactReasonOther', fallback: 'Something else' },
] as const;

type Field = 'name' | 'email' | 'message';
type Status = 'idle' | 'sending' | 'failed';

/** The help page's contact-us entry: a form that files a case and shows its number. */
export default function ContactForm({
  site,
  labels,
}: {
  site: string;
  labels: Record<string, string>;
}) {
  const id = useId();
  const [values, setValues] = useState({ name: '', email: '', message: '', orderCode: '' });
  const [reason, setReason] = useState<number>(REASONS[0].value);
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [caseId, setCaseId] = useState<string | null>(null);
  const text = (key: string, fallback: string) => labelText(labels, key, fallback);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wrong: Field[] = [];
    if (!values.name.trim()) wrong.push('name');
    if (!looksLikeEmail(values.email.trim())) wrong.push('email');
    if (!values.message.trim()) wrong.push('message');
    setInvalid(wrong);
    // docs/product/consent.md §3.4: each form error is reported as the rule broken plus the field.
    for (const field of wrong)
      void queueTracking(
        formErrorEvent(
          site,
          'contact',
          field === 'email' && values.email.trim() ? 'email' : 'required',
          field,
        ),
      );
    if (wrong.length > 0) {
      document.getElementById(`${id}-${wrong[0]}`)?.focus();
      return;
    }
    setStatus('sending');
    const filed = await sendContactCase(site, {
      name: values.name.trim(),
      email: values.email.trim(),
      reason,
      message: values.message.trim(),
      ...(values.orderCode.trim() ? { orderCode: values.orderCode.trim() } : {}),
    });
    if (filed !== null) setCaseId(filed);
    else setStatus('failed');
  }

  if (caseId !== null) {
    return (
      <p className={messages.notice} role="status" data-testid="contact-sent">
        {labelText(labels, 'contactSent', 'Thank you, we have your message. Case {caseId}.', {
          caseId,
        })}
      </p>
    );
  }

  const errorOf = (field: Field): string | null =>
    invalid.includes(field)
      ? field === 'email'
        ? text('invalidEmail', 'Enter a valid e-mail address')
        : text('requiredField', 'Fill in this field')
      : null;
  const field = (name: Field, label: string, control: (props: object) => ReactNode) => {
    const error = errorOf(name);
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {control({
          id: `${id}-${name}`,
          name,
          required: true,
          value: values[name],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-${name}-error` : undefined,
          onChange: (event: { currentTarget: { value: string } }) => {
            const value = event.currentTarget.value;
            setValues((current) => ({ ...current, [name]: value }));
          },
        })}
        {error && (
          <p id={`${id}-${name}-error`} className={messages.error}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="contact-form"
    >
      {field('name', text('contactName', 'Name'), (props) => (
        <input {...props} type="text" autoComplete="name" maxLength={100} />
      ))}
      {field('email', text('email', 'E-mail'), (props) => (
        <input {...props} type="email" autoComplete="email" maxLength={200} />
      ))}
      <div className={styles.field}>
        <label htmlFor={`${id}-reason`}>{text('contactReason', 'Subject')}</label>
        <select
          id={`${id}-reason`}
          name="reason"
          value={reason}
          onChange={(event) => setReason(Number(event.currentTarget.value))}
        >
          {REASONS.map((option) => (
            <option key={option.value} value={option.value}>
              {text(option.key, option.fallback)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-order`}>{text('contactOrderCode', 'Order number (optional)')}</label>
        <input
          id={`${id}-order`}
          name="orderCode"
          type="text"
          maxLength={40}
          value={values.orderCode}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((current) => ({ ...current, orderCode: value }));
          }}
        />
      </div>
      {field('message', text('contactMessage', 'Message'), (props) => (
        <textarea {...props} maxLength={5000} />
      ))}
      {status === 'failed' && (
        <p className={messages.error} role="alert">
          {text('retry', 'Try again')}
        </p>
      )}
      <Button type="submit" isPending={status === 'sending'}>
        {text('contactSend', 'Send')}
      </Button>
      <p className={messages.policyNote}>
        <PolicyLink site={site} slug={PRIVACY_POLICY} labels={labels}>
          {text('privacyPolicy', 'Privacy policy')}
        </PolicyLink>
      </p>
    </form>
  );
}
