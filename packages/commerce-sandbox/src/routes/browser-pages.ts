import { getPayment } from '../payment-simulator.js';
import {
  barcodeSvg,
  decisionPage,
  donePage,
  PAGE_CSS,
  PAGE_CSS_PATH,
  pageSecurityPolicy,
  type PageSite,
  recordDecision,
} from '../sandbox-pages.js';
import { RETURN_PORTAL_PATH, returnPortalPage } from '../admin-returns.js';
import { CLIENT_SCRIPT, CLIENT_SCRIPT_PATH } from '../cross-border-client-script.js';
import type { SandboxDb } from '../db.js';
import { sandboxSite } from '../sites.js';
import { sendHtml, sendJson } from '../http.js';
import { pageRoute, type PageRequest, type PageRoute } from '../page-route.js';

export interface BrowserPageDeps {
  db: SandboxDb;
  /** The base of links handed to a browser; known once the server listens (public-base.ts). */
  publicBase: () => string;
  allowedReturnOrigins: readonly string[];
}

const DECISION_PARAMS = { kind: '3ds2/challenge|provider', paymentId: '[\\w-]+' };
const ACTION_PARAMS = { ...DECISION_PARAMS, action: 'approve|deny' };

/** The payment's cart's site, whose language and money format the pages use (en-GB if unknown). */
function pageSiteOf(db: SandboxDb, cartCode: string): PageSite {
  const row = db
    .prepare<[string], { site: string }>('SELECT site FROM carts WHERE code = ?')
    .get(cartCode);
  const site = row ? sandboxSite(row.site) : undefined;
  return site
    ? { language: site.language, locale: site.locale }
    : { language: 'en', locale: 'en-GB' };
}

/**
 * The pages a shopper's browser opens on the sandbox (through the storefront's proxy): the
 * 3DS2 challenge and the payment provider's page with their approve / deny forms, the return
 * portal's stand-in, payment barcodes, the pages' stylesheet, and a health check. Table order
 * matters where patterns overlap: the stylesheet and the return portal before the provider page.
 */
export function browserPageRoutes(deps: BrowserPageDeps): PageRoute[] {
  /** A challenge or provider page, or its approve / deny form's answer. */
  function decision({ res, method, params }: PageRequest): boolean {
    const kind = params['kind'] === 'provider' ? 'provider' : 'challenge';
    // Looked up whatever the method, so an unknown payment is a 404 naming it.
    const payment = getPayment({ db: deps.db }, params['paymentId'] ?? '');
    const policy = { 'content-security-policy': pageSecurityPolicy(deps.allowedReturnOrigins) };
    const site = pageSiteOf(deps.db, payment.cart_code);
    const action = params['action'];
    if (method === 'GET' && action === undefined) {
      sendHtml(res, 200, decisionPage(kind, payment, deps.publicBase(), site), policy);
      return true;
    }
    if (method === 'POST' && action !== undefined) {
      const approve = action === 'approve';
      const next = deps.db.transaction(() =>
        recordDecision(deps.db, payment, approve, deps.allowedReturnOrigins),
      )();
      if (next) {
        res.writeHead(303, { location: next, 'content-length': '0' });
        res.end();
        return true;
      }
      sendHtml(res, 200, donePage(approve, deps.publicBase(), site), policy);
      return true;
    }
    return false;
  }

  return [
    pageRoute('GET', '/sandbox/health', ({ res }) => sendJson(res, 200, { ok: true })),
    pageRoute(
      'GET',
      '/sandbox/barcode/{reference}.svg',
      ({ res, params }) => {
        const svg = barcodeSvg(params['reference'] ?? '');
        res.writeHead(200, {
          'content-type': 'image/svg+xml',
          'content-length': Buffer.byteLength(svg),
          'content-security-policy': "default-src 'none'",
        });
        res.end(svg);
      },
      { params: { reference: '[\\w-]+' } },
    ),
    pageRoute('GET', PAGE_CSS_PATH, ({ res }) => {
      res.writeHead(200, {
        'content-type': 'text/css; charset=utf-8',
        'content-length': Buffer.byteLength(PAGE_CSS),
      });
      res.end(PAGE_CSS);
    }),
    // The cross-border provider's script stand-in (ADR 0054), before the provider page's pattern.
    pageRoute('GET', CLIENT_SCRIPT_PATH, ({ res }) => {
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'content-length': Buffer.byteLength(CLIENT_SCRIPT),
        'cache-control': 'no-cache',
      });
      res.end(CLIENT_SCRIPT);
    }),
    // The external return portal's stand-in (admin-returns.ts).
    pageRoute('GET', RETURN_PORTAL_PATH, ({ res, query }) =>
      sendHtml(res, 200, returnPortalPage(query, deps.publicBase()), {
        'content-security-policy': pageSecurityPolicy([]),
      }),
    ),
    pageRoute('*', '/sandbox/{kind}/{paymentId}', decision, { params: DECISION_PARAMS }),
    // The approve / deny buttons post HTML forms.
    pageRoute('POST', '/sandbox/{kind}/{paymentId}/{action}', decision, {
      params: ACTION_PARAMS,
      body: 'json-or-form',
    }),
    pageRoute('*', '/sandbox/{kind}/{paymentId}/{action}', decision, { params: ACTION_PARAMS }),
  ];
}
