import { describe, expect, it } from 'vitest';
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
    const app = requestContext('/sa-ar/', {
      'x-atelier-channel': 'APP',
      'x-atelier-kiosk-store': '1001',
      'x-atelier-kiosk-instance': '7',
      'x-atelier-site-type': 'corporate',
      cookie: 'atelier_token=t; atelier_customer_group=employee',
    });
    expect(app).toMatchObject({
      site: 'sa-ar',
      platform: 'APP',
      kiosk: true,
      corporate: true,
      customerGroup: 'employee',
      loggedIn: true,
    });
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
});
