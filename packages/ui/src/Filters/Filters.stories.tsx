import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Filters, type FilterGroupView, type FiltersProps } from './Filters.js';

const groups: FilterGroupView[] = [
  {
    id: 'material',
    label: 'Material',
    options: [
      { id: 'gold', label: '18 kt gold', count: 24 },
      { id: 'vermeil', label: 'Gold vermeil', count: 112 },
      { id: 'silver', label: 'Sterling silver', count: 208 },
    ],
  },
  {
    id: 'gem',
    label: 'Gem',
    options: [
      { id: 'pearl', label: 'Pearl', count: 41 },
      { id: 'diamond', label: 'Diamond', count: 9 },
      { id: 'quartz', label: 'Pink quartz', count: 13 },
    ],
  },
  {
    id: 'price',
    label: 'Price',
    options: [
      { id: '0-50', label: 'Up to €50' },
      { id: '50-100', label: '€50 to €100' },
      { id: '100-', label: 'Over €100' },
    ],
  },
];

function Stateful(
  props: Omit<FiltersProps, 'selected' | 'onChange' | 'onClear'> & {
    initial?: Record<string, string[]>;
  },
) {
  const [selected, setSelected] = useState<Record<string, string[]>>(props.initial ?? {});
  return (
    <div style={{ maxInlineSize: '20rem' }}>
      <Filters
        {...props}
        selected={selected}
        onChange={(group, ids) => setSelected({ ...selected, [group]: ids })}
        onClear={() => setSelected({})}
      />
    </div>
  );
}

const meta = {
  title: 'Catalogue/Filters',
  component: Stateful,
  args: { groups, onApply: () => {} },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithSelection: Story = { args: { initial: { material: ['silver'], gem: ['pearl'] } } };
export const Empty: Story = { args: { groups: [] } };
export const RightToLeft: Story = {
  args: {
    groups: [
      { id: 'material', label: 'المادة', options: [{ id: 'gold', label: 'ذهب', count: 3 }] },
    ],
    clearLabel: 'مسح الكل',
    applyLabel: 'عرض النتائج',
    initial: { material: ['gold'] },
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
