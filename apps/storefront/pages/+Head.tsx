import { usePageContext } from 'vike-react/usePageContext';
import { alternates } from '../src/shell/seo.js';
import type { SeoView } from '../src/shell/view-types.js';

function seoOf(data: unknown): SeoView | null {
  return data && typeof data === 'object' && 'seo' in data ? (data as { seo: SeoView }).seo : null;
}

/** Canonical, hreflang alternates, robots, Open Graph and JSON-LD of the page. */
export default function Head() {
  const pageContext = usePageContext();
  // The full SEO stays on the server (pages/+onBeforeRender.ts); data.seo is the client's.
  const seo = ('seoHead' in pageContext ? pageContext.seoHead : null) ?? seoOf(pageContext.data);
  const jsonLd = seo?.jsonLd ?? [];
  const origin = 'services' in pageContext ? pageContext.services.origin : '';
  // The start-up loads stay on the server; the head is only rendered there. A page that
  // brings its own Organization (home) keeps it, so the head never carries two.
  const organisation =
    'startup' in pageContext && !jsonLd.some((json) => json['@type'] === 'Organization')
      ? (pageContext.startup?.seoOrganization ?? null)
      : null;
  const noIndex =
    !seo || seo.noIndex || pageContext.is404 === true || pageContext.abortStatusCode !== undefined;
  return (
    <>
      <meta name="theme-color" content="#faf7f2" />
      <link rel="icon" href="/media/brand/atelier.svg" type="image/svg+xml" />
      {/* The labels the page hydrates with, fetched beside its scripts (ADR 0018). */}
      {pageContext.shell?.labelsUrl && (
        <link
          rel="preload"
          href={pageContext.shell.labelsUrl}
          as="fetch"
          type="application/json"
          crossOrigin="anonymous"
        />
      )}
      {noIndex && <meta name="robots" content="noindex, nofollow" />}
      {seo?.canonicalPath && <link rel="canonical" href={`${origin}${seo.canonicalPath}`} />}
      {seo?.prev && <link rel="prev" href={`${origin}${seo.prev}`} />}
      {seo?.next && <link rel="next" href={`${origin}${seo.next}`} />}
      {!noIndex &&
        seo?.alternatePath &&
        pageContext.shell &&
        alternates(origin, seo.alternatePath, pageContext.shell.site).map((link) => (
          <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
        ))}
      {seo && (
        <meta
          property="og:type"
          content={jsonLd.some((j) => j['@type'] === 'Product') ? 'product' : 'website'}
        />
      )}
      {seo?.canonicalPath && <meta property="og:url" content={`${origin}${seo.canonicalPath}`} />}
      {pageContext.shell && <meta property="og:site_name" content={pageContext.shell.brand} />}
      {pageContext.shell && (
        <meta property="og:locale" content={pageContext.shell.locale.replace('-', '_')} />
      )}
      {organisation && <JsonLd json={organisation} />}
      {jsonLd.map((json, index) => (
        <JsonLd key={index} json={json} />
      ))}
    </>
  );
}

function JsonLd({ json }: { json: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      // JSON-LD is data, not script: `<` is escaped so content can never close the tag.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, '\\u003c') }}
    />
  );
}
