import {
  orderReturnState,
  returnableLines,
  returnChoiceProblem,
  sortReturnOptions,
  type OnlineOrder,
  type ReturnLineChoice,
  type ReturnOption,
} from '@atelier/core-orders';
import { Button } from '@atelier/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRead } from '../../../shell/browser/read/index.js';
import { useParams } from 'react-router';
import { returnErrorKey, returnProblemKey } from '../browser/returns.js';
import { useAccount, useLabel, useLabelNodes } from './account-context.js';
import { Verbatim } from '../../../shell/components/LabelNodes.js';
import { AccountLink } from './AccountLink.js';

/** A Latin code inside a right-to-left sentence keeps its own direction (FSI ... PDI). */
const isolate = (text: string) => `\u2068${text}\u2069`;

interface Portal {
  reasons: ReturnOption[] | null;
  conditions: ReturnOption[];
}

interface LineDraft {
  chosen: boolean;
  quantity: number;
  reason: string;
  condition: string;
}

/**
 * Conditions and reasons failing are not the shopper's problem (docs/product/returns.md §5: logged
 * only): without reasons the form is not offered; without conditions none is asked.
 */
const portalOption = <T,>(read: Promise<T>, fallback: T) =>
  read.catch((failure: unknown) => {
    console.warn('[returns] return portal options unavailable', failure);
    return fallback;
  });

async function readReturnable(
  client: ReturnType<typeof useAccount>['client'],
  code: string,
): Promise<{ order: OnlineOrder; portal: Portal }> {
  const [order, reasons, conditions] = await Promise.all([
    client.orders.getOrder(code),
    portalOption<ReturnOption[] | null>(client.returns.getReturnReasons(code), null),
    portalOption<ReturnOption[]>(client.returns.getReturnConditions(code), []),
  ]);
  return {
    order,
    portal: {
      reasons: reasons && sortReturnOptions(reasons),
      conditions: sortReturnOptions(conditions),
    },
  };
}

/**
 * /{lang}/my-account/returns/{code}: the lines of one order to return, each with a quantity,
 * one of the portal's reasons and optionally the piece's condition (sorted by `order`), filed
 * through the proxy as the signed-in shopper. core-orders' rule checks the choice first.
 */
export function ReturnForm() {
  const { client, site, user, locale } = useAccount();
  const label = useLabel();
  const labelNode = useLabelNodes();
  const id = useId();
  const code = useParams()['code'] ?? '';
  const read = useRead(['account', site, 'return-form', code], () => readReturnable(client, code));
  const [drafts, setDrafts] = useState<Record<number, LineDraft>>({});
  const [comments, setComments] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [filed, setFiled] = useState<string | null>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);

  // The form (and its button, where focus was) goes once filed: focus moves to the message.
  useEffect(() => {
    if (filed) confirmation.current?.focus();
  }, [filed]);

  const back = (
    <AccountLink to={`/${site}/my-account/returns/`} className="sf-my-account-back">
      {label('myReturnsBack')}
    </AccountLink>
  );
  const title = (
    <h2 className="sf-h2">{labelNode('myReturnsOrder', { code: <Verbatim>{code}</Verbatim> })}</h2>
  );
  if (read.status === 'loading' || read.status === 'idle')
    return (
      <>
        {title}
        <p aria-busy="true">{label('myAccountLoading')}</p>
      </>
    );
  if (read.status === 'error') {
    const notFound = read.failure.kind === 'notFound';
    return (
      <div className="sf-my-account-stack" data-testid="return-missing">
        {title}
        <p role="alert" className="sf-my-account-error">
          {label(notFound ? 'myAccountOrderNotFound' : 'myAccountLoadFailed')}
        </p>
        {!notFound && (
          <Button variant="secondary" onPress={read.retry}>
            {label('checkoutModalRetry')}
          </Button>
        )}
        {back}
      </div>
    );
  }

  const { order, portal } = read.data;
  const lines = returnableLines(order);
  const numbers = new Intl.NumberFormat(locale);
  const draftOf = (entryNumber: number): LineDraft =>
    drafts[entryNumber] ?? { chosen: false, quantity: 1, reason: '', condition: '' };
  // A change answers the problem shown: the message goes until the next try.
  const change = (entryNumber: number, patch: Partial<LineDraft>) => {
    setDrafts({ ...drafts, [entryNumber]: { ...draftOf(entryNumber), ...patch } });
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!portal.reasons) return;
    const choices: ReturnLineChoice[] = lines
      .filter((line) => draftOf(line.entryNumber).chosen)
      .map((line) => {
        const draft = draftOf(line.entryNumber);
        return {
          entryNumber: line.entryNumber,
          quantity: draft.quantity,
          reason: draft.reason,
          ...(draft.condition ? { condition: draft.condition } : {}),
        };
      });
    const problem = returnChoiceProblem(lines, choices, {
      reasons: portal.reasons,
      conditions: portal.conditions,
    });
    if (problem) {
      setError(returnProblemKey(problem));
      return;
    }
    setSending(true);
    setError(null);
    try {
      const trimmed = comments.trim();
      // Filed with the user id (docs/product/returns.md §3); the proxy adds the shopper's token.
      const answer = await client.returns.createReturn(user.uid ?? user.id, {
        orderCode: code,
        entries: choices.map(({ condition, ...entry }) => ({
          ...entry,
          ...(condition ? { condition } : {}),
        })),
        ...(trimmed ? { comments: trimmed } : {}),
      });
      setFiled(answer.code);
    } catch (failure) {
      setError(returnErrorKey(failure));
    } finally {
      setSending(false);
    }
  };

  const returnable = orderReturnState(order) === 'returnable';
  return (
    <>
      {title}
      {/* Announced when the return is filed; present from the start so readers hear it. */}
      <div role="status" aria-live="polite" className="sf-returns-status">
        {filed && (
          <p
            className="sf-returns-filed"
            data-testid="return-filed"
            ref={confirmation}
            tabIndex={-1}
          >
            {label('myReturnsFiled', { code: isolate(filed) })}
          </p>
        )}
      </div>
      {filed ? null : !returnable ? (
        <p className="sf-my-account-note" data-testid="return-not-returnable">
          {label(order.returnInProcess ? 'myReturnsInProcess' : 'myReturnsNotReturnable')}
        </p>
      ) : !portal.reasons ? (
        <p className="sf-my-account-note">{label('myReturnsUnavailable')}</p>
      ) : (
        <form
          className="sf-my-account-card sf-returns-form"
          onSubmit={(event) => void submit(event)}
          noValidate
          data-testid="return-form"
        >
          {portal.conditions.length > 0 && (
            <section aria-labelledby={`${id}-conditions`} className="sf-returns-conditions">
              <h3 id={`${id}-conditions`} className="sf-returns-subtitle">
                {label('myReturnsConditions')}
              </h3>
              <ul data-testid="return-conditions">
                {portal.conditions.map((condition) => (
                  <li key={condition.code}>{condition.name}</li>
                ))}
              </ul>
            </section>
          )}
          <fieldset className="sf-returns-lines">
            <legend className="sf-returns-subtitle">{label('myReturnsLines')}</legend>
            {lines.map((line) => {
              const product = order.products.find((p) => p.entryNumber === line.entryNumber);
              const name = product?.name ?? product?.id ?? String(line.entryNumber);
              const draft = draftOf(line.entryNumber);
              const key = `${id}-${line.entryNumber}`;
              return (
                <div
                  key={line.entryNumber}
                  className="sf-returns-line"
                  data-testid="return-line"
                  data-entry-number={line.entryNumber}
                >
                  <label className="sf-returns-choose">
                    <input
                      type="checkbox"
                      checked={draft.chosen}
                      onChange={(event) =>
                        change(line.entryNumber, { chosen: event.target.checked })
                      }
                    />
                    {product?.image && (
                      <img src={product.image} alt="" width={48} height={60} loading="lazy" />
                    )}
                    <span>{label('myReturnsLine', { name })}</span>
                  </label>
                  {draft.chosen && (
                    <div className="sf-returns-line-fields">
                      <div className="sf-my-account-field">
                        <label htmlFor={`${key}-quantity`}>{label('myReturnsQuantity')}</label>
                        <select
                          id={`${key}-quantity`}
                          value={draft.quantity}
                          onChange={(event) =>
                            change(line.entryNumber, { quantity: Number(event.target.value) })
                          }
                        >
                          {Array.from({ length: line.quantity }, (_, i) => i + 1).map((n) => (
                            <option key={n} value={n}>
                              {numbers.format(n)}
                            </option>
                          ))}
                        </select>
                      </div>
                      <div className="sf-my-account-field">
                        <label htmlFor={`${key}-reason`}>{label('myReturnsReason')}</label>
                        <select
                          id={`${key}-reason`}
                          value={draft.reason}
                          required
                          onChange={(event) =>
                            change(line.entryNumber, { reason: event.target.value })
                          }
                        >
                          <option value="">{label('myReturnsReasonChoose')}</option>
                          {(portal.reasons ?? []).map((reason) => (
                            <option key={reason.code} value={reason.code}>
                              {reason.name}
                            </option>
                          ))}
                        </select>
                      </div>
                      {portal.conditions.length > 0 && (
                        <div className="sf-my-account-field">
                          <label htmlFor={`${key}-condition`}>{label('myReturnsCondition')}</label>
                          <select
                            id={`${key}-condition`}
                            value={draft.condition}
                            onChange={(event) =>
                              change(line.entryNumber, { condition: event.target.value })
                            }
                          >
                            <option value="">{label('myReturnsConditionUnstated')}</option>
                            {portal.conditions.map((condition) => (
                              <option key={condition.code} value={condition.code}>
                                {condition.name}
                              </option>
                            ))}
                          </select>
                        </div>
                      )}
                    </div>
                  )}
                </div>
              );
            })}
          </fieldset>
          <div className="sf-my-account-field sf-returns-comments">
            <label htmlFor={`${id}-comments`}>{label('myReturnsComments')}</label>
            <textarea
              id={`${id}-comments`}
              value={comments}
              maxLength={1000}
              rows={3}
              onChange={(event) => setComments(event.target.value)}
            />
          </div>
          {error && (
            <p role="alert" className="sf-my-account-error" data-testid="return-error">
              {label(error)}
            </p>
          )}
          <div className="sf-my-account-actions">
            <Button type="submit" isPending={sending} data-testid="return-submit">
              {label('myReturnsSubmit')}
            </Button>
          </div>
        </form>
      )}
      {back}
    </>
  );
}
