/**
 * Generated product imagery: the sandbox has no photos and no external image hosts, so the
 * storefront serves these SVGs as product images. Pure and deterministic: the same input
 * always gives byte-identical markup (gradient ids are derived from the input too, so many
 * inline copies never collide).
 */
export type JewelleryKind = 'ring' | 'necklace' | 'earrings' | 'bracelet' | 'watch' | 'charm';
export type JewelleryMetal = 'gold' | 'silver' | 'rose';
export type GemName = 'diamond' | 'ruby' | 'sapphire' | 'emerald' | 'amethyst' | 'pearl' | 'onyx';

export interface JewelleryIllustrationOptions {
  kind: JewelleryKind;
  metal: JewelleryMetal;
  /** A gem name or a `#rrggbb` colour; anything else falls back to diamond. */
  gem?: GemName | string;
  /** Varies composition (tilt, pendant shape, ground tint) deterministically. */
  variant?: number;
}

export const JEWELLERY_KINDS: readonly JewelleryKind[] = [
  'ring',
  'necklace',
  'earrings',
  'bracelet',
  'watch',
  'charm',
];
export const JEWELLERY_METALS: readonly JewelleryMetal[] = ['gold', 'silver', 'rose'];
export const GEM_COLOURS: Readonly<Record<GemName, string>> = {
  diamond: '#dfeef7',
  ruby: '#b3123a',
  sapphire: '#1f4fa8',
  emerald: '#15825a',
  amethyst: '#7b4bb0',
  pearl: '#f1ebe2',
  onyx: '#24232a',
};

const METAL_STOPS: Record<JewelleryMetal, readonly string[]> = {
  gold: ['#8a6a2f', '#e9cf8a', '#b8924a', '#f8e9bb', '#9c7a3c'],
  silver: ['#7f858c', '#eef1f4', '#aeb4bb', '#ffffff', '#8d939a'],
  rose: ['#955a4a', '#efc0ae', '#c48676', '#fbe2d8', '#a4685a'],
};

const GROUNDS = ['#f6f1e9', '#f3efe8', '#f4eeea', '#eff1ee', '#f5f0e6'] as const;

/** Small seeded PRNG (mulberry32): the variant drives layout without Math.random. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function gemColour(gem: string | undefined): string {
  if (gem === undefined) return GEM_COLOURS.diamond;
  if (gem in GEM_COLOURS) return GEM_COLOURS[gem as GemName];
  // Only a strict hex colour reaches the markup: nothing a caller passes can inject SVG.
  return /^#[0-9a-f]{6}$/i.test(gem) ? gem.toLowerCase() : GEM_COLOURS.diamond;
}

/** Mixes a hex colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const target = amount >= 0 ? 255 : 0;
  const weight = Math.abs(amount);
  return `#${channels
    .map((c) => Math.round(c + (target - c) * weight))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

const n = (value: number) => Number(value.toFixed(2));

function point(cx: number, cy: number, r: number, angle: number): string {
  return `${n(cx + r * Math.cos(angle))},${n(cy + r * Math.sin(angle))}`;
}

/** A brilliant cut seen from above: girdle, table and shaded facets between them. */
function faceted(cx: number, cy: number, r: number, colour: string, id: string): string {
  if (colour === GEM_COLOURS.pearl) {
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id}-pearl)"/>`;
  }
  const sides = 8;
  const offset = -Math.PI / 2 + Math.PI / sides;
  const outer = Array.from({ length: sides }, (_, i) =>
    point(cx, cy, r, offset + (i * 2 * Math.PI) / sides),
  );
  const inner = Array.from({ length: sides }, (_, i) =>
    point(cx, cy, r * 0.55, offset + (i * 2 * Math.PI) / sides),
  );
  const facets = outer
    .map((p, i) => {
      const next = outer[(i + 1) % sides] as string;
      const tone = shade(colour, [0.45, 0.15, -0.2, -0.35, -0.1, 0.25, 0.55, 0.05][i] ?? 0);
      return `<polygon points="${p} ${next} ${inner[(i + 1) % sides]} ${inner[i]}" fill="${tone}"/>`;
    })
    .join('');
  return (
    `<g stroke="${shade(colour, -0.45)}" stroke-width="0.6" stroke-linejoin="round">` +
    `<polygon points="${outer.join(' ')}" fill="${colour}"/>${facets}` +
    `<polygon points="${inner.join(' ')}" fill="url(#${id}-table)"/></g>` +
    `<path d="M${n(cx - r * 0.3)} ${n(cy - r * 0.38)} l${n(r * 0.18)} ${n(-r * 0.08)}" stroke="#fff" stroke-width="${n(r * 0.08)}" stroke-linecap="round" opacity="0.85"/>`
  );
}

function sparkle(x: number, y: number, size: number): string {
  const s = size;
  return `<path d="M${x} ${n(y - s)} Q${x} ${y} ${n(x + s)} ${y} Q${x} ${y} ${x} ${n(y + s)} Q${x} ${y} ${n(x - s)} ${y} Q${x} ${y} ${x} ${n(y - s)}Z" fill="#fff" opacity="0.9"/>`;
}

function ring(id: string, gem: string, rand: () => number): string {
  const tilt = n((rand() - 0.5) * 14);
  return (
    `<g transform="rotate(${tilt} 200 290)">` +
    `<ellipse cx="200" cy="300" rx="104" ry="112" fill="none" stroke="url(#${id}-metal)" stroke-width="24"/>` +
    `<ellipse cx="200" cy="300" rx="92" ry="100" fill="none" stroke="url(#${id}-inner)" stroke-width="4" opacity="0.7"/>` +
    `<path d="M170 196 L178 168 H222 L230 196 Z" fill="url(#${id}-metal)"/>` +
    faceted(200, 150, 40, gem, id) +
    `<g fill="url(#${id}-metal)"><circle cx="163" cy="132" r="5"/><circle cx="237" cy="132" r="5"/><circle cx="200" cy="110" r="5"/><circle cx="200" cy="190" r="4"/></g>` +
    `</g>${sparkle(258, 112, 12)}`
  );
}

function necklace(id: string, gem: string, rand: () => number): string {
  const drop = n(300 + rand() * 40);
  const chain = `M40 40 C70 ${drop - 40} 150 ${drop} 200 ${drop} C250 ${drop} 330 ${drop - 40} 360 40`;
  const pendant =
    rand() > 0.5
      ? `<path d="M200 ${drop + 8} C238 ${drop + 58} 228 ${drop + 108} 200 ${drop + 118} C172 ${drop + 108} 162 ${drop + 58} 200 ${drop + 8}Z" fill="url(#${id}-metal)"/>` +
        faceted(200, drop + 74, 22, gem, id)
      : `<circle cx="200" cy="${drop + 52}" r="42" fill="url(#${id}-metal)"/>` +
        faceted(200, drop + 52, 28, gem, id);
  return (
    `<path d="${chain}" fill="none" stroke="url(#${id}-metal)" stroke-width="5" stroke-dasharray="9 5" stroke-linecap="round"/>` +
    `<path d="${chain}" fill="none" stroke="${shade('#000000', 0.3)}" stroke-width="1" stroke-dasharray="9 5" stroke-dashoffset="7" opacity="0.25"/>` +
    `<circle cx="200" cy="${drop + 4}" r="8" fill="none" stroke="url(#${id}-metal)" stroke-width="4"/>` +
    pendant +
    sparkle(236, drop + 30, 10)
  );
}

function earring(x: number, id: string, gem: string, long: boolean): string {
  const top = 110;
  const dropY = long ? 330 : 280;
  return (
    `<path d="M${x} ${top + 60} C${x - 2} ${top + 10} ${x + 40} ${top - 10} ${x + 44} ${top + 30}" fill="none" stroke="url(#${id}-metal)" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="${top + 68}" r="9" fill="url(#${id}-metal)"/>` +
    `<rect x="${x - 2}" y="${top + 76}" width="4" height="${dropY - 40 - top - 76}" fill="url(#${id}-metal)"/>` +
    `<ellipse cx="${x}" cy="${dropY}" rx="34" ry="44" fill="url(#${id}-metal)"/>` +
    faceted(x, dropY, 26, gem, id)
  );
}

function earrings(id: string, gem: string, rand: () => number): string {
  const long = rand() > 0.5;
  return earring(130, id, gem, long) + earring(270, id, gem, long) + sparkle(300, 250, 10);
}

function bracelet(id: string, gem: string, rand: () => number): string {
  const count = 3 + Math.floor(rand() * 5);
  const stones = Array.from({ length: count }, (_, i) => {
    const angle = Math.PI * (0.15 + (0.7 * i) / Math.max(1, count - 1));
    return faceted(n(200 + 146 * Math.cos(angle)), n(270 + 74 * Math.sin(angle)), 13, gem, id);
  }).join('');
  return (
    `<ellipse cx="200" cy="262" rx="148" ry="76" fill="none" stroke="url(#${id}-inner)" stroke-width="20"/>` +
    `<path d="M52 262 A148 76 0 0 0 348 262" fill="none" stroke="url(#${id}-metal)" stroke-width="26"/>` +
    `<path d="M56 250 A146 72 0 0 1 344 250" fill="none" stroke="url(#${id}-metal)" stroke-width="12" opacity="0.9"/>` +
    stones +
    sparkle(120, 330, 10)
  );
}

function watch(id: string, gem: string, rand: () => number): string {
  const hour = Math.floor(rand() * 12);
  const minute = Math.floor(rand() * 60);
  const hourAngle = ((hour + minute / 60) / 12) * 360;
  const minuteAngle = (minute / 60) * 360;
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const angle = (i / 12) * 2 * Math.PI - Math.PI / 2;
    const long = i % 3 === 0;
    return `<line x1="${n(200 + 58 * Math.cos(angle))}" y1="${n(250 + 58 * Math.sin(angle))}" x2="${n(200 + (long ? 46 : 52) * Math.cos(angle))}" y2="${n(250 + (long ? 46 : 52) * Math.sin(angle))}" stroke="#3b3630" stroke-width="${long ? 3 : 1.5}" stroke-linecap="round"/>`;
  }).join('');
  const strap = (y: number, h: number) =>
    `<rect x="158" y="${y}" width="84" height="${h}" rx="10" fill="url(#${id}-strap)"/>`;
  return (
    strap(40, 150) +
    strap(310, 150) +
    `<circle cx="200" cy="250" r="86" fill="url(#${id}-metal)"/>` +
    `<circle cx="200" cy="250" r="70" fill="url(#${id}-dial)"/>` +
    ticks +
    `<line x1="200" y1="250" x2="200" y2="210" stroke="#1f1c18" stroke-width="4" stroke-linecap="round" transform="rotate(${n(hourAngle)} 200 250)"/>` +
    `<line x1="200" y1="250" x2="200" y2="196" stroke="#1f1c18" stroke-width="2.5" stroke-linecap="round" transform="rotate(${n(minuteAngle)} 200 250)"/>` +
    `<circle cx="200" cy="250" r="4" fill="url(#${id}-metal)"/>` +
    faceted(200, 212, 6, gem, id) +
    `<rect x="284" y="242" width="14" height="16" rx="3" fill="url(#${id}-metal)"/>` +
    sparkle(150, 200, 9)
  );
}

function charm(id: string, gem: string, rand: () => number): string {
  const shapes = [
    // heart
    'M200 400 C120 340 90 290 110 240 C130 195 185 200 200 240 C215 200 270 195 290 240 C310 290 280 340 200 400Z',
    // star
    `M200 170 L226 250 L310 252 L243 302 L268 384 L200 336 L132 384 L157 302 L90 252 L174 250Z`,
    // four-leaf clover
    'M200 270 C160 230 150 180 200 190 C250 180 240 230 200 270 C240 230 290 240 280 290 C290 340 240 310 200 270 C240 310 250 360 200 350 C150 360 160 310 200 270 C160 310 110 340 120 290 C110 240 160 230 200 270Z',
  ];
  const pick = Math.floor(rand() * shapes.length);
  const shape = shapes[pick] ?? shapes[0];
  // How far the link drops from the jump ring to the top of each shape.
  const link = [82, 12, 32][pick] ?? 40;
  return (
    `<circle cx="200" cy="140" r="20" fill="none" stroke="url(#${id}-metal)" stroke-width="6"/>` +
    `<rect x="197.5" y="160" width="5" height="${link}" fill="url(#${id}-metal)"/>` +
    `<path d="${shape}" fill="url(#${id}-metal)" stroke="${shade('#000000', 0.4)}" stroke-opacity="0.25"/>` +
    faceted(200, 285, 18, gem, id) +
    sparkle(250, 220, 10)
  );
}

const DRAW = { ring, necklace, earrings, bracelet, watch, charm } as const;

/** Self-contained SVG markup (400 x 500, the product image ratio) for one piece. */
export function jewelleryIllustrationSvg(options: JewelleryIllustrationOptions): string {
  const { kind, metal } = options;
  const variant = Number.isFinite(options.variant) ? Math.trunc(options.variant ?? 0) : 0;
  const gem = gemColour(options.gem);
  const key = `${kind}|${metal}|${gem}|${variant}`;
  const hash = hashString(key);
  const id = `aj${hash.toString(36)}`;
  const rand = seeded(hash);
  const ground = GROUNDS[hash % GROUNDS.length] ?? GROUNDS[0];
  const stops = METAL_STOPS[metal] ?? METAL_STOPS.gold;
  const metalStops = stops
    .map((colour, i) => `<stop offset="${n(i / (stops.length - 1))}" stop-color="${colour}"/>`)
    .join('');
  const drawing = (DRAW[kind] ?? DRAW.ring)(id, gem, rand);
  const strap = metal === 'silver' ? '#3a3f47' : '#5a3b2b';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500">` +
    `<title>${kind}, ${metal}</title><defs>` +
    `<linearGradient id="${id}-metal" x1="0" y1="0" x2="1" y2="1">${metalStops}</linearGradient>` +
    `<linearGradient id="${id}-inner" x1="1" y1="0" x2="0" y2="1">${metalStops}</linearGradient>` +
    `<radialGradient id="${id}-ground" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${ground}"/></radialGradient>` +
    `<radialGradient id="${id}-table" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${shade(gem, 0.75)}"/><stop offset="1" stop-color="${shade(gem, 0.1)}"/></radialGradient>` +
    `<radialGradient id="${id}-pearl" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#efe7dc"/><stop offset="1" stop-color="#cdbfae"/></radialGradient>` +
    `<radialGradient id="${id}-dial" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ece6dc"/></radialGradient>` +
    `<linearGradient id="${id}-strap" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(strap, -0.2)}"/><stop offset="0.5" stop-color="${shade(strap, 0.15)}"/><stop offset="1" stop-color="${shade(strap, -0.2)}"/></linearGradient>` +
    `</defs><rect width="400" height="500" fill="url(#${id}-ground)"/>` +
    `<ellipse cx="200" cy="452" rx="120" ry="10" fill="#000" opacity="0.06"/>` +
    drawing +
    `</svg>`
  );
}

/** The same illustration as a data URI, ready for `<img src>`. */
export function jewelleryIllustrationDataUri(options: JewelleryIllustrationOptions): string {
  return `data:image/svg+xml,${encodeURIComponent(jewelleryIllustrationSvg(options))}`;
}
