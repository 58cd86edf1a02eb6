// The frame's stylesheets, read as text and written inline in the head of every page by
// +Head (issue 21, ADR 0018). As one linked file (90 KB, 16 KB brotli) they blocked the first
// paint until a second round trip had loaded them: on Lighthouse's slow 4G the paint then
// came after the scripts had loaded and run, so the first paint waited for the whole
// hydration. Inline, the page paints as soon as its HTML is parsed. Only +Head (server-only
// in vike-react) imports this module, so the text never enters the client's JavaScript. Vike
// still emits and preloads the font files the inline CSS names (it adds the assets the server
// build imports to the page; src/server/font-preloads.ts keeps the Latin ones).
// The order is the cascade the linked file had (the layout's import order): ui first.
import uiCss from '@atelier/ui/styles.css?inline';
import fontsCss from './fonts.css?inline';
import storefrontCss from './storefront.css?inline';
import countryBannerCss from './CountryBanner.css?inline';
import newsletterCss from './NewsletterForm.css?inline';
import headerCss from './Header.css?inline';
import widgetsCss from './Widgets.css?inline';
import layoutsCss from './layouts/layouts.css?inline';

export const SHELL_CSS: string = [
  uiCss,
  fontsCss,
  storefrontCss,
  countryBannerCss,
  newsletterCss,
  headerCss,
  widgetsCss,
  layoutsCss,
].join('\n');
