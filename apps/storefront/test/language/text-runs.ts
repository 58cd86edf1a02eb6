/**
 * What a shopper reads or hears on a page, as runs of text with where each one is: every text
 * node of the body, the document title, and the attributes a browser shows or a screen reader
 * announces (aria-label, alt, placeholder, title, a button's value).
 *
 * `collectTextRuns` runs in two places: on a jsdom document (the server-rendered HTML, in
 * `npm test`) and in Chromium through Playwright's `page.evaluate` (the hydrated page, in the
 * e2e suite). Playwright sends the function's source to the page, so it must not use anything
 * from outside its own body: no imports, no module-level helpers.
 */
export interface TextRun {
  text: string;
  /** A short path to the element: landmark, nearest test hook, the element itself. */
  where: string;
  /** The attribute the text comes from; absent for text content. */
  attribute?: string;
  /**
   * Inside `translate="no"`: identifiers and what the shopper typed (order codes, e-mail,
   * phone, postal code, card digits), shown verbatim and never checked.
   */
  verbatim: boolean;
  /** Inside a `<time>` element: a date or time Intl wrote. */
  time: boolean;
  /** The text is a heading's (h1-h6 or role=heading). */
  heading: boolean;
  /** The element is inside an interactive control (a, button, label, option, summary). */
  control: boolean;
  /** The landmark the text is in (header, footer, nav, main, aside, dialog), numbered. */
  landmark: string;
  /** The nearest product card or bag line (its test hook and index), or ''. */
  card: string;
}

// `root` defaults to the page's document: Playwright calls the function with no argument.
export function collectTextRuns(root: Document = document): TextRun[] {
  const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'IFRAME']);
  const ATTRIBUTES = ['aria-label', 'alt', 'placeholder', 'title', 'aria-description'];
  const LANDMARKS = new Set(['HEADER', 'FOOTER', 'NAV', 'MAIN', 'ASIDE', 'DIALOG']);
  const CONTROLS = new Set(['A', 'BUTTON', 'LABEL', 'OPTION', 'SUMMARY', 'SELECT']);
  const CARDS = new Set(['product-card', 'bag-line', 'order-row', 'cart-line', 'summary-line']);
  const landmarkIds = new Map<Element, string>();
  const cardIds = new Map<Element, string>();
  const counters = new Map<string, number>();
  const numbered = (map: Map<Element, string>, element: Element, name: string): string => {
    let id = map.get(element);
    if (id === undefined) {
      const n = (counters.get(name) ?? 0) + 1;
      counters.set(name, n);
      id = `${name}#${n}`;
      map.set(element, id);
    }
    return id;
  };
  // Only ASCII white space collapses: a no-break space is part of how Intl writes a number.
  const clean = (text: string): string => text.replace(/[ \t\n\r\f]+/g, ' ').replace(/^ | $/g, '');
  const describe = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    const testId = element.getAttribute('data-testid');
    if (testId) return `${tag}[data-testid=${testId}]`;
    const label = element.getAttribute('aria-label');
    if (label && LANDMARKS.has(element.tagName)) return `${tag}[aria-label="${label}"]`;
    const parent = element.parentElement;
    if (!parent) return tag;
    const same = Array.from(parent.children).filter((c) => c.tagName === element.tagName);
    return same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(element) + 1})` : tag;
  };
  const context = (element: Element) => {
    let verbatim = false;
    let time = false;
    let heading = false;
    let control = false;
    let landmark = '';
    let card = '';
    let hook: Element | null = null;
    for (let e: Element | null = element; e; e = e.parentElement) {
      if (e.getAttribute('translate') === 'no') verbatim = true;
      if (e.tagName === 'TIME') time = true;
      if (/^H[1-6]$/.test(e.tagName) || e.getAttribute('role') === 'heading') heading = true;
      if (CONTROLS.has(e.tagName)) control = true;
      const testId = e.getAttribute('data-testid');
      if (!card && testId && CARDS.has(testId)) card = numbered(cardIds, e, testId);
      if (!hook && testId && e !== element) hook = e;
      if (!landmark && (LANDMARKS.has(e.tagName) || e.getAttribute('role') === 'dialog')) {
        landmark = numbered(landmarkIds, e, e.tagName.toLowerCase());
      }
    }
    // landmark > nearest test hook > parent > element: enough to find it in the source.
    const parts: string[] = [];
    let landmarkElement: Element | null = null;
    for (let e: Element | null = element; e; e = e.parentElement) {
      if (LANDMARKS.has(e.tagName) || e.getAttribute('role') === 'dialog') {
        landmarkElement = e;
        break;
      }
    }
    if (landmarkElement) parts.push(describe(landmarkElement));
    if (hook && hook !== landmarkElement) parts.push(describe(hook));
    const parent = element.parentElement;
    if (parent && parent !== hook && parent !== landmarkElement && parent.tagName !== 'BODY') {
      parts.push(describe(parent));
    }
    parts.push(describe(element));
    return { where: parts.join(' › '), verbatim, time, heading, control, landmark, card };
  };

  const runs: TextRun[] = [];
  const title = clean(root.title ?? '');
  if (title) {
    runs.push({
      text: title,
      where: 'title',
      verbatim: false,
      time: false,
      heading: false,
      control: false,
      landmark: '',
      card: '',
    });
  }
  const visit = (element: Element): void => {
    if (SKIP.has(element.tagName)) return;
    const tag = element.tagName;
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value && clean(value))
        runs.push({ text: clean(value), attribute: name, ...context(element) });
    }
    if (tag === 'INPUT') {
      const type = (element.getAttribute('type') ?? '').toLowerCase();
      const value = element.getAttribute('value');
      if ((type === 'submit' || type === 'button' || type === 'reset') && value && clean(value)) {
        runs.push({ text: clean(value), attribute: 'value', ...context(element) });
      }
    }
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType === 3) {
        const text = clean(child.textContent ?? '');
        if (text) runs.push({ text, ...context(element) });
      } else if (child.nodeType === 1) {
        visit(child as Element);
      }
    }
  };
  if (root.body) visit(root.body);
  return runs;
}
