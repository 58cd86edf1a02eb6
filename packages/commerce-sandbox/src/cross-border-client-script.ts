// The cross-border provider's browser script, stood in by the sandbox (ADR 0054). The storefront
// loads it on /{lang}/checkout from the path country-info names (behind the storefront, the
// sandbox's pages come through its /api/commerce proxy, so the script is same-origin and the
// page's script-src stays 'self'). It is plain ES2019 in a string, served as it is: no build step
// between the sandbox and the browser, as a provider's hosted script would be.
//
// What it does, as the provider's does (docs/product/cross-border.md §7):
// - replaces the queue-style global `gle`, replaying the calls queued before it loaded;
// - answers `gle('GetCurrencies', 5)` with its currency list once it has one;
// - on `gle('Checkout', options)` draws its checkout in a container it adds to the host element:
//   the country and currency choice, the cart's lines and totals in that currency with the
//   delivery cost of the country (all priced by the provider's servers), an address form and a
//   pay button that places the order and hands the answer (code, amount, what was priced) to
//   `options.onOrderPlaced`;
// - tells the shop the country and currency it is showing (`options.onChange`), which the shop
//   keeps as the visitor's country selection;
// - calls `options.onError()` when it cannot price the cart at all.
// Every text it shows comes from its servers in the site's language; it writes text only with
// textContent, never markup.

export const CLIENT_SCRIPT_PATH = '/sandbox/cross-border/client.js';

export const CLIENT_SCRIPT = String.raw`(function () {
  'use strict';
  var SCRIPT_PATH = '${CLIENT_SCRIPT_PATH}';
  var me = document.currentScript;
  var base = '';
  if (me && me.src) {
    var at = new URL(me.src, location.href);
    base = at.origin + at.pathname.slice(0, at.pathname.length - SCRIPT_PATH.length);
  }
  var currencies = null;
  var session = null;

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      node.setAttribute(name, attrs[name]);
    });
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function api(path, init) {
    var url = base + '/occ/v2/' + encodeURIComponent(session.options.site) +
      '/globale/sandbox-provider/' + path;
    return fetch(url, Object.assign({ credentials: 'same-origin' }, init)).then(function (res) {
      return res.json().catch(function () { return null; }).then(function (body) {
        return { ok: res.ok, status: res.status, body: body };
      });
    });
  }

  function fill(select, options, chosen) {
    select.textContent = '';
    options.forEach(function (option) {
      var node = el('option', { value: option.code }, option.name);
      if (option.code === chosen) node.selected = true;
      select.appendChild(node);
    });
  }

  function build(texts) {
    var host = document.getElementById(session.options.hostId || 'GlobalECheckout');
    if (!host) return null;
    var old = host.querySelector('[data-gle-root]');
    if (old) old.remove();
    var v = {};
    v.root = el('section', { 'data-gle-root': '', class: 'gle-checkout', 'aria-labelledby': 'gle-title', 'data-testid': 'gle-checkout' });
    v.root.appendChild(el('h2', { id: 'gle-title', class: 'gle-title' }, texts.title));
    var choices = el('div', { class: 'gle-choices' });
    [['country', texts.country], ['currency', texts.currency]].forEach(function (pair) {
      var field = el('div', { class: 'gle-field' });
      field.appendChild(el('label', { for: 'gle-' + pair[0] }, pair[1]));
      var select = el('select', { id: 'gle-' + pair[0], name: pair[0], 'data-testid': 'gle-' + pair[0] });
      select.addEventListener('change', function () {
        if (pair[0] === 'country') {
          session.country = select.value;
          session.currency = null;
        } else {
          session.currency = select.value;
        }
        load();
      });
      field.appendChild(select);
      choices.appendChild(field);
      v[pair[0]] = select;
    });
    v.root.appendChild(choices);
    var order = el('section', { class: 'gle-order', 'aria-labelledby': 'gle-order-title' });
    order.appendChild(el('h3', { id: 'gle-order-title', class: 'gle-subtitle' }, texts.order));
    v.lines = el('ul', { class: 'gle-lines', 'data-testid': 'gle-lines' });
    v.totals = el('dl', { class: 'gle-totals', 'data-testid': 'gle-totals' });
    order.appendChild(v.lines);
    order.appendChild(v.totals);
    v.root.appendChild(order);
    v.form = el('form', { class: 'gle-form', 'data-testid': 'gle-form' });
    var fieldset = el('fieldset', { class: 'gle-fieldset' });
    fieldset.appendChild(el('legend', { class: 'gle-subtitle' }, texts.address));
    v.inputs = {};
    [['firstName', 'given-name'], ['lastName', 'family-name'], ['line1', 'address-line1'],
      ['town', 'address-level2'], ['postalCode', 'postal-code']].forEach(function (pair) {
      var field = el('div', { class: 'gle-field' });
      field.appendChild(el('label', { for: 'gle-' + pair[0] }, texts[pair[0]]));
      var input = el('input', { id: 'gle-' + pair[0], name: pair[0], autocomplete: 'shipping ' + pair[1], required: '', maxlength: '100' });
      field.appendChild(input);
      fieldset.appendChild(field);
      v.inputs[pair[0]] = input;
    });
    v.form.appendChild(fieldset);
    v.pay = el('button', { type: 'submit', class: 'gle-pay', 'data-testid': 'gle-pay' });
    v.form.appendChild(v.pay);
    v.form.addEventListener('submit', function (event) {
      event.preventDefault();
      pay();
    });
    v.root.appendChild(v.form);
    v.message = el('p', { role: 'status', class: 'gle-message', 'data-testid': 'gle-message' });
    v.root.appendChild(v.message);
    host.appendChild(v.root);
    return v;
  }

  function row(dl, term, value, testid) {
    dl.appendChild(el('dt', {}, term));
    dl.appendChild(el('dd', { 'data-testid': testid }, value));
  }

  function draw() {
    var q = session.quote;
    var texts = q.texts;
    if (!session.view) session.view = build(texts);
    var v = session.view;
    if (!v) return;
    fill(v.country, q.countries, q.country);
    fill(v.currency, q.currencies.map(function (c) {
      return { code: c.code, name: c.name + ' (' + c.code + ')' };
    }), q.currency);
    v.lines.textContent = '';
    q.lines.forEach(function (line) {
      var item = el('li', { class: 'gle-line', 'data-testid': 'gle-line' });
      item.appendChild(el('span', { class: 'gle-line-name' }, line.name + (line.quantity > 1 ? ' × ' + line.quantity : '')));
      item.appendChild(el('span', { class: 'gle-line-price' }, line.isGift ? texts.gift : line.formatted));
      v.lines.appendChild(item);
    });
    v.totals.textContent = '';
    row(v.totals, texts.subtotal, q.subtotal.formattedValue, 'gle-subtotal');
    if (q.discount) row(v.totals, texts.discount, '−' + q.discount.formattedValue, 'gle-discount');
    row(v.totals, texts.delivery, q.delivery.formattedValue, 'gle-delivery');
    row(v.totals, texts.total, q.total.formattedValue, 'gle-total');
    v.pay.textContent = texts.placeOrder.replace('{amount}', q.total.formattedValue);
    v.root.setAttribute('data-currency', q.currency);
    v.root.setAttribute('data-country', q.country);
    busy(false);
  }

  function busy(on, message) {
    var v = session.view;
    if (!v) return;
    v.root.setAttribute('aria-busy', on ? 'true' : 'false');
    v.pay.disabled = on;
    v.country.disabled = on;
    v.currency.disabled = on;
    v.message.textContent = message || '';
  }

  function load() {
    var o = session.options;
    var query = 'checkout?cartId=' + encodeURIComponent(o.cartId) +
      (session.country ? '&country=' + encodeURIComponent(session.country) : '') +
      (session.currency ? '&currency=' + encodeURIComponent(session.currency) : '');
    var started = session;
    busy(true);
    return api(query).then(function (res) {
      if (started !== session) return;
      if (!res.ok || !res.body || !res.body.texts) {
        if (!session.quote && typeof o.onError === 'function') o.onError();
        else busy(false, session.quote ? session.quote.texts.failed : '');
        return;
      }
      session.quote = res.body;
      session.country = res.body.country;
      session.currency = res.body.currency;
      currencies = res.body.currencies;
      draw();
      if (typeof o.onChange === 'function')
        o.onChange({ country: session.country, currency: session.currency });
    }, function () {
      if (started !== session) return;
      if (!session.quote && typeof o.onError === 'function') o.onError();
      else busy(false, session.quote.texts.failed);
    });
  }

  function pay() {
    var q = session.quote;
    var v = session.view;
    var address = {};
    Object.keys(v.inputs).forEach(function (name) { address[name] = v.inputs[name].value; });
    busy(true, q.texts.placing);
    api('orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        cartId: session.options.cartId,
        country: q.country,
        currency: q.currency,
        expectedTotal: q.total.value,
        address: address
      })
    }).then(function (res) {
      if (res.ok && res.body && res.body.orderCode) {
        if (typeof session.options.onOrderPlaced === 'function')
          session.options.onOrderPlaced(res.body);
        return;
      }
      if (res.status === 409) {
        load().then(function () { if (session.view) session.view.message.textContent = q.texts.changed; });
        return;
      }
      var reason = res.body && res.body.errors && res.body.errors[0] && res.body.errors[0].reason;
      busy(false, reason === 'cart.emailNotSet' ? q.texts.noEmail : q.texts.failed);
    }, function () {
      busy(false, q.texts.failed);
    });
  }

  function style() {
    if (document.getElementById('gle-style')) return;
    var css = el('style', { id: 'gle-style' });
    css.textContent = [
      '.gle-checkout{display:grid;gap:1.25rem;max-inline-size:40rem;font:inherit;color:inherit}',
      '.gle-title{margin:0;font-size:1.25rem}',
      '.gle-subtitle{margin:0 0 .5rem;font-size:1rem;font-weight:600}',
      '.gle-choices{display:flex;flex-wrap:wrap;gap:1rem}',
      '.gle-field{display:flex;flex-direction:column;gap:.25rem;min-inline-size:12rem;flex:1}',
      '.gle-field select,.gle-field input{font:inherit;padding:.5rem;border:1px solid #555;border-radius:2px;background:#fff;color:#111}',
      '.gle-lines{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}',
      '.gle-line{display:flex;justify-content:space-between;gap:1rem}',
      '.gle-totals{display:grid;grid-template-columns:1fr auto;gap:.25rem 1rem;margin:.75rem 0 0;padding-block-start:.75rem;border-block-start:1px solid #ccc}',
      '.gle-totals dd{margin:0;text-align:end}',
      '.gle-totals dt:last-of-type,.gle-totals dd:last-of-type{font-weight:600}',
      '.gle-fieldset{border:0;margin:0;padding:0;display:grid;gap:.75rem}',
      '.gle-fieldset legend{padding:0}',
      '.gle-pay{margin-block-start:1rem;padding:.75rem 1.5rem;font:inherit;font-weight:600;background:#111;color:#fff;border:0;border-radius:2px;cursor:pointer}',
      '.gle-pay:disabled{opacity:.6;cursor:progress}',
      '.gle-message:empty{display:none}'
    ].join('');
    document.head.appendChild(css);
  }

  function checkout(options) {
    if (!options || typeof options.cartId !== 'string' || typeof options.site !== 'string') return;
    session = {
      options: options,
      country: options.country || null,
      currency: options.currency || null,
      quote: null,
      view: null
    };
    style();
    load();
  }

  function gle(command, argument) {
    if (command === 'GetCurrencies') return argument === 5 && currencies ? currencies.slice() : undefined;
    if (command === 'Checkout') return checkout(argument);
    if (command === 'SetCountry' && session) {
      session.country = String(argument);
      session.currency = null;
      return load();
    }
    if (command === 'SetCurrency' && session) {
      session.currency = String(argument);
      return load();
    }
    return undefined;
  }

  var queued = (window.gle && window.gle.q) || [];
  window.gle = gle;
  queued.forEach(function (args) { gle.apply(null, args); });
})();
`;
