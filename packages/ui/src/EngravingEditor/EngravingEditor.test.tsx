import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EngravingEditor, type EngravingValue } from './EngravingEditor.js';

const fonts = [
  { id: 'serif', label: 'Classic', family: 'serif' },
  { id: 'script', label: 'Script', family: 'cursive' },
];
const colours = [
  { id: 'gold', label: 'Gold', value: '#b8924a' },
  { id: 'black', label: 'Black', value: '#1c1a17' },
];

function Harness({
  onChange,
  initial,
}: {
  onChange: (v: EngravingValue) => void;
  initial?: Partial<EngravingValue>;
}) {
  const [value, setValue] = useState<EngravingValue>({
    text: '',
    fontId: 'serif',
    colourId: 'gold',
    size: 20,
    ...initial,
  });
  return (
    <EngravingEditor
      value={value}
      fonts={fonts}
      colours={colours}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('EngravingEditor', () => {
  it('stops the text at 20 characters and counts them', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Your engraving' });
    await userEvent.type(input, 'Forever & always yours');
    expect((input as HTMLInputElement).value).toBe('Forever & always you');
    expect(screen.getByText('20/20')).toBeTruthy();
  });

  it('counts an Arabic letter with its vowel marks as one, and lets the text set its direction', async () => {
    render(<Harness onChange={vi.fn()} initial={{ text: 'حُبٌّ' }} />);
    expect(screen.getByText('2/20')).toBeTruthy();
    expect(screen.getByTestId('engraving-preview-text').getAttribute('dir')).toBe('auto');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Preview: حُبٌّ');
  });

  it('offers the orientations and sets the preview vertical', async () => {
    function WithOrientation() {
      const [value, setValue] = useState<EngravingValue>({
        text: '永遠',
        fontId: 'serif',
        colourId: 'gold',
        size: 20,
        orientation: 'horizontal',
      });
      return (
        <EngravingEditor
          value={value}
          fonts={fonts}
          colours={colours}
          onChange={setValue}
          orientations={[
            { id: 'horizontal', label: 'Across', vertical: false },
            { id: 'vertical', label: 'Down', vertical: true },
          ]}
        />
      );
    }
    render(<WithOrientation />);
    await userEvent.click(screen.getByRole('radio', { name: 'Down' }));
    expect(screen.getByTestId('engraving-preview-text').dataset['orientation']).toBe('vertical');
  });

  it('chooses font and colour with the keyboard', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    screen.getByRole('radio', { name: 'Classic' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ fontId: 'script' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Black' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ colourId: 'black' }));
  });

  it('sizes between 4 and 75 with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={{ size: 75 }} />);
    const slider = screen.getByRole('slider', { name: 'Size' });
    expect(slider.getAttribute('min')).toBe('4');
    expect(slider.getAttribute('max')).toBe('75');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ size: 74 }));
  });
});
