import { describe, expect, it } from 'vitest';
import { signCustomerGroup } from './customer-group.js';
import { htmlCacheKey, requestContext } from './request-context.js';

describe('requestContext', () => {
  it('reads site, platform, kiosk and corporate headers and the customer group', () => {
    const web = requestContext('/es-es/c/3', {});
    expect(web).toMatchObject({
      site: 'es-es',
      platform: 'WEB',
      kiosk: false,
      corporate: false,
      customerGroup: 'not logged',
    });
    const app = requestContext(
      '/sa-ar/',
      {
        'x-atelier-channel': 'APP',
        'x-atelier-kiosk-store': '1001',
        'x-atelier-kiosk-instance': '7',
        'x-atelier-site-type': 'corporate',
        cookie: `atelier_token=t; atelier_customer_group=${signCustomerGroup('employee', 's3cret')}`,
      },
      's3cret',
    );
    expect(app).toMatchObject({
      site: 'sa-ar',
      platform: 'APP',
      kiosk: true,
      corporate: true,
      customerGroup: 'employee',
      loggedIn: true,
    });
  });

  it('believes the employee group only when its cookie is signed with the session secret', () => {
    const forged = { cookie: 'atelier_token=t; atelier_customer_group=employee' };
    expect(requestContext('/es-es/', forged, 's3cret').customerGroup).toBe('registered');
    const otherKey = {
      cookie: `atelier_token=t; atelier_customer_group=${signCustomerGroup('employee', 'other')}`,
    };
    expect(requestContext('/es-es/', otherKey, 's3cret').customerGroup).toBe('registered');
    const signed = {
      cookie: `atelier_token=t; atelier_customer_group=${signCustomerGroup('employee', 's3cret')}`,
    };
    expect(requestContext('/es-es/', signed, null).customerGroup).toBe('registered');
    expect(requestContext('/es-es/', signed, 's3cret').customerGroup).toBe('employee');
    // A signed group without a usable token is an anonymous visitor.
    const noToken = { cookie: `atelier_customer_group=${signCustomerGroup('employee', 's3cret')}` };
    expect(requestContext('/es-es/', noToken, 's3cret').customerGroup).toBe('not logged');
    const brokenToken = { cookie: 'atelier_token=a%0D%0Ab' };
    expect(requestContext('/es-es/', brokenToken, 's3cret').loggedIn).toBe(false);
  });

  it('finds the site of client-navigation data requests and nothing for unknown codes', () => {
    expect(requestContext('/jp-ja/c/3/index.pageContext.json', {}).site).toBe('jp-ja');
    expect(requestContext('/xx-yy/', {}).site).toBeNull();
    expect(requestContext('/', {}).site).toBeNull();
  });

  it('keys cached HTML by platform and customer group as well as URL', () => {
    const url = '/es-es/c/3';
    const anonymous = htmlCacheKey(url, requestContext(url, {}));
    const app = htmlCacheKey(url, requestContext(url, { 'x-atelier-channel': 'APP' }));
    const registered = htmlCacheKey(url, requestContext(url, { cookie: 'atelier_token=t' }));
    expect(new Set([anonymous, app, registered]).size).toBe(3);
  });

  it('keeps a page drawn with the cookie notice apart from one drawn after the decision (ADR 0061)', () => {
    const url = '/es-es/cart/';
    const undecided = htmlCacheKey(url, requestContext(url, {}));
    const decided = htmlCacheKey(url, requestContext(url, { cookie: 'atelier_consent=all' }));
    const rejected = htmlCacheKey(
      url,
      requestContext(url, { cookie: 'atelier_consent=functional' }),
    );
    expect(undecided).not.toBe(decided);
    // Every decision draws the same page: one entry for all of them.
    expect(rejected).toBe(decided);
  });
});
