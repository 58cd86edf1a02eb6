import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  GEM_COLOURS,
  JEWELLERY_KINDS,
  JEWELLERY_METALS,
  jewelleryIllustrationDataUri,
  type GemName,
} from './jewellery-illustration.js';

const gems = Object.keys(GEM_COLOURS) as GemName[];

/** Every kind in every metal, gems rotating: the sandbox's product imagery. */
function Gallery() {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: 'var(--space-4)',
      }}
    >
      {JEWELLERY_KINDS.flatMap((kind, k) =>
        JEWELLERY_METALS.map((metal, m) => {
          const gem = gems[(k * 3 + m) % gems.length] ?? 'diamond';
          return (
            <figure key={`${kind}-${metal}`} style={{ margin: 0 }}>
              <img
                src={jewelleryIllustrationDataUri({ kind, metal, gem, variant: k * 3 + m })}
                alt={`${metal} ${kind} with ${gem}`}
                width={400}
                height={500}
                style={{ inlineSize: '100%', blockSize: 'auto', display: 'block' }}
              />
              <figcaption style={{ fontSize: 'var(--font-size-xs)' }}>
                {kind}, {metal}, {gem}
              </figcaption>
            </figure>
          );
        }),
      )}
    </div>
  );
}

const meta = {
  title: 'Foundations/JewelleryIllustration',
  component: Gallery,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
