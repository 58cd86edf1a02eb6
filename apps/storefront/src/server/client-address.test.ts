import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clientAddress } from './login-throttle.js';

describe('the client address of a request (issue 30)', () => {
  it('reads X-Forwarded-For only from a configured proxy, and only its last hop', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.8')).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '203.0.113.8', ['127.0.0.1'])).toBe('203.0.113.8');
    expect(clientAddress('::ffff:127.0.0.1', '1.1.1.1, 203.0.113.8', ['127.0.0.1'])).toBe(
      '203.0.113.8',
    );
    expect(clientAddress('198.51.100.4', '203.0.113.8', ['127.0.0.1'])).toBe('198.51.100.4');
  });

  it('gives a client that is not a trusted proxy its own address, whatever header it sends', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.string({ maxLength: 80 }), (peer, header) => {
        expect(
          clientAddress(
            peer,
            header,
            ['10.9.9.9'].filter((p) => p !== peer),
          ),
        ).toBe(peer);
      }),
    );
  });
});
