/**
 * Content-system HTML. The CMS adapter sanitises it on the way in (adapters-cms sanitise),
 * so it is set as is.
 */
export function HtmlBlock({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
