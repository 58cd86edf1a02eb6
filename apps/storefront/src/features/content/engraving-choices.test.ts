import { describe, expect, it } from 'vitest';
import { colourValueOf, editorChoices, swatchOf } from './engraving-choices.js';

const options = {
  fonts: [
    { code: 'SERIF', name: 'Serif' },
    { code: 'SCRIPT', name: 'Script' },
  ],
  colours: [
    { code: 'GOLD', colorCode: '#d4af37', compoundColor: null },
    { code: 'ROSE', colorCode: '#b76e79', compoundColor: '#e8b4b8' },
  ],
};

describe('the editor choices from the content', () => {
  it('names typographies, colours and orientations in the site language', () => {
    const choices = editorChoices(options, {
      'engravingFont.SCRIPT': 'Manuscrita',
      'engravingColour.ROSE': 'Oro rosa',
      engravingVertical: 'Vertical',
      engravingHorizontal: 'Horizontal',
    });
    expect(choices.fonts.map((f) => [f.id, f.label, f.italic])).toEqual([
      ['SERIF', 'Serif', false],
      ['SCRIPT', 'Manuscrita', true],
    ]);
    expect(choices.colours.map((c) => c.label)).toEqual(['GOLD', 'Oro rosa']);
    expect(choices.orientations.map((o) => [o.id, o.vertical])).toEqual([
      ['horizontal', false],
      ['vertical', true],
    ]);
  });

  it('writes the text in the colour code, and shows a compound colour as a gradient', () => {
    const rose = options.colours[1]!;
    expect(colourValueOf(rose)).toBe('#b76e79');
    expect(swatchOf(rose)).toBe('linear-gradient(135deg, #b76e79, #e8b4b8)');
    expect(swatchOf(options.colours[0]!)).toBe('#d4af37');
  });
});
