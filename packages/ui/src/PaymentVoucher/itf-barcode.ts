/**
 * Interleaved 2 of 5 (ITF), the numeric barcode cash-voucher references are printed with:
 * digits in pairs, the first of a pair in the bars, the second in the spaces between them,
 * each digit as five elements of which two are wide. Drawn as SVG from the reference, so
 * no image service ever sees it.
 */
const PATTERNS = [
  'nnwwn',
  'wnnnw',
  'nwnnw',
  'wwnnn',
  'nnwnw',
  'wnwnn',
  'nwwnn',
  'nnnww',
  'wnnwn',
  'nwnwn',
] as const;

const NARROW = 1;
const WIDE = 3;
/** Quiet zone each side, in narrow modules. */
const QUIET = 10;

export interface Bar {
  x: number;
  width: number;
}

/** The bars of a reference's ITF symbol (x and width in narrow modules) and its full width. */
export function itfBars(reference: string): { bars: Bar[]; width: number } {
  const digits = reference.replace(/\D/g, '');
  // ITF encodes pairs: an odd count gets a leading zero, as printers do.
  const even = digits.length % 2 === 1 ? `0${digits}` : digits;
  const elements: ('n' | 'w')[] = ['n', 'n', 'n', 'n']; // start: bar, space, bar, space
  for (let i = 0; i < even.length; i += 2) {
    const bars = PATTERNS[Number(even[i])]!;
    const spaces = PATTERNS[Number(even[i + 1])]!;
    for (let k = 0; k < 5; k += 1) elements.push(bars[k] as 'n' | 'w', spaces[k] as 'n' | 'w');
  }
  elements.push('w', 'n', 'n'); // stop: wide bar, space, bar
  const bars: Bar[] = [];
  let x = QUIET;
  elements.forEach((element, index) => {
    const width = element === 'w' ? WIDE : NARROW;
    if (index % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { bars, width: x + QUIET };
}
