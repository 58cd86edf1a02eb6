import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

// renderToString, not streaming: streaming halved throughput on this machine
// (docs/adr/0005-storefront-rendering-and-html-cache.md), and these pages gain nothing from it.
const config: Config = {
  extends: [vikeReact],
  stream: false,
  passToClient: ['shell', 'errorViews'],
  // Links prefetch their page's assets when hovered (cheap); pageContext is not prefetched
  // so data requests stay with real navigations.
  prefetch: { staticAssets: 'hover', pageContext: false },
  // The server applies docs/product/routes.md §3's trailing-slash rule (canonicalPath); Vike must
  // not apply its own.
  disableUrlNormalization: true,
};

export default config;
