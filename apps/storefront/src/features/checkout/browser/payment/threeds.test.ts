// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { challengeUrlOf, decisionOfReturn, watchChallengeFrame } from './threeds.js';

describe('the 3DS2 challenge frame', () => {
  it("is the issuer's page of the payment, through the commerce proxy", () => {
    expect(challengeUrlOf({ kind: 'challenge', token: 'ch_1', paymentData: 'pay_1' })).toBe(
      '/api/commerce/sandbox/3ds2/challenge/pay_1',
    );
  });

  it("posts the shopper's decision itself, so the frame never loads the return page", async () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const doc = frame.contentDocument!;
    doc.body.innerHTML = `
      <form method="post" action="http://shop.test/api/commerce/sandbox/3ds2/challenge/pay_1/approve"><button name="decision" value="approve">Approve</button></form>
      <form method="post" action="http://shop.test/api/commerce/sandbox/3ds2/challenge/pay_1/deny"><button name="decision" value="deny">Deny</button></form>`;
    const post = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
    const onDecision = vi.fn();
    watchChallengeFrame(frame, onDecision, post as unknown as typeof fetch);
    const deny = doc.querySelectorAll('form')[1]!;
    const event = new Event('submit', { cancelable: true });
    deny.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(onDecision).toHaveBeenCalledWith(false));
    expect(post).toHaveBeenCalledWith(
      'http://shop.test/api/commerce/sandbox/3ds2/challenge/pay_1/deny',
      expect.objectContaining({ method: 'POST', redirect: 'manual' }),
    );
  });

  it('reads the decision of a frame that reached the return URL', () => {
    expect(decisionOfReturn('?paymentId=p&result=approved')).toBe(true);
    expect(decisionOfReturn('?paymentId=p&result=denied')).toBe(false);
    expect(decisionOfReturn('?paymentId=p')).toBeNull();
  });
});
