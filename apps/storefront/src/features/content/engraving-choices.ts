// The engraving editor's choices from the content (docs/product/product.md §2.1), named in the
// site's language: plain helpers both the page and the lazy editor read.
import { ENGRAVING_ORIENTATIONS } from '@atelier/core-catalogue';
import type { EngravingOptionsView } from './content-view.js';

// The content names a typography by its family (Serif, Script, Block); the preview sets the
// site's own self-hosted faces first, so every script (Arabic, Hebrew, kana) has one.
const FAMILIES: Record<string, string> = {
  serif: "var(--font-display), Georgia, 'Times New Roman', serif",
  script: "'Segoe Script', 'Snell Roundhand', 'Brush Script MT', var(--font-display), cursive",
  block: "var(--font-text), 'Helvetica Neue', Arial, sans-serif",
};

/** A handwritten typography is set in italic: it still reads as one without a script face. */
export function isItalicFont(name: string): boolean {
  return name.toLowerCase() === 'script';
}

/** The CSS font family the preview sets for a typography the content names. */
export function fontFamilyOf(name: string): string {
  return FAMILIES[name.toLowerCase()] ?? FAMILIES['serif'] ?? 'serif';
}

type Colour = EngravingOptionsView['colours'][number];

/** The colour the preview writes the text in. */
export function colourValueOf(colour: Colour): string {
  return colour.colorCode;
}

/** A colour's swatch: a compound colour (rose gold) is a gradient from one to the other. */
export function swatchOf(colour: Colour): string {
  return colour.compoundColor
    ? `linear-gradient(135deg, ${colour.colorCode}, ${colour.compoundColor})`
    : colour.colorCode;
}

type Labels = Record<string, string>;
const label = (labels: Labels, key: string, fallback: string) => labels[key] ?? fallback;

/** The typographies, colours and orientations as the editor lists them, in the site's words. */
export function editorChoices(options: EngravingOptionsView, labels: Labels) {
  return {
    fonts: options.fonts.map((f) => ({
      id: f.code,
      label: label(labels, `engravingFont.${f.code}`, f.name),
      family: fontFamilyOf(f.name),
      italic: isItalicFont(f.name),
    })),
    colours: options.colours.map((c) => ({
      id: c.code,
      label: label(labels, `engravingColour.${c.code}`, c.code),
      value: colourValueOf(c),
    })),
    orientations: ENGRAVING_ORIENTATIONS.map((id) => ({
      id,
      label: label(labels, id === 'vertical' ? 'engravingVertical' : 'engravingHorizontal', id),
      vertical: id === 'vertical',
    })),
  };
}
