// The browser's side of 3DS2 (docs/product/payments.md §2.1), standing in for the provider's 3DS2
// SDK: the fingerprint answers at once, the challenge is the issuer's page in a frame. With the
// sandbox back-end that page is served through the storefront's commerce proxy, so it is
// same-origin: the shopper's decision is posted from here and never navigates the frame to
// the return URL (the confirmation page would otherwise load inside the frame).
import type { ThreeDs2Action } from '@atelier/core-checkout';

/** Where the storefront's proxy serves the commerce back-end (ADR 0006). */
export const COMMERCE_BASE = '/api/commerce';

/** The issuer's challenge page of an action; the sandbox names it by the payment. */
export function challengeUrlOf(action: ThreeDs2Action): string {
  return `${COMMERCE_BASE}/sandbox/3ds2/challenge/${encodeURIComponent(action.paymentData)}`;
}

/** The device fingerprint's result, as the 3DS2 SDK reports a completed method call. */
export function fingerprintDetails(action: ThreeDs2Action): Record<string, string> {
  return {
    'threeds2.fingerprint': btoa(JSON.stringify({ threeDSCompInd: 'Y', id: action.token })),
  };
}

/** The challenge's result for the authorise call: transStatus Y approves, N denies. */
export function challengeDetails(approved: boolean): Record<string, string> {
  return { 'threeds2.challengeResult': approved ? 'Y' : 'N' };
}

/** The decision a form of the challenge page stands for (its action ends /approve or /deny). */
export function decisionOfAction(action: string): boolean | null {
  if (/\/approve\/?$/.test(action)) return true;
  if (/\/deny\/?$/.test(action)) return false;
  return null;
}

/** The decision a return URL carries (`result=approved|denied`), when the frame got there. */
export function decisionOfReturn(search: string): boolean | null {
  const result = new URLSearchParams(search).get('result');
  if (result === 'approved') return true;
  return result === 'denied' ? false : null;
}

/**
 * Watches the challenge frame: when the shopper submits one of its forms the decision is
 * posted with fetch (the 303 to the return URL is not followed) and `onDecision` gets it.
 * When the frame cannot be read (a real issuer on another origin) nothing is attached, and a
 * frame that reaches the return URL still reports its `result`.
 */
export function watchChallengeFrame(
  frame: HTMLIFrameElement,
  onDecision: (approved: boolean) => void,
  post: typeof fetch = (input, init) => fetch(input, init),
): void {
  let doc: Document | null;
  try {
    doc = frame.contentDocument;
    const fromReturn = decisionOfReturn(frame.contentWindow?.location.search ?? '');
    if (fromReturn !== null) {
      onDecision(fromReturn);
      return;
    }
  } catch {
    return;
  }
  doc?.querySelectorAll('form').forEach((form) => {
    form.addEventListener('submit', (event) => {
      const approved = decisionOfAction(form.action);
      if (approved === null) return;
      event.preventDefault();
      const submitter = (event as SubmitEvent).submitter;
      const body = new URLSearchParams();
      if (submitter instanceof HTMLButtonElement && submitter.name) {
        body.set(submitter.name, submitter.value);
      }
      void post(form.action, { method: 'POST', body, redirect: 'manual' })
        .catch(() => undefined)
        .then(() => onDecision(approved));
    });
  });
}
