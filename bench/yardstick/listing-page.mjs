// The bench's fixed yardstick (issue 34, ADR 0037): a jewellery listing page of 48 products
// (listing-page.json) drawn by these components with bare React renderToString. Written once
// and frozen: nothing here imports the storefront or the ui package, so the storefront's
// req/s can be read against a render that never changes with it. Changing this file or the
// data makes a new yardstick, whose figures are not comparable with earlier runs: don't.
//
// Plain createElement (no JSX) so the page runs in Node as it is, with no build step whose
// configuration could change under it.
import { createElement as h, Fragment } from 'react';
import { renderToString } from 'react-dom/server';

// A fixed stylesheet, inlined as a small page would.
const CSS = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1d1b19;background:#fff}
a{color:inherit;text-decoration:none}
.banner{background:#1d1b19;color:#fff;text-align:center;font-size:.8125rem;padding:.5rem}
.header{display:flex;align-items:center;gap:2rem;padding:1rem 2rem;border-bottom:1px solid #e6e1dc}
.logo{font-weight:700;letter-spacing:.2em}
.menu{display:flex;gap:1.5rem;list-style:none;margin:0;padding:0}
.menu ul{display:none;position:absolute;list-style:none;padding:1rem;background:#fff}
.menu li:hover ul{display:block}
.tools{margin-left:auto;display:flex;gap:1rem}
.crumbs{display:flex;gap:.5rem;list-style:none;padding:1rem 2rem;margin:0;font-size:.8125rem}
.layout{display:grid;grid-template-columns:16rem 1fr;gap:2rem;padding:0 2rem}
.facet{border-top:1px solid #e6e1dc;padding:1rem 0}
.facet label{display:flex;gap:.5rem;font-size:.875rem}
.toolbar{display:flex;justify-content:space-between;align-items:center;margin:1rem 0}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:1.5rem;list-style:none;margin:0;padding:0}
.card{position:relative;display:flex;flex-direction:column;gap:.25rem}
.card img{width:100%;height:auto;aspect-ratio:4/5;object-fit:cover;background:#f4f1ee}
.badge{position:absolute;top:.5rem;left:.5rem;background:#fff;font-size:.75rem;padding:0 .5rem}
.wish{position:absolute;top:.5rem;right:.5rem;border:0;background:none}
.price{display:flex;gap:.5rem;font-weight:600}
.was{text-decoration:line-through;color:#77706a;font-weight:400}
.swatches{display:flex;gap:.25rem;list-style:none;margin:0;padding:0}
.swatch{width:.75rem;height:.75rem;border-radius:50%;border:1px solid #e6e1dc}
.pages{display:flex;justify-content:center;gap:.5rem;list-style:none;padding:2rem 0}
.footer{display:grid;grid-template-columns:repeat(5,1fr);gap:2rem;padding:2rem;background:#f4f1ee}
.footer ul{list-style:none;margin:0;padding:0}
.legal{padding:1rem 2rem;font-size:.75rem;color:#77706a}`;

const HEART =
  'M12 21s-7.5-4.6-9.6-9.1C.8 8.5 3 5 6.4 5c2 0 3.4 1.1 4.2 2.4h2.8C14.2 6.1 15.6 5 17.6 5 21 5 23.2 8.5 21.6 11.9 19.5 16.4 12 21 12 21z';

function Icon({ path, label }) {
  return h(
    'svg',
    { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': label ? undefined : true },
    label ? h('title', null, label) : null,
    h('path', { d: path, fill: 'none', stroke: 'currentColor', strokeWidth: 1.5 }),
  );
}

function Header({ page }) {
  return h(
    Fragment,
    null,
    h('div', { className: 'banner', role: 'note' }, page.banner),
    h(
      'header',
      { className: 'header' },
      h('a', { className: 'logo', href: '/es-es/' }, 'ATELIER'),
      h(
        'nav',
        { 'aria-label': 'Menú principal' },
        h(
          'ul',
          { className: 'menu' },
          page.menu.map((entry) =>
            h(
              'li',
              { key: entry.href },
              h('a', { href: entry.href }, entry.label),
              h(
                'ul',
                null,
                entry.children.map((child) =>
                  h('li', { key: child.href }, h('a', { href: child.href }, child.label)),
                ),
              ),
            ),
          ),
        ),
      ),
      h(
        'div',
        { className: 'tools' },
        h(
          'form',
          { role: 'search', action: '/es-es/search' },
          h('input', { type: 'search', name: 'q', 'aria-label': 'Buscar', placeholder: 'Buscar' }),
        ),
        h('a', { href: '/es-es/account' }, 'Mi cuenta'),
        h('a', { href: '/es-es/cart/' }, 'Cesta (0)'),
      ),
    ),
  );
}

function Facets({ facets }) {
  return h(
    'aside',
    { 'aria-label': 'Filtros' },
    facets.map((facet) =>
      h(
        'fieldset',
        { key: facet.id, className: 'facet' },
        h('legend', null, facet.label),
        facet.values.map((value) =>
          h(
            'label',
            { key: value.id },
            h('input', { type: 'checkbox', name: facet.id, value: value.id }),
            h('span', null, value.label),
            h('span', { 'aria-hidden': true }, `(${value.count})`),
          ),
        ),
      ),
    ),
  );
}

function Card({ product, index }) {
  const aboveFold = index < 4;
  return h(
    'li',
    { className: 'card' },
    h(
      'a',
      { href: product.url },
      h(
        'picture',
        null,
        h('source', {
          type: 'image/avif',
          srcSet: `${product.image}-400.avif 400w, ${product.image}-800.avif 800w`,
          sizes: '(min-width: 64rem) 25vw, 50vw',
        }),
        h('source', {
          type: 'image/webp',
          srcSet: `${product.image}-400.webp 400w, ${product.image}-800.webp 800w`,
          sizes: '(min-width: 64rem) 25vw, 50vw',
        }),
        h('img', {
          src: `${product.image}-400.jpg`,
          alt: product.imageAlt,
          width: 400,
          height: 500,
          loading: aboveFold ? 'eager' : 'lazy',
          fetchPriority: aboveFold ? 'high' : undefined,
          decoding: 'async',
        }),
      ),
      h('h2', { className: 'name' }, product.name),
    ),
    product.tags.length > 0 ? h('span', { className: 'badge' }, product.tags.join(' · ')) : null,
    h(
      'button',
      { type: 'button', className: 'wish', 'aria-pressed': false },
      h(Icon, { path: HEART, label: `Añadir ${product.name} a favoritos` }),
    ),
    h(
      'p',
      { className: 'price' },
      h('span', null, product.price),
      product.previousPrice ? h('s', { className: 'was' }, product.previousPrice) : null,
      product.discount ? h('span', null, product.discount) : null,
    ),
    h(
      'ul',
      { className: 'swatches', 'aria-label': 'Colores' },
      product.colors.map((color) =>
        h('li', {
          key: color.id,
          className: 'swatch',
          title: color.id,
          style: { backgroundColor: color.hex },
        }),
      ),
    ),
    product.rating
      ? h(
          'p',
          { className: 'rating' },
          `${product.rating.value} de 5 (${product.rating.count} opiniones)`,
        )
      : null,
  );
}

function Listing({ page }) {
  return h(
    'main',
    { id: 'main' },
    h(
      'ol',
      { className: 'crumbs', 'aria-label': 'Migas de pan' },
      page.breadcrumbs.map((crumb) =>
        h('li', { key: crumb.href }, h('a', { href: crumb.href }, crumb.label)),
      ),
    ),
    h(
      'div',
      { className: 'layout' },
      h(Facets, { facets: page.facets }),
      h(
        'section',
        { 'aria-labelledby': 'listing-title' },
        h('h1', { id: 'listing-title' }, page.heading),
        h('p', null, page.intro),
        h(
          'div',
          { className: 'toolbar' },
          h('p', null, `${page.total} productos`),
          h(
            'label',
            null,
            'Ordenar por ',
            h(
              'select',
              { name: 'order', defaultValue: page.orders[0].id },
              page.orders.map((order) =>
                h('option', { key: order.id, value: order.id }, order.label),
              ),
            ),
          ),
        ),
        h(
          'ul',
          { className: 'grid' },
          page.products.map((product, index) => h(Card, { key: product.id, product, index })),
        ),
        h(
          'nav',
          { 'aria-label': 'Páginas' },
          h(
            'ul',
            { className: 'pages' },
            Array.from({ length: page.pages }, (_, n) =>
              h(
                'li',
                { key: n },
                h(
                  'a',
                  {
                    href: n === 0 ? page.canonical : `${page.canonical}?page=${n + 1}`,
                    'aria-current': n === 0 ? 'page' : undefined,
                  },
                  String(n + 1),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

function Footer({ page }) {
  return h(
    'footer',
    null,
    h(
      'div',
      { className: 'footer' },
      page.footer.map((column) =>
        h(
          'nav',
          { key: column.title, 'aria-label': column.title },
          h('h2', null, column.title),
          h(
            'ul',
            null,
            column.links.map((link) =>
              h('li', { key: link.href }, h('a', { href: link.href }, link.label)),
            ),
          ),
        ),
      ),
      h(
        'form',
        { action: '/es-es/newsletter', method: 'post' },
        h('label', { htmlFor: 'newsletter' }, 'Recibe nuestras novedades'),
        h('input', { id: 'newsletter', type: 'email', name: 'email', required: true }),
        h('button', { type: 'submit' }, 'Suscribirme'),
      ),
    ),
    h('p', { className: 'legal' }, page.legal),
  );
}

function Document({ page }) {
  return h(
    'html',
    { lang: page.lang },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('title', null, page.title),
      h('meta', { name: 'description', content: page.description }),
      h('link', { rel: 'canonical', href: page.canonical }),
      page.alternates.map((link) =>
        h('link', {
          key: link.hreflang,
          rel: 'alternate',
          hrefLang: link.hreflang,
          href: link.href,
        }),
      ),
      h('style', { dangerouslySetInnerHTML: { __html: CSS } }),
    ),
    h('body', null, h(Header, { page }), h(Listing, { page }), h(Footer, { page })),
  );
}

/** The whole document for the frozen page data, as one string. */
export function renderListingPage(page) {
  return `<!DOCTYPE html>${renderToString(h(Document, { page }))}`;
}
