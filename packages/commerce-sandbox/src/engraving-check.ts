import { engravingProblems, normaliseEngravingText } from '@atelier/core-catalogue';
import { validation } from './errors.js';
import type { EntryInput } from './schemas.js';

type EngravingInput = NonNullable<EntryInput['engravingInfo']>;

/**
 * The typographies and colours the workshop engraves: the codes of the embedded content's
 * engravings common data (docs/product/product.md §2.1), its disabled colour left out. A real
 * back-end holds its own list; the editor offers the content's, and the two agree here.
 */
export const SANDBOX_ENGRAVING_OPTIONS = {
  fonts: ['SERIF', 'SCRIPT', 'BLOCK'],
  colours: ['GOLD', 'SILVER', 'ROSE'],
} as const;

const MESSAGES: Record<string, string> = {
  'engravingText:empty': 'engravingInfo.engravingText: the engraving text is empty',
  'engravingText:tooLong': 'engravingInfo.engravingText: an engraving holds at most 20 characters',
  'engravingText:characters':
    "engravingInfo.engravingText: only letters, digits, spaces and . , ' ’ & ! ? + - : ♥ can be engraved",
  'typography:notOffered': `engravingInfo.typography: one of ${SANDBOX_ENGRAVING_OPTIONS.fonts.join(', ')}`,
  'colour:notOffered': `engravingInfo.colour: one of ${SANDBOX_ENGRAVING_OPTIONS.colours.join(', ')}`,
  'fontSize:outOfRange': 'engravingInfo.fontSize: a whole number from 4 to 75',
  'orientation:notOffered': 'engravingInfo.orientation: horizontal or vertical',
};

/**
 * An engraving as the workshop will take it, or a 400 naming the first field to fix (the same
 * rules as the storefront's editor, core-catalogue's engravingProblems). The text is stored
 * normalised, so "Ana " and "Ana" are one line.
 */
export function checkedEngraving(info: EngravingInput): EngravingInput {
  const [first] = engravingProblems(info, SANDBOX_ENGRAVING_OPTIONS);
  if (first) {
    const message =
      MESSAGES[`${first.field}:${first.reason}`] ?? `engravingInfo.${first.field}: invalid`;
    throw validation(message, `engravingInfo.${first.field}`, 'cart-entry.engravingError-001');
  }
  return { ...info, engravingText: normaliseEngravingText(info.engravingText) };
}
