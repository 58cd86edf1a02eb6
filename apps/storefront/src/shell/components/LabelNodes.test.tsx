// @vitest-environment jsdom
import '../../../test/dom-setup.js';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { labelNodes, Verbatim } from './LabelNodes.js';

// ADR 0049: an identifier inside a sentence of the site's language stays in its own
// translate="no" element, with the digits it is written with.
describe('labelNodes', () => {
  it('puts each placeholder value in the sentence where the label puts it', () => {
    const { container } = render(
      <p>{labelNodes('حذف البطاقة {last}', { last: <Verbatim>1111</Verbatim> })}</p>,
    );
    expect(container.textContent).toBe('حذف البطاقة 1111');
    const verbatim = container.querySelector('bdi[translate="no"]');
    expect(verbatim?.textContent).toBe('1111');
  });

  it('keeps an unknown placeholder as written and fills a repeated one each time', () => {
    const { container } = render(
      <p>{labelNodes('{code} / {code} / {missing}', { code: <b>A1</b> })}</p>,
    );
    expect(container.textContent).toBe('A1 / A1 / {missing}');
    expect(container.querySelectorAll('b')).toHaveLength(2);
  });
});
